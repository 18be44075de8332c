import { affiliateRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { config } from '../shared/config';

/** Affiliate programme (SPEC §7 "Affiliate"); visibility comes from configuration. */
export const handler = createApi(affiliateRoutes, {
  affiliatePublicVisible: async () => config().FEATURE_AFFILIATE,
});
