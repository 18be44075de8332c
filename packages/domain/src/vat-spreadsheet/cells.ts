/**
 * A sheet's cells as the browser read them, and the figure a cell holds. Money is compared exactly,
 * as integer pence: a cell holding 0.1 + 0.2 and one holding 0.3 are the same figure, 1.005 is read
 * as the person typed it.
 */
import { MAX_PENCE, negatePence, pence as toPence, type Pence } from '../money';
import type { CellAddress } from './cell-references';

/** One cell as read from a sheet: text, a number, or nothing. */
export type SheetCell = string | number | null;

/** A sheet's cells, rows[r][c] with r and c from 0 (row 1, column A is rows[0][0]). */
export interface SheetData {
  name: string;
  rows: readonly (readonly SheetCell[])[];
}

/** True for an empty cell: nothing, or text that is only spaces. */
export function isBlankCell(value: SheetCell | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Decimal text ('-1234.565') to pence, half-up beyond 2 decimals (on the magnitude), or null. */
function decimalTextToPence(text: string): Pence | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  let pence = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && (fraction[2] as string) >= '5') pence += 1n;
  if (pence > BigInt(MAX_PENCE)) return null;
  const result = toPence(Number(pence));
  return sign === '-' ? negatePence(result) : result;
}

/**
 * The figure a cell holds, in pence, or null when it holds none (blank, text, out of range).
 * Numbers are read by their shortest decimal form (so 0.1 + 0.2 reads as 0.30 and 1.005 as 1.01);
 * text may carry thousands commas (stripped, SPEC §5), spaces, '£' and a sign: '£1,234.56' -> 123456,
 * '-£0.5' -> -50. Beyond 2 decimals a figure is rounded half-up to the penny.
 * @example cellToPence('12,345.67') // 1234567
 */
export function cellToPence(value: SheetCell | undefined): Pence | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    let text = String(value);
    if (/e/i.test(text)) {
      if (Math.abs(value) >= 1e21) return null;
      text = value.toFixed(20);
    }
    return decimalTextToPence(text);
  }
  if (typeof value !== 'string') return null;
  let text = value.replace(/[\s,]/g, '');
  const currency = /^([+-]?)£([+-]?)/.exec(text);
  if (currency) {
    if (currency[1] && currency[2]) return null;
    text = (currency[1] || currency[2] || '') + text.slice(currency[0].length);
  }
  return decimalTextToPence(text);
}

/** The cell at an address, undefined beyond the sheet's rows. */
export function cellAt(sheet: SheetData, address: CellAddress): SheetCell | undefined {
  return sheet.rows[address.row]?.[address.column];
}
