import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ledgerRepository, type TransactionItem } from '@bk/data';
import { seedUser, stackDb } from '../support/seed';
import { call } from './business-support';
import { addAccount, addTx, expectBalancesExact, ledgerSums, list } from './ledger-support';
import { defined } from '../support/defined';

/** One field of each row of a JSON reply. */
function pluck(rows: unknown, key: string): unknown[] {
  return (rows as Record<string, unknown>[]).map((r) => r[key]);
}
function mainIds(accounts: unknown): unknown[] {
  return pluck(
    (accounts as { isMain: boolean }[]).filter((a) => a.isMain),
    'id',
  );
}

/** An account's optional details (opening balance, sort code, last four) when none were given. */
const NO_DETAILS = { openingBalance: null, openingDate: null, sortCode: null, lastFourDigits: null };

const STALE = 'This transaction was changed elsewhere. It has been reloaded; check it and try again.';

async function business() {
  const u = await seedUser({ withBusiness: true });
  return { token: u.token, businessId: u.businessId as string };
}

/** An incomplete transaction as an import leaves it (imports come with a later issue). */
async function seedIncomplete(businessId: string, accountId: string, amount: number, date = '2026-03-01') {
  const now = new Date().toISOString();
  const tx: TransactionItem = {
    id: randomUUID(),
    date,
    desc: 'Imported line',
    accountId,
    categoryId: null,
    transactionTypeId: 1,
    vatRateId: null,
    contactId: null,
    amount,
    netAmount: null,
    purchasePrice: null,
    isRefund: false,
    incomplete: true,
    counted: false,
    attachments: 0,
    invoiceId: null,
    importId: null,
    createdAt: now,
    updatedDate: now,
  };
  await ledgerRepository(stackDb()).applyTransactionChange(businessId, [], [tx]);
  return tx;
}

