import * as z from 'zod';
import { route } from '../define';
import * as S from '../schemas';

const flag = z.boolean();

/** The affiliate programme's calls (SPEC §7 "Affiliate"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const affiliateRoutes = {
  affiliatePublicVisible: route({ method: 'GET', path: '/affiliate/public/visible', group: 'affiliate', access: 'public', summary: 'Whether the affiliate programme is shown', response: flag }),
  affiliateGet: route({ method: 'GET', path: '/affiliate', group: 'affiliate', access: 'business', permission: 'business:read', summary: 'Affiliate state', response: S.AffiliateState }),
  affiliateLinks: route({ method: 'GET', path: '/affiliate/links', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Sharing links', response: z.record(z.string(), z.string()) }),
  affiliateStats: route({ method: 'GET', path: '/affiliate/stats', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Profile statistics', response: z.record(z.string(), z.number()) }),
  affiliateProfile: route({ method: 'GET', path: '/affiliate/profile', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'The submitted profile (null when none)', response: S.AffiliateProfile.nullable() }),
  affiliateProfileState: route({ method: 'GET', path: '/affiliate/profile/state', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Approval state of the profile', response: z.object({ id: z.number().int(), name: z.string(), desc: z.string(), publicNote: z.string().nullable(), createdDate: S.IsoDateTime }).nullable() }),
  affiliateProfileSubmit: route({ method: 'PATCH', path: '/affiliate/profile', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Submit the profile for approval', body: S.AffiliateProfileSubmit, response: S.Ok }),
  affiliateProfileSlug: route({ method: 'PATCH', path: '/affiliate/profile/slug', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Whether a profile address is free', body: z.object({ slug: z.string().trim().min(1).max(64) }), response: z.object({ available: z.boolean() }), support: 'allow' }),
  affiliateEnroll: route({ method: 'PATCH', path: '/affiliate/enroll', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Join the affiliate programme', body: S.AffiliateEnroll, response: S.AffiliateState }),
  affiliateWithdraw: route({ method: 'PATCH', path: '/affiliate/withdraw', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Leave the affiliate programme', response: S.AffiliateState }),
} as const;
