import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
