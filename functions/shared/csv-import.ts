import type { FieldError } from '@bk/contract';
import { importRemoval, importRepository, type ImportItem, type ImportKind } from '@bk/data';
import { MAX_IMPORT_ROWS, type RowProblem } from '@bk/domain';
import { getDb } from './clients/db';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { deleteFile } from './files';

/** The most row problems one answer lists (a file of 5,000 bad rows would otherwise send 5,000). */
const MAX_LISTED_PROBLEMS = 50;

/**
 * The finish call's `csvData` (a JSON array of rows, each an array of cells) as rows of strings;
 * a 400 on `csvData` when it is not one or has more rows than an import takes (SPEC §5, §9).
 */
export function csvRows(csvData: string): string[][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(csvData);
  } catch {
    parsed = null;
  }
  const rows = Array.isArray(parsed) && parsed.every((r) => Array.isArray(r)) ? (parsed as unknown[][]) : null;
  if (!rows)
    throw new ValidationError([{ field: 'csvData', message: "Couldn't read the file's rows; upload it again" }]);
  if (rows.length === 0) throw new ValidationError([{ field: 'csvData', message: 'Uploaded CSV is empty' }]);
  if (rows.length > MAX_IMPORT_ROWS)
    throw new ValidationError([{ field: 'csvData', message: `CSV file too large, max size ${MAX_IMPORT_ROWS} rows` }]);
  // A cell is text; a number or true/false (a hand-built body) reads as written, anything else as blank.
  return rows.map((row) =>
    row.map((cell) =>
      typeof cell === 'string' ? cell : typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : '',
    ),
  );
}

/**
 * Row problems as the field errors of SPEC §8, on `csvData`; a file whose rows are all empty is
 * 'Uploaded CSV is empty'. Nothing when the rows read.
 */
export function throwRowProblems(problems: readonly RowProblem[], rowsRead: number): void {
  if (problems.length === 0 && rowsRead === 0)
    throw new ValidationError([{ field: 'csvData', message: 'Uploaded CSV is empty' }]);
  if (problems.length === 0) return;
  const errors: FieldError[] = problems
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((p) => ({ field: 'csvData', message: p.message }));
  if (problems.length > MAX_LISTED_PROBLEMS)
    errors.push({ field: 'csvData', message: `and ${problems.length - MAX_LISTED_PROBLEMS} more problems` });
  throw new ValidationError(errors);
}

/** An import record as the API shows it (SPEC §3 Import record, with the saved mapping). */
export function importDto(item: ImportItem) {
  return {
    id: item.id,
    name: item.name,
    date: item.createdAt,
    count: item.count,
    headings: item.headings,
    mapping: item.mapping,
    accountId: item.accountId,
    dateFormat: item.dateFormat,
  };
}

/** Imports of the business and kind, after settling any whose run crashed (lease lapsed). */
export async function listDoneImports(businessId: string, kind: ImportKind, now: Date) {
  const db = getDb();
  await importRemoval(db, deleteFile).recoverLapsedImports(businessId, kind, now.getTime());
  const items = await importRepository(db).listImports(businessId, kind);
  return items.filter((i) => i.state === 'done').map(importDto);
}

/** Remove an import with what it brought in (404 when it is not the business's, 409 while it runs). */
export async function removeImport(businessId: string, kind: ImportKind, importId: string, now: Date) {
  const result = await importRemoval(getDb(), deleteFile).removeImport(businessId, kind, importId, now.getTime());
  if (result === 'not-found') throw new NotFoundError('This import no longer exists. The list has been reloaded.');
  if (result === 'busy')
    throw new ConflictError('This import is still being brought in or removed. Try again in a minute.');
  return { ok: true as const };
}

/** Settle the business's crashed imports of a kind before a new one starts. */
export async function recoverImports(businessId: string, kind: ImportKind, now: Date): Promise<void> {
  await importRemoval(getDb(), deleteFile).recoverLapsedImports(businessId, kind, now.getTime());
}
