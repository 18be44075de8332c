import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { purgeExpiredItems } from '../../functions/jobs/housekeeping/purge-expired';
import { stackDb } from '../support/seed';

describe('housekeeping job (hourly purge of expired items)', () => {
  it('deletes every item whose ttl has passed, over several batches, and nothing else', async () => {
    // Prepare: expiry times in 1970, so that no item of a test running beside this one is touched.
    const db = stackDb();
    const pk = `HOUSEKEEPING-TEST#${randomUUID()}`;
    const item = (i: number, ttl: number) => ({ pk, sk: `ITEM#${String(i).padStart(3, '0')}`, ttl });
    const expired = Array.from({ length: 60 }, (_, i) => item(i, 1_000 + i));
    const kept = [item(100, 1_500), item(101, 5_000), { pk, sk: 'ITEM#NO-TTL' }];
    await Promise.all([...expired, ...kept].map((Item) => db.doc.send(new PutCommand({ TableName: db.table, Item }))));

    // Act
    const deleted = await purgeExpiredItems(db, 1_499);

    // Assess
    expect(deleted).toBe(60);
    const left = async (key: { pk: string; sk: string }) =>
      (await db.doc.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: true }))).Item;
    for (const e of expired) expect(await left({ pk, sk: e.sk })).toBeUndefined();
    for (const k of kept) expect(await left({ pk, sk: k.sk })).toBeDefined();
    expect(await purgeExpiredItems(db, 1_499)).toBe(0);
  });
});
