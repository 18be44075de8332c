import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_PENCE } from '@bk/domain';
import { isConditionFailed } from './db';
import { invoicePaymentChangeItems } from './invoice-payments';
import { LEDGER_ALL, ledgerKeys } from './keys';
import { summaryDeltas, summaryUpdate } from './summary-totals';
import {
  incompleteRecord,
  LedgerLimitError,
  sumMagnitudes,
  transactionPointerRecord,
  transactionRecord,
  type TransactionItem,
} from './transaction-item';
import { aggregateUpdates, vatSumDeltas } from './vat-sums';

/**
 * How a change of transactions moves the items that follow them (decision 0013): the day and
 * month aggregates, the account balances and the ledger's magnitude (decision 0020). Pure: the
 * repositories send what this builds.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB takes at most this many items in one TransactWriteItems. */
export const MAX_TRANSACT = 100;

/** The change of one aggregate item: the ADD on its count, income and expenses (pence). */
export interface AggregateDelta {
  key: { pk: string; sk: string };
  count: number;
  income: number;
  expenses: number;
}

/** The aggregate changes (by sort key) of removing `before` and adding `after`; unchanged ones left out. */
export function aggregateDeltas(
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
): Map<string, AggregateDelta> {
  const deltas = new Map<string, AggregateDelta>();
  const add = (tx: TransactionItem, sign: 1 | -1) => {
    const income = tx.counted && tx.amount > 0 ? tx.amount : 0;
    const expenses = tx.counted && tx.amount < 0 ? -tx.amount : 0;
    for (const scope of [LEDGER_ALL, tx.accountId]) {
      for (const key of [
        ledgerKeys.aggregateDay(businessId, scope, tx.date),
        ledgerKeys.aggregateMonth(businessId, scope, tx.date.slice(0, 7)),
      ]) {
        const d = deltas.get(key.sk) ?? { key, count: 0, income: 0, expenses: 0 };
        d.count += sign;
        d.income += sign * income;
        d.expenses += sign * expenses;
        deltas.set(key.sk, d);
      }
    }
  };
  for (const tx of before) add(tx, -1);
  for (const tx of after) add(tx, 1);
  for (const [sk, d] of deltas) if (d.count === 0 && d.income === 0 && d.expenses === 0) deltas.delete(sk);
  return deltas;
}

/** The change of each account's balance (pence) from removing `before` and adding `after`. */
export function balanceDeltas(before: readonly TransactionItem[], after: readonly TransactionItem[]) {
  const balances = new Map<string, number>();
  for (const t of before) balances.set(t.accountId, (balances.get(t.accountId) ?? 0) - t.amount);
  for (const t of after) balances.set(t.accountId, (balances.get(t.accountId) ?? 0) + t.amount);
  return balances;
}

/**
 * The write that keeps the ledger's magnitude (decision 0020): a growth is conditioned on leaving
 * the sum within MAX_PENCE (DynamoDB conditions cannot add, so the room left is worked out here); a
 * shrink always applies. Null when the change leaves the magnitude as it was.
 */
export function magnitudeUpdate(table: string, businessId: string, delta: number) {
  if (delta === 0) return null;
  if (delta > MAX_PENCE) throw new LedgerLimitError();
  return {
    TableName: table,
    Key: ledgerKeys.magnitude(businessId),
    UpdateExpression: 'SET entity = :e ADD magnitude :d',
    ExpressionAttributeValues: {
      ':e': 'ledgerMagnitude',
      ':d': delta,
      ...(delta > 0 ? { ':room': MAX_PENCE - delta } : {}),
    },
    ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(magnitude) OR magnitude <= :room' } : {}),
  };
}

