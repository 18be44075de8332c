import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

/** Where a Query stopped (DynamoDB's `LastEvaluatedKey`); given back, the next page starts there. */
export type PageKey = Record<string, unknown>;

/** A Query as a repository writes it: the table and the start key are the helper's to set. */
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** One page of a Query. */
export interface QueryPage {
  items: Record<string, unknown>[];
  /** Items DynamoDB read for the page, before any FilterExpression (what the read costs). */
  scanned: number;
  /** Where the next page starts; absent on the last page. */
  next?: PageKey;
}

/**
 * One page of a Query, from `start` (or the beginning), reading at most `limit` items (or the
 * input's own `Limit`). Every repository that pages goes through here, so paging is written once.
 * @example await queryPage(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'BUS#b1' } }, { limit: 500 })
 */
export async function queryPage(
  db: Db,
  input: QueryInput,
  options: { start?: PageKey | undefined; limit?: number | undefined } = {},
): Promise<QueryPage> {
  const out = await db.doc.send(
    new QueryCommand({
      ...input,
      TableName: db.table,
      ExclusiveStartKey: options.start,
      ...(options.limit === undefined ? {} : { Limit: options.limit }),
    }),
  );
  return {
    items: out.Items ?? [],
    scanned: out.ScannedCount ?? 0,
    ...(out.LastEvaluatedKey ? { next: out.LastEvaluatedKey } : {}),
  };
}

/**
 * The pages of a Query, following `LastEvaluatedKey` until the last one or until the caller stops
 * iterating. `limit` is asked before each page, so a caller reads only what it still needs.
 * @example for await (const page of queryPages(db, input)) total += page.items.length;
 */
export async function* queryPages(
  db: Db,
  input: QueryInput,
  options: { start?: PageKey | undefined; limit?: () => number | undefined } = {},
): AsyncGenerator<QueryPage, void, undefined> {
  let start = options.start;
  do {
    const page = await queryPage(db, input, { start, limit: options.limit?.() });
    yield page;
    start = page.next;
  } while (start);
}

/**
 * Every item a Query matches, parsed by `parse`, page by page; with `max`, it stops reading once
 * that many are in hand (the last page may bring more: callers that need exactly `max` slice).
 * @example await queryAll(db, input, (item) => MemberItem.parse(item))
 */
export async function queryAll<T>(
  db: Db,
  input: QueryInput,
  parse: (item: Record<string, unknown>) => T,
  max = Infinity,
): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages(db, input)) {
    for (const item of page.items) items.push(parse(item));
    if (items.length >= max) break;
  }
  return items;
}
