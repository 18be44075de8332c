import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../../data/src/table-definition';

type TableShape = typeof TABLE;

/** Key attributes of the table and its indexes; all strings (prefixed keys, STYLE §7). */
function attributeDefinitions(table: TableShape): AttributeDefinition[] {
  const names = new Set<string>([table.partitionKey, table.sortKey]);
  for (const index of table.indexes) names.add(index.partitionKey).add(index.sortKey);
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
}

function indexSpec(index: TableShape['indexes'][number]): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (err) {
    if (err instanceof ResourceNotFoundException || (err as Error).name === 'ResourceNotFoundException')
      return undefined;
    throw err;
  }
}

/**
 * Create the single table as CDK does (PAY_PER_REQUEST, the GSIs of `TABLE` projecting ALL, TTL
 * on `TABLE.ttlAttribute`), or bring a persisted one up to date: a GSI added to `TABLE` since the
 * data was created is added, and TTL is enabled if it is not. Safe to call on every start.
 *
 * @example await ensureTable(client, 'bookkeeper-local') // 'created' | 'updated' | 'unchanged'
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  table: TableShape = TABLE,
): Promise<'created' | 'updated' | 'unchanged'> {
  let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged';
  const existing = await describe(client, tableName);
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(table),
        KeySchema: [
          { AttributeName: table.partitionKey, KeyType: 'HASH' },
          { AttributeName: table.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: table.indexes.map(indexSpec),
      }),
    );
    outcome = 'created';
  } else {
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    for (const index of table.indexes.filter((i) => !have.has(i.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions(table),
          GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
        }),
      );
      outcome = 'updated';
    }
  }
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 2 }, { TableName: tableName });
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
      }),
    );
    if (outcome === 'unchanged') outcome = 'updated';
  }
  return outcome;
}
