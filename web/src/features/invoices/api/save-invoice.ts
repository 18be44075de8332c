import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { transactionKeys } from '../../../lib/queries/transactions-keys';
import type { Invoice, InvoiceBody } from '../invoice-form';
import { invoiceQueryKeys } from './invoice-queries';

/**
 * Reload the invoices, and the transactions: a reconciled transaction shows its invoice, and
 * deleting an invoice frees its transactions.
 */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    ]);
}

/**
 * Create (no id) or update an invoice: 'Invoice Created' or 'Invoice Updated' (SPEC §8).
 * `onCreated` runs here rather than in `mutate`'s callbacks, which do not run once the screen
 * that asked has gone.
 */
export function useSaveInvoice(onCreated: (invoice: Invoice) => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: InvoiceBody }) =>
      id ? api.call('invoiceUpdate', { params: { id }, body }) : api.call('invoiceCreate', { body }),
    onSuccess: async (invoice, { id }) => {
      clearFieldErrors();
      if (!id) onCreated(invoice);
      await reload();
      notify({ type: 'success', message: id ? 'Invoice Updated' : 'Invoice Created' });
    },
  });
}

/**
 * Delete an invoice; its payments go back to being plain transactions. `onDeleted` leaves the
 * screen before the invoices reload, so the deleted invoice is not shown as 'not found'.
 */
export function useDeleteInvoice(onDeleted: () => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => api.call('invoiceDelete', { params: { id } }),
    onSuccess: async () => {
      onDeleted();
      await reload();
      notify({ type: 'success', message: 'Invoice Deleted' });
    },
  });
}

/** Reconcile transactions as payments of an invoice (SPEC §2 Match Transactions). */
export function useAddPayments() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, transactionIds }: { id: string; transactionIds: string[] }) =>
      api.call('invoiceAddPayment', { params: { id }, body: { transactionIds } }),
    onSuccess: async () => {
      await reload();
      notify({ type: 'success', message: 'Added transaction(s) as payment' });
    },
  });
}

/** Take one transaction off an invoice's payments. */
export function useRemovePayment() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, transactionId }: { id: string; transactionId: string }) =>
      api.call('invoiceRemovePayment', { params: { id }, body: { transactionId } }),
    onSuccess: async () => {
      await reload();
      notify({ type: 'success', message: 'Removed transaction as payment' });
    },
  });
}

/**
 * E-mail an invoice with its PDF. A failure is shown in the modal, which stays open (SPEC §8),
 * so it is not also reported as a notification.
 */
export function useSendInvoice() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, emailTo, emailNote }: { id: string; emailTo: string; emailNote: string | null }) =>
      api.call('invoiceSend', { params: { id }, body: { emailTo, emailNote } }),
    meta: { quiet: true },
    onSuccess: async () => {
      await reload();
      notify({ type: 'success', message: 'Email successfully sent' });
    },
  });
}
