/**
 * Dates as ISO 'YYYY-MM-DD' strings and the timeframe presets of the transaction list (SPEC §2, §9).
 * All arithmetic is on calendar days in UTC: no local time zone, no clock changes.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function parts(date: string): [number, number, number] {
  const text: string = date;
  if (!isIsoDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${text}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** The ISO day for a year, month (1-12, may overflow) and day (may overflow or be 0 = last of previous). */
function isoOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant: todayIso(new Date()) -> '2026-11-22'. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return isoOf(y, m, d + days);
}

export function startOfMonth(date: string): string {
  const [y, m] = parts(date);
  return isoOf(y, m, 1);
}

export function endOfMonth(date: string): string {
  const [y, m] = parts(date);
  return isoOf(y, m + 1, 0);
}

export interface TaxYear {
  /** 6 April, 'YYYY-04-06'. */
  start: string;
  /** 5 April of the next year. */
  end: string;
  /** 'YYYY-YYYY', e.g. '2024-2025' (SPEC §2 Self Assessment tax year names). */
  label: string;
  /** The calendar year the tax year starts in. */
  startYear: number;
}

function taxYearStarting(startYear: number): TaxYear {
  return {
    start: `${String(startYear).padStart(4, '0')}-04-06`,
    end: `${String(startYear + 1).padStart(4, '0')}-04-05`,
    label: `${startYear}-${startYear + 1}`,
    startYear,
  };
}

/** The UK tax year (6 April to 5 April) a day falls in: 2025-04-05 -> 2024-2025, 2025-04-06 -> 2025-2026. */
export function taxYearOf(date: string): TaxYear {
  const [y, m, d] = parts(date);
  return taxYearStarting(m > 4 || (m === 4 && d >= 6) ? y : y - 1);
}

/** The tax year named 'YYYY-YYYY', or undefined. */
export function taxYearByLabel(label: string): TaxYear | undefined {
  const m = /^(\d{4})-(\d{4})$/.exec(label);
  if (!m || Number(m[2]) !== Number(m[1]) + 1) return undefined;
  return taxYearStarting(Number(m[1]));
}

/** SPEC §9: the tax year list holds 6 years: the current one first, then the five before it. */
export function lastSixTaxYears(today: string): TaxYear[] {
  const current = taxYearOf(today).startYear;
  return Array.from({ length: 6 }, (_, i) => taxYearStarting(current - i));
}

/** SPEC §2: the timeframe presets, in order ('showAll' selects the last, 'All'). */
export const TIMEFRAMES = [
  'Last 30 Days',
  'Last 60 Days',
  'Last 90 Days',
  'This Month',
  'Last Month',
  'This Year',
  'This Tax Year',
  'Last Year',
  'All',
] as const;
export const CUSTOM_TIMEFRAME = 'Custom Date Range';
export type TimeframePreset = (typeof TIMEFRAMES)[number];
export type Timeframe = TimeframePreset | typeof CUSTOM_TIMEFRAME;
/** Every choice of the timeframe selector: the presets, then 'Custom Date Range'. */
export const TIMEFRAME_OPTIONS: readonly Timeframe[] = [...TIMEFRAMES, CUSTOM_TIMEFRAME];
export const DEFAULT_TIMEFRAME: TimeframePreset = TIMEFRAMES[0];

export function isTimeframe(value: unknown): value is Timeframe {
  return TIMEFRAME_OPTIONS.includes(value as Timeframe);
}

export interface DateRange {
  from: string | null;
  to: string | null;
}

/**
 * The inclusive date range of a timeframe on a given day (UTC calendar days):
 * - 'Last N Days': the N days ending today (today and the N-1 days before it);
 * - 'This Month' / 'Last Month': first to last day of the calendar month;
 * - 'This Year' / 'Last Year': 1 January to 31 December;
 * - 'This Tax Year': 6 April to 5 April around today;
 * - 'All' and 'Custom Date Range': no bounds ({ from: null, to: null }; the custom range is typed).
 */
export function rangeOf(timeframe: Timeframe, today: string): DateRange {
  const [y, m] = parts(today);
  switch (timeframe) {
    case 'Last 30 Days':
      return { from: addDays(today, -29), to: today };
    case 'Last 60 Days':
      return { from: addDays(today, -59), to: today };
    case 'Last 90 Days':
      return { from: addDays(today, -89), to: today };
    case 'This Month':
      return { from: isoOf(y, m, 1), to: isoOf(y, m + 1, 0) };
    case 'Last Month':
      return { from: isoOf(y, m - 1, 1), to: isoOf(y, m, 0) };
    case 'This Year':
      return { from: isoOf(y, 1, 1), to: isoOf(y, 12, 31) };
    case 'This Tax Year': {
      const t = taxYearOf(today);
      return { from: t.start, to: t.end };
    }
    case 'Last Year':
      return { from: isoOf(y - 1, 1, 1), to: isoOf(y - 1, 12, 31) };
    case 'All':
    case CUSTOM_TIMEFRAME:
      return { from: null, to: null };
  }
}
