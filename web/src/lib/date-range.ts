/**
 * SPEC §5/§9 date ranges for obligations, payments and liabilities: typed in the one date field
 * (DD/MM/YYYY; DD-MM-YYYY reads too), sent as YYYY-MM-DD; within HMRC's rules for the call
 * (`hmrcRangeErrors`, decision 0046); default one year ago plus one day up to today (UTC).
 */
import { hmrcRangeErrors, isIsoDate, MESSAGES, todayIso, type HmrcRangeKind } from '@bk/domain';
import { UNREADABLE_DATE } from './uk-date';

export const DATE_RANGE_MESSAGES = {
  range: MESSAGES.dateRangeYear,
  order: MESSAGES.dateOrder,
  invalid: UNREADABLE_DATE,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** @example toIsoDate(new Date(Date.UTC(2026, 0, 5))) // '2026-01-05' */
export function toIsoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** One year ago plus one day, up to today (UTC). @example defaultRange(new Date('2026-03-01T10:00:00Z')) // { from: '2025-03-02', to: '2026-03-01' } */
export function defaultRange(now: Date): { from: string; to: string } {
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return { from: toIsoDate(yearAgo), to: toIsoDate(now) };
}

export interface RangeErrors {
  from?: string;
  to?: string;
}

/**
 * Client-side check of the range (the date fields' values: ISO, '' when blank, null when the typed
 * text is no date) by HMRC's rules for the call, in plain words and on the spec's fields.
 */
export function checkRange(
  fromValue: string | null,
  toValue: string | null,
  kind: HmrcRangeKind = 'obligations',
  today: string = todayIso(),
): { errors: RangeErrors; from?: string; to?: string } {
  const from = isIsoDate(fromValue) ? fromValue : null;
  const to = isIsoDate(toValue) ? toValue : null;
  const errors: RangeErrors = {};
  if (!from) errors.from = DATE_RANGE_MESSAGES.invalid;
  if (!to) errors.to = DATE_RANGE_MESSAGES.invalid;
  if (!from || !to) return { errors };
  for (const e of hmrcRangeErrors(kind, from, to, today)) errors[e.field] = e.message;
  return { errors, from, to };
}

/**
 * A search's dates (YYYY-MM-DD, either may be blank) that run backwards: the message for the
 * Date to field, so the search says so instead of looking for nothing. The same day twice is a
 * one-day search.
 * @example dateOrderProblem('2026-03-02', '2026-03-01') // 'Date to must be after Date from'
 */
export function dateOrderProblem(from: string, to: string): string | null {
  return from !== '' && to !== '' && from > to ? DATE_RANGE_MESSAGES.order : null;
}