/** The transaction items, pointers and incomplete markers of replacing `before` by `after`. */
function transactionItems(
  table: string,
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
): TransactItem[] {
  const items: TransactItem[] = [];
  const afterById = new Map(after.map((t) => [t.id, t]));
  const beforeById = new Map(before.map((t) => [t.id, t]));
  for (const old of before) {
    const next = afterById.get(old.id);
    const condition = { ConditionExpression: 'updatedDate = :v', ExpressionAttributeValues: { ':v': old.updatedDate } };
    if (next && next.date === old.date) {
      items.push({ Put: { TableName: table, Item: transactionRecord(businessId, next), ...condition } });
    } else {
      items.push({
        Delete: { TableName: table, Key: ledgerKeys.transaction(businessId, old.date, old.id), ...condition },
      });
      if (next) items.push({ Put: { TableName: table, Item: transactionRecord(businessId, next) } });
    }
    if (!next) items.push({ Delete: { TableName: table, Key: ledgerKeys.transactionPointer(businessId, old.id) } });
    if (old.incomplete && !next?.incomplete)
      items.push({ Delete: { TableName: table, Key: ledgerKeys.incomplete(businessId, old.id) } });
  }
  for (const tx of after) {
    const old = beforeById.get(tx.id);
    if (!old)
      items.push({
        Put: {
          TableName: table,
          Item: transactionRecord(businessId, tx),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    if (!old || old.date !== tx.date)
      items.push({ Put: { TableName: table, Item: transactionPointerRecord(businessId, tx) } });
    if (tx.incomplete && !old?.incomplete)
      items.push({ Put: { TableName: table, Item: incompleteRecord(businessId, tx) } });
  }
  return items;
}

/**
 * The items of ONE TransactWriteItems that replaces `before` by `after`: transaction items,
 * pointers, markers, the amount paid of the invoices they are reconciled to, balances (ADD, the
 * account must exist), aggregates and category summaries (ADD) and, last, the magnitude, whose index is given so a
 * failure on its condition can be told apart.
 */
export function transactionChange(
  table: string,
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
): { items: TransactItem[]; magnitudeIndex: number } {
  const change = ledgerChangeItems(table, businessId, before, after, { deletion: false });
  if (change.items.length > MAX_TRANSACT) throw new Error('Too many items for one ledger change');
  return change;
}

/**
 * The items of {@link transactionChange}, however many. Every account it touches must exist and,
 * unless this is the account deletion's own write (`deletion`), must not be being deleted
 * (decision 0053): the deletion's job then meets no new transactions and no balance moving under it.
 */
export function ledgerChangeItems(
  table: string,
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
  options: { deletion: boolean },
): { items: TransactItem[]; magnitudeIndex: number } {
  const items = transactionItems(table, businessId, before, after);
  items.push(...invoicePaymentChangeItems(table, businessId, before, after));
  const accountCondition = options.deletion
    ? 'attribute_exists(pk)'
    : 'attribute_exists(pk) AND attribute_not_exists(deletionJobId)';
  for (const [accountId, delta] of balanceDeltas(before, after))
    items.push({
      Update: {
        TableName: table,
        Key: ledgerKeys.account(businessId, accountId),
        UpdateExpression: 'ADD balance :d',
        ConditionExpression: accountCondition,
        ExpressionAttributeValues: { ':d': delta },
      },
    });
  // The VAT sums ride on the business's day and month aggregates (decision 0057).
  items.push(
    ...aggregateUpdates(
      table,
      aggregateDeltas(businessId, before, after).values(),
      vatSumDeltas(businessId, before, after),
    ),
  );
  for (const d of summaryDeltas(businessId, before, after).values())
    items.push({ Update: { TableName: table, Key: d.key, ...summaryUpdate(d) } });
  const magnitude = magnitudeUpdate(table, businessId, sumMagnitudes(after) - sumMagnitudes(before));
  const magnitudeIndex = magnitude ? items.push({ Update: magnitude }) - 1 : -1;
  return { items, magnitudeIndex };
}

/** Whether a TransactWriteItems (or a single write) failed on a condition. */
export function isCancelledForCondition(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name !== 'TransactionCanceledException') return isConditionFailed(err);
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.length === 0 || reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}

/** Whether a cancelled TransactWriteItems failed on the condition of its item at `index`. */
export function cancelledAt(err: unknown, index: number): boolean {
  if (!(err instanceof Error) || err.name !== 'TransactionCanceledException') return false;
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[index]?.Code === 'ConditionalCheckFailed';
}
