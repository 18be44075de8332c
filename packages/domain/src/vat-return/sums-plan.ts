/**
 * Which aggregates a period's VAT figures read (decision 0057): the month aggregates of the months
 * the period covers whole, and the day aggregates of the days of the months it starts or ends
 * inside. A month that the flat rate first-year discount starts or ends inside is read by day too,
 * so every aggregate read lies wholly inside or wholly outside the discount's days.
 */
import { addDays, endOfMonth, startOfMonth } from '../timeframes';
import type { FlatRateFirstYear } from './flat-rate-first-year';
import { addVatSums, zeroVatSums, type VatSums } from './sums';

export interface VatSumsPlan {
  /** The months (YYYY-MM) to read whole; their month aggregates. */
  months: string[];
  /** Runs of days (ISO, both ends included) to read by day aggregates, each inside one month. */
  days: { from: string; to: string }[];
}

/**
 * The plan for the period `from`..`to` (ISO, both included). `cuts` are the first days of runs
 * that must not share an aggregate with the day before (the discount's first day and the day after
 * its last).
 * @example vatSumsPlan('2025-01-15', '2025-04-30', []) // months 2025-02..2025-04, days 2025-01-15..2025-01-31
 */
export function vatSumsPlan(from: string, to: string, cuts: readonly string[] = []): VatSumsPlan {
  const plan: VatSumsPlan = { months: [], days: [] };
  for (let start = startOfMonth(from); start <= to; start = addDays(endOfMonth(start), 1)) {
    const end = endOfMonth(start);
    const cutInside = cuts.some((c) => c > start && c <= end);
    if (start >= from && end <= to && !cutInside) plan.months.push(start.slice(0, 7));
    else plan.days.push({ from: start < from ? from : start, to: end > to ? to : end });
  }
  return plan;
}

/** An aggregate's VAT sums as read: its period (`YYYY-MM` or `YYYY-MM-DD`) and whether they are complete. */
export interface StoredVatSums {
  period: string;
  sums: VatSums;
  complete: boolean;
}

/**
 * The period's sums from the aggregates its plan read (`months`: a run of month aggregates, those
 * not in the plan skipped; `days`: day aggregates), with the turnover of the days of the first-year
 * discount `discount`. Null when an aggregate's sums do not cover all its transactions.
 */
export function combineVatSums(
  plan: VatSumsPlan,
  months: readonly StoredVatSums[],
  days: readonly StoredVatSums[],
  discount: FlatRateFirstYear | null,
): { sums: VatSums; discountedTurnover: number; itemsRead: number } | null {
  const sums = zeroVatSums();
  const wanted = new Set(plan.months);
  let discountedTurnover = 0;
  let itemsRead = 0;
  const take = (bucket: StoredVatSums, start: string, end: string) => {
    itemsRead += 1;
    if (!bucket.complete) return false;
    addVatSums(sums, bucket.sums);
    if (discount && start >= discount.from && end <= discount.until) discountedTurnover += bucket.sums.turnover;
    return true;
  };
  for (const m of months) {
    // A month between the first and last whole month that the plan reads by day is skipped here.
    if (!wanted.has(m.period)) continue;
    if (!take(m, `${m.period}-01`, endOfMonth(`${m.period}-01`))) return null;
  }
  for (const d of days) if (!take(d, d.period, d.period)) return null;
  return { sums, discountedTurnover, itemsRead };
}
