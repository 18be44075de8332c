/**
 * Turning a file's bytes into plain rows with `xlsx` (decision 0016). Runs in a Web Worker in the
 * browser (parse-worker.ts), so that a crafted file that makes `xlsx` spin, or pollutes prototypes,
 * stays away from the app's own page; in Node tests it runs inline.
 */
import type * as XlsxModule from 'xlsx';
import type { CellValue, ParsedSheet } from './sheet-types';

/** SPEC §9's import row limit; a VAT return needs nine cells, so more is never read. */
export const MAX_SHEET_ROWS = 5000;
/** Columns beyond IV (the old xls limit) are not read. */
export const MAX_SHEET_COLUMNS = 256;
/** At most this many sheets of a workbook are kept. */
export const MAX_SHEETS = 50;

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Binary formats `xlsx` recognises by their first bytes (see its readSync). */
function isSpreadsheetBinary(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0) || // OLE: xls, encrypted xlsx
    startsWith(bytes, 0x50, 0x4b) || // zip: xlsx, xlsm, xlsb, ods, numbers
    (bytes[0] === 0x09 && (bytes[1] ?? 0xff) <= 0x08) || // BIFF 2-4
    startsWith(bytes, 0xff, 0xfe) || // UTF-16 text
    startsWith(bytes, 0xfe, 0xff) ||
    startsWith(bytes, 0xff, 0x00, 0x02, 0x00) || // Lotus, Quattro Pro
    startsWith(bytes, 0x00, 0x00) ||
    [0x02, 0x03, 0x30, 0x31, 0x83, 0x8b, 0x8c, 0xf5].includes(bytes[0] ?? -1) // dBASE
  );
}

/** Text with no NUL byte in its first 64 KiB. */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 65536).includes(0);
}

/** UTF-8 text, or Windows-1252 (a CSV saved by older Excel, '£' as one byte) when it is not UTF-8. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function cellValue(XLSX: typeof XlsxModule, cell: XlsxModule.CellObject): CellValue {
  switch (cell.t) {
    case 'n':
      // A date is a number in a spreadsheet; it is never a VAT figure, so it is kept as its text.
      if (typeof cell.z === 'string' && (XLSX.SSF as { is_date(format: string): boolean }).is_date(cell.z))
        return cell.w ?? String(cell.v);
      return typeof cell.v === 'number' ? cell.v : null;
    case 's':
      return typeof cell.v === 'string' ? cell.v : null;
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return cell.w ?? (cell.v instanceof Date ? cell.v.toISOString() : null);
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

function sheetRows(XLSX: typeof XlsxModule, sheet: XlsxModule.WorkSheet): CellValue[][] {
  const ref = sheet['!ref'];
  if (!ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const lastRow = Math.min(range.e.r, MAX_SHEET_ROWS - 1);
  const lastColumn = Math.min(range.e.c, MAX_SHEET_COLUMNS - 1);
  const rows: CellValue[][] = [];
  for (let r = 0; r <= lastRow; r++) {
    const row: CellValue[] = [];
    for (let c = 0; c <= lastColumn; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XlsxModule.CellObject | undefined;
      row.push(cell ? cellValue(XLSX, cell) : null);
    }
    while (row.length > 0 && row[row.length - 1] === null) row.pop();
    rows.push(row);
  }
  while (rows.length > 0 && (rows[rows.length - 1] as CellValue[]).length === 0) rows.pop();
  return rows;
}

/**
 * The sheets of a file, each as rows of text and numbers. Throws what `xlsx` throws (its message says
 * when the file is password protected), or 'Not a spreadsheet' for binary bytes of no known format.
 */
export function parseSheets(XLSX: typeof XlsxModule, bytes: Uint8Array): ParsedSheet[] {
  const options: XlsxModule.ParsingOptions = { cellNF: true, sheetRows: MAX_SHEET_ROWS, dense: false };
  let book: XlsxModule.WorkBook;
  if (isSpreadsheetBinary(bytes)) book = XLSX.read(bytes, { ...options, type: 'array' });
  else if (looksLikeText(bytes)) book = XLSX.read(decodeText(bytes), { ...options, type: 'string', raw: true });
  else throw new Error('Not a spreadsheet');
  return book.SheetNames.slice(0, MAX_SHEETS).map((name) => {
    const sheet = book.Sheets[name];
    return { name, rows: sheet ? sheetRows(XLSX, sheet) : [] };
  });
}
