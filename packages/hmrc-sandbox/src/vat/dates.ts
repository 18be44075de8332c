/**
 * Strict ISO dates as the VAT service parses them (`uuuu-MM-dd`, STRICT: 2017-02-30 is invalid),
 * and the two range rules (obligations: to ≤ from + 1 year; liabilities/payments: one day less).
 */
export function parseStrictDate(text: string | null): Date | null {
  if (text === null || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? date : null;
}

export function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  // 29 February + 1 year is 28 February (java.time), not 1 March.
  if (result.getUTCDate() !== date.getUTCDate()) result.setUTCDate(0);
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const todayUtc = (now: Date): Date => new Date(`${isoDate(now)}T00:00:00Z`);
