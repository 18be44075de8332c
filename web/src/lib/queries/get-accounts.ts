import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { bankAccountKeys } from './bank-accounts-keys';

export function getAccounts(signal?: AbortSignal) {
  return api.call('accountList', { signal });
}

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: bankAccountKeys.list(), queryFn: ({ signal }) => getAccounts(signal) });

/** The active business's bank accounts with their balances. */
export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

/**
 * The accounts a person may choose for a new or changed transaction: not those being deleted,
 * which refuse every write (decision 0053); lists and totals still show them.
 */
export function choosableAccounts<A extends { deletion?: unknown }>(accounts: readonly A[]): A[] {
  return accounts.filter((a) => a.deletion === undefined);
}
