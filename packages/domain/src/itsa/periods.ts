import { ukDate } from '../hmrc-checks';
import { addDays, taxYearOf } from '../timeframes';

/**
 * Income Tax dates (reference pack §8). What the app shows comes from HMRC's obligations and their
 * `dueDate`; these rules only label tax years, lay out the quarters for a preview, and gate a
 * submission before it is sent.
 */

export type QuarterType = 'standard' | 'calendar';

/** HMRC's tax year label, `2026-27`, of the tax year a day falls in. */
export function itsaTaxYearOf(date: string): string {
  const start = taxYearOf(date).startYear;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of an HMRC tax year label (`2026-27` -> 2026-04-06..2027-04-05), or undefined. */
export function itsaTaxYearRange(label: string): { start: string; end: string } | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(label);
  if (!m) return undefined;
  const start = Number(m[1]);
  if ((start + 1) % 100 !== Number(m[2])) return undefined;
  return { start: `${m[1]}-04-06`, end: `${String(start + 1).padStart(4, '0')}-04-05` };
}

/** Cumulative updates start in 2025-26 (Self Employment Business 5.0: `RULE_TAX_YEAR_NOT_SUPPORTED` before). */
export const FIRST_CUMULATIVE_TAX_YEAR = '2025-26';

export interface QuarterPeriod {
  /** Every cumulative period starts at the tax year's start (reference pack §3.1). */
  start: string;
  /** The quarter's own first day. */
  quarterStart: string;
  end: string;
}

/**
 * The four quarters of a tax year: standard ends 5 July, 5 October, 5 January, 5 April; calendar
 * ends 30 June, 30 September, 31 December, 31 March (reference pack §8, verified). A calendar year
 * still starts on 6 April for the cumulative totals; its 1 to 5 April days belong to the year before.
 */
export function quarterPeriods(label: string, type: QuarterType): QuarterPeriod[] {
  const range = itsaTaxYearRange(label);
  if (!range) throw new RangeError(`Not a tax year: ${label}`);
  const y = range.start.slice(0, 4);
  const next = range.end.slice(0, 4);
  const ends =
    type === 'standard'
      ? [`${y}-07-05`, `${y}-10-05`, `${next}-01-05`, `${next}-04-05`]
      : [`${y}-06-30`, `${y}-09-30`, `${y}-12-31`, `${next}-03-31`];
  return ends.map((end, i) => ({
    start: range.start,
    quarterStart: i === 0 ? range.start : addDays(ends[i - 1] ?? range.start, 1),
    end,
  }));
}

/**
 * How many days before a period's end an update may be sent: HMRC refuses one "more than 10 days
 * before end of Period" (`RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED`, Self Employment Business 5.0
 * common/errors.yaml; reference pack §4.3 and §8).
 */
export const EARLY_SUBMISSION_DAYS = 10;

/** The first day an update for the period ending `periodEnd` may be sent: 10 days before it. */
export function earliestSubmissionDate(periodEnd: string): string {
  return addDays(periodEnd, -EARLY_SUBMISSION_DAYS);
}

export function mayBeSubmitted(periodEnd: string, today: string): boolean {
  return today >= earliestSubmissionDate(periodEnd);
}

/** The words of the 10-day rule, checked here before HMRC is asked and used for HMRC's refusal alike. */
export function tooEarlyMessage(periodEnd: string): string {
  return `HMRC does not accept an update more than ${EARLY_SUBMISSION_DAYS} days before the period ends (${ukDate(periodEnd)}). You can send this one from ${ukDate(earliestSubmissionDate(periodEnd))}.`;
}

export type ObligationStatus = 'open' | 'fulfilled' | 'overdue';

/** HMRC says open or fulfilled; an open one past its `dueDate` is overdue. */
export function obligationStatus(hmrcStatus: string, dueDate: string, today: string): ObligationStatus {
  if (hmrcStatus.toLowerCase() === 'fulfilled') return 'fulfilled';
  return today > dueDate ? 'overdue' : 'open';
}
