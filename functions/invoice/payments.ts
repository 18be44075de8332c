import type { TransactionItem } from '@bk/data';
import { INVOICE_NOT_FOUND_MESSAGE } from '@bk/domain';
import { ConflictError, NotFoundError } from '../shared/errors';
import { invoices } from './invoice-view';
import { transactions } from './ledger';

export const TRANSACTION_GONE_MESSAGE = 'A chosen transaction no longer exists. The list has been reloaded.';
export const NOT_A_PAYMENT_MESSAGE = 'This transaction is not a payment on this invoice.';
const CHANGING_MESSAGE = 'This transaction is being changed elsewhere. Try again in a moment.';

/** A read and a conditional write lost to a change in between: read again, a few times. */
const ATTEMPTS = 4;

/** A later `updatedDate` than the one stored, even within the same millisecond. */
function stampAfter(now: Date, previous: string): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

async function takenMessage(businessId: string, otherInvoiceId: string): Promise<string> {
  const other = await invoices().getInvoice(businessId, otherInvoiceId);
  return other && !other.deleted
    ? `This transaction is already a payment on invoice ${other.invoiceNumber}.`
    : 'This transaction is already a payment on another invoice.';
}

/**
 * Reconcile each transaction to the invoice, one conditional write each (decision 0037). One on
 * this invoice already is left as it is; one on another invoice is a 409 that names it. Those
 * before a refusal stay reconciled: each is a payment on its own.
 */
export async function reconcile(businessId: string, invoiceId: string, txIds: readonly string[], now: Date) {
  for (const txId of new Set(txIds)) {
    for (let attempt = 1; ; attempt++) {
      const tx = await transactions().getTransaction(businessId, txId);
      if (!tx) throw new NotFoundError(TRANSACTION_GONE_MESSAGE);
      if (tx.invoiceId === invoiceId) break;
      if (tx.invoiceId) throw new ConflictError(await takenMessage(businessId, tx.invoiceId));
      const result = await invoices().addInvoicePayment(businessId, invoiceId, tx, stampAfter(now, tx.updatedDate));
      if (result === 'ok') break;
      if (result === 'invoiceGone') throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
      if (attempt >= ATTEMPTS) throw new ConflictError(CHANGING_MESSAGE);
    }
  }
}

/** Free one transaction from the invoice; `mustBeOn` refuses one that is not on it (remove-payment). */
export async function free(businessId: string, invoiceId: string, txId: string, now: Date, mustBeOn: boolean) {
  for (let attempt = 1; ; attempt++) {
    const tx: TransactionItem | null = await transactions().getTransaction(businessId, txId);
    if (!tx || tx.invoiceId !== invoiceId) {
      // A transaction deleted with its account leaves its link behind; the link goes now.
      if (!tx) await invoices().deleteInvoicePaymentLink(businessId, invoiceId, txId);
      if (mustBeOn) throw new NotFoundError(NOT_A_PAYMENT_MESSAGE);
      return;
    }
    const result = await invoices().removeInvoicePayment(businessId, invoiceId, tx, stampAfter(now, tx.updatedDate));
    if (result === 'ok') return;
    if (result === 'invoiceGone') throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    if (attempt >= ATTEMPTS) throw new ConflictError(CHANGING_MESSAGE);
  }
}
