/**
 * The file read on an Import screen, held in memory for its Finish screen. It is never stored: a
 * reload forgets it, and the Finish screen then goes back to Import (SPEC §2). It is cleared once
 * imported (SPEC §4 "Stored CSV data is cleared after import").
 */
import type { CsvImportKind } from '@bk/domain';
import type { CsvEncoding } from './read-csv';

export interface LoadedCsv {
  kind: CsvImportKind;
  fileName: string;
  headings: string[];
  rows: string[][];
  rowNumbers: number[];
  encoding: CsvEncoding;
  notes: string[];
  /** Whether the first row was taken as the headings (a saved mapping matches only real headings). */
  hasHeadings: boolean;
}

let loaded: LoadedCsv | null = null;

export function setLoadedCsv(next: LoadedCsv | null): void {
  loaded = next;
}

/** The file read for this kind of import, or null (none read, or already imported). */
export function getLoadedCsv(kind: CsvImportKind): LoadedCsv | null {
  return loaded?.kind === kind ? loaded : null;
}
