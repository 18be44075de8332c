import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@bk/data';

/**
 * The table an operator command works on. With TABLE_NAME set, the deployed table of that
 * stage, with the caller's own AWS credentials. Otherwise the running local stack, found through
 * the `stack.json` that `npm start` writes into DATA_DIR.
 */
export function connect(env: NodeJS.ProcessEnv = process.env): { db: Db; where: string } {
  // Operators run this on Node 20 too; the SDK's notice about dropping Node 20 is known (decision 0006).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const region = env.AWS_REGION ?? 'eu-west-2';
  if (env.TABLE_NAME) {
    const client = new DynamoDBClient({ region });
    return {
      db: createDb(DynamoDBDocumentClient.from(client), env.TABLE_NAME),
      where: `table ${env.TABLE_NAME} (${region})`,
    };
  }
  const file = resolve(env.DATA_DIR ?? '.data', 'stack.json');
  if (!existsSync(file)) {
    throw new Error(
      `The local stack is not running (no ${file}). Start it with "npm start", or set TABLE_NAME to work on a deployed stage.`,
    );
  }
  const stack = JSON.parse(readFileSync(file, 'utf8')) as { dynamodbEndpoint: string; tableName: string };
  const client = new DynamoDBClient({
    region,
    endpoint: stack.dynamodbEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    db: createDb(DynamoDBDocumentClient.from(client), stack.tableName),
    where: `the local stack (${stack.dynamodbEndpoint})`,
  };
}
