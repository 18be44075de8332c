import {
  BatchWriteCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';

/** The document client and table name every repository works on (injected, STYLE §11). */
export interface Db {
  readonly doc: DynamoDBDocumentClient;
  readonly table: string;
}

export function createDb(doc: DynamoDBDocumentClient, table: string): Db {
  return { doc, table };
}

/** Epoch seconds for DynamoDB's TTL attribute. */
export function ttlFromMs(epochMs: number): number {
  return Math.ceil(epochMs / 1000);
}

/** Whether an error is DynamoDB's failed condition (a 409 or a no-op for callers). */
export function isConditionFailed(err: unknown): boolean {
  return err instanceof Error && err.name === 'ConditionalCheckFailedException';
}

/**
 * Delete items by key: BatchWriteItem, 25 a call, retrying unprocessed items with backoff
 * (throws if DynamoDB still refuses them after 8 tries). Deleting what is gone is a no-op.
 */
export async function deleteKeys(db: Db, itemKeys: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += 25) {
    let pending = itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= 8) throw new Error(`DynamoDB left ${pending.length} deletes unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 2000)));
      const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
      pending = (out.UnprocessedItems?.[db.table] ?? []) as typeof pending;
    }
  }
}

/** Every item a query matches, following `LastEvaluatedKey` page by page, parsed by `parse`. */
export async function queryAll<T>(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  parse: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(new QueryCommand({ ...input, TableName: db.table, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) items.push(parse(item));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
