import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@bk/contract';
import { api } from '../support/api-client';
import { addAccount, addTx } from './ledger-support';

/** Helpers of the invoice integration tests. */

export function invoiceBody(fields: Record<string, unknown> = {}): BodyOf<'invoiceCreate'> {
  return {
    invoiceNumber: null,
    purchaseOrderNumber: null,
    issueDate: '2026-03-01',
    dueDate: '2099-12-31',
    toName: 'Acme Ltd',
    toAddress: '1 High St\nLeeds',
    fromName: 'Me Trading',
    fromAddress: null,
    fromVrn: '123456789',
    fromPhoneNumber: null,
    fromEmailAddress: 'me@example.test',
    paymentTerms: 'Pay by bank transfer to 12-34-56 12345678',
    contactId: null,
    invoiceItems: [{ description: 'Work', quantity: 1, unitPrice: 100, vatRateId: 'standard' }],
    ...fields,
  };
}

export async function createInvoice(token: string, fields: Record<string, unknown> = {}) {
  return api(token).ok('invoiceCreate', { body: invoiceBody(fields) });
}

/** A page of the invoice list; the contract types its paged replies by a key given at run time. */
export async function invoiceList(token: string, filter: Record<string, string> = {}, page = 1) {
  const out = await api(token).ok('invoiceList', { query: { page }, body: filter });
  return out as unknown as {
    invoices: { id: string; invoiceNumber: string; status: string; totalDue: number; contactId: string | null }[];
    pages: number;
  };
}

/**
 * A new account with income transactions of these amounts (pounds), returned with their ids; each
 * call's account has a name of its own (a business may not have two of one name).
 */
export async function incomes(token: string, amounts: number[]) {
  const accountId = await addAccount(token, `Current ${randomUUID().slice(0, 8)}`);
  const txs = [];
  for (const [i, amount] of amounts.entries())
    txs.push(
      await addTx(token, {
        date: `2026-03-${String(10 + i).padStart(2, '0')}`,
        desc: `Payment ${i + 1}`,
        transactionTypeId: 1,
        categoryId: 'sales',
        amount,
        accountId,
      }),
    );
  return txs as { id: string; updatedDate: string; amount: number; invoiceId: string | null }[];
}
