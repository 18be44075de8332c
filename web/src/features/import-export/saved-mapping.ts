/**
 * A previous import's choices for a file laid out the same way: a file whose heading row equals
 * that import's headings gets its column types, account and date order preselected.
 */
import { typesFromMapping, type CsvColumnType, type CsvDateFormat, type CsvImportKind } from '@bk/domain';

interface SavedImport {
  headings: string[] | null;
  mapping: Record<string, number> | null;
  accountId: string | null;
  dateFormat: CsvDateFormat | null;
}

export interface SavedChoices {
  types: CsvColumnType[];
  accountId: string | null;
  dateFormat: CsvDateFormat | null;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((heading, i) => heading.trim() === (b[i] ?? '').trim());

/** The choices of the first (newest) import with the same headings, or null. */
export function savedChoicesFor(
  records: readonly SavedImport[] | undefined,
  headings: readonly string[],
  kind: CsvImportKind,
): SavedChoices | null {
  const match = records?.find((record) => record.mapping && record.headings && same(record.headings, headings));
  if (!match?.mapping) return null;
  return {
    types: typesFromMapping(match.mapping, headings.length, kind),
    accountId: match.accountId,
    dateFormat: match.dateFormat,
  };
}
