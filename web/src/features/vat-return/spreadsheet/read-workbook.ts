/**
 * Reading a spreadsheet the person chose, in their own browser (decision 0016): every format the
 * `xlsx` package reads, turned into plain rows of text and numbers. The package is loaded only when a
 * file is read or a template made, so it is a chunk of its own that most visits never fetch.
 */
import type * as XlsxModule from 'xlsx';
import { MESSAGES } from '@bk/domain';
import { SPREADSHEET_MESSAGES } from './messages';
import { parseSheets } from './parse-sheets';
import type { ParsedSheet, ParsedWorkbook } from './sheet-types';

/** A failure to show as it is: its message is one of SPEC §5's texts. */
export class SpreadsheetError extends Error {
  override name = 'SpreadsheetError';
}

/** SPEC §9: import files are at most 2mb. */
export const MAX_SPREADSHEET_BYTES = 2 * 1024 * 1024;

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

/**
 * A zip (xlsx, ods) must end with its central directory; `xlsx` 0.18.5 looped for ever on a truncated
 * one, so such a file is refused before it is read (kept with 0.20.3: it costs nothing).
 */
function isCompleteZip(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - 65_557);
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return true;
  }
  return false;
}

/** A file that takes longer than this to read is given up (the worker is stopped). */
export const PARSE_TIMEOUT_MS = 20_000;

type WorkerAnswer = { ok: true; sheets: ParsedSheet[] } | { ok: false; message: string };

/** parseSheets in a Web Worker of its own, stopped after PARSE_TIMEOUT_MS or once it answers. */
function parseInWorker(bytes: Uint8Array): Promise<ParsedSheet[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(() => finish(() => reject(new Error('Timed out reading the file'))), PARSE_TIMEOUT_MS);
    function finish(settle: () => void) {
      clearTimeout(timer);
      worker.terminate();
      settle();
    }
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      finish(() => (answer.ok ? resolve(answer.sheets) : reject(new Error(answer.message))));
    };
    worker.onerror = () => finish(() => reject(new Error('The file reader stopped')));
    const copy = bytes.slice();
    worker.postMessage(copy, [copy.buffer]);
  });
}

function mapReadError(error: unknown): SpreadsheetError {
  const message = error instanceof Error ? error.message : String(error);
  if (/password|encrypt/i.test(message)) return new SpreadsheetError(SPREADSHEET_MESSAGES.passwordProtected);
  return new SpreadsheetError(MESSAGES.unknown);
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

  let sheets: ParsedSheet[];
  try {
    sheets = typeof Worker === 'undefined' ? parseSheets(await loadXlsx(), bytes) : await parseInWorker(bytes);
  } catch (error) {
    throw mapReadError(error);
  }
  if (!sheets.some(hasData)) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noFileData);
  return { fileName: file.name, sheets };
}
