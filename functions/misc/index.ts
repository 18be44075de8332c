import { miscRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { clearBanner, listBanners } from './banners';
import { config } from '../shared/config';

/**
 * Banner messages, feature flags, which HMRC the stage talks to and the catch-all: CDK sends `ANY /api/{proxy+}` here, so an
 * unknown API path gets the chain's JSON 404.
 */
export const handler = createApi(miscRoutes, {
  bannerList: async (_input, ctx) => listBanners(ctx.caller?.user.id ?? null),
  bannerClear: async ({ params }, ctx) => clearBanner(ctx.caller.user.id, params.id, ctx.now),
  aishaEnabled: async () => config().FEATURE_AISHA,
  // The web app marks HMRC screens when returns go to a test HMRC, never in production.
  hmrcMode: async () => ({ mode: config().HMRC_MODE }),
});
