import { affiliateRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { affiliateHandlers } from './handlers';

/** Affiliate programme and its public directory (SPEC §7 "Affiliate"; handlers.ts, decision 0061). */
export const handler = createApi(affiliateRoutes, affiliateHandlers);
