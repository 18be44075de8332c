import type { BodyOf } from '@bk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { transactionKeys } from '../../../lib/queries/transactions-keys';
import { bankAccountKeys } from '../../../lib/queries/bank-accounts-keys';
import type { BankAccount } from '../../../lib/ledger-types';

export interface SaveAccountInput {
  /** Absent for a new account. */
  id?: string;
  body: BodyOf<'accountCreate'>;
}

export function saveAccount({ id, body }: SaveAccountInput) {
  return id ? api.call('accountUpdate', { params: { id }, body }) : api.call('accountCreate', { body });
}

/** Add or edit a bank account; the list reloads afterwards (a new default changes the others). */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: async (account, { id }) => {
      clearFieldErrors();
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
      notify({
        type: 'success',
        message: id ? `Bank account ${account.name} saved` : `Bank account ${account.name} added`,
      });
    },
  });
}

/** `confirmFiledPeriod`: the person was told some of its transactions are in filed VAT periods (decision 0040). */
export function deleteAccount(id: string, confirmFiledPeriod = false) {
  return api.call('accountDelete', {
    params: { id },
    ...(confirmFiledPeriod ? { query: { confirmFiledPeriod: 'true' } } : {}),
  });
}

/**
 * Delete a bank account with all its transactions and their attachments. A small account is gone
 * when this answers; a larger one is being deleted by a job, and the list shows its progress.
 * Either way `useAccountsWhileDeleting` tells the person once the list no longer has it.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmFiledPeriod }: { id: string; name: string; confirmFiledPeriod?: boolean }) =>
      deleteAccount(id, confirmFiledPeriod),
    onSuccess: async ({ status }, { id }) => {
      // Shown as being deleted until the list no longer has it; `useAccountsWhileDeleting` then says so once.
      const deletion = { progress: status === 'deleted' ? 100 : 0, failed: false };
      queryClient.setQueryData(bankAccountKeys.list(), (list: BankAccount[] | undefined) =>
        list?.map((a) => (a.id === id ? { ...a, deletion } : a)),
      );
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}
