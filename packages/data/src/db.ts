import { PutCommand, UpdateCommand, type DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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

/** A conditional single-item write: Put, Update or Delete with a ConditionExpression. */
type ConditionalWrite = PutCommand | UpdateCommand | DeleteCommand;

/**
 * Send a conditional write; true when it was applied, false when its condition failed (a claim
 * someone else holds, a lease that moved on). Every other error is thrown.
 */
export async function sendConditional(db: Db, command: ConditionalWrite): Promise<boolean> {
  try {
    // The client's send is overloaded per command type, so each kind is sent as itself.
    if (command instanceof PutCommand) await db.doc.send(command);
    else if (command instanceof UpdateCommand) await db.doc.send(command);
    else await db.doc.send(command);
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}
