/**
 * Detection (SPEC §5): every run of nine consecutive figures in a row or a column is a contender,
 * except sequential runs; blank cells at positions 3, 5, 8 and 9 count as 0. The best score across
 * all sheets wins; on a tie the first found (sheet order, then reading order) wins.
 */
import { pence, type Pence } from '../money';
import { VAT_BOXES, type VatBox } from '../vat-return/boxes';
import { formatCellReference } from './cell-references';
import { cellToPence, isBlankCell, type SheetCell, type SheetData } from './cells';
import { figuresScore, isSequentialRun, keywordScore } from './scores';

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
          values.push(cell === BLANK ? pence(0) : cell);
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
