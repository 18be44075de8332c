import type { HandlerMap } from '../shared/api/types';
import { config } from '../shared/config';
import { affiliateState, enrol, stats, withdraw } from './enrolment';
import { links } from './links';
import { getProfile, getProfileState, slugAvailable, submitProfile } from './profile';
import { countEvent, listDirectory, publicProfile } from './public';

/**
 * The affiliate programme's handlers (SPEC §7 "Affiliate", decision 0061): the business's
 * enrolment and profile, and the public directory with its counting beacon.
 */
export const affiliateHandlers: HandlerMap<'affiliate'> = {
  affiliatePublicVisible: async () => config().FEATURE_AFFILIATE,
  affiliateGet: async (_input, ctx) => affiliateState(ctx.business.id),
  affiliateEnroll: async ({ body }, ctx) => enrol(body, ctx),
  affiliateWithdraw: async (_input, ctx) => withdraw(ctx),
  affiliateProfile: async (_input, ctx) => getProfile(ctx),
  affiliateProfileState: async (_input, ctx) => getProfileState(ctx),
  affiliateProfileSubmit: async ({ body }, ctx) => submitProfile(body, ctx),
  affiliateProfileSlug: async ({ body }, ctx) => slugAvailable(body.slug, ctx),
  affiliateLinks: async (_input, ctx) => links(ctx),
  affiliateStats: async (_input, ctx) => stats(ctx),
  affiliateDirectoryList: async ({ query }, ctx) => listDirectory(query, ctx),
  affiliateDirectoryProfile: async ({ params }, ctx) => publicProfile(params.slug, ctx),
  affiliateDirectoryEvent: async ({ params, body }, ctx) => countEvent(params.slug, body.kind, ctx),
};
