import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { transactionKeys } from './transactions-keys';

/** The VAT rates a transaction or an invoice line may have; a background load that fails quietly (SPEC §8). */
export const vatRatesQueryOptions = () =>
  queryOptions({
    queryKey: transactionKeys.vatRates(),
    queryFn: ({ signal }) => api.call('transactionVatRates', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });
