import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { call } from './business-support';
import { addAccount, addTx, expectBalancesExact, list } from './ledger-support';

/**
 * Amounts that a float calculation gives (1.1 * 3, 0.1 + 0.2) and amounts whose totals would leave
 * the range money is kept in: each is refused with a field error, and the ledger keeps answering.
 */
const FLOAT_NOISE = [3.3000000000000003, 0.30000000000000004];
const MAX = 9_999_999_999_999.99;
const TOO_MUCH =
  'This amount would take the totals of your books beyond £9,999,999,999,999.99. Check the amount and try again.';

async function ledger() {
  const u = await seedUser({ withBusiness: true });
  const accountId = await addAccount(u.token, 'Main', true);
  return { token: u.token, businessId: u.businessId as string, accountId };
}

const sale = (accountId: string, amount: number) => ({
  date: '2026-02-10',
  desc: 'Sale',
  transactionTypeId: 1,
  categoryId: 'sales',
  amount,
  accountId,
});

/** The ledger's reads still answer: bank accounts, and the list with its totals. */
async function expectLedgerReadable(token: string, businessId: string) {
  await expectBalancesExact(token, businessId);
  await list(token);
  await list(token, { dateFrom: '2026-01-01', dateTo: '2026-12-31' });
}

function fieldMessages(json: { errors?: { field: string; message: string }[] }, field: string): string[] {
  return (json.errors ?? []).filter((e) => e.field === field).map((e) => e.message);
}

describe('money at the edge', () => {
  it('refuses amounts with float noise on every money field of the ledger with a field error', async () => {
    const { token, businessId, accountId } = await ledger();
    const kept = await addTx(token, sale(accountId, 10));
    for (const amount of FLOAT_NOISE) {
      const created = await call('POST', '/transaction', { token, body: sale(accountId, amount) });
      expect(created.status, `${amount}: ${created.text}`).toBe(400);
      expect(fieldMessages(created.json, 'amount')).toEqual(['Enter an amount with no more than 2 decimal places']);

      const edited = await call('PATCH', `/transaction/${kept.id}`, {
        token,
        body: { ...sale(accountId, amount), updatedDate: kept.updatedDate },
      });
      expect(edited.status, `${amount}: ${edited.text}`).toBe(400);
      expect(fieldMessages(edited.json, 'amount')).toHaveLength(1);

      const split = await call('PATCH', `/transaction/${kept.id}/split`, {
        token,
        body: { splitAmount: amount, updatedDate: kept.updatedDate },
      });
      expect(split.status, `${amount}: ${split.text}`).toBe(400);
      expect(fieldMessages(split.json, 'splitAmount')).toHaveLength(1);

      for (const filter of [{ minAmount: amount }, { maxAmount: amount }]) {
        const listed = await call('PATCH', '/transaction/list', { token, body: filter });
        expect(listed.status, `${JSON.stringify(filter)}: ${listed.text}`).toBe(400);
      }
    }
    await expectLedgerReadable(token, businessId);
  });

  it('keeps the largest single amount, and refuses one that would take a balance or a total beyond the range', async () => {
    const { token, businessId, accountId } = await ledger();
    // One amount of the clamp itself is allowed (SPEC §5), and everything still reads.
    const largest = await addTx(token, sale(accountId, MAX));
    expect(largest.amount).toBe(MAX);
    await expectLedgerReadable(token, businessId);

    // A penny more on the same account, or on another account of the same business, would make a
    // total (balance, the business's income) that no screen can show: refused, nothing saved.
    const other = await addAccount(token, 'Card');
    for (const target of [accountId, other]) {
      const refused = await call('POST', '/transaction', { token, body: sale(target, 0.01) });
      expect(refused.status, refused.text).toBe(400);
      expect(fieldMessages(refused.json, 'amount')).toEqual([TOO_MUCH]);
    }
    expect((await list(token)).transactions).toHaveLength(1);
    await expectLedgerReadable(token, businessId);

    // Expenses count against the same bound: the business's money in and out stay showable.
    const expense = await call('POST', '/transaction', {
      token,
      body: { ...sale(other, 0.01), desc: 'Fuel', categoryId: 'fuel' },
    });
    expect(expense.status, expense.text).toBe(400);

    // Made smaller, it leaves room again.
    const edited = await call('PATCH', `/transaction/${largest.id}`, {
      token,
      body: { ...sale(accountId, MAX - 1), updatedDate: largest.updatedDate },
    });
    expect(edited.status, edited.text).toBe(200);
    await addTx(token, sale(other, 1));
    const growing = await call('PATCH', `/transaction/${edited.json.id}`, {
      token,
      body: { ...sale(accountId, MAX), updatedDate: edited.json.updatedDate },
    });
    expect(growing.status, growing.text).toBe(400);
    expect(fieldMessages(growing.json, 'amount')).toEqual([TOO_MUCH]);
    await expectLedgerReadable(token, businessId);
  });
});
