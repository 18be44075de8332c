import { addToCategoryTotals, isUncategorised, summaryPeriodOf, type CategoryTotals, type SaClass } from '@bk/domain';
import { ledgerKeys } from './keys';
import type { TransactionItem } from './transaction-item';

/**
 * The summary items (decision 0039): one per business and summary period, holding each
 * category's signed total (pence) by class in attributes named `b:<categoryId>` (Business types)
 * and `d:<categoryId>` (the Disallowable type), and how many complete transactions have no
 * category ({@link UNCATEGORISED}). Top-level attributes, so one UpdateItem ADDs to any of them
 * whether or not it exists yet.
 */

/** The attribute counting the period's complete transactions with no category. */
export const UNCATEGORISED = 'uncategorised';

const CLASS_PREFIX: Record<SaClass, string> = { business: 'b:', disallowable: 'd:' };

/** The attribute a category's class total is kept in. */
export const summaryAttribute = (categoryId: string, saClass: SaClass) => `${CLASS_PREFIX[saClass]}${categoryId}`;

/** The change of one summary item: the numbers to ADD to its attributes. */
export interface SummaryDelta {
  key: { pk: string; sk: string };
  add: Record<string, number>;
}

/** The summary changes (by sort key) of removing `before` and adding `after`; zero ones left out. */
export function summaryDeltas(
  businessId: string,
  before: readonly TransactionItem[],
  after: readonly TransactionItem[],
): Map<string, SummaryDelta> {
  const byPeriod = new Map<string, CategoryTotals>();
  const uncategorised = new Map<string, number>();
  const add = (tx: TransactionItem, sign: 1 | -1) => {
    const period = summaryPeriodOf(tx.date);
    const totals = byPeriod.get(period) ?? (new Map() as CategoryTotals);
    addToCategoryTotals(totals, tx, sign);
    byPeriod.set(period, totals);
    if (isUncategorised(tx)) uncategorised.set(period, (uncategorised.get(period) ?? 0) + sign);
  };
  for (const tx of before) add(tx, -1);
  for (const tx of after) add(tx, 1);
  const deltas = new Map<string, SummaryDelta>();
  for (const [period, totals] of byPeriod) {
    const addMap: Record<string, number> = {};
    for (const [categoryId, t] of totals) {
      if (t.business !== 0) addMap[summaryAttribute(categoryId, 'business')] = t.business;
      if (t.disallowable !== 0) addMap[summaryAttribute(categoryId, 'disallowable')] = t.disallowable;
    }
    const count = uncategorised.get(period) ?? 0;
    if (count !== 0) addMap[UNCATEGORISED] = count;
    if (Object.keys(addMap).length === 0) continue;
    const key = ledgerKeys.summaryPeriod(businessId, period);
    deltas.set(key.sk, { key, add: addMap });
  }
  return deltas;
}

/** The UpdateItem parts that ADD a delta (and mark the item an aggregate). */
export function summaryUpdate(delta: SummaryDelta): {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':e': 'aggregate' };
  const adds = Object.entries(delta.add).map(([attr, n], i) => {
    names[`#s${i}`] = attr;
    values[`:s${i}`] = n;
    return `#s${i} :s${i}`;
  });
  return {
    UpdateExpression: `SET entity = :e ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The number of complete transactions with no category a stored summary item counts. */
export function parseUncategorised(item: Record<string, unknown>): number {
  const n = Number(item[UNCATEGORISED] ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** The category totals a stored summary item holds (zero ones left out). */
export function parseSummaryItem(item: Record<string, unknown>): CategoryTotals {
  const totals: CategoryTotals = new Map();
  for (const [attr, value] of Object.entries(item)) {
    const saClass: SaClass | null = attr.startsWith('b:') ? 'business' : attr.startsWith('d:') ? 'disallowable' : null;
    const n = Number(value);
    if (!saClass || !Number.isFinite(n) || n === 0) continue;
    const id = attr.slice(2);
    const t = totals.get(id) ?? { business: 0, disallowable: 0 };
    t[saClass] += n;
    totals.set(id, t);
  }
  return totals;
}
