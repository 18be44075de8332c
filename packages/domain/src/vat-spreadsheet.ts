/**
 * Bridging mode: finding the nine VAT figures in a spreadsheet (SPEC §5 "VAT spreadsheet import",
 * §3 "VAT spreadsheet import result").
 *
 * Pure rules over already-parsed cells (the browser reads the file, see
 * web/src/features/vat-return/spreadsheet). Money is compared exactly, as integer pence: a cell
 * holding 0.1 + 0.2 and one holding 0.3 are the same figure, 1.005 is read as the person typed it.
 *
 * Detection (SPEC §5): every run of 9 consecutive figures in a row or a column is a contender, except
 * sequential runs (1, 2, 3 ... box numbers, years); blank cells at positions 3, 5, 8 and 9 count as 0.
 * Each contender scores its sheet's keyword phrases (10 phrases, at most 9 points) plus points:
 * +10 if box 1 + box 2 = box 3; +10 if box 3 - box 4 = box 5; +5 if box 6 >= box 8; +5 if
 * box 7 >= box 9; -5 if all nine are zero; -5 per duplicate. The best contender across all sheets wins;
 * on a tie the first found (sheet order, then reading order) wins.
 */
import { MAX_PENCE, type Pence } from './money';
import { VAT_BOXES, type VatBox } from './vat-return';

/** One cell as read from a sheet: text, a number, or nothing. */
export type SheetCell = string | number | null;

/** A sheet's cells, rows[r][c] with r and c from 0 (row 1, column A is rows[0][0]). */
export interface SheetData {
  name: string;
  rows: readonly (readonly SheetCell[])[];
}

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
  const result = Number(pence);
  return sign === '-' && result !== 0 ? -result : result;
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

/**
 * The 10 keyword phrases (SPEC §5) looked for, case-insensitively, in a sheet's text cells. Taken from
 * HMRC's box wordings, before and after 2021-04-08, so that a sheet laid out like the VAT return form
 * scores the full 9.
 */
export const VAT_KEYWORD_PHRASES: readonly string[] = [
  'vat due', // boxes 1, 2, 3
  'on sales', // box 1
  'acquisitions', // boxes 2, 4 (NI), 9
  'total vat due', // box 3
  'vat reclaimed', // box 4
  'net vat', // box 5
  'total value of sales', // box 6
  'total value of purchases', // box 7
  'related costs', // boxes 8, 9
  'excluding any vat', // boxes 6, 7 (and 8 before 2021)
];
/** SPEC §5: keyword points are capped at 9. */
export const MAX_KEYWORD_SCORE = 9;

/** How many of the 10 keyword phrases appear in the sheet's text cells, at most 9. */
export function keywordScore(sheet: SheetData): number {
  const found = new Set<string>();
  for (const row of sheet.rows) {
    for (const cell of row) {
      if (typeof cell !== 'string' || cell.length === 0) continue;
      const text = cell.toLowerCase().replace(/\s+/g, ' ');
      for (const phrase of VAT_KEYWORD_PHRASES) if (text.includes(phrase)) found.add(phrase);
      if (found.size >= VAT_KEYWORD_PHRASES.length) break;
    }
  }
  return Math.min(found.size, MAX_KEYWORD_SCORE);
}

/**
 * SPEC §5's points for nine figures in box order (pence): +10 if box 1 + box 2 = box 3; +10 if
 * box 3 - box 4 = box 5 (box 5 on a return is the difference without its sign, so |box 3 - box 4| =
 * box 5 counts too: a repayment return is still a VAT return); +5 if box 6 >= box 8; +5 if
 * box 7 >= box 9; -5 if all nine are zero; -5 per duplicate (each figure other than zero that repeats
 * one before it; zero is the usual figure of boxes 2, 8 and 9 and has its own rule).
 * @example figuresScore([100, 0, 100, 40, 60, 500, 200, 0, 0]) // 10 + 10 + 5 + 5 - 5 (100 twice) = 25
 */
export function figuresScore(values: readonly Pence[]): number {
  if (values.length !== 9) throw new RangeError(`Nine figures expected, got ${values.length}`);
  const [b1, b2, b3, b4, b5, b6, b7, b8, b9] = values as [
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
  ];
  let score = 0;
  if (b1 + b2 === b3) score += 10;
  if (b3 - b4 === b5 || Math.abs(b3 - b4) === b5) score += 10;
  if (b6 >= b8) score += 5;
  if (b7 >= b9) score += 5;
  if (values.every((v) => v === 0)) score -= 5;
  const seen = new Set<Pence>();
  for (const v of values) {
    if (v !== 0 && seen.has(v)) score -= 5;
    seen.add(v);
  }
  return score;
}

/** A run whose figures go up (or down) by exactly 1 each step: row numbers, box numbers, years. */
export function isSequentialRun(values: readonly Pence[]): boolean {
  if (values.length < 2) return false;
  const step = (values[1] as Pence) - (values[0] as Pence);
  if (step !== 100 && step !== -100) return false;
  return values.every((v, i) => i === 0 || v - (values[i - 1] as Pence) === step);
}

