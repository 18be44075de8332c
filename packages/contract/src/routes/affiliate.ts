import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

const flag = z.boolean();
const SlugParams = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * The affiliate programme's calls (SPEC §7 "Affiliate"), spread into the routes table, and the
 * public directory the issue adds (decision 0061). With the programme switched off
 * (FEATURE_AFFILIATE) `affiliateGet` answers `enabled: false` and every other route but
 * `affiliatePublicVisible` answers 404. Business routes other than `affiliateGet` and
 * `affiliateEnroll` answer 409 before the business has joined. Public directory answers may be
 * cached for a minute (CloudFront and browsers); the event beacon answers 204, is never cached,
 * and takes a JSON body (fetch with `keepalive`, or `sendBeacon` with an application/json Blob).
 */
// One line per route reads as the table it is.
// prettier-ignore
export const affiliateRoutes = {
  affiliatePublicVisible: route({ method: 'GET', path: '/affiliate/public/visible', group: 'affiliate', access: 'public', summary: 'Whether the affiliate programme is shown', response: flag }),
  affiliateGet: route({ method: 'GET', path: '/affiliate', group: 'affiliate', access: 'business', permission: 'business:read', summary: 'Affiliate state', response: S.AffiliateState }),
  affiliateLinks: route({ method: 'GET', path: '/affiliate/links', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Sharing links of the published profile (null when none is published)', response: z.nullable(S.AffiliateLinks) }),
  affiliateStats: route({ method: 'GET', path: '/affiliate/stats', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Profile statistics', response: S.AffiliateStats }),
  affiliateProfile: route({ method: 'GET', path: '/affiliate/profile', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'The submitted profile (null when none)', response: z.nullable(S.AffiliateProfile) }),
  affiliateProfileState: route({ method: 'GET', path: '/affiliate/profile/state', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Approval state of the profile (null when none)', response: z.nullable(S.AffiliateProfileState) }),
  affiliateProfileSubmit: route({ method: 'PATCH', path: '/affiliate/profile', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Submit the profile for approval', body: S.AffiliateProfileSubmit, response: S.Ok }),
  affiliateProfileSlug: route({ method: 'PATCH', path: '/affiliate/profile/slug', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Whether a profile address is free', body: z.object({ slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }), response: z.object({ available: z.boolean() }), support: 'allow' }),
  affiliateEnroll: route({ method: 'PATCH', path: '/affiliate/enroll', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Join the affiliate programme', body: S.AffiliateEnroll, response: S.AffiliateState }),
  affiliateWithdraw: route({ method: 'PATCH', path: '/affiliate/withdraw', group: 'affiliate', access: 'business', permission: 'affiliate:manage', summary: 'Leave the affiliate programme', response: S.AffiliateState }),
  affiliateDirectoryList: route({ method: 'GET', path: '/affiliate/public/directory', group: 'affiliate', access: 'public', summary: 'A page of published profiles, searched and filtered', query: S.AffiliateDirectoryQuery, response: S.AffiliateDirectoryPage }),
  affiliateDirectoryProfile: route({ method: 'GET', path: '/affiliate/public/directory/{slug}', group: 'affiliate', access: 'public', summary: 'One published profile (404 when unknown or withdrawn)', params: SlugParams, response: S.AffiliatePublicProfile }),
  affiliateDirectoryEvent: route({ method: 'POST', path: '/affiliate/public/directory/{slug}/event', group: 'affiliate', access: 'public', summary: 'Count a profile view or link click (answers 204)', params: SlugParams, body: S.AffiliateEvent, response: z.null(), maxBodyBytes: 1024 }),
} as const;
