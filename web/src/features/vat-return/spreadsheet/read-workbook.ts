/**
 * Reading a spreadsheet the person chose, in their own browser (decision 0015): every format the
 * `xlsx` package reads, turned into plain rows of text and numbers. The package is loaded only when a
 * file is read or a template made, so it is a chunk of its own that most visits never fetch.
 */
import type * as XlsxModule from 'xlsx';
import { MESSAGES, type SheetCell } from '@bk/domain';
import { SPREADSHEET_MESSAGES } from './messages';

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

/** A failure to show as it is: its message is one of SPEC §5's texts. */
export class SpreadsheetError extends Error {
  override name = 'SpreadsheetError';
}

/** SPEC §9: import files are at most 2mb. */
export const MAX_SPREADSHEET_BYTES = 2 * 1024 * 1024;
/** SPEC §9's import row limit; a VAT return needs nine cells, so more is never read. */
export const MAX_SHEET_ROWS = 5000;
/** Columns beyond IV (the old xls limit) are not read. */
export const MAX_SHEET_COLUMNS = 256;
/** At most this many sheets of a workbook are kept. */
export const MAX_SHEETS = 50;

/** The extensions and types the importer reads (SPEC §2: many spreadsheet extensions accepted). */
export const SPREADSHEET_EXTENSIONS = [
  '.xlsx',
  '.xlsm',
  '.xlsb',
  '.xls',
  '.xlw',
  '.xlt',
  '.xltx',
  '.xltm',
  '.xml',
  '.ods',
  '.fods',
  '.ots',
  '.numbers',
  '.csv',
  '.tsv',
  '.txt',
  '.prn',
  '.dif',
  '.sylk',
  '.slk',
  '.dbf',
  '.wk1',
  '.wk3',
  '.wk4',
  '.123',
  '.wks',
  '.wq1',
  '.wq2',
  '.wb1',
  '.wb2',
  '.wb3',
  '.qpw',
  '.eth',
  '.htm',
  '.html',
  '.rtf',
] as const;
export const SPREADSHEET_ACCEPT = [
  ...SPREADSHEET_EXTENSIONS,
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
].join(',');

let loaded: Promise<typeof XlsxModule> | null = null;
/** The `xlsx` package, fetched on first use. */
export function loadXlsx(): Promise<typeof XlsxModule> {
  loaded ??= import('xlsx').then((m) => (m as { default?: typeof XlsxModule }).default ?? m);
  return loaded;
}

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** Files that are certainly not spreadsheets (xlsx would read their bytes as lines of text). */
function isKnownOtherFile(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ...ascii('%PDF')) ||
    startsWith(bytes, ...ascii('%!PS')) ||
    startsWith(bytes, 0xff, 0xd8, 0xff) || // JPEG
    startsWith(bytes, ...ascii('GIF8')) ||
    startsWith(bytes, 0x89, ...ascii('PNG')) ||
    (startsWith(bytes, ...ascii('RIFF')) && bytes.length >= 12) || // WebP, WAV, AVI
    startsWith(bytes, 0x1f, 0x8b) || // gzip
    startsWith(bytes, ...ascii('7z'), 0xbc, 0xaf) ||
    startsWith(bytes, ...ascii('Rar!')) ||
    startsWith(bytes, ...ascii('II*'), 0) ||
    startsWith(bytes, ...ascii('MM'), 0, 0x2a) ||
    startsWith(bytes, 0, 0, 0) // ISO media (mp4, heic) and other binaries with a size header
  );
}

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

/**
 * A zip (xlsx, ods) must end with its central directory; `xlsx` 0.18.5 loops for ever on a truncated
 * one, so such a file is refused before it is read.
 */
function isCompleteZip(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - 65_557);
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return true;
  }
  return false;
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

function mapReadError(error: unknown): SpreadsheetError {
  const message = error instanceof Error ? error.message : String(error);
  if (/password|encrypt/i.test(message)) return new SpreadsheetError(SPREADSHEET_MESSAGES.passwordProtected);
  return new SpreadsheetError(MESSAGES.unknown);
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

function hasData(sheet: ParsedSheet): boolean {
  return sheet.rows.some((row) => row.some((cell) => cell !== null && String(cell).trim() !== ''));
}

/**
 * The sheets of a spreadsheet or CSV file (SPEC §5 "VAT spreadsheet import"). Throws SpreadsheetError
 * with the spec's text: password protected; 'Could not find file data' for an empty file or one with
 * no sheets; the generic unknown error for anything that is not a spreadsheet or cannot be read. A file
 * over 2mb is refused before it is read.
 */
export async function readWorkbook(file: {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}): Promise<ParsedWorkbook> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new SpreadsheetError(MESSAGES.unknown);
  }
  if (bytes.length > MAX_SPREADSHEET_BYTES) throw new SpreadsheetError(SPREADSHEET_MESSAGES.tooLarge);
  if (
    bytes.every((b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0xef || b === 0xbb || b === 0xbf)
  ) {
    // Nothing, or only spaces and a byte-order mark.
    throw new SpreadsheetError(SPREADSHEET_MESSAGES.noFileData);
  }
  if (isKnownOtherFile(bytes)) throw new SpreadsheetError(MESSAGES.unknown);
  if (startsWith(bytes, 0x50, 0x4b) && !isCompleteZip(bytes)) throw new SpreadsheetError(MESSAGES.unknown);

  const XLSX = await loadXlsx();
  let book: XlsxModule.WorkBook;
  try {
    const options: XlsxModule.ParsingOptions = { cellNF: true, sheetRows: MAX_SHEET_ROWS, dense: false };
    if (isSpreadsheetBinary(bytes)) book = XLSX.read(bytes, { ...options, type: 'array' });
    else if (looksLikeText(bytes)) book = XLSX.read(decodeText(bytes), { ...options, type: 'string', raw: true });
    else throw new Error('Not a spreadsheet');
  } catch (error) {
    throw mapReadError(error);
  }
  const sheets = book.SheetNames.slice(0, MAX_SHEETS).map((name) => {
    const sheet = book.Sheets[name];
    return { name, rows: sheet ? sheetRows(XLSX, sheet) : [] };
  });
  if (!sheets.some(hasData)) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noFileData);
  return { fileName: file.name, sheets };
}
