import { DEFAULT_TIMEFRAME } from '@bk/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { accountsQueryOptions } from '../../lib/queries/get-accounts';
import { transactionsQueryOptions } from './api/get-transactions';
import { categoriesQueryOptions, typesQueryOptions, vatRatesQueryOptions } from './api/reference-data';
import { EMPTY_SEARCH, filterOf } from './search';

/**
 * What Income & Expenses (SPEC §2) loads before it shows; app/composed-screens.tsx puts the
 * screen together with the attachments. Reference data is wanted, never blocking. The first page
 * of a plain visit (no preset search in the address) is asked for here too, without waiting for
 * it: the route runs this while the screen's code is still downloading, so the page's own query
 * finds the answer on its way (decision 0059).
 */
export const prefetchTransactions = (args?: LoaderFunctionArgs) => {
  if (args && new URL(args.request.url).search === '') {
    void queryClient.prefetchQuery(transactionsQueryOptions(filterOf(DEFAULT_TIMEFRAME, false, EMPTY_SEARCH), 1));
  }
  return Promise.all([
    queryClient.ensureQueryData(accountsQueryOptions()),
    queryClient.ensureQueryData(categoriesQueryOptions()),
    queryClient.ensureQueryData(vatRatesQueryOptions()),
    queryClient.ensureQueryData(typesQueryOptions()),
  ]).catch(() => undefined);
};
