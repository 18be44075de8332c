import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BankAccount } from '../../../lib/ledger-types';
import { notify } from '../../../lib/notifications/notification-store';
import { accountsQueryOptions } from '../../../lib/queries/get-accounts';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

/** How often the list is read again while an account is being deleted. */
const POLL_MS = 1000;

/** Whether an account's deletion is still going (not failed). */
export function deletionRunning(account: Pick<BankAccount, 'deletion'>): boolean {
  return account.deletion !== undefined && !account.deletion.failed;
}

/**
 * The accounts, read again every second while one is being deleted (decision 0053) so its
 * progress moves; when one being deleted is gone, the person is told and the transactions, which
 * went with it, are read again.
 */
export function useAccountsWhileDeleting() {
  const queryClient = useQueryClient();
  const accounts = useQuery({
    ...accountsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.some(deletionRunning) ? POLL_MS : false),
  });
  const beingDeleted = useRef(new Map<string, string>());
  useEffect(() => {
    const list = accounts.data;
    if (!list) return;
    const present = new Set(list.map((a) => a.id));
    for (const [id, name] of beingDeleted.current)
      if (!present.has(id)) {
        beingDeleted.current.delete(id);
        notify({ type: 'success', message: `Bank account ${name} deleted` });
        void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      }
    for (const a of list) if (a.deletion) beingDeleted.current.set(a.id, a.name);
  }, [accounts.data, queryClient]);
  return accounts;
}
