import { importRemoval, importRepository } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { deleteFile } from '../../shared/files';

/** How long the deletion waits for imports into the account to finish before it gives up (and may be tried again). */
const IMPORT_WAIT_MS = 2 * 60_000;
const POLL_MS = 1000;

/**
 * Wait until no import of the business is in flight (importing, applied or being removed): its
 * rows and totals are written apart, so deleting under it could count a row twice. Imports whose
 * lease lapsed are settled first, as the next import would. New imports and removals touching the
 * account are refused once it is marked (they read the mark after recording themselves), so this
 * waits only for those already started. `heartbeat` keeps the job from looking stalled.
 */
export async function waitForImports(businessId: string, heartbeat: () => Promise<void>): Promise<void> {
  const db = getDb();
  const deadline = Date.now() + IMPORT_WAIT_MS;
  for (;;) {
    await importRemoval(db, deleteFile).recoverLapsedImports(businessId, 'TX', Date.now());
    const imports = await importRepository(db).listImports(businessId, 'TX');
    // Any of the business's, not only those naming the account: a removal finds rows where edits moved them.
    if (imports.every((i) => i.state === 'done')) return;
    if (Date.now() >= deadline) throw new Error('An import into this bank account is still running');
    await heartbeat();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
