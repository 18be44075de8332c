/**
 * The VAT charts' periods (SPEC §2 Charts & Reports, §9 "VAT charts fill gaps between returns with
 * empty periods; net VAT negative when reclaimed exceeds due"), from the receipts of the returns
 * the business filed: one entry per VAT period in order, a period nobody filed between two returns
 * kept as an empty one so the chart shows the missing quarter instead of closing it up.
 */
import { parsePounds, subtractPence, type Pence } from '../money';
import { addDays, endOfMonth } from '../timeframes';
import { monthLabel } from './figures';
import type { ChartRange } from './range';

/** What the charts read of a filed return: its period and boxes 3, 4 and 6 to 9, in pounds as the API gives them. */
export interface VatReturnOfPeriod {
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly totalVatDue: number;
  readonly vatReclaimedCurrPeriod: number;
  readonly totalValueSalesExVAT: number;
  readonly totalValuePurchasesExVAT: number;
  readonly totalValueGoodsSuppliedExVAT: number;
  readonly totalAcquisitionsExVAT: number;
}

export interface VatPeriodFigures {
  /** Box 3. */
  readonly vatDue: Pence;
  /** Box 4. */
  readonly reclaimed: Pence;
  /** Box 3 less box 4: negative when more is reclaimed than due (box 5 is always the size of it). */
  readonly netVat: Pence;
  /** Box 6. */
  readonly sales: Pence;
  /** Box 7. */
  readonly purchases: Pence;
  /** Box 8. */
  readonly dispatches: Pence;
  /** Box 9. */
  readonly acquisitions: Pence;
}

export interface VatPeriod {
  readonly dateFrom: string;
  readonly dateTo: string;
  /** 'Jan 2026 - Mar 2026', or 'Jan 2026' for a one-month period. */
  readonly label: string;
  /** Null for a period between two returns that has none. */
  readonly figures: VatPeriodFigures | null;
}

/**
 * A VAT period's name by its first and last month.
 * @example vatPeriodLabel('2026-01-01', '2026-03-31') // 'Jan 2026 - Mar 2026'
 */
export function vatPeriodLabel(dateFrom: string, dateTo: string): string {
  const first = monthLabel(dateFrom.slice(0, 7));
  const last = monthLabel(dateTo.slice(0, 7));
  return first === last ? first : `${first} - ${last}`;
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** The number of whole calendar months a period covers, or null when it does not start and end with a month. */
function wholeMonths(dateFrom: string, dateTo: string): number | null {
  if (dateFrom.slice(8) !== '01' || endOfMonth(dateTo) !== dateTo) return null;
  return monthIndex(dateTo) - monthIndex(dateFrom) + 1;
}

/** The first day of the month `months` after an ISO day's month. */
function monthStartAfter(iso: string, months: number): string {
  const index = monthIndex(iso) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function emptyPeriod(dateFrom: string, dateTo: string): VatPeriod {
  return { dateFrom, dateTo, label: vatPeriodLabel(dateFrom, dateTo), figures: null };
}

/**
 * The periods nobody filed between a return ending `previous.dateTo` and one starting `nextFrom`:
 * periods as long as the previous return when the gap divides into them, else one gap period.
 */
function gapPeriods(previous: { dateFrom: string; dateTo: string }, nextFrom: string): VatPeriod[] {
  const from = addDays(previous.dateTo, 1);
  const to = addDays(nextFrom, -1);
  if (from > to) return [];
  const length = wholeMonths(previous.dateFrom, previous.dateTo);
  const gap = wholeMonths(from, to);
  if (length === null || gap === null || gap % length !== 0) return [emptyPeriod(from, to)];
  const periods: VatPeriod[] = [];
  for (let start = 0; start < gap; start += length) {
    const first = monthStartAfter(from, start);
    periods.push(emptyPeriod(first, endOfMonth(monthStartAfter(first, length - 1))));
  }
  return periods;
}

/** A filed return's chart figures: boxes 3, 4 and 6 to 9 as pence, net VAT worked out from boxes 3 and 4. */
export function vatPeriodFigures(r: VatReturnOfPeriod): VatPeriodFigures {
  const vatDue = parsePounds(r.totalVatDue);
  const reclaimed = parsePounds(r.vatReclaimedCurrPeriod);
  return {
    vatDue,
    reclaimed,
    netVat: subtractPence(vatDue, reclaimed),
    sales: parsePounds(r.totalValueSalesExVAT),
    purchases: parsePounds(r.totalValuePurchasesExVAT),
    dispatches: parsePounds(r.totalValueGoodsSuppliedExVAT),
    acquisitions: parsePounds(r.totalAcquisitionsExVAT),
  };
}

/**
 * The VAT periods of a range: every filed return whose period ends within the range (a return
 * belongs to the months it reports up to, as its filing does), ordered by period, with the gaps
 * between two returns filled by empty periods. The same period filed twice counts once, the first
 * one given (the receipt list is newest first). A return overlapping the one before it has no gap.
 */
export function vatPeriods(returns: readonly VatReturnOfPeriod[], range: ChartRange): VatPeriod[] {
  const seen = new Set<string>();
  const inRange = returns
    .filter((r) => r.dateTo >= range.dateFrom && r.dateTo <= range.dateTo)
    .filter((r) => {
      const key = `${r.dateFrom}/${r.dateTo}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.dateTo.localeCompare(b.dateTo));
  const periods: VatPeriod[] = [];
  let previous: VatReturnOfPeriod | null = null;
  for (const r of inRange) {
    if (previous) periods.push(...gapPeriods(previous, r.dateFrom));
    periods.push({
      dateFrom: r.dateFrom,
      dateTo: r.dateTo,
      label: vatPeriodLabel(r.dateFrom, r.dateTo),
      figures: vatPeriodFigures(r),
    });
    if (!previous || r.dateTo > previous.dateTo) previous = r;
  }
  return periods;
}
