import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@bk/data';

/** The local stack's table (its environment), reached as the bench's seeding writes to it directly. */
export function stackDb(env: Readonly<Record<string, string | undefined>>): Db {
  const client = new DynamoDBClient({
    region: 'eu-west-2',
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return createDb(
    DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    env.TABLE_NAME ?? '',
  );
}
