/**
 * Reading an uploaded CSV file's bytes into its headings and rows (SPEC §4 Import, §5 "CSV
 * import"). Runs in a Web Worker (csv-worker.ts) so a 2 MB file never holds up the page; in Node
 * tests it runs inline. Only the mapped rows the person confirms ever leave the browser.
 */
import { CSV_IMPORT_ERRORS, MAX_IMPORT_ROWS, readCsvLayout, type CsvImportKind } from '@bk/domain';
import Papa from 'papaparse';

export interface ReadCsvOptions {
  firstRowIsHeader: boolean;
  kind: CsvImportKind;
}

export type CsvEncoding = 'utf-8' | 'windows-1252';

export type ReadCsvResult =
  | {
      ok: true;
      headings: string[];
      rows: string[][];
      rowNumbers: number[];
      encoding: CsvEncoding;
      /** What was decided about the file, in sentences the preview shows. */
      notes: string[];
    }
  | { ok: false; error: string };

/** Lines kept beyond the row limit, for account details and a heading row above the data. */
const SPARE_LINES = 40;

/** UTF-8, or Windows-1252 (a CSV saved by older Excel, '£' as one byte) when it is not valid UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** A text file has no NUL byte; a spreadsheet, image or archive renamed to .csv has many. */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 65536).includes(0);
}

/** Counts line breaks (CRLF, LF or CR) in text[from, to). */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) count++;
  }
  return count;
}

/**
 * The file's records with the line each starts on. Parsing streams record by record and stops once
 * there are more records than any import may hold.
 */
export function parseCsvText(file: string): { lines: string[][]; lineNumbers: number[]; error: string | null } {
  const text = file.replace(/^\uFEFF/, '');
  const lines: string[][] = [];
  const lineNumbers: number[] = [];
  let error: string | null = null;
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step(result, parser) {
      // A broken quote makes the rest of the file one cell: the file is not valid CSV.
      if (result.errors.some((e) => e.type === 'Quotes')) {
        error = CSV_IMPORT_ERRORS.parse;
        parser.abort();
        return;
      }
      // The cursor is just past the record and its line break, so each record starts where the last ended.
      lines.push(result.data);
      lineNumbers.push(line);
      line += lineBreaks(text, cursor, result.meta.cursor);
      cursor = result.meta.cursor;
      if (lines.length > MAX_IMPORT_ROWS + SPARE_LINES) parser.abort();
    },
  });
  // A final line break ends the last line; it does not start an empty one.
  if (/[\r\n]$/.test(text) && lines.at(-1)?.join('') === '' && cursor >= text.length) {
    lines.pop();
    lineNumbers.pop();
  }
  return { lines, lineNumbers, error };
}

/** Reads a CSV file's bytes into its headings and data rows, or the spec's message for a bad file. */
export function readCsvBytes(bytes: Uint8Array, options: ReadCsvOptions): ReadCsvResult {
  if (bytes.length === 0) return { ok: false, error: CSV_IMPORT_ERRORS.empty };
  if (!looksLikeText(bytes)) return { ok: false, error: CSV_IMPORT_ERRORS.parse };
  const { text, encoding } = decodeCsvBytes(bytes);
  const parsed = parseCsvText(text);
  if (parsed.error) return { ok: false, error: parsed.error };
  const layout = readCsvLayout(parsed.lines, options, parsed.lineNumbers);
  if (!layout.ok) return layout;
  const notes =
    encoding === 'windows-1252'
      ? ['The file is not UTF-8: it was read as Windows-1252 (the encoding older Excel saves in).', ...layout.notes]
      : layout.notes;
  return {
    ok: true,
    headings: layout.headings,
    rows: layout.rows,
    rowNumbers: layout.rowNumbers,
    encoding,
    notes,
  };
}
