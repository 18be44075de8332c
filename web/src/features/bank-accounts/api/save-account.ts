import type { BodyOf } from '@bk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { transactionKeys } from '../../../lib/queries/transactions-keys';
import { bankAccountKeys } from '../../../lib/queries/bank-accounts-keys';

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

export function deleteAccount(id: string) {
  return api.call('accountDelete', { params: { id } });
}

/** Delete a bank account with all its transactions and their attachments. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => deleteAccount(id),
    onSuccess: async (_ok, { name }) => {
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      notify({ type: 'success', message: `Bank account ${name} deleted` });
    },
  });
}
