import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@bk/data';
import { config } from '../config';
import { awsRequestHandler } from './timeouts';

/**
 * The DynamoDB document client, built once per cold start and shared by every request
 * (STYLE §11). Each AWS client has a module of its own so a function bundles only the SDK
 * clients it uses (cold start size, docs/performance.md).
 */
let db: Db | undefined;

export function getDb(): Db {
  if (!db) {
    const c = config();
    const client = new DynamoDBClient({
      region: c.AWS_REGION,
      requestHandler: awsRequestHandler(c),
      ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}),
    });
    const doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
    db = createDb(doc, c.TABLE_NAME);
  }
  return db;
}

/** Drop the cached client (tests that restart the local stack). */
export function resetDb(): void {
  db?.doc.destroy();
  db = undefined;
}
