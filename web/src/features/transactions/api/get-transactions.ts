import type { BodyOf } from '@bk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

export type TransactionFilter = BodyOf<'transactionList'>;

export function getTransactions(filter: TransactionFilter, page: number, signal?: AbortSignal) {
  return api.call('transactionList', { query: { page }, body: filter, signal });
}

export const transactionsQueryOptions = (filter: TransactionFilter, page: number) =>
  queryOptions({
    queryKey: transactionKeys.list(filter, page),
    queryFn: ({ signal }) => getTransactions(filter, page, signal),
  });

/** One page of the filtered ledger with the income and expense totals of the whole filtered set. */
export function useTransactions(filter: TransactionFilter, page: number) {
  return useQuery({ ...transactionsQueryOptions(filter, page), placeholderData: keepPreviousData });
}
