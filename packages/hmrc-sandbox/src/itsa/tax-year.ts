/**
 * Tax years and quarterly periods (reference hmrc-itsa §2.3, §3.1, §8). Dates are ISO strings,
 * which compare correctly as text.
 *
 * Due dates follow HMRC's Obligations examples (the 5th for 2025-26, the 7th from 2026-27); the
 * guide also says "one month after the period end" and no source gives calendar quarters' due
 * dates, so the emulator gives a calendar quarter the due date of the standard quarter it ends in
 * (UNVERIFIED, decision 0067): software must show the `dueDate` it is sent, never compute one.
 */
import { addDays, isoDate, parseStrictDate } from '../vat/dates';

export type QuarterType = 'standard' | 'calendar';

/** `2026-27` for 2026; the label of the tax year starting 6 April of `startYear`. */
export const taxYearLabel = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The start year of a tax year label, or why it is not one ('format' or 'range'). */
export function parseTaxYear(text: string): number | 'format' | 'range' {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return 'format';
  const start = Number(m[1]);
  return (start + 1) % 100 === Number(m[2]) ? start : 'range';
}

/** The start year of the tax year a date falls in. */
export function taxYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return date >= `${year}-04-06` ? year : year - 1;
}

export const taxYearStart = (startYear: number): string => `${startYear}-04-06`;
export const taxYearEnd = (startYear: number): string => `${startYear + 1}-04-05`;

/** One quarterly (cumulative) obligation period: from the start of the year to the quarter's end. */
export interface Quarter {
  periodStartDate: string;
  periodEndDate: string;
  dueDate: string;
}

/** Quarter ends as [month-day, years after the tax year's start year]. */
const STANDARD_ENDS: [string, number][] = [
  ['07-05', 0],
  ['10-05', 0],
  ['01-05', 1],
  ['04-05', 1],
];
const CALENDAR_ENDS: [string, number][] = [
  ['06-30', 0],
  ['09-30', 0],
  ['12-31', 0],
  ['03-31', 1],
];

/** The four quarter end dates of a tax year for a quarter type. */
const endsOf = (startYear: number, type: QuarterType): string[] =>
  (type === 'calendar' ? CALENDAR_ENDS : STANDARD_ENDS).map(([end, later]) => `${startYear + later}-${end}`);
const DUE_MONTHS = ['08', '11', '02', '05'];

/** The due date of quarter `q` (0–3) of a tax year (see the file comment). */
function dueDate(startYear: number, q: number): string {
  const year = q >= 2 ? startYear + 1 : startYear;
  return `${year}-${DUE_MONTHS[q] ?? '05'}-${startYear <= 2025 ? '05' : '07'}`;
}

/** Where a tax year's cumulative periods start for a quarter type: 6 April, or 1 April for calendar quarters. */
export const periodsStart = (startYear: number, type: QuarterType): string =>
  type === 'calendar' ? `${startYear}-04-01` : taxYearStart(startYear);

/**
 * The quarterly obligations of a tax year for a business that began on `commencementDate`: each
 * runs from the start of the year (or the commencement, when the business began in the year) to
 * the quarter's end; quarters ending before the commencement have none.
 */
export function quarters(startYear: number, type: QuarterType, commencementDate: string): Quarter[] {
  const yearStart = periodsStart(startYear, type);
  const start = commencementDate > yearStart ? commencementDate : yearStart;
  return endsOf(startYear, type)
    .map((end, q) => ({ periodStartDate: start, periodEndDate: end, dueDate: dueDate(startYear, q) }))
    .filter((quarter) => quarter.periodEndDate >= start);
}

/** The quarter an end date falls in (the first whose end is on or after it), or null outside the year. */
export function quarterEnding(startYear: number, type: QuarterType, date: string): string | null {
  return endsOf(startYear, type).find((end) => end >= date) ?? null;
}

/** The final declaration obligation of a tax year (§3.2: due 31 January after the year ends). */
export const finalDeclaration = (startYear: number): Quarter => ({
  periodStartDate: taxYearStart(startYear),
  periodEndDate: taxYearEnd(startYear),
  dueDate: `${startYear + 2}-01-31`,
});

/** A strict ISO date, or null. */
export const strictDate = (text: string | null | undefined): string | null =>
  typeof text === 'string' && parseStrictDate(text) ? text : null;

/** `date` plus `days` (negative to go back). */
export const plusDays = (date: string, days: number): string => isoDate(addDays(new Date(`${date}T00:00:00Z`), days));

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
