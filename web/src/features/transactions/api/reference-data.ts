import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from '../../../lib/queries/transactions-keys';
import { vatRatesQueryOptions } from '../../../lib/queries/vat-rates';

export { vatRatesQueryOptions };

// SPEC §8: background loads (VAT rates, types, categories) fail quietly.
export const typesQueryOptions = () =>
  queryOptions({
    queryKey: transactionKeys.types(),
    queryFn: ({ signal }) => api.call('transactionTypes', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: transactionKeys.categories(),
    queryFn: ({ signal }) => api.call('categoryList', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });

export const useVatRates = () => useQuery(vatRatesQueryOptions());
export const useTransactionTypes = () => useQuery(typesQueryOptions());
export const useCategories = () => useQuery(categoriesQueryOptions());
