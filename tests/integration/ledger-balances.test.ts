import { describe, expect, it } from 'vitest';
import { ledgerRepository } from '@bk/data';
import { balanceCommands } from '@bk/ops';
import { seedUser, stackDb } from '../support/seed';
import { addAccount, addTx } from './ledger-support';

describe('balance check command (npm run check-balances)', () => {
  it('finds no drift after ledger writes, reports a balance changed by hand, and fixes it', async () => {
    const u = await seedUser({ withBusiness: true });
    const businessId = u.businessId as string;
    const a = await addAccount(u.token, 'Main', true);
    const b = await addAccount(u.token, 'Card');
    await addTx(u.token, {
      date: '2026-01-01',
      desc: 'Sale',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 10.01,
      accountId: a,
    });
    await addTx(u.token, {
      date: '2026-01-02',
      desc: 'Fuel',
      transactionTypeId: 1,
      categoryId: 'fuel',
      amount: 3.5,
      accountId: b,
    });
    const commands = balanceCommands(stackDb());

    const clean = await commands.check({ businessId });
    expect(clean.map((r) => [r.accountId, r.stored, r.computed, r.drift]).sort()).toEqual(
      [
        [a, 1001, 1001, 0],
        [b, -350, -350, 0],
      ].sort(),
    );

    await ledgerRepository(stackDb()).setAccountBalance(businessId, a, 999);
    const drift = (await commands.check({ businessId })).filter((r) => r.drift !== 0);
    expect(drift).toEqual([
      expect.objectContaining({ accountId: a, stored: 999, computed: 1001, drift: -2, transactions: 1 }),
    ]);

    await commands.check({ businessId, fix: true });
    expect((await commands.check({ businessId })).every((r) => r.drift === 0)).toBe(true);

    // The ledger's magnitude (|10.01| + |-3.50|): kept by every write, repaired when missing.
    expect(await commands.checkMagnitudes({ businessId })).toEqual([
      { businessId, stored: 1351, computed: 1351, drift: 0 },
    ]);
    await ledgerRepository(stackDb()).setMagnitude(businessId, 0);
    expect((await commands.checkMagnitudes({ businessId }))[0]?.drift).toBe(-1351);
    await commands.checkMagnitudes({ businessId, fix: true });
    expect(await ledgerRepository(stackDb()).getMagnitude(businessId)).toBe(1351);
    // Without a business it visits every business with accounts, this one included.
    expect((await commands.check()).some((r) => r.businessId === businessId)).toBe(true);
  });
});
