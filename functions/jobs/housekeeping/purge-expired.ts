import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { deleteKeys, scans, type Db } from '@bk/data';

/**
 * Delete every item whose `ttl` (epoch seconds) is at or before `nowSeconds`. A Scan is allowed
 * here: it is a background job, never a request path (STYLE §7). Only keys are read; the SDK's
 * paginator follows the pages, and `deleteKeys` sends again what DynamoDB leaves unprocessed with
 * the SDK's own backoff.
 */
export async function purgeExpiredItems(db: Db, nowSeconds: number): Promise<number> {
  let deleted = 0;
  const pages = paginateScan({ client: db.doc }, scans.expiredItems(db, nowSeconds));
  for await (const page of pages) {
    const keys = page.Items ?? [];
    await deleteKeys(db, keys);
    deleted += keys.length;
  }
  return deleted;
}
