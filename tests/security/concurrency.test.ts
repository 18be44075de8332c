import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { accountRepository, ledgerKeys } from '@bk/data';
import { api } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';

/**
 * Concurrent writes that must not break a rule of one-per-business (decision 0053): the default
 * bank account is kept in one item, written with the account, so however many saves race there
 * is exactly one default.
 */
async function defaults(token: string): Promise<string[]> {
  return (await api(token).ok('accountList')).filter((a) => a.isMain).map((a) => a.id);
}

describe('one default bank account whatever the concurrency', () => {
  it('five parallel creates that each ask to be the default leave exactly one default', async () => {
    const u = await seedUser({ withBusiness: true });
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_v, i) =>
        api(u.token).call('accountCreate', { body: { name: `Account ${i}`, isMain: true } }),
      ),
    );
    for (const r of replies) expect(r.status, r.text).toBe(201);
    const found = await defaults(u.token);
    expect(found).toHaveLength(1);
    expect(await accountRepository(stackDb()).getDefaultAccountId(u.businessId as string)).toBe(found[0]);
  });

  it('five parallel creates on a business with no account (none asking) leave exactly one default', async () => {
    const u = await seedUser({ withBusiness: true });
    await Promise.all(
      Array.from({ length: 5 }, (_v, i) =>
        api(u.token).ok('accountCreate', { body: { name: `Account ${i}`, isMain: false } }),
      ),
    );
    expect(await defaults(u.token)).toHaveLength(1);
  });

  it('parallel "make default" edits of different accounts leave exactly one default', async () => {
    const u = await seedUser({ withBusiness: true });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await api(u.token).ok('accountCreate', { body: { name: `Account ${i}`, isMain: false } })).id);
    const replies = await Promise.all(
      ids.map((id, i) =>
        api(u.token).call('accountUpdate', { params: { id }, body: { name: `Account ${i}`, isMain: true } }),
      ),
    );
    for (const r of replies) expect([200, 409], r.text).toContain(r.status);
    const found = await defaults(u.token);
    expect(found).toHaveLength(1);
    expect(await accountRepository(stackDb()).getDefaultAccountId(u.businessId as string)).toBe(found[0]);
  });

  it('reads the default of data written before the default item from its flag, and fixes it on the next write', async () => {
    const u = await seedUser({ withBusiness: true });
    const businessId = u.businessId as string;
    const db = stackDb();
    // Two accounts as the earlier code wrote them: the flag on the account, no default item.
    const at = '2025-01-01T00:00:00.000Z';
    for (const [id, isMain, createdAt] of [
      ['legacy-a', false, at],
      ['legacy-b', true, '2025-01-02T00:00:00.000Z'],
    ] as const)
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...ledgerKeys.account(businessId, id),
            entity: 'account',
            id,
            name: id,
            isMain,
            balance: 0,
            createdAt,
            version: 1,
          },
        }),
      );
    expect(await defaults(u.token)).toEqual(['legacy-b']);
    await api(u.token).ok('accountCreate', { body: { name: 'New', isMain: false } });
    expect(await defaults(u.token)).toEqual(['legacy-b']);
    await api(u.token).ok('accountUpdate', { params: { id: 'legacy-a' }, body: { name: 'legacy-a', isMain: true } });
    // The old flag stays on legacy-b, but the default item now decides.
    expect(await defaults(u.token)).toEqual(['legacy-a']);
  });
});
