/** What Finish import (contacts) shows and sends: the rows the domain reads as contacts and the problems of the others. */
import type { BodyOf } from '@bk/contract';
import { contactIndexes, readContactRows, type CsvColumnType, type RowProblem } from '@bk/domain';

export interface ContactPreview {
  /** Row numbers read as contacts. */
  valid: Set<number>;
  mappingProblems: RowProblem[];
  rowProblems: RowProblem[];
  errorRows: Set<number>;
}

export function previewContacts(
  rows: readonly (readonly string[])[],
  rowNumbers: readonly number[],
  types: readonly CsvColumnType[],
): ContactPreview {
  const result = readContactRows(rows, contactIndexes(types), rowNumbers);
  const rowProblems = result.problems.filter((p) => p.row !== 0);
  return {
    valid: new Set(result.rows.map((row) => row.row)),
    mappingProblems: result.problems.filter((p) => p.row === 0),
    rowProblems,
    errorRows: new Set(rowProblems.map((p) => p.row)),
  };
}

/** The finish call's body: the rows read as contacts, ignored columns blanked (SPEC §5). */
export function finishContactsBody(input: {
  name: string;
  types: readonly CsvColumnType[];
  headings: readonly string[] | null;
  rows: readonly (readonly string[])[];
  rowNumbers: readonly number[];
  include: ReadonlySet<number>;
}): BodyOf<'contactImportFinish'> {
  const picked = input.rows.flatMap((row, i) => {
    const rowNumber = input.rowNumbers[i] ?? i + 1;
    const cells = row.map((cell, j) => ((input.types[j] ?? 'Ignore') === 'Ignore' ? '' : cell));
    return input.include.has(rowNumber) ? [{ row: cells, rowNumber }] : [];
  });
  return {
    name: input.name.trim(),
    ...contactIndexes(input.types),
    csvData: JSON.stringify(picked.map((p) => p.row)),
    rowNumbers: picked.map((p) => p.rowNumber),
    ...(input.headings ? { headings: input.headings.map((h) => h.slice(0, 200)).slice(0, 100) } : {}),
  };
}
