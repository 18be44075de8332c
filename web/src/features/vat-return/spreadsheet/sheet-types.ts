import type { SheetCell } from '@bk/domain';

/** What a cell of a read sheet holds (a number, text, or nothing). */
export type CellValue = SheetCell;

/** One sheet, rows[r][c] with r and c from 0 (A1 is rows[0][0]). */
export interface ParsedSheet {
  name: string;
  rows: CellValue[][];
}

export interface ParsedWorkbook {
  fileName: string;
  sheets: ParsedSheet[];
}
