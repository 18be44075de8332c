import type { BodyOf } from '@bk/contract';
import type { Transaction } from '../../../lib/ledger-types';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { ApiError, toApiError } from '../../../lib/api-error';
import { isFiledPeriodError } from '../../../lib/filed-period-error';
import { bankAccountKeys } from '../../../lib/queries/bank-accounts-keys';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { reportError } from '../../../lib/notifications/report-error';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

/** A 409: the row was changed elsewhere since it was loaded (SPEC §4 Transaction), not a filed VAT period. */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !isFiledPeriodError(error);
}

/** Every change reloads the list (SPEC §4) and the balances of the bank accounts. */
function useReload() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
    ]);
  };
}

/**
 * On a stale 409 the list reloads and the notice says so; a filed VAT period's 409 is left to the
 * caller, which asks whether to change it anyway; anything else goes to the usual reporter.
 */
function useLedgerMutation<V, R>(fn: (v: V) => Promise<R>, success?: (r: R, v: V) => string | null) {
  const reload = useReload();
  return useMutation({
    mutationFn: fn,
    meta: { quiet: true },
    onSuccess: async (result, variables) => {
      clearFieldErrors();
      await reload();
      const message = success?.(result, variables);
      if (message) notify({ type: 'success', message });
    },
    onError: async (error) => {
      if (isFiledPeriodError(error)) return;
      if (isStale(error)) {
        // The server's words: the row changed elsewhere and has been reloaded.
        notify({ type: 'warning', message: toApiError(error).message });
        await reload();
      } else reportError(error);
    },
  });
}

export interface SaveTransactionInput {
  id?: string;
  updatedDate?: string;
  body: BodyOf<'transactionCreate'>;
  /** Set once the person chose 'Change anyway' for a filed VAT period. */
  confirmFiledPeriod?: boolean;
}

/** What a change of one listed transaction carries. */
interface RowChange {
  t: Transaction;
  confirmFiledPeriod?: boolean;
}

export const useSaveTransaction = () =>
  useLedgerMutation(
    ({ id, updatedDate, body, confirmFiledPeriod }: SaveTransactionInput) =>
      id && updatedDate
        ? api.call('transactionUpdate', { params: { id }, body: { ...body, updatedDate, confirmFiledPeriod } })
        : api.call('transactionCreate', { body: { ...body, confirmFiledPeriod } }),
    (_t, { id }) => (id ? 'Transaction saved' : 'Transaction added'),
  );

export const useCompleteTransaction = () =>
  useLedgerMutation(
    ({ t, confirmFiledPeriod }: RowChange) =>
      api.call('transactionComplete', {
        params: { id: t.id },
        body: { categoryId: t.categoryId, updatedDate: t.updatedDate, confirmFiledPeriod },
      }),
    () => 'Transaction saved',
  );

export const useCompleteAll = () =>
  useLedgerMutation(
    () => api.call('transactionCompleteAll'),
    ({ count }) => `Saved ${count} transaction${count === 1 ? '' : 's'}`,
  );

export const useDiscardAll = () =>
  useLedgerMutation(
    () => api.call('transactionDiscardAll'),
    ({ count }) => `Discarded ${count} transaction${count === 1 ? '' : 's'}`,
  );

export const useSplitTransaction = () =>
  useLedgerMutation(
    ({ t, splitAmount, confirmFiledPeriod }: RowChange & { splitAmount: number }) =>
      api.call('transactionSplit', {
        params: { id: t.id },
        body: { splitAmount, updatedDate: t.updatedDate, confirmFiledPeriod },
      }),
    () => 'Transaction split in two',
  );

export const useDeleteTransaction = () =>
  useLedgerMutation(
    ({ t, confirmFiledPeriod }: RowChange & { discard?: boolean }) =>
      api.call('transactionDelete', { params: { id: t.id }, body: { updatedDate: t.updatedDate, confirmFiledPeriod } }),
    (_r, { discard }) => (discard ? 'Transaction discarded' : 'Transaction deleted'),
  );
