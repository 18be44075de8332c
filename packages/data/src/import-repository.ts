import type { Db } from './db';
import { importRecords } from './import-records';
import { importTotals } from './import-totals';

/**
 * CSV imports (ACCESS_PATTERNS.md "importRepository", decision 0033): the import records, the
 * rows an import brought in, and the once-per-key writes of the totals it moves.
 * `import-run.ts` and `import-removal.ts` put these together into an all-or-nothing import.
 */
export function importRepository(db: Db) {
  return { ...importRecords(db), ...importTotals(db) };
}
export type ImportRepository = ReturnType<typeof importRepository>;
