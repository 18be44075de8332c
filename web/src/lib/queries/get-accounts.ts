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