/** Positions (from 0) that may be blank and then count as 0: boxes 3, 5, 8 and 9 (SPEC §5). */
const BLANK_AS_ZERO = new Set([2, 4, 7, 8]);
const BLANK_AS_ZERO_BOXES: ReadonlySet<VatBox> = new Set(VAT_BOXES.filter((_, i) => BLANK_AS_ZERO.has(i)));

/** True for boxes 3, 5, 8 and 9, whose blank cell counts as 0. */
export function blankCountsAsZero(box: VatBox): boolean {
  return BLANK_AS_ZERO_BOXES.has(box);
}

/** SPEC §3 "VAT spreadsheet import result" contender: one run of nine figures and its score. */
export interface Contender {
  sheetName: string;
  /** 'column': the nine figures run down a column; 'row': across a row. */
  direction: 'row' | 'column';
  /** Box -> cell reference ('B4'). */
  cells: Record<VatBox, string>;
  /** Box -> figure in pence (a blank box 3, 5, 8 or 9 is 0). */
  cellValues: Record<VatBox, Pence>;
  keywordScore: number;
  totalScore: number;
}

/** A cell as the scan sees it: a figure, a blank, or something else (text that is not a figure). */
const BLANK = 'blank';
const OTHER = 'other';
type Scanned = Pence | typeof BLANK | typeof OTHER;

function scanCell(value: SheetCell | undefined): Scanned {
  if (isBlankCell(value)) return BLANK;
  return cellToPence(value) ?? OTHER;
}

/** A run found by the scan, before it is turned into a Contender (most runs never are). */
interface Run {
  sheetName: string;
  direction: Contender['direction'];
  row: number;
  column: number;
  values: Pence[];
  keywords: number;
  totalScore: number;
}

function toContender(run: Run): Contender {
  const cells = {} as Record<VatBox, string>;
  const cellValues = {} as Record<VatBox, Pence>;
  VAT_BOXES.forEach((box, i) => {
    const address =
      run.direction === 'row' ? { row: run.row, column: run.column + i } : { row: run.row + i, column: run.column };
    cells[box] = formatCellReference(address);
    cellValues[box] = run.values[i] as Pence;
  });
  return {
    sheetName: run.sheetName,
    direction: run.direction,
    cells,
    cellValues,
    keywordScore: run.keywords,
    totalScore: run.totalScore,
  };
}

/**
 * Calls `found` for every run of nine figures in one sheet, in reading order (for each cell: the run
 * across from it, then the run down from it), sequential runs left out.
 */
function scanSheet(sheet: SheetData, found: (run: Run) => void): void {
  const grid = sheet.rows.map((row) => Array.from(row, scanCell));
  if (!grid.some((row) => row.some((cell) => typeof cell === 'number'))) return;
  const width = grid.reduce((max, row) => Math.max(max, row.length), 0);
  const keywords = keywordScore(sheet);
  const at = (r: number, c: number): Scanned => grid[r]?.[c] ?? BLANK;
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < width; c++) {
      if (typeof at(r, c) !== 'number') continue; // box 1 is never blank
      for (const direction of ['row', 'column'] as const) {
        const [dr, dc] = direction === 'row' ? [0, 1] : [1, 0];
        if (r + 8 * dr >= grid.length || c + 8 * dc >= width) continue;
        const values: Pence[] = [];
        for (let i = 0; i < 9; i++) {
          const cell = at(r + i * dr, c + i * dc);
          if (cell === OTHER || (cell === BLANK && !BLANK_AS_ZERO.has(i))) break;
          values.push(cell === BLANK ? 0 : cell);
        }
        if (values.length < 9 || isSequentialRun(values)) continue;
        found({
          sheetName: sheet.name,
          direction,
          row: r,
          column: c,
          values,
          keywords,
          totalScore: keywords + figuresScore(values),
        });
      }
    }
  }
}

/** Every run of nine figures in one sheet, in reading order, sequential runs left out. */
export function sheetContenders(sheet: SheetData): Contender[] {
  const runs: Run[] = [];
  scanSheet(sheet, (run) => runs.push(run));
  return runs.map(toContender);
}

/** True when a sheet holds at least one figure anywhere. */
export function sheetHasFigures(sheet: SheetData): boolean {
  return sheet.rows.some((row) => row.some((cell) => !isBlankCell(cell) && cellToPence(cell) !== null));
}

/**
 * All contenders of all sheets, best first (highest totalScore; on a tie, sheet order then reading
 * order), at most `limit` of them.
 */
export function rankContenders(sheets: readonly SheetData[], limit = 10): Contender[] {
  // Only the best `limit` runs are kept while scanning: a large sheet of numbers has a run at
  // nearly every cell. A later run goes after earlier ones of the same score (ties: first found).
  const best: Run[] = [];
  for (const sheet of sheets) {
    scanSheet(sheet, (run) => {
      let at = best.length;
      while (at > 0 && (best[at - 1] as Run).totalScore < run.totalScore) at--;
      if (at >= limit) return;
      best.splice(at, 0, run);
      if (best.length > limit) best.pop();
    });
  }
  return best.map(toContender);
}

/** The best contender across all sheets (SPEC §5), or null when no sheet has nine figures in a run. */
export function bestContender(sheets: readonly SheetData[]): Contender | null {
  return rankContenders(sheets, 1)[0] ?? null;
}
