/**
 * The Export transactions request for the chosen timeframe and account, and the file's name
 * (SPEC §9 export-{timeframe}-{account}.csv).
 */
import { CUSTOM_TIMEFRAME, rangeOf, type Timeframe } from '@bk/domain';

/** 'All' asks for every date the ledger can hold. */
const ALL_FROM = '1900-01-01';
const ALL_TO = '9999-12-31';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');

/** export-last-30-days-main-account.csv, export-2025-01-01-to-2025-03-31-all-accounts.csv */
export function exportFileName(timeframe: Timeframe, range: { from: string; to: string }, accountName: string | null) {
  const time = timeframe === CUSTOM_TIMEFRAME ? `${range.from}-to-${range.to}` : slug(timeframe);
  const account = accountName === null ? 'all-accounts' : slug(accountName) || 'account';
  return `export-${time}-${account}.csv`;
}

export type ExportRange = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string };

/** The dates of a timeframe on `today`; for Custom, the typed dates (both needed, end not before start). */
export function exportRange(timeframe: Timeframe, today: string, custom: { from: string; to: string }): ExportRange {
  if (timeframe === CUSTOM_TIMEFRAME) {
    if (!custom.from) return { ok: false, field: 'from', message: 'Enter a start date' };
    if (!custom.to) return { ok: false, field: 'to', message: 'Enter an end date' };
    if (custom.to < custom.from)
      return { ok: false, field: 'to', message: 'The end date must be on or after the start date' };
    return { ok: true, from: custom.from, to: custom.to };
  }
  const range = rangeOf(timeframe, today);
  return { ok: true, from: range.from ?? ALL_FROM, to: range.to ?? ALL_TO };
}