describe('bank accounts', () => {
  it('keeps exactly one default account, renames, and refuses clearing the default', async () => {
    const { token } = await business();
    expect((await call('GET', '/account', { token })).json).toEqual([]);
    const first = await addAccount(token, 'Current account', false);
    let accounts = (await call('GET', '/account', { token })).json;
    expect(accounts).toEqual([{ id: first, name: 'Current account', isMain: true, balance: 0, ...NO_DETAILS }]);

    const second = await addAccount(token, 'Savings', true);
    accounts = (await call('GET', '/account', { token })).json;
    expect(mainIds(accounts)).toEqual([second]);

    const renamed = await call('PATCH', `/account/${first}`, {
      token,
      body: { name: 'Business current', isMain: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id: first, name: 'Business current', isMain: true });
    accounts = (await call('GET', '/account', { token })).json;
    expect(mainIds(accounts)).toEqual([first]);

    const cleared = await call('PATCH', `/account/${first}`, { token, body: { name: 'X', isMain: false } });
    expect(cleared.status).toBe(400);
    expect(cleared.json.errors[0].field).toBe('isMain');

    expect((await call('PATCH', `/account/nope`, { token, body: { name: 'X', isMain: false } })).status).toBe(404);
    expect((await call('DELETE', `/account/nope`, { token })).status).toBe(404);
    expect((await call('POST', '/account', { token, body: { name: '  ', isMain: false } })).status).toBe(400);
  });

  it('deleting an account removes its transactions, keeps the others exact, and passes the default on', async () => {
    const { token, businessId } = await business();
    const main = await addAccount(token, 'Main', true);
    const other = await addAccount(token, 'Other');
    await addTx(token, {
      date: '2026-01-02',
      desc: 'Sale',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 100,
      accountId: main,
    });
    await addTx(token, {
      date: '2026-01-03',
      desc: 'Sale 2',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 40,
      accountId: other,
    });
    await seedIncomplete(businessId, main, -500);
    expect((await call('DELETE', `/account/${main}`, { token })).status).toBe(200);
    const accounts = (await call('GET', '/account', { token })).json;
    expect(accounts).toEqual([{ id: other, name: 'Other', isMain: true, balance: 40, ...NO_DETAILS }]);
    expect([...(await ledgerSums(businessId)).keys()]).toEqual([other]);
    const all = await list(token);
    expect(pluck(all.transactions, 'desc')).toEqual(['Sale 2']);
    expect(all.stats).toEqual({ income: 40, expenses: 0 });
    await expectBalancesExact(token, businessId);
  });
});

describe('transactions', () => {
  it('serves types, VAT rates and categories', async () => {
    const { token } = await business();
    const types = await call('GET', '/transaction/types', { token });
    expect((pluck(types.json, 'id') as number[]).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 10, 20]);
    const rates = await call('GET', '/transaction/vat-rates', { token });
    expect(rates.json).toContainEqual(expect.objectContaining({ id: 'standard', vatPercent: 20 }));
    expect(pluck(rates.json, 'name')).toContain('VAT Exempt');
    const categories = await call('GET', '/category', { token });
    expect(categories.json).toContainEqual(
      expect.objectContaining({ id: 'sales', saCategory: expect.objectContaining({ income: true }) }),
    );
  });

  it('applies the amount sign rules and answers the stored transaction', async () => {
    const { token, businessId } = await business();
    const acc = await addAccount(token, 'Main', true);
    const base = { date: '2026-02-10', transactionTypeId: 1, accountId: acc };
    const sale = await addTx(token, {
      ...base,
      desc: 'Sale',
      categoryId: 'sales',
      amount: 120,
      vatRateId: 'standard',
      netAmount: 100,
    });
    expect(sale).toMatchObject({
      amount: 120,
      netAmount: 100,
      category: { name: 'Sales' },
      vatRate: { name: 'Standard (20%)' },
      account: { name: 'Main' },
      incomplete: false,
      attachments: 0,
    });
    const fuel = await addTx(token, { ...base, desc: 'Fuel', categoryId: 'fuel', amount: 25.5 });
    expect(fuel.amount).toBe(-25.5);
    const refund = await addTx(token, {
      ...base,
      desc: 'Refund to customer',
      categoryId: 'sales',
      amount: 10,
      isRefund: true,
    });
    expect(refund.amount).toBe(-10);
    const expenseRefund = await addTx(token, {
      ...base,
      desc: 'Fuel refund',
      categoryId: 'fuel',
      amount: 5,
      isRefund: true,
    });
    expect(expenseRefund.amount).toBe(5);
    const drawings = await addTx(token, { ...base, desc: 'Drawings', categoryId: 'drawings', amount: 300 });
    expect(drawings.amount).toBe(-300);
    const margin = await addTx(token, {
      ...base,
      desc: 'Used car',
      transactionTypeId: 20,
      categoryId: 'sales',
      amount: 1000,
      purchasePrice: 800,
      isRefund: true,
    });
    expect(margin.amount).toBe(1000); // refund ignored for margin scheme
    expect(margin.purchasePrice).toBe(800);
    const personal = await addTx(token, {
      ...base,
      desc: 'Lunch',
      transactionTypeId: 10,
      categoryId: 'fuel',
      amount: 12,
    });
    // Totals: income 120 + 5 (expense refund) + 1000; expenses 25.50 + 10; drawings and personal left out.
    const page = await list(token);
    expect(page.stats).toEqual({ income: 1125, expenses: 35.5 });
    expect(page.transactions).toHaveLength(7);
    expect(personal.amount).toBe(-12);
    await expectBalancesExact(token, businessId);
  });

  it('refuses unknown references and accounts with field errors', async () => {
    const { token } = await business();
    const acc = await addAccount(token, 'Main', true);
    const r = await call('POST', '/transaction', {
      token,
      body: {
        date: '2026-02-10',
        desc: 'x',
        transactionTypeId: 99,
        categoryId: 'nope',
        vatRateId: 'nope',
        amount: 1,
        accountId: 'missing',
      },
    });
    expect(r.status).toBe(400);
    expect(pluck(r.json.errors, 'field').sort()).toEqual(['accountId', 'categoryId', 'transactionTypeId', 'vatRateId']);
    const ok = await call('POST', '/transaction', {
      token,
      body: { date: '2026-02-10', desc: 'x', transactionTypeId: 1, amount: 1.234, accountId: acc },
    });
    expect(ok.status).toBe(400);
  });

  it('keeps balances exact through edit (amount, date and account), split, delete, complete and discard', async () => {
    const { token, businessId } = await business();
    const a = await addAccount(token, 'A', true);
    const b = await addAccount(token, 'B');
    const tx = await addTx(token, {
      date: '2026-01-05',
      desc: 'Invoice 1',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 200.01,
      accountId: a,
    });
    await expectBalancesExact(token, businessId);

    const edited = await call('PATCH', `/transaction/${tx.id}`, {
      token,
      body: {
        date: '2025-12-30',
        desc: 'Invoice 1b',
        transactionTypeId: 1,
        categoryId: 'sales',
        amount: 150.37,
        accountId: b,
        updatedDate: tx.updatedDate,
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ amount: 150.37, accountId: b, date: '2025-12-30', account: { name: 'B' } });
    let balances = await expectBalancesExact(token, businessId);
    expect(balances.get(a)).toBe(0);
    expect(balances.get(b)).toBe(15037);

    const stale = await call('PATCH', `/transaction/${tx.id}`, {
      token,
      body: {
        date: '2025-12-30',
        desc: 'Old tab',
        transactionTypeId: 1,
        categoryId: 'sales',
        amount: 1,
        accountId: b,
        updatedDate: tx.updatedDate,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE);

    const split = await call('PATCH', `/transaction/${tx.id}/split`, {
      token,
      body: { splitAmount: 50.12, updatedDate: edited.json.updatedDate },
    });
    expect(split.status, split.text).toBe(200);
    expect(pluck(split.json, 'amount')).toEqual([100.25, 50.12]);
    const tooMuch = await call('PATCH', `/transaction/${tx.id}/split`, {
      token,
      body: { splitAmount: 100.25, updatedDate: split.json[0].updatedDate },
    });
    expect(tooMuch.status).toBe(400);
    balances = await expectBalancesExact(token, businessId);
    expect(balances.get(b)).toBe(15037);

    const gone = await call('DELETE', `/transaction/${split.json[1].id}`, {
      token,
      body: { updatedDate: split.json[1].updatedDate },
    });
    expect(gone.status).toBe(200);
    expect(
      (
        await call('DELETE', `/transaction/${split.json[1].id}`, {
          token,
          body: { updatedDate: split.json[1].updatedDate },
        })
      ).status,
    ).toBe(404);
    balances = await expectBalancesExact(token, businessId);
    expect(balances.get(b)).toBe(10025);

    const i1 = await seedIncomplete(businessId, a, -1999);
    const i2 = await seedIncomplete(businessId, a, 5000);
    const i3 = await seedIncomplete(businessId, b, -1);
    const i4 = await seedIncomplete(businessId, b, 777);
    await expectBalancesExact(token, businessId);
    const incompleteList = await list(token);
    expect(incompleteList.stats).toEqual({ income: 100.25, expenses: 0 }); // incomplete rows are not totalled
    const done = await call('PATCH', `/transaction/${i1.id}/complete`, {
      token,
      body: { categoryId: 'fuel', updatedDate: i1.updatedDate },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ incomplete: false, amount: -19.99, category: { name: 'Fuel' } });
    expect(
      (await call('PATCH', `/transaction/${i1.id}/complete`, { token, body: { updatedDate: i1.updatedDate } })).status,
    ).toBe(409);
    const discarded = await call('PATCH', '/transaction/discard-all', { token });
    expect(discarded.json).toEqual({ count: 3 });
    balances = await expectBalancesExact(token, businessId);
    expect(balances.get(a)).toBe(-1999);
    const i5 = await seedIncomplete(businessId, b, 250);
    const completed = await call('PATCH', '/transaction/complete-all', { token });
    expect(completed.json).toEqual({ count: 1 });
    expect((await call('PATCH', '/transaction/complete-all', { token })).json).toEqual({ count: 0 });
    const after = await list(token, { id: i5.id });
    expect(after.transactions[0]).toMatchObject({ incomplete: false, amount: 2.5 });
    expect([i2, i3, i4].length).toBe(3);
    await expectBalancesExact(token, businessId);
  });

  it('lets exactly one of two concurrent edits of the same version win; the other gets 409', async () => {
    const { token, businessId } = await business();
    const a = await addAccount(token, 'A', true);
    const b = await addAccount(token, 'B');
    for (let round = 0; round < 4; round++) {
      const tx = await addTx(token, {
        date: '2026-04-01',
        desc: `Round ${round}`,
        transactionTypeId: 1,
        categoryId: 'sales',
        amount: 10,
        accountId: a,
      });
      const edit = (amount: number, accountId: string, date: string) =>
        call('PATCH', `/transaction/${tx.id}`, {
          token,
          body: {
            date,
            desc: 'Edited',
            transactionTypeId: 1,
            categoryId: 'sales',
            amount,
            accountId,
            updatedDate: tx.updatedDate,
          },
        });
      const results = await Promise.all([
        edit(99.99, b, '2026-04-02'),
        edit(0.01, a, '2026-04-01'),
        edit(5, b, '2026-03-31'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      await expectBalancesExact(token, businessId);
    }
    // Concurrent split and delete of the same version: one wins.
    const tx = await addTx(token, {
      date: '2026-04-03',
      desc: 'Race',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 10,
      accountId: a,
    });
    const [s, d] = await Promise.all([
      call('PATCH', `/transaction/${tx.id}/split`, { token, body: { splitAmount: 3, updatedDate: tx.updatedDate } }),
      call('DELETE', `/transaction/${tx.id}`, { token, body: { updatedDate: tx.updatedDate } }),
    ]);
    // The loser is told the row changed (409) or, when the delete won, that it is gone (404).
    expect([s.status, d.status].filter((x) => x === 200)).toHaveLength(1);
    expect([s.status, d.status].filter((x) => x !== 200)[0]).toBeOneOf([404, 409]);
    await expectBalancesExact(token, businessId);
  });

  it('filters by every field, totals the filtered set, and pages 120 rows newest first', async () => {
    const { token, businessId } = await business();
    const a = await addAccount(token, 'A', true);
    const b = await addAccount(token, 'B');
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3 * 86_400_000).toISOString().slice(0, 10);
    const created: { id: string; date: string }[] = [];
    for (let i = 0; i < 120; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, k) => i + k).map((n) =>
          addTx(token, {
            date: day(n),
            desc: n % 10 === 0 ? `Coffee beans ${n}` : `Row ${n}`,
            transactionTypeId: n % 7 === 0 ? 10 : 1,
            categoryId: n % 2 === 0 ? 'sales' : 'fuel',
            amount: n + 1,
            accountId: n % 3 === 0 ? b : a,
            isRefund: n % 11 === 0 && n % 7 !== 0,
          }),
        ),
      );
      created.push(...batch);
    }
    const all = await list(token);
    expect(all.pages).toBe(6);
    const seen: string[] = [];
    let previousDate = '9999-12-31';
    for (let p = 1; p <= 6; p++) {
      const page = p === 1 ? all : await list(token, {}, p);
      expect(page.transactions).toHaveLength(20);
      for (const t of page.transactions) {
        expect(t.date <= previousDate).toBe(true);
        previousDate = t.date;
        seen.push(t.id);
      }
    }
    expect(new Set(seen).size).toBe(120);
    expect((await list(token, {}, 7)).transactions).toEqual([]);

    // Expected figures computed from what was created.
    const rows = Array.from({ length: 120 }, (_, n) => ({
      n,
      date: day(n),
      account: n % 3 === 0 ? b : a,
      type: n % 7 === 0 ? 10 : 1,
      cat: n % 2 === 0 ? 'sales' : 'fuel',
      refund: n % 11 === 0 && n % 7 !== 0,
    })).map((r) => {
      const income = r.cat === 'sales';
      const negative = r.refund ? income : !income;
      return {
        ...r,
        amount: (negative ? -1 : 1) * (r.n + 1),
        desc: r.n % 10 === 0 ? `Coffee beans ${r.n}` : `Row ${r.n}`,
      };
    });
    const expectFilter = async (filter: Record<string, unknown>, pick: (r: (typeof rows)[number]) => boolean) => {
      const want = rows.filter(pick);
      const got = await list(token, filter);
      expect(got.pages, JSON.stringify(filter)).toBe(Math.ceil(want.length / 20));
      const counted = want.filter((r) => r.type !== 10);
      expect(got.stats, JSON.stringify(filter)).toEqual({
        income: counted.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0),
        expenses: counted.filter((r) => r.amount < 0).reduce((s, r) => s - r.amount, 0),
      });
      const firstPage = want
        .sort((x, y) => (x.date < y.date ? 1 : -1))
        .slice(0, 20)
        .map((r) => r.desc);
      expect(pluck(got.transactions, 'desc'), JSON.stringify(filter)).toEqual(firstPage);
    };
    await expectFilter({}, () => true);
    await expectFilter({ dateFrom: day(30), dateTo: day(70) }, (r) => r.n >= 30 && r.n <= 70);
    await expectFilter(
      { dateFrom: '2025-02-01', dateTo: '2025-06-30' },
      (r) => r.date >= '2025-02-01' && r.date <= '2025-06-30',
    );
    await expectFilter({ bankAccountId: b }, (r) => r.account === b);
    await expectFilter(
      { bankAccountId: a, dateFrom: day(10), dateTo: day(100) },
      (r) => r.account === a && r.n >= 10 && r.n <= 100,
    );
    await expectFilter({ desc: 'coffee' }, (r) => r.desc.startsWith('Coffee'));
    await expectFilter({ transactionTypeId: 10 }, (r) => r.type === 10);
    await expectFilter({ categoryId: 'fuel' }, (r) => r.cat === 'fuel');
    await expectFilter({ minAmount: 50, maxAmount: 60.5 }, (r) => r.n + 1 >= 50 && r.n + 1 <= 60.5);
    await expectFilter({ isRefund: true }, (r) => r.refund);
    await expectFilter({ isRefund: false, isIncome: true }, (r) => !r.refund && r.amount > 0);
    await expectFilter(
      { isIncome: false, bankAccountId: b, dateTo: day(60) },
      (r) => r.amount < 0 && r.account === b && r.n <= 60,
    );
    const one = await list(token, { id: defined(created[5], 'the sixth created transaction').id });
    expect(pluck(one.transactions, 'id')).toEqual([defined(created[5], 'the sixth created transaction').id]);
    expect(
      (await list(token, { id: defined(created[5], 'the sixth created transaction').id, bankAccountId: b }))
        .transactions,
    ).toEqual([]);
    // Page 4 of a filtered set.
    const p4 = await list(token, { categoryId: 'sales' }, 3);
    expect(p4.transactions).toHaveLength(20);
    await expectBalancesExact(token, businessId);
  });
});
