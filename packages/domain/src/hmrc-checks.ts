/**
 * What HMRC's VAT (MTD) API refuses, checked before it is called so the person sees the problem
 * on the field it concerns, in plain words (reference README §4.1, §4.4, §4.5, §4.7 and §9.7:
 * the service's own validators, which the API definition's wording follows).
 */
import { MESSAGES } from './messages';
import { isIsoDate, todayIso } from './timeframes';

/** The earliest `from` HMRC's liabilities and payments accept (the start of the 2016-17 tax year). */
export const HMRC_EARLIEST_FROM = '2016-04-06';

/** A penalty charge reference: X, one letter and 12 digits (`XP123456789012`). */
export const PENALTY_CHARGE_REFERENCE = /^X[A-Za-z]\d{12}$/;

/** DD/MM/YYYY of an ISO day, for messages. @example ukDate('2027-03-31') // '31/03/2027' */
export function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export const HMRC_CHECK_MESSAGES = {
  order: MESSAGES.dateOrder,
  range: MESSAGES.dateRangeYear,
  fromTooEarly: `Date from must be a valid date on or after ${ukDate(HMRC_EARLIEST_FROM)}`,
  toAfterToday: 'Date to cannot be after today',
  chargeReference:
    'This is not a penalty charge reference: it is X, then a letter, then 12 digits (for example XP123456789012)',
  /** TAX_PERIOD_NOT_ENDED: when the period ends and so from when HMRC takes its return. */
  periodNotEnded: (end: string) =>
    `This VAT period has not ended yet. It ends on ${ukDate(end)}, so HMRC accepts its return from ${ukDate(addDaysIso(end, 1))}.`,
} as const;

function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The same day `years` later, as Java's `LocalDate.plusYears` (HMRC's validators) makes it: 29
 * February becomes 28 February in a year without one.
 * @example addYearsIso('2016-02-29', 1) // '2017-02-28'
 */
export function addYearsIso(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) + years;
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Which HMRC call a date range is for: obligations have wider rules than liabilities and payments. */
export type HmrcRangeKind = 'obligations' | 'liabilities' | 'payments';

export interface RangeFieldError {
  field: 'from' | 'to';
  message: string;
}

/**
 * A date range's problems before calling HMRC, at most one per field:
 * - every call: `from` before `to` (else on 'to');
 * - obligations: `to` at most one calendar year after `from` (HMRC's "366 days or less");
 * - liabilities and payments: `from` on or after 06/04/2016, `to` not after today, and `to` before
 *   the day one year after `from` (HMRC's "365 days or less": 2017-01-01 to 2017-12-31 is the longest).
 * Range errors land on 'from' (SPEC §5). Both dates must be `YYYY-MM-DD`; `today` is the UTC day.
 * @example hmrcRangeErrors('payments', '2017-01-01', '2018-01-01', '2026-11-25') // [{ field: 'from', message: 'Date range must be less than 1 year' }]
 */
export function hmrcRangeErrors(
  kind: HmrcRangeKind,
  from: string,
  to: string,
  today: string = todayIso(),
): RangeFieldError[] {
  if (!isIsoDate(from) || !isIsoDate(to)) return [];
  const financial = kind !== 'obligations';
  let fromError: string | null = null;
  let toError: string | null = null;
  if (financial && from < HMRC_EARLIEST_FROM) fromError = HMRC_CHECK_MESSAGES.fromTooEarly;
  if (financial && to > today) toError = HMRC_CHECK_MESSAGES.toAfterToday;
  if (to <= from) toError ??= HMRC_CHECK_MESSAGES.order;
  else {
    const yearOn = addYearsIso(from, 1);
    const tooLong = financial ? to >= yearOn : to > yearOn;
    if (tooLong) fromError ??= HMRC_CHECK_MESSAGES.range;
  }
  const errors: RangeFieldError[] = [];
  if (fromError) errors.push({ field: 'from', message: fromError });
  if (toError) errors.push({ field: 'to', message: toError });
  return errors;
}

/** Whether HMRC would take this as a penalty charge reference (reference README §4.7). */
export function isPenaltyChargeReference(value: string): boolean {
  return PENALTY_CHARGE_REFERENCE.test(value);
}

/**
 * Whether a return may be filed for this obligation: HMRC lists it, and it is itself open (`O`).
 * A sandbox answers the same rows whatever status was asked for, so being listed is not enough.
 */
export function isOpenObligation(obligation: { status: string } | null | undefined): boolean {
  return obligation?.status === 'O';
}
