import { businessRepository, exportsPrefix } from '@bk/data';
import { getDb } from './clients/db';
import { businessPrefix, deletePrefix } from './files';

/**
 * Delete everything a business has: every item of its `BUS#<id>` partition (the business, its
 * memberships with their GSI entries, its ledger, audit log and the rest), a page at a time, and
 * every file under its prefix in the files bucket. Returns the number of items and files removed.
 * Idempotent: a second run finds nothing and returns 0, so a retried job is safe.
 * `onProgress` is called after each page with the running total (for the job's progress).
 *
 * The partition is read from the start again after each page rather than from a cursor, so
 * items written while the deletion runs are deleted too.
 */
export async function deleteBusinessData(
  businessId: string,
  onProgress?: (removed: number) => Promise<void>,
): Promise<number> {
  const repo = businessRepository(getDb());
  let removed = 0;
  for (;;) {
    const sortKeys = await repo.listBusinessItemKeys(businessId);
    if (sortKeys.length === 0) break;
    await repo.deleteBusinessItems(businessId, sortKeys);
    removed += sortKeys.length;
    await onProgress?.(removed);
  }
  removed += await deletePrefix(businessPrefix(businessId));
  // Large CSV exports sit under a prefix of their own so that one lifecycle rule expires them (0034).
  removed += await deletePrefix(exportsPrefix(businessId));
  await onProgress?.(removed);
  return removed;
}
