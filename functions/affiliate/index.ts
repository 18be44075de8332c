import { createApi } from '../shared/api/create-api';
import { config } from '../shared/config';

/** Affiliate programme (SPEC §7 "Affiliate"); visibility comes from configuration. */
export const handler = createApi('affiliate', {
  affiliatePublicVisible: async () => config().FEATURE_AFFILIATE,
});
