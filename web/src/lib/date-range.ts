/**
 * SPEC §5/§9 date ranges for obligations, payments and liabilities: typed as DD-MM-YYYY, sent as
 * YYYY-MM-DD; at most 366 days; default one year ago plus one day up to today (UTC).
 */

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

export const DATE_RANGE_MESSAGES = {
  range: 'Date range must be less than 1 year',
  order: 'Date to must be after Date from',
  invalid: 'Enter a date as DD-MM-YYYY',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** @example toIsoDate(new Date(Date.UTC(2026, 0, 5))) // '2026-01-05' */
export function toIsoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** @example isoToTyped('2026-01-05') // '05-01-2026' */
export function isoToTyped(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** A typed DD-MM-YYYY (also DD/MM/YYYY) as YYYY-MM-DD, or null when it is not a real date. */
export function typedToIso(typed: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return toIsoDate(date);
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

/** Client-side check of typed dates, in the spec's words and on the spec's fields. */
export function checkRange(fromTyped: string, toTyped: string): { errors: RangeErrors; from?: string; to?: string } {
  const from = typedToIso(fromTyped);
  const to = typedToIso(toTyped);
  const errors: RangeErrors = {};
  if (!from) errors.from = DATE_RANGE_MESSAGES.invalid;
  if (!to) errors.to = DATE_RANGE_MESSAGES.invalid;
  if (!from || !to) return { errors };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days <= 0) errors.to = DATE_RANGE_MESSAGES.order;
  else if (days > MAX_RANGE_DAYS) errors.from = DATE_RANGE_MESSAGES.range;
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
