import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  addVatSums,
  categoryById,
  pence,
  VAT_SUM_FIELDS,
  vatPercentOf,
  vatSumsOf,
  zeroVatSums,
  type VatLedgerEntry,
  type VatSumField,
  type VatSums,
} from '@bk/domain';
import { LEDGER_ALL, ledgerKeys } from './keys';
import type { TransactionItem } from './transaction-item';

/**
 * The VAT sums (decision 0057) kept on the business's day and month aggregates (`AGG#ALL#D#…`,
 * `AGG#ALL#M#…`), beside their count, income and expenses: one top-level attribute a sum, so one
 * UpdateItem ADDs to any of them whether or not it exists yet. Accounts' aggregates carry none (a
 * VAT return is the business's). Every write that moves the aggregates moves these in the same write.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The attribute a sum is kept in. */
export const vatSumAttribute = (field: VatSumField) => `v:${field}`;

/** What the VAT rules read of a stored transaction (the balance check reads only these). */
export type VatTransaction = Pick<
  TransactionItem,
  | 'date'
  | 'amount'
  | 'netAmount'
  | 'purchasePrice'
  | 'isRefund'
  | 'transactionTypeId'
  | 'vatRateId'
  | 'categoryId'
  | 'incomplete'
>;

/** A stored transaction as the VAT rules read it (category and rate from the reference data). */
export function toVatLedgerEntry(tx: VatTransaction): VatLedgerEntry {
  const category = categoryById(tx.categoryId);
  return {
    date: tx.date,
    amount: pence(tx.amount),
    netAmount: tx.netAmount === null ? null : pence(tx.netAmount),
    purchasePrice: tx.purchasePrice === null ? null : pence(tx.purchasePrice),
    isRefund: tx.isRefund,
    transactionTypeId: tx.transactionTypeId,
    vatPercent: vatPercentOf(tx.vatRateId),
    categoryIncome: category?.saCategory && !category.ignore ? category.saCategory.income : null,
    capitalGoods: category?.capitalGoods ?? false,
    incomplete: tx.incomplete,
  };
}

/** The change of one aggregate's VAT sums: the numbers to ADD to its attributes (zero ones left out). */
export interface VatSumDelta {
  key: { pk: string; sk: string };
  add: Record<string, number>;
}

/** The VAT sum changes (by sort key) of removing `before` and adding `after`; unchanged keys left out. */
export function vatSumDeltas(
  businessId: string,
  before: readonly VatTransaction[],
  after: readonly VatTransaction[],
): Map<string, VatSumDelta> {
  const byKey = new Map<string, { key: { pk: string; sk: string }; sums: VatSums }>();
  const add = (tx: VatTransaction, sign: 1 | -1) => {
    const sums = vatSumsOf(toVatLedgerEntry(tx));
    for (const key of [
      ledgerKeys.aggregateDay(businessId, LEDGER_ALL, tx.date),
      ledgerKeys.aggregateMonth(businessId, LEDGER_ALL, tx.date.slice(0, 7)),
    ]) {
      const d = byKey.get(key.sk) ?? { key, sums: zeroVatSums() };
      addVatSums(d.sums, sums, sign);
      byKey.set(key.sk, d);
    }
  };
  for (const tx of before) add(tx, -1);
  for (const tx of after) add(tx, 1);
  const deltas = new Map<string, VatSumDelta>();
  for (const [sk, { key, sums }] of byKey) {
    const addMap: Record<string, number> = {};
    for (const f of VAT_SUM_FIELDS) if (sums[f] !== 0) addMap[vatSumAttribute(f)] = sums[f];
    if (Object.keys(addMap).length) deltas.set(sk, { key, add: addMap });
  }
  return deltas;
}

/** An aggregate's change as `ledger-change.ts` works it out (count, income, expenses). */
interface CountDelta {
  key: { pk: string; sk: string };
  count: number;
  income: number;
  expenses: number;
}

