/**
 * What the Finish import screen shows and sends for a transaction file: the rows the domain's row
 * reader accepts (the server reads them the same way), the problems of the others, pending rows
 * left out, duplicates unticked unless the person ticks them, and the finish call's body.
 */
import type { BodyOf } from '@bk/contract';
import {
  detectDateFormat,
  pendingRows,
  readTransactionRows,
  toPounds,
  transactionIndexes,
  type CsvColumnType,
  type CsvDateFormat,
  type DetectedDateFormat,
  type ImportedTransactionRow,
  type RowProblem,
} from '@bk/domain';

export interface TransactionPreviewInput {
  rows: readonly (readonly string[])[];
  rowNumbers: readonly number[];
  types: readonly CsvColumnType[];
  dateFormat: CsvDateFormat;
}

export interface TransactionPreview {
  /** Row numbers of pending rows (no amount), left out. */
  pending: Set<number>;
  /** Rows read, by row number. */
  read: Map<number, ImportedTransactionRow>;
  /** Problems of the mapping itself (row 0), shown above the table. */
  mappingProblems: RowProblem[];
  /** Problems of rows, in file order. */
  rowProblems: RowProblem[];
  /** Row numbers with at least one problem. */
  errorRows: Set<number>;
}

export function previewTransactions(input: TransactionPreviewInput): TransactionPreview {
  const pendingIndexes = new Set(pendingRows(input.rows, input.types));
  const pending = new Set([...pendingIndexes].map((i) => input.rowNumbers[i] ?? i + 1));
  const rows = input.rows.filter((_, i) => !pendingIndexes.has(i));
  const rowNumbers = input.rowNumbers.filter((_, i) => !pendingIndexes.has(i));
  const result = readTransactionRows(rows, transactionIndexes(input.types), input.dateFormat, rowNumbers);
  const mappingProblems = result.problems.filter((p) => p.row === 0);
  const rowProblems = result.problems.filter((p) => p.row !== 0);
  return {
    pending,
    read: new Map(result.rows.map((row) => [row.row, row])),
    mappingProblems,
    rowProblems,
    errorRows: new Set(rowProblems.map((p) => p.row)),
  };
}

/** The order of the Date column's values (DMY taken when undecidable; `possible` says whether to ask). */
export function detectColumnDates(
  rows: readonly (readonly string[])[],
  types: readonly CsvColumnType[],
): DetectedDateFormat {
  const column = types.indexOf('Date');
  if (column === -1) return { format: 'DMY', possible: ['DMY'] };
  return detectDateFormat(rows.map((row) => row[column] ?? ''));
}

/** The duplicates call's body for the rows read, in order (its answer indexes into them). */
export function duplicatesRequest(
  accountId: string,
  read: ReadonlyMap<number, ImportedTransactionRow>,
): { body: BodyOf<'transactionImportDuplicates'>; rowNumbers: number[] } {
  const rows = [...read.values()];
  return {
    body: { accountId, rows: rows.map((row) => ({ date: row.date, amount: toPounds(row.amount), desc: row.desc })) },
    rowNumbers: rows.map((row) => row.row),
  };
}

/**
 * Whether a row read is to be imported: what the person ticked or unticked, else every row but the
 * duplicates.
 */
export function isIncluded(rowNumber: number, duplicates: ReadonlySet<number>, choices: ReadonlyMap<number, boolean>) {
  return choices.get(rowNumber) ?? !duplicates.has(rowNumber);
}

export interface FinishTransactionsInput {
  accountId: string;
  name: string;
  dateFormat: CsvDateFormat;
  types: readonly CsvColumnType[];
  headings: readonly string[] | null;
  rows: readonly (readonly string[])[];
  rowNumbers: readonly number[];
  /** The row numbers to import. */
  include: ReadonlySet<number>;
}

/** The finish call's body: the included rows only, with their row numbers and the mapping. */
export function finishTransactionsBody(input: FinishTransactionsInput): BodyOf<'transactionImportFinish'> {
  const picked = input.rows.flatMap((row, i) => {
    const rowNumber = input.rowNumbers[i] ?? i + 1;
    // SPEC §5: ignored columns are blanked, so nothing the person left out is sent.
    const cells = row.map((cell, j) => ((input.types[j] ?? 'Ignore') === 'Ignore' ? '' : cell));
    return input.include.has(rowNumber) ? [{ row: cells, rowNumber }] : [];
  });
  return {
    accountId: input.accountId,
    name: input.name.trim(),
    dateFormat: input.dateFormat,
    ...transactionIndexes(input.types),
    csvData: JSON.stringify(picked.map((p) => p.row)),
    rowNumbers: picked.map((p) => p.rowNumber),
    ...(input.headings ? { headings: input.headings.map((h) => h.slice(0, 200)).slice(0, 100) } : {}),
  };
}

/** 'Import 12 rows', or with rows in error 'Skip the 3 rows with errors and import 12 rows'. */
export function submitLabel(importing: number, errorRows: number): string {
  const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
  return errorRows > 0
    ? `Skip the ${rows(errorRows)} with errors and import ${rows(importing)}`
    : `Import ${rows(importing)}`;
}
