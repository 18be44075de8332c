import { describe, expect, it } from 'vitest';
import { ledgerRepository } from '@bk/data';
import { balanceCommands } from '@bk/ops';
import { api } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { addAccount, addTx } from './ledger-support';

/** Opening balances, sort codes and last four digits of bank accounts, and names that do not repeat (decision 0041). */

async function business() {
  const u = await seedUser({ withBusiness: true });
  return { token: u.token, businessId: u.businessId as string };
}

const sale = (accountId: string, amount: number, date = '2026-04-02') => ({
  date,
  desc: 'Sale',
  transactionTypeId: 1,
  categoryId: 'sales',
  amount,
  accountId,
});

/** The balance check finds nothing to fix: balances and the ledger's magnitude as kept by the writes. */
async function expectNoDrift(businessId: string, magnitude: number) {
  const commands = balanceCommands(stackDb());
  expect((await commands.check({ businessId })).filter((r) => r.drift !== 0)).toEqual([]);
  expect(await commands.checkMagnitudes({ businessId })).toEqual([
    { businessId, stored: magnitude, computed: magnitude, drift: 0 },
  ]);
}

describe('bank account opening balance', () => {
  it('starts the balance at the opening balance and adds the transactions to it', async () => {
    const { token, businessId } = await business();
    const created = await api(token).ok('accountCreate', {
      body: {
        name: 'Current account',
        isMain: true,
        openingBalance: 1000,
        openingDate: '2026-04-01',
        sortCode: '12-34-56',
        lastFourDigits: '0123',
      },
    });
    expect(created).toMatchObject({
      balance: 1000,
      openingBalance: 1000,
      openingDate: '2026-04-01',
      sortCode: '12-34-56',
      lastFourDigits: '0123',
    });
    await addTx(token, sale(created.id, 10.01));
    await addTx(token, { ...sale(created.id, 3.5), categoryId: 'fuel' });
    const [account] = await api(token).ok('accountList');
    expect(account).toMatchObject({ id: created.id, balance: 1006.51, openingBalance: 1000 });
    await expectNoDrift(businessId, 100_000 + 1_001 + 350);
  });

  it('moves the balance by the difference when the opening balance is edited, keeps it when left out, and clears it', async () => {
    const { token, businessId } = await business();
    const id = (
      await api(token).ok('accountCreate', {
        body: { name: 'Main', isMain: true, openingBalance: 250.5, openingDate: '2026-01-01' },
      })
    ).id;
    await addTx(token, sale(id, 20));

    const edited = await api(token).ok('accountUpdate', {
      params: { id },
      body: { name: 'Main', isMain: true, openingBalance: -100, openingDate: '2026-02-01' },
    });
    expect(edited).toMatchObject({ balance: -80, openingBalance: -100, openingDate: '2026-02-01' });
    await expectNoDrift(businessId, 10_000 + 2_000);

    const renamed = await api(token).ok('accountUpdate', { params: { id }, body: { name: 'Business', isMain: true } });
    expect(renamed).toMatchObject({ name: 'Business', balance: -80, openingBalance: -100, openingDate: '2026-02-01' });

    const cleared = await api(token).ok('accountUpdate', {
      params: { id },
      body: { name: 'Business', isMain: true, openingBalance: null, openingDate: null, sortCode: null },
    });
    expect(cleared).toMatchObject({ balance: 20, openingBalance: null, openingDate: null, sortCode: null });
    await expectNoDrift(businessId, 2_000);
  });

  it('loses no transaction written while the opening balance is edited', async () => {
    const { token, businessId } = await business();
    const id = (
      await api(token).ok('accountCreate', {
        body: { name: 'Main', isMain: true, openingBalance: 10, openingDate: '2026-01-01' },
      })
    ).id;
    const edits = [5, 7, 9].map((openingBalance) =>
      api(token).call('accountUpdate', {
        params: { id },
        body: { name: 'Main', isMain: true, openingBalance, openingDate: '2026-01-01' },
      }),
    );
    const writes = [1, 2, 3, 4].map((amount) => addTx(token, sale(id, amount)));
    const replies = await Promise.all(edits);
    await Promise.all(writes);
    // A concurrent edit of the account itself may be refused (409), never applied twice or lost.
    for (const r of replies) expect([200, 409]).toContain(r.status);
    expect(replies.some((r) => r.status === 200)).toBe(true);
    const [account] = await api(token).ok('accountList');
    const opening = Math.round((account?.openingBalance ?? 0) * 100);
    expect(Math.round((account?.balance ?? 0) * 100)).toBe(opening + 1_000);
    await expectNoDrift(businessId, opening + 1_000);
  });

  it('is found by check-balances: no drift, and a hand-changed balance is reported and fixed', async () => {
    const { token, businessId } = await business();
    const id = (
      await api(token).ok('accountCreate', {
        body: { name: 'Main', isMain: true, openingBalance: 500, openingDate: '2026-01-01' },
      })
    ).id;
    await addTx(token, sale(id, 12.34));
    const commands = balanceCommands(stackDb());
    expect(await commands.check({ businessId })).toEqual([
      expect.objectContaining({ accountId: id, stored: 51_234, computed: 51_234, drift: 0, transactions: 1 }),
    ]);

    await ledgerRepository(stackDb()).setAccountBalance(businessId, id, 1_234);
    expect(await commands.check({ businessId })).toEqual([
      expect.objectContaining({ accountId: id, stored: 1_234, computed: 51_234, drift: -50_000 }),
    ]);
    await commands.check({ businessId, fix: true });
    expect((await api(token).ok('accountList'))[0]?.balance).toBe(512.34);

    await ledgerRepository(stackDb()).setMagnitude(businessId, 1_234);
    await commands.checkMagnitudes({ businessId, fix: true });
    await expectNoDrift(businessId, 51_234);
  });

  it('takes the opening balance off the ledger bound when the account is deleted', async () => {
    const { token, businessId } = await business();
    await addAccount(token, 'Main', true);
    const savings = (
      await api(token).ok('accountCreate', {
        body: { name: 'Savings', isMain: false, openingBalance: -75, openingDate: '2026-01-01' },
      })
    ).id;
    await expectNoDrift(businessId, 7_500);
    expect((await api(token).call('accountDelete', { params: { id: savings } })).status).toBe(200);
    expect(await ledgerRepository(stackDb()).getMagnitude(businessId)).toBe(0);
  });

  it('refuses half an opening balance, a malformed sort code and last four digits, with field errors', async () => {
    const { token } = await business();
    const refused = async (body: Record<string, unknown>) => {
      const reply = await api(token).call('accountCreate', { body: { name: 'Main', isMain: true, ...body } });
      expect(reply.status).toBe(400);
      return reply.error.errors;
    };
    expect(await refused({ openingBalance: 10 })).toEqual([
      { field: 'openingDate', message: 'Enter the date of the opening balance' },
    ]);
    expect(await refused({ openingDate: '2026-01-01' })).toEqual([
      { field: 'openingBalance', message: 'Enter the opening balance on this date (it can be 0.00)' },
    ]);
    expect(await refused({ sortCode: '123456' })).toEqual([
      { field: 'sortCode', message: 'Enter the sort code as 6 digits, like 12-34-56' },
    ]);
    expect(await refused({ lastFourDigits: '123' })).toEqual([
      { field: 'lastFourDigits', message: 'Enter the last 4 digits of the account number, like 1234' },
    ]);
    expect(await refused({ openingBalance: 1.234, openingDate: '2026-01-01' })).toEqual([
      expect.objectContaining({ field: 'openingBalance' }),
    ]);
  });
});

describe('bank account names', () => {
  it('refuses a name another account has, whatever its case and spaces', async () => {
    const { token } = await business();
    const current = await addAccount(token, 'Current account', true);
    const savings = await addAccount(token, 'Savings');
    const message = 'You already have a bank account called "Current account". Choose another name.';

    const added = await api(token).call('accountCreate', { body: { name: '  current   ACCOUNT ', isMain: false } });
    expect(added.status).toBe(400);
    expect(added.error.errors).toEqual([{ field: 'name', message }]);

    const renamed = await api(token).call('accountUpdate', {
      params: { id: savings },
      body: { name: 'CurrentAccount', isMain: false },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.error.errors).toEqual([{ field: 'name', message }]);

    // An account may keep its own name, in another case.
    const own = await api(token).ok('accountUpdate', {
      params: { id: current },
      body: { name: 'Current Account', isMain: true },
    });
    expect(own.name).toBe('Current Account');
    expect((await api(token).ok('accountList')).map((a) => a.name)).toEqual(['Current Account', 'Savings']);
  });
});
