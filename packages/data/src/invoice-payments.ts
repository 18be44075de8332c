import { DeleteCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import type { InvoicePaymentResult } from './invoice-item';
import { invoiceKeys, ledgerKeys } from './keys';
import { queryAll } from './paging';
import type { TransactionItem } from './transaction-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Payments by reconciling transactions (decision 0037). Reconciling one transaction is ONE
 * TransactWriteItems: the transaction takes the invoice's id only if it has none (and is as the
 * caller read it), the invoice's `amountPaid` gains its amount only if the invoice is not deleted,
 * and a link item lists it under the invoice. Two invoices reconciling one transaction at once:
 * one condition holds, the other fails, never both.
 */

/** Why DynamoDB cancelled a TransactWriteItems, item by item. */
function reasons(err: unknown): string[] | null {
  if (!(err instanceof Error) || err.name !== 'TransactionCanceledException') return null;
  return ((err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? '');
}

/** Two transactions on one item at the same moment: DynamoDB refuses one; it may simply run again. */
const CONFLICT_ATTEMPTS = 5;

async function sendTransact(db: Db, items: TransactItem[]): Promise<string[] | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return null;
    } catch (err) {
      const codes = reasons(err);
      if (!codes) throw err;
      const conflict = codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflict || attempt >= CONFLICT_ATTEMPTS) return codes;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

const failed = (codes: string[], index: number) => codes[index] === 'ConditionalCheckFailed';

export function invoicePaymentMethods(db: Db) {
  const invoiceAmount = (businessId: string, invoiceId: string, delta: number, mustBeLive: boolean) => ({
    Update: {
      TableName: db.table,
      Key: invoiceKeys.invoice(businessId, invoiceId),
      UpdateExpression: 'ADD amountPaid :d',
      ConditionExpression: mustBeLive ? 'attribute_exists(pk) AND deleted = :false' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta, ...(mustBeLive ? { ':false': false } : {}) },
    },
  });

  return {
    /** The ids of the transactions reconciled to an invoice (consistent, so a deletion misses none). */
    async listInvoicePaymentIds(businessId: string, invoiceId: string): Promise<string[]> {
      const prefix = invoiceKeys.paymentsPrefix(invoiceId);
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `BUS#${businessId}`, ':sk': prefix },
          ConsistentRead: true,
        },
        (item) => String(item['transactionId']),
      );
    },

    /** Reconcile `tx` (as read, at its `updatedDate`) to the invoice. */
    async addInvoicePayment(
      businessId: string,
      invoiceId: string,
      tx: TransactionItem,
      at: string,
    ): Promise<InvoicePaymentResult> {
      const codes = await sendTransact(db, [
        {
          Update: {
            TableName: db.table,
            Key: ledgerKeys.transaction(businessId, tx.date, tx.id),
            UpdateExpression: 'SET invoiceId = :inv, updatedDate = :at',
            ConditionExpression:
              'updatedDate = :v AND (attribute_not_exists(invoiceId) OR attribute_type(invoiceId, :nullType))',
            ExpressionAttributeValues: { ':inv': invoiceId, ':at': at, ':v': tx.updatedDate, ':nullType': 'NULL' },
          },
        },
        invoiceAmount(businessId, invoiceId, tx.amount, true),
        {
          Put: {
            TableName: db.table,
            Item: {
              ...invoiceKeys.payment(businessId, invoiceId, tx.id),
              entity: 'invoicePayment',
              invoiceId,
              transactionId: tx.id,
            },
          },
        },
      ]);
      if (!codes) return 'ok';
      if (failed(codes, 1)) return 'invoiceGone';
      if (failed(codes, 0)) return 'stale';
      throw new Error(`Reconciling was refused: ${codes.join(', ')}`);
    },

    /** Free `tx` (as read) from the invoice it is reconciled to, taking its amount off what was paid. */
    async removeInvoicePayment(
      businessId: string,
      invoiceId: string,
      tx: TransactionItem,
      at: string,
    ): Promise<InvoicePaymentResult> {
      const codes = await sendTransact(db, [
        {
          Update: {
            TableName: db.table,
            Key: ledgerKeys.transaction(businessId, tx.date, tx.id),
            UpdateExpression: 'SET invoiceId = :null, updatedDate = :at',
            ConditionExpression: 'updatedDate = :v AND invoiceId = :inv',
            ExpressionAttributeValues: { ':inv': invoiceId, ':at': at, ':v': tx.updatedDate, ':null': null },
          },
        },
        invoiceAmount(businessId, invoiceId, -tx.amount, false),
        { Delete: { TableName: db.table, Key: invoiceKeys.payment(businessId, invoiceId, tx.id) } },
      ]);
      if (!codes) return 'ok';
      if (failed(codes, 1)) return 'invoiceGone';
      if (failed(codes, 0)) return 'stale';
      throw new Error(`Freeing the payment was refused: ${codes.join(', ')}`);
    },

    /** Drop the link of a transaction that no longer exists (its deletion took its amount off already). */
    async deleteInvoicePaymentLink(businessId: string, invoiceId: string, txId: string): Promise<void> {
      await db.doc.send(
        new DeleteCommand({ TableName: db.table, Key: invoiceKeys.payment(businessId, invoiceId, txId) }),
      );
    },
  };
}

/**
 * Take transactions that are about to be deleted in bulk (with their bank account or their CSV
 * import) off the invoices they pay, so each invoice's amount paid stays the sum of its
 * transactions. A transaction that changed since it was read is left for the caller to read again.
 */
export async function freeInvoicePayments(
  db: Db,
  businessId: string,
  txs: readonly TransactionItem[],
  at: string,
): Promise<void> {
  const payments = invoicePaymentMethods(db);
  for (const tx of txs) if (tx.invoiceId) await payments.removeInvoicePayment(businessId, tx.invoiceId, tx, at);
}

/**
 * What a change of transactions does to the invoices they pay (added to the ledger change's one
 * TransactWriteItems): each invoice's `amountPaid` moves by the change of its transactions'
 * amounts, and a transaction deleted or taken off its invoice loses its link. The invoice must exist:
 * a deletion frees its transactions before it removes the invoice.
 */
export function invoicePaymentChangeItems(
  table: string,
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
): TransactItem[] {
  const deltas = new Map<string, number>();
  for (const t of before) if (t.invoiceId) deltas.set(t.invoiceId, (deltas.get(t.invoiceId) ?? 0) - t.amount);
  for (const t of after) if (t.invoiceId) deltas.set(t.invoiceId, (deltas.get(t.invoiceId) ?? 0) + t.amount);
  const items: TransactItem[] = [];
  for (const [invoiceId, delta] of deltas)
    if (delta !== 0)
      items.push({
        Update: {
          TableName: table,
          Key: invoiceKeys.invoice(businessId, invoiceId),
          UpdateExpression: 'ADD amountPaid :d',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':d': delta },
        },
      });
  const afterById = new Map(after.map((t) => [t.id, t]));
  for (const t of before)
    if (t.invoiceId && afterById.get(t.id)?.invoiceId !== t.invoiceId)
      items.push({ Delete: { TableName: table, Key: invoiceKeys.payment(businessId, t.invoiceId, t.id) } });
  return items;
}
