import { queryClient } from '../../lib/query-client';
import { accountsQueryOptions } from '../../lib/queries/get-accounts';
import { categoriesQueryOptions, typesQueryOptions, vatRatesQueryOptions } from './api/reference-data';

/**
 * What Income & Expenses (SPEC §2) loads before it shows; app/composed-screens.tsx puts the
 * screen together with the attachments. Reference data is wanted, never blocking.
 */
export const prefetchTransactions = () =>
  Promise.all([
    queryClient.ensureQueryData(accountsQueryOptions()),
    queryClient.ensureQueryData(categoriesQueryOptions()),
    queryClient.ensureQueryData(vatRatesQueryOptions()),
    queryClient.ensureQueryData(typesQueryOptions()),
  ]).catch(() => undefined);
