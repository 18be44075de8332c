import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@bk/data';

/**
 * Delete every item whose `ttl` (epoch seconds) is at or before `nowSeconds`. A Scan is allowed
 * here: it is a background job, never a request path (STYLE §7). Only keys are read.
 */
export async function purgeExpiredItems(db: Db, nowSeconds: number): Promise<number> {
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new ScanCommand({
        TableName: db.table,
        FilterExpression: '#ttl <= :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': nowSeconds },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    const keys = (page.Items ?? []) as Record<string, unknown>[];
    for (let i = 0; i < keys.length; i += 25) {
      let requests: { DeleteRequest: { Key: Record<string, unknown> } }[] | undefined = keys
        .slice(i, i + 25)
        .map((Key) => ({ DeleteRequest: { Key } }));
      while (requests && requests.length > 0) {
        const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: requests } }));
        requests = out.UnprocessedItems?.[db.table] as typeof requests;
      }
    }
    deleted += keys.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}
