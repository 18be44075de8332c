/**
 * The layout of a parsed CSV file: where its headings are and which lines are data. Banks put
 * account details on the lines above the headings, spreadsheets leave trailing commas (empty
 * columns) and blank lines, some exports have no heading row at all, and pending card payments
 * come without an amount. Each decision is returned with a sentence the preview shows, so the
 * person sees what was left out and why.
 */
import { MAX_IMPORT_ROWS } from './date-formats';
import { isKnownHeading, type CsvColumnType, type CsvImportKind } from './headings';

/** SPEC §5 "CSV import": what a person is told when a file cannot be imported. */
export const CSV_IMPORT_ERRORS = {
  noFile: 'Select a file to continue',
  notCsv: "Couldn't parse CSV, ensure the file type is '.csv' and the file is valid",
  parse: "Couldn't parse CSV, ensure the file type is '.csv' and the file is valid",
  tooManyRows: `CSV file too large, max size ${MAX_IMPORT_ROWS} rows`,
  empty: 'Uploaded CSV is empty',
  noHeader: "Couldn't find CSV header",
} as const;

/**
 * 'File too large, max size 2mb' for a limit in bytes: SPEC §5's "max size {limit}" written as the
 * spec's §9 limits and the product's other file messages write it.
 */
export function fileTooLargeMessage(limitBytes: number): string {
  const megabytes = limitBytes / (1024 * 1024);
  return `File too large, max size ${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)}mb`;
}

export interface CsvLayoutOptions {
  /** 'Import first row as header' (true) or 'Do not import first row as header' (false). */
  firstRowIsHeader: boolean;
  kind: CsvImportKind;
}

export type CsvLayout =
  | {
      ok: true;
      /** One heading per column ('Column 3' where the file has none). */
      headings: string[];
      /** The data rows, each exactly `headings.length` cells. */
      rows: string[][];
      /** The file's line number (from 1) of each row, for "Row 17, ..." messages. */
      rowNumbers: number[];
      /** What was decided about the file's layout, in plain sentences. */
      notes: string[];
    }
  | { ok: false; error: string };

/** How many lines above the headings are looked at for the heading row. */
const HEADING_SEARCH_LINES = 30;

const isBlank = (cell: string): boolean => cell.trim() === '';

/** A row's cell count without its trailing empty cells. */
function width(row: readonly string[]): number {
  let end = row.length;
  while (end > 0 && isBlank(row[end - 1] ?? '')) end--;
  return end;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Does the row look like a heading row: enough of its cells are headings this import knows. */
function looksLikeHeadings(row: readonly string[], kind: CsvImportKind): boolean {
  const written = row.filter((cell) => !isBlank(cell));
  const known = written.filter((cell) => isKnownHeading(cell, kind)).length;
  return written.length > 0 && known >= Math.min(2, written.length);
}

/** Does the row look like data: one of its cells is a number or a date, and none is a known heading. */
function looksLikeData(row: readonly string[], kind: CsvImportKind): boolean {
  if (row.some((cell) => isKnownHeading(cell, kind))) return false;
  return row.some(
    (cell) => /^[\s"'£()+-]*\d[\d,.\s/:-]*\)?$/.test(cell) || /^\d{1,4}[/.-]\w{1,9}[/.-]\d{2,4}/.test(cell),
  );
}

/** The most common width among the rows (the widest on a tie: data is usually wider than details). */
function modalWidth(widths: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const w of widths) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [w, count] of counts) {
    if (count > bestCount || (count === bestCount && w > best)) [best, bestCount] = [w, count];
  }
  return best;
}

/**
 * Finds the headings and the data rows of a parsed file. `lines` are the file's records in order,
 * `lineNumbers` the file's line number of each (default 1, 2, 3...).
 */
export function readCsvLayout(
  lines: readonly (readonly string[])[],
  options: CsvLayoutOptions,
  lineNumbers: readonly number[] = lines.map((_, i) => i + 1),
): CsvLayout {
  const notes: string[] = [];
  const kept: { cells: readonly string[]; line: number }[] = [];
  lines.forEach((cells, i) => {
    if (width(cells) > 0) kept.push({ cells, line: lineNumbers[i] ?? i + 1 });
  });
  if (kept.length === 0) return { ok: false, error: CSV_IMPORT_ERRORS.empty };
  const blankLines = lines.length - kept.length;
  if (blankLines > 0) notes.push(`Skipped ${plural(blankLines, 'empty line')}.`);

  let start = 0;
  let headings: string[] | null = null;
  if (options.firstRowIsHeader) {
    const searched = kept.slice(0, HEADING_SEARCH_LINES);
    let found = searched.findIndex((entry) => looksLikeHeadings(entry.cells, options.kind));
    if (found === -1) {
      const mode = modalWidth(kept.map((entry) => width(entry.cells)));
      found = Math.max(
        0,
        searched.findIndex((entry) => width(entry.cells) === mode),
      );
    }
    const headingRow = kept[found];
    if (!headingRow || looksLikeData(headingRow.cells, options.kind)) {
      return { ok: false, error: CSV_IMPORT_ERRORS.noHeader };
    }
    if (found > 0) notes.push(`Skipped ${plural(found, 'line')} above the headings (account details).`);
    headings = headingRow.cells.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
    start = found + 1;
  } else {
    notes.push('The file has no heading row: its columns are named Column 1, Column 2 and so on.');
  }

  const data = kept.slice(start);
  if (data.length === 0) return { ok: false, error: CSV_IMPORT_ERRORS.empty };
  if (data.length > MAX_IMPORT_ROWS) return { ok: false, error: CSV_IMPORT_ERRORS.tooManyRows };

  // Trailing commas make empty columns at the end of every line: they are dropped, but a column with
  // a heading or any value is kept.
  const rawWidth = Math.max(headings?.length ?? 0, ...data.map((entry) => entry.cells.length));
  const columns = Math.max(width(headings ?? []), ...data.map((entry) => width(entry.cells)));
  if (rawWidth > columns) {
    notes.push(`Left out ${plural(rawWidth - columns, 'empty column')} at the end of the lines (trailing commas).`);
  }
  const fit = (cells: readonly string[]): string[] => Array.from({ length: columns }, (_, i) => cells[i] ?? '');
  const named = fit(headings ?? []).map((heading, i) => (heading === '' ? `Column ${i + 1}` : heading));
  return {
    ok: true,
    headings: named,
    rows: data.map((entry) => fit(entry.cells)),
    rowNumbers: data.map((entry) => entry.line),
    notes,
  };
}

const AMOUNT_TYPES: readonly CsvColumnType[] = ['Gross amount', 'Net amount', 'Pay in', 'Pay out'];

/**
 * The rows with no amount in any amount column (a bank's pending card payments), by index into
 * `rows`; none when no amount column is mapped.
 */
export function pendingRows(rows: readonly (readonly string[])[], types: readonly CsvColumnType[]): number[] {
  const amountColumns = types.flatMap((type, i) => (AMOUNT_TYPES.includes(type) ? [i] : []));
  if (amountColumns.length === 0) return [];
  return rows.flatMap((row, i) => (amountColumns.every((column) => isBlank(row[column] ?? '')) ? [i] : []));
}

/** The sentence the preview shows about pending rows left out, or null for none. */
export function pendingRowsNote(count: number): string | null {
  return count === 0 ? null : `Left out ${plural(count, 'pending row')} with no amount.`;
}
