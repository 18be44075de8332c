/**
 * The flat rate scheme's first-year discount (HMRC VAT Notice 733, "1% reduction in your first year
 * of VAT registration"; docs/vat-rules.md): a business in its first year of VAT registration when it
 * joins the scheme takes 1 percentage point off its flat rate percentage until the day before the
 * first anniversary of its VAT registration. A business that joins later gets no discount.
 */
import { addDays, isIsoDate } from '../timeframes';

/** Percentage points off the flat rate percentage in the first year of VAT registration. */
export const FLAT_RATE_FIRST_YEAR_DISCOUNT = 1;

/** The days of the discount, both ends included (ISO dates). */
export interface FlatRateFirstYear {
  /** The VAT registration date. */
  from: string;
  /** The day before the first anniversary of VAT registration: the last day of the discount. */
  until: string;
}

/** What the first-year discount means for one period's figures: the rates and the last discounted day. */
export interface FlatRateFirstYearInPeriod {
  fullPercent: number;
  discountedPercent: number;
  /** The last day of the discount (it may fall after the period's end). */
  until: string;
}

/** The dates a business records for its VAT registration and joining the flat rate scheme (ISO, or null). */
export interface VatRegistrationDates {
  vatRegistrationDate: string | null;
  flatRateJoinDate: string | null;
}

export const VAT_DATES_MESSAGES = {
  notADate: 'Enter a real date as DD/MM/YYYY',
  registrationInFuture: 'VAT registration date cannot be in the future',
  joinInFuture: 'The date you joined the flat rate scheme cannot be in the future',
  joinBeforeRegistration: 'The date you joined the flat rate scheme cannot be before the VAT registration date',
} as const;

/**
 * The first anniversary of a date: the same day a year on. A registration on 29 February has its
 * anniversary on 1 March (there is no 29 February in the next year, and the anniversary is the day
 * the full year has run), so the discount runs to 28 February.
 * @example firstAnniversary('2025-03-15') // '2026-03-15'
 */
export function firstAnniversary(date: string): string {
  const text: string = date;
  if (!isIsoDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${text}`);
  const year = String(Number(date.slice(0, 4)) + 1).padStart(4, '0');
  // The year after a leap day has no 29 February (a leap year never follows one).
  return date.slice(5) === '02-29' ? `${year}-03-01` : `${year}${date.slice(4)}`;
}

/**
 * The days of the first-year discount, or null when there is none: no VAT registration date, or
 * the business joined the flat rate scheme on or after the first anniversary of its registration.
 * No joining date is read as joining at registration (a business on the scheme in a period of its
 * first year must have joined in that year).
 * @example flatRateFirstYear({ vatRegistrationDate: '2025-03-15', flatRateJoinDate: null })
 * // { from: '2025-03-15', until: '2026-03-14' }
 */
export function flatRateFirstYear(dates: VatRegistrationDates): FlatRateFirstYear | null {
  const registered = dates.vatRegistrationDate;
  if (registered === null || !isIsoDate(registered)) return null;
  const anniversary = firstAnniversary(registered);
  const joined = dates.flatRateJoinDate ?? registered;
  if (joined >= anniversary) return null;
  return { from: registered, until: addDays(anniversary, -1) };
}

/**
 * The flat rate percentage less the discount, never below 0, by whole hundredths (no floating-point
 * drift): 12.5 -> 11.5, 16.25 -> 15.25, 0.5 -> 0.
 */
export function discountedFlatRatePercent(percent: number): number {
  const hundredths = Math.round(percent * 100) - FLAT_RATE_FIRST_YEAR_DISCOUNT * 100;
  return Math.max(0, hundredths) / 100;
}

/** The discount as it touches the period `from`-`to` (both included), or null when none of its days has it. */
export function flatRateFirstYearInPeriod(
  firstYear: FlatRateFirstYear | null | undefined,
  period: { from: string; to: string },
  fullPercent: number,
): FlatRateFirstYearInPeriod | null {
  if (!firstYear || firstYear.from > period.to || firstYear.until < period.from) return null;
  return { fullPercent, discountedPercent: discountedFlatRatePercent(fullPercent), until: firstYear.until };
}

/**
 * percent% of each part's amount, summed exactly and rounded half-up once (magnitude, sign put back),
 * as the flat rate scheme's box 1 is rounded once on the period's total. BigInt keeps the exact
 * product of any valid turnover and a percent of hundredths.
 * @example percentOfParts([{ amount: 100, percent: 11.5 }, { amount: 100, percent: 12.5 }]) // 24 (24p exactly)
 */
export function percentOfParts(parts: readonly { amount: number; percent: number }[]): number {
  // Each term is amount (pence) x percent in hundredths: ten-thousandths of a penny.
  let total = 0n;
  for (const part of parts) total += BigInt(part.amount) * BigInt(Math.round(part.percent * 100));
  const magnitude = total < 0n ? -total : total;
  const rounded = Number((magnitude + 5_000n) / 10_000n);
  return total < 0n && rounded !== 0 ? -rounded : rounded;
}

/** Today's date in the UK (the business's calendar), ISO. */
export function ukTodayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The checks on the two dates, as field errors (each optional): a real date, not after today
 * (UK), and joining the flat rate scheme not before the VAT registration date.
 */
export function vatRegistrationDatesErrors(
  dates: VatRegistrationDates,
  today: string,
): { field: keyof VatRegistrationDates; message: string }[] {
  const errors: { field: keyof VatRegistrationDates; message: string }[] = [];
  const registered = dates.vatRegistrationDate;
  const joined = dates.flatRateJoinDate;
  if (registered !== null) {
    if (!isIsoDate(registered)) errors.push({ field: 'vatRegistrationDate', message: VAT_DATES_MESSAGES.notADate });
    else if (registered > today)
      errors.push({ field: 'vatRegistrationDate', message: VAT_DATES_MESSAGES.registrationInFuture });
  }
  if (joined !== null) {
    if (!isIsoDate(joined)) errors.push({ field: 'flatRateJoinDate', message: VAT_DATES_MESSAGES.notADate });
    else if (joined > today) errors.push({ field: 'flatRateJoinDate', message: VAT_DATES_MESSAGES.joinInFuture });
    else if (registered !== null && isIsoDate(registered) && joined < registered)
      errors.push({ field: 'flatRateJoinDate', message: VAT_DATES_MESSAGES.joinBeforeRegistration });
  }
  return errors;
}
