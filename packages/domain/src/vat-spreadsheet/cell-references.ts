/** Cell references as a person types them ('B4') and as the product stores them (SPEC §5). */

/** Excel's limits: column XFD, row 1048576. References beyond them are not cells. */
export const MAX_SHEET_COLUMN = 16_384;
export const MAX_SHEET_ROW = 1_048_576;

/**
 * Column letters to a column number in base 26 (SPEC §5): A -> 1, Z -> 26, AA -> 27, XFD -> 16384.
 * Case-insensitive. Returns null for anything but letters A-Z.
 * @example columnLettersToNumber('AB') // 28
 */
export function columnLettersToNumber(letters: string): number | null {
  if (!/^[A-Za-z]+$/.test(letters) || letters.length > 7) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * A column number (from 1) to its letters: 1 -> 'A', 26 -> 'Z', 27 -> 'AA', 702 -> 'ZZ', 703 -> 'AAA'.
 * @example columnNumberToLetters(28) // 'AB'
 */
export function columnNumberToLetters(column: number): string {
  if (!Number.isSafeInteger(column) || column < 1) throw new RangeError(`Not a column number: ${column}`);
  let letters = '';
  let n = column;
  while (n > 0) {
    const digit = (n - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    n = (n - 1 - digit) / 26;
  }
  return letters;
}

/** A cell's position from 0: row 0, column 0 is A1. */
export interface CellAddress {
  row: number;
  column: number;
}

/**
 * A cell reference is letters followed by digits (SPEC §5), e.g. 'B4' -> { row: 3, column: 1 }.
 * Surrounding spaces and lower case are accepted ('b4'); '$B$4', 'B', '4', 'B0', '4B' and references
 * beyond column XFD or row 1048576 are not references (null).
 * @example parseCellReference('AA10') // { row: 9, column: 26 }
 */
export function parseCellReference(reference: string): CellAddress | null {
  const match = /^([A-Za-z]{1,3})([0-9]{1,7})$/.exec(reference.trim());
  if (!match) return null;
  const column = columnLettersToNumber(match[1] as string);
  const row = Number(match[2]);
  if (column === null || column > MAX_SHEET_COLUMN || row < 1 || row > MAX_SHEET_ROW) return null;
  return { row: row - 1, column: column - 1 };
}

/** { row: 3, column: 1 } -> 'B4'. */
export function formatCellReference(address: CellAddress): string {
  return `${columnNumberToLetters(address.column + 1)}${address.row + 1}`;
}

/** A reference as the product stores it (upper case, no spaces, no leading zeros), or null. */
export function normaliseCellReference(reference: string): string | null {
  const address = parseCellReference(reference);
  return address ? formatCellReference(address) : null;
}
