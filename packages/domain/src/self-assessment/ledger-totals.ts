import { categoryById } from '../categories';
import { addDays, endOfMonth, isIsoDate } from '../timeframes';
import { TransactionType } from '../transaction-types';

/**
 * What one transaction adds to the self-assessment and chart totals, and the periods those totals
 * are kept by. The same rule serves the writes that keep the totals, the recount that checks them
 * and the edges of a range the totals do not cover, so the three cannot disagree.
 */

/** 'business': counts in the accounts (and is allowable unless its category is not); 'disallowable': the Disallowable type. */
export type SaClass = 'business' | 'disallowable';

const BUSINESS_TYPES: readonly number[] = [
  TransactionType.BUSINESS,
  TransactionType.BUSINESS_EU,
  TransactionType.MARGIN_SCHEME,
];

/**
 * How a transaction counts: Business, Business (EU) and Margin Scheme in the accounts; Disallowable
 * as a business amount not allowable for income tax; Personal, Ignore, Unreconciled, incomplete
 * ones and categories with no self-assessment line (Other, ignored) not at all.
 */
export function saClassOf(tx: {
  readonly transactionTypeId: number;
  readonly categoryId: string | null;
  readonly incomplete: boolean;
}): SaClass | null {
  if (tx.incomplete) return null;
  const category = categoryById(tx.categoryId);
  if (!category?.saCategory || category.ignore) return null;
  if (BUSINESS_TYPES.includes(tx.transactionTypeId)) return 'business';
  if (tx.transactionTypeId === TransactionType.DISALLOWABLE) return 'disallowable';
  return null;
}

/**
 * A complete transaction saved with no category: counted in no total, so Home asks for it to be
 * reviewed. Its number is kept by period beside the category totals.
 */
export function isUncategorised(tx: { readonly categoryId: string | null; readonly incomplete: boolean }): boolean {
  return !tx.incomplete && tx.categoryId === null;
}

/**
 * The period a day's totals are kept under: its calendar month 'YYYY-MM', except April, kept in two
 * ('YYYY-04a' the 1st to 5th, 'YYYY-04b' the 6th to 30th) because the UK tax year starts on 6 April.
 * So a month and a tax year are each a run of whole periods, and the ids sort in date order.
 */
export function summaryPeriodOf(date: string): string {
  const month = date.slice(0, 7);
  if (date.slice(5, 7) !== '04') return month;
  return Number(date.slice(8, 10)) <= 5 ? `${month}a` : `${month}b`;
}

/** The first and last day of a period id. */
export function summaryPeriodRange(period: string): { from: string; to: string } {
  const month = period.slice(0, 7);
  if (period.endsWith('a')) return { from: `${month}-01`, to: `${month}-05` };
  if (period.endsWith('b')) return { from: `${month}-06`, to: `${month}-30` };
  return { from: `${month}-01`, to: endOfMonth(`${month}-01`) };
}

/** How to total a date range: the run of whole periods it covers, and the days at its edges outside them. */
export interface SummaryPlan {
  /** First and last whole period (inclusive), or null when the range covers none. */
  periods: { first: string; last: string } | null;
  /** At most two runs of days, read from the transactions themselves. */
  edges: { from: string; to: string }[];
}

/**
 * The whole periods within `from`..`to` (inclusive ISO days) and the partial ones at its ends:
 * 2026-01-15..2026-03-31 -> periods 2026-02..2026-03, edge 2026-01-15..2026-01-31.
 */
export function summaryPlan(from: string, to: string): SummaryPlan {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError('Not a date range');
  if (from > to) return { periods: null, edges: [] };
  const head = summaryPeriodOf(from);
  const tail = summaryPeriodOf(to);
  const headRange = summaryPeriodRange(head);
  const tailRange = summaryPeriodRange(tail);
  if (head === tail)
    return headRange.from === from && headRange.to === to
      ? { periods: { first: head, last: head }, edges: [] }
      : { periods: null, edges: [{ from, to }] };
  const edges: { from: string; to: string }[] = [];
  let first = head;
  if (headRange.from !== from) {
    edges.push({ from, to: headRange.to });
    first = summaryPeriodOf(addDays(headRange.to, 1));
  }
  let last = tail;
  if (tailRange.to !== to) {
    edges.push({ from: tailRange.from, to });
    last = summaryPeriodOf(addDays(tailRange.from, -1));
  }
  return { periods: first <= last ? { first, last } : null, edges };
}

/** A category's signed totals (pence; money in positive) by class. */
export interface CategoryAmounts {
  business: number;
  disallowable: number;
}

/** Totals by category id. */
export type CategoryTotals = Map<string, CategoryAmounts>;

/** Add (sign 1) or take away (sign -1) a transaction's amount to the totals it counts in. */
export function addToCategoryTotals(
  totals: CategoryTotals,
  tx: {
    readonly transactionTypeId: number;
    readonly categoryId: string | null;
    readonly incomplete: boolean;
    readonly amount: number;
  },
  sign: 1 | -1 = 1,
): void {
  const saClass = saClassOf(tx);
  if (!saClass || tx.categoryId === null) return;
  const t = totals.get(tx.categoryId) ?? { business: 0, disallowable: 0 };
  t[saClass] += sign * tx.amount;
  totals.set(tx.categoryId, t);
}

/** The sum of several totals (the periods of a range, and its edges). */
export function mergeCategoryTotals(parts: Iterable<CategoryTotals>): CategoryTotals {
  const out: CategoryTotals = new Map();
  for (const part of parts)
    for (const [id, a] of part) {
      const t = out.get(id) ?? { business: 0, disallowable: 0 };
      t.business += a.business;
      t.disallowable += a.disallowable;
      out.set(id, t);
    }
  return out;
}
