/**
 * Finding the nine VAT figures in a read workbook (SPEC §5, rules in @bk/domain vat-spreadsheet) and
 * reading one cell by its reference when the person edits it.
 */
import {
  blankCountsAsZero,
  cellAt,
  cellToPence,
  type Contender,
  formatCellReference,
  isBlankCell,
  parseCellReference,
  rankContenders,
  sheetHasFigures,
  toPounds,
  VAT_BOXES,
  type VatBox,
} from '@bk/domain';
import { SPREADSHEET_MESSAGES } from './messages';
import { SpreadsheetError } from './read-workbook';
import type { ParsedSheet, ParsedWorkbook } from './sheet-types';

export type { Contender };

export interface DetectedFigures {
  fileName: string;
  sheetName: string;
  /** Box -> cell reference, e.g. 'C4'. */
  cells: Record<VatBox, string>;
  /** Box -> figure in pounds (pence exact: 12345.67). A blank box 3, 5, 8 or 9 is 0. */
  values: Record<VatBox, number>;
  /** The runs of nine figures found, best first (at most 10); the first is the one used. */
  contenders: Contender[];
}

function fromContender(fileName: string, contenders: Contender[]): DetectedFigures {
  const best = contenders[0] as Contender;
  const values = {} as Record<VatBox, number>;
  for (const box of VAT_BOXES) values[box] = toPounds(best.cellValues[box]);
  return { fileName, sheetName: best.sheetName, cells: { ...best.cells }, values, contenders };
}

/**
 * The nine figures of the best run across all sheets. Throws SpreadsheetError: "No VAT figures found in
 * '{sheet}'..." when the only sheet holds no figure at all, otherwise 'Could not automatically
 * detect...' when no sheet has nine figures in a run.
 */
export function detectFigures(workbook: ParsedWorkbook): DetectedFigures {
  const contenders = rankContenders(workbook.sheets);
  if (contenders.length === 0) {
    const [only] = workbook.sheets;
    if (workbook.sheets.length === 1 && only && !sheetHasFigures(only)) {
      throw new SpreadsheetError(SPREADSHEET_MESSAGES.noFiguresInSheet(only.name));
    }
    throw new SpreadsheetError(SPREADSHEET_MESSAGES.noVatCells);
  }
  return fromContender(workbook.fileName, contenders);
}

function findSheet(workbook: ParsedWorkbook, sheetName: string): ParsedSheet {
  const sheet = workbook.sheets.find((s) => s.name === sheetName);
  if (!sheet) throw new SpreadsheetError(SPREADSHEET_MESSAGES.sheetNotFound);
  return sheet;
}

/**
 * The nine figures of one named sheet (when the person picks the sheet). Throws SpreadsheetError:
 * 'Document not found...' for a sheet the workbook does not have, "No VAT figures found in '{sheet}'..."
 * for a sheet with no figure, 'Could not automatically detect...' when none runs nine long.
 */
export function detectFiguresInSheet(workbook: ParsedWorkbook, sheetName: string): DetectedFigures {
  const sheet = findSheet(workbook, sheetName);
  if (!sheetHasFigures(sheet)) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noFiguresInSheet(sheet.name));
  const contenders = rankContenders([sheet]);
  if (contenders.length === 0) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noVatCells);
  return fromContender(workbook.fileName, contenders);
}

export type ReadCellResult = { ok: true; value: number; reference: string } | { ok: false; message: string };

/**
 * The figure (pounds) in one cell. A reference must be letters followed by digits and name a cell
 * holding a number (SPEC §5); otherwise `ok: false` with the reason, for the field to be cleared and
 * flagged. With `box` given, a blank cell for box 3, 5, 8 or 9 reads as 0, as detection counts it.
 * `reference` is the reference as stored ('c4 ' -> 'C4').
 */
export function readCell(workbook: ParsedWorkbook, sheetName: string, ref: string, box?: VatBox): ReadCellResult {
  const sheet = workbook.sheets.find((s) => s.name === sheetName);
  if (!sheet) return { ok: false, message: SPREADSHEET_MESSAGES.sheetNotFound };
  const address = parseCellReference(ref);
  if (!address) return { ok: false, message: SPREADSHEET_MESSAGES.invalidReference };
  const reference = formatCellReference(address);
  const cell = cellAt(sheet, address);
  if (box && blankCountsAsZero(box) && isBlankCell(cell)) return { ok: true, value: 0, reference };
  const pence = cellToPence(cell);
  if (pence === null) return { ok: false, message: SPREADSHEET_MESSAGES.notAFigure(reference, sheet.name) };
  return { ok: true, value: toPounds(pence), reference };
}