/**
 * The UpdateItems of the aggregates a change moves: each aggregate's count, income and expenses
 * with its VAT sums in the same UpdateItem (a TransactWriteItems may touch an item once), and an
 * UpdateItem of VAT sums alone for the aggregates whose count and amounts did not move (a change of
 * rate, category or type only).
 */
export function aggregateUpdates(
  table: string,
  counts: Iterable<CountDelta>,
  vat: ReadonlyMap<string, VatSumDelta>,
): TransactItem[] {
  const items: TransactItem[] = [];
  const done = new Set<string>();
  for (const d of counts) {
    done.add(d.key.sk);
    items.push({
      Update: {
        TableName: table,
        Key: d.key,
        ...addUpdate({ count: d.count, income: d.income, expenses: d.expenses, ...vat.get(d.key.sk)?.add }),
      },
    });
  }
  for (const [sk, d] of vat)
    if (!done.has(sk)) items.push({ Update: { TableName: table, Key: d.key, ...addUpdate(d.add) } });
  return items;
}

/** The UpdateItem parts that ADD numbers to top-level attributes (and mark the item an aggregate). */
function addUpdate(add: Record<string, number>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':e': 'aggregate' };
  const adds = Object.entries(add).map(([attr, n], i) => {
    names[`#a${i}`] = attr;
    values[`:a${i}`] = n;
    return `#a${i} :a${i}`;
  });
  return {
    UpdateExpression: `SET entity = :e ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * The VAT sums a stored aggregate holds and whether they cover all of its transactions: `entries`
 * equals `count` only when every transaction it counts was summed (an aggregate written before the
 * sums were kept counts transactions its sums lack, and removing one of those later keeps it short).
 */
export function parseVatSums(item: Record<string, unknown>): { sums: VatSums; complete: boolean } {
  const sums = zeroVatSums();
  for (const f of VAT_SUM_FIELDS) {
    const n = Number(item[vatSumAttribute(f)] ?? 0);
    sums[f] = Number.isFinite(n) ? n : 0;
  }
  const count = Number(item['count'] ?? 0);
  return { sums, complete: count === sums.entries };
}

/** A transaction item as the balance check's projection reads it (the fields of {@link VatTransaction}). */
export function parseVatTransaction(item: Record<string, unknown>): VatTransaction {
  const optional = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    date: String(item['date']),
    amount: Number(item['amount']),
    netAmount: optional(item['netAmount']),
    purchasePrice: optional(item['purchasePrice']),
    isRefund: item['isRefund'] === true,
    transactionTypeId: Number(item['transactionTypeId']),
    vatRateId: text(item['vatRateId']),
    categoryId: text(item['categoryId']),
    incomplete: item['incomplete'] === true,
  };
}

/** The attributes of an aggregate that the VAT sums' repair is conditional on: its count and every sum. */
export const VAT_REPAIR_ATTRIBUTES = ['count', ...VAT_SUM_FIELDS.map(vatSumAttribute)] as const;

/**
 * The UpdateItem parts of the balance check's repair of one aggregate's VAT sums: ADD `add`, on
 * condition that the aggregate still holds exactly what the check read of it (`read`: its count and
 * sums, those it lacked still absent). Every write that moves an aggregate's VAT sums moves one of
 * these, so a write that lands between the check's reads and its repair makes the repair fail
 * rather than be counted twice or lost.
 */
export function vatSumsRepair(add: Record<string, number>, read: Readonly<Record<string, number>>) {
  const update = addUpdate(add);
  const names: Record<string, string> = { ...update.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...update.ExpressionAttributeValues };
  const conditions = VAT_REPAIR_ATTRIBUTES.map((attr, i) => {
    names[`#c${i}`] = attr;
    const was = read[attr];
    if (was === undefined) return `attribute_not_exists(#c${i})`;
    values[`:c${i}`] = was;
    return `#c${i} = :c${i}`;
  });
  return {
    UpdateExpression: update.UpdateExpression,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
