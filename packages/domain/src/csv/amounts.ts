/**
 * Amounts and percentages as bank and spreadsheet CSV exports write them (SPEC §4 Import, §5 "CSV
 * import"). Banks write '£1,234.56', '-1,872.40', '(12.50)' for a debit, '+5', and spreadsheets put a
 * leading apostrophe on cells they kept as text; a file saved as Windows-1252 but read as UTF-8
 * shows '£' as 'Â£'. Each reader answers a plain reason instead of throwing, so an import can list
 * every bad cell at once.
 */
import { parsePounds, PoundsError, type Pence } from '../money';

export type CsvAmountResult = { ok: true; pence: Pence | null } | { ok: false; reason: string };
export type CsvPercentResult = { ok: true; percent: number | null } | { ok: false; reason: string };

/** Removes what wraps a cell's value: surrounding quotes, a leading apostrophe and outer spaces. */
function unwrap(text: string): string {
  let value = text.trim();
  for (;;) {
    const before = value;
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).trim();
    if (value.startsWith("'")) value = value.slice(1).trim();
    if (value === before) return value;
  }
}

const AMOUNT_REASONS = {
  notMoney: 'is not an amount',
  decimals: 'has more than 2 decimal places',
  range: 'is larger than the largest amount allowed (£9,999,999,999,999.99)',
} as const;

/**
 * A CSV cell as pence: blank is null (no amount, a pending row or an empty column); otherwise the
 * amount with '£' (or 'Â£'), spaces, thousands commas, quotes and a leading apostrophe removed,
 * and '(12.50)' read as -12.50.
 */
export function readCsvAmount(text: string): CsvAmountResult {
  let value = unwrap(text)
    .replace(/Â£/g, '£')
    .replace(/[\s\u00a0]/g, '');
  if (value === '') return { ok: true, pence: null };
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    negative = true;
    value = bracketed[1] ?? '';
    if (/[+-]/.test(value)) return { ok: false, reason: AMOUNT_REASONS.notMoney };
  }
  if (!/^[+-]?£?[+-]?[\d,]*(\.\d*)?$/.test(value) || !/\d/.test(value)) {
    return { ok: false, reason: AMOUNT_REASONS.notMoney };
  }
  // Thousands commas only between digits: '1,234.56' but never '1.234,56' or '12,50'.
  if (value.includes(',') && !/^[+-]?£?[+-]?\d{1,3}(,\d{3})*(\.\d*)?$/.test(value)) {
    return { ok: false, reason: AMOUNT_REASONS.notMoney };
  }
  try {
    const amount = parsePounds(value);
    if (!negative) return { ok: true, pence: amount };
    return { ok: true, pence: parsePounds(`-${value.replace(/^£/, '')}`) };
  } catch (err) {
    if (err instanceof PoundsError) return { ok: false, reason: AMOUNT_REASONS[err.problem] };
    throw err;
  }
}

/**
 * A CSV cell as a percentage: '20%', '20', '5.0', '17.5' -> 20, 20, 5, 17.5; blank is null.
 * A VAT rate is between 0 and 100 with at most 2 decimals.
 */
export function readCsvPercent(text: string): CsvPercentResult {
  const value = unwrap(text)
    .replace(/[\s\u00a0]/g, '')
    .replace(/%$/, '');
  if (value === '') return { ok: true, percent: null };
  const match = /^\+?(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return { ok: false, reason: 'is not a percentage' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return { ok: false, reason: 'has more than 2 decimal places' };
  const percent = Number(`${match[1] ?? '0'}.${fraction || '0'}`);
  if (percent > 100) return { ok: false, reason: 'is more than 100%' };
  return { ok: true, percent: percent === 0 ? 0 : percent };
}
