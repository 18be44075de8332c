import { describe, expect, it } from 'vitest';
import { balanceCommands } from '@bk/ops';
import { parsePounds, saSummary, type SaForm } from '@bk/domain';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser, stackDb } from '../support/seed';
import { finishBody } from './csv-import-support';
import { addAccount, addTx, type TxBody } from './ledger-support';

/**
 * The charts and the self-assessment summary read category totals kept by every ledger write
 * (decision 0039): exact figures through the API, and the totals equal a recount after every
 * kind of change.
 */

const T = { business: 1, disallowable: 4, ignore: 5, personal: 10, unreconciled: 3 } as const;

async function business() {
  const u = await seedUser({ withBusiness: true });
  const accountId = await addAccount(u.token, 'Main', true);
  return { token: u.token, businessId: u.businessId as string, accountId };
}

async function expectNoDrift(businessId: string) {
  expect(await balanceCommands(stackDb()).checkSummaries({ businessId })).toEqual([]);
}

/** A tax year's summary as the screen works it out from the category stat call. */
async function summaryOf(token: string, form: SaForm, startDate: string, endDate: string) {
  const stats = await api(token).ok(form === 'SA103S' ? 'transactionStatsCategoryShort' : 'transactionStatsCategory', {
    body: { startDate, endDate },
  });
  const s = saSummary(
    form,
    stats.map((r) => ({ ...r, amount: parsePounds(r.amount), disallowableAmount: parsePounds(r.disallowableAmount) })),
  );
  return { stats, ...s, box: (n: number) => s.boxes.find((b) => b.box === n)?.amount };
}

/** The 2024-25 ledger of the figures below, with one line either side of the tax year. */
async function seedYear(token: string, accountId: string) {
  const tx = (date: string, categoryId: string, amount: number, extra: Partial<TxBody> = {}) =>
    addTx(token, { date, desc: categoryId, transactionTypeId: T.business, categoryId, amount, accountId, ...extra });
  await tx('2024-04-05', 'sales', 999);
  await tx('2024-04-06', 'sales', 50_000);
  await tx('2025-04-05', 'fees', 10_000);
  await tx('2025-04-06', 'sales', 777);
  await tx('2024-06-01', 'grants', 1000);
  await tx('2024-05-10', 'fuel', 1200);
  await tx('2024-05-20', 'fuel', 200, { isRefund: true });
  await tx('2024-06-01', 'advertising', 300);
  await tx('2024-06-02', 'entertainment', 150);
  await tx('2024-07-01', 'loan-interest', 100);
  await tx('2024-07-02', 'bank-charges', 50);
  await tx('2024-08-01', 'stationery-postage', 80, { transactionTypeId: T.disallowable });
  await tx('2025-03-31', 'depreciation', 400);
  await tx('2024-09-09', 'bad-debts', 60);
  await tx('2024-05-11', 'fuel', 500, { transactionTypeId: T.personal });
  await tx('2024-05-12', 'fuel', 20, { transactionTypeId: T.ignore });
  await tx('2024-05-13', 'fuel', 30, { transactionTypeId: T.unreconciled });
  await tx('2024-05-14', 'transfer', -1000);
}

describe('self-assessment totals', () => {
  it('fills both forms with exact figures for the tax year 6 April to 5 April', async () => {
    const { token, businessId, accountId } = await business();
    await seedYear(token, accountId);

    const short = await summaryOf(token, 'SA103S', '2024-04-06', '2025-04-05');
    expect(short.box(9)).toBe(6_000_000);
    expect(short.box(10)).toBe(100_000);
    expect(short.box(12)).toBe(100_000);
    expect(short.box(17)).toBe(15_000);
    expect(short.box(18)).toBe(0);
    expect(short.box(19)).toBe(36_000);
    expect(short.box(20)).toBe(151_000);
    expect(short.box(21)).toBe(5_949_000);
    expect(short.box(22)).toBe(0);
    expect(short.disallowable).toBe(63_000);
    expect(short.stats.find((s) => s.name === 'Client entertainment (disallowable)')).toMatchObject({
      amount: 0,
      boxNumber: null,
      disallowableAmount: 150,
    });

    const full = await summaryOf(token, 'SA103F', '2024-04-06', '2025-04-05');
    expect(full.income).toBe(6_100_000);
    expect([20, 23, 24, 25, 26, 27, 29].map(full.box)).toEqual([100_000, 8000, 45_000, 10_000, 5000, 6000, 40_000]);
    expect(full.box(31)).toBe(214_000);
    expect([38, 39, 44].map(full.box)).toEqual([8000, 15_000, 40_000]);
    expect(full.box(46)).toBe(63_000);
    expect(full.box(47)).toBe(5_886_000);
    expect(full.box(48)).toBe(0);
    expect(full.box(64)).toBe(5_949_000);
    expect(full.stats.find((s) => s.categoryId === 'fuel')).toEqual({
      categoryId: 'fuel',
      name: 'Fuel',
      income: false,
      amount: 1000,
      boxNumber: 20,
      disallowableAmount: 0,
      disallowableBoxNumber: 35,
    });
    await expectNoDrift(businessId);
  });

  it('answers the charts from the same totals, whole months and partial ones alike', async () => {
    const { token, accountId } = await business();
    await seedYear(token, accountId);
    const c = api(token);

    expect(await c.ok('transactionBarChart', { body: { dateFrom: '2024-04-01', dateTo: '2024-06-30' } })).toEqual({
      labels: ['Apr 2024', 'May 2024', 'Jun 2024'],
      income: [50_999, 0, 1000],
      expenses: [0, 1000, 450],
      profitMargin: [100, null, 55],
    });
    // The edges (3-5 April, 1-15 June) are read from the transactions, the rest from the totals.
    expect(await c.ok('transactionBarChart', { body: { dateFrom: '2024-04-03', dateTo: '2024-06-01' } })).toEqual({
      labels: ['Apr 2024', 'May 2024', 'Jun 2024'],
      income: [50_999, 0, 1000],
      expenses: [0, 1000, 300],
      profitMargin: [100, null, 70],
    });
    expect(await c.ok('transactionBarChart', { body: { dateFrom: '2024-04-06', dateTo: '2024-04-06' } })).toEqual({
      labels: ['Apr 2024'],
      income: [50_000],
      expenses: [0],
      profitMargin: [100],
    });

    const expensesPie = await c.ok('transactionPieChart', {
      body: { dateFrom: '2024-04-01', dateTo: '2025-04-30', isIncome: false },
    });
    expect(expensesPie.labels).toEqual([
      'Fuel',
      'Depreciation (disallowable)',
      'Advertising and marketing',
      'Client entertainment (disallowable)',
      'Loan interest',
      'Stationery and postage',
      'Bad debts',
      'Bank and card charges',
    ]);
    expect(expensesPie.data).toEqual([1000, 400, 300, 150, 100, 80, 60, 50]);
    expect(expensesPie.backgroundColor.every((c) => /^#[0-9A-F]{6}$/i.test(c))).toBe(true);
    expect(
      await c.ok('transactionPieChart', { body: { dateFrom: '2024-04-01', dateTo: '2025-04-30', isIncome: true } }),
    ).toMatchObject({ labels: ['Sales', 'Fees and services', 'Grants'], data: [51_776, 10_000, 1000] });
    expect(
      await c.ok('transactionPieChart', { body: { dateFrom: '2023-01-01', dateTo: '2023-12-31', isIncome: true } }),
    ).toEqual({ labels: [], data: [], backgroundColor: [] });
    expect(await c.ok('transactionStats', { body: {} })).toEqual({ income: 62_776, expenses: 2140 });
  });

  it('refuses a range that ends before it starts or is longer than 10 years', async () => {
    const { token } = await business();
    const backwards = await api(token).call('transactionBarChart', {
      body: { dateFrom: '2024-05-01', dateTo: '2024-04-30' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ errors: [{ field: 'dateTo', message: 'Date to must be after Date from' }] });
    const long = await api(token).call('transactionStatsCategory', {
      body: { startDate: '2010-01-01', endDate: '2020-01-01' },
    });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({
      errors: [{ field: 'startDate', message: 'Choose a date range of 10 years or less' }],
    });
  });

  it('keeps the totals equal to a recount through edits, splits, deletes, completes, imports and account deletion', async () => {
    const { token, businessId, accountId } = await business();
    const c = api(token);
    const other = await addAccount(token, 'Card');
    const year = async () => (await summaryOf(token, 'SA103F', '2024-04-06', '2025-04-05')).netProfit;

    const sale = await addTx(token, {
      date: '2024-04-06',
      desc: 'Sale',
      transactionTypeId: T.business,
      categoryId: 'sales',
      amount: 100,
      accountId,
    });
    const cost = await addTx(token, {
      date: '2024-05-01',
      desc: 'Fuel',
      transactionTypeId: T.business,
      categoryId: 'fuel',
      amount: 40,
      accountId: other,
    });
    await expectNoDrift(businessId);
    expect(await year()).toBe(6000);

    // Across the tax year's first day, to another category and type, then back in.
    const moved = await c.ok('transactionUpdate', {
      params: { id: sale.id },
      body: { ...sale, date: '2024-04-05', amount: 150, updatedDate: sale.updatedDate },
    });
    await expectNoDrift(businessId);
    expect(await year()).toBe(-4000);
    const retyped = await c.ok('transactionUpdate', {
      params: { id: cost.id },
      body: { ...cost, categoryId: 'entertainment', transactionTypeId: T.disallowable, updatedDate: cost.updatedDate },
    });
    await expectNoDrift(businessId);
    const back = await c.ok('transactionUpdate', {
      params: { id: sale.id },
      body: { ...moved, date: '2024-04-06', updatedDate: moved.updatedDate },
    });
    await expectNoDrift(businessId);
    expect(await year()).toBe(11_000);

    const halves = await c.ok('transactionSplit', {
      params: { id: back.id },
      body: { splitAmount: 50.5, updatedDate: back.updatedDate },
    });
    const kept = defined(halves[0], 'the kept half');
    const part = defined(halves[1], 'the split-off part');
    await expectNoDrift(businessId);
    expect(await year()).toBe(11_000);
    await c.ok('transactionUpdate', {
      params: { id: part.id },
      body: { ...part, date: part.date, desc: part.desc, transactionTypeId: T.personal, updatedDate: part.updatedDate },
    });
    await expectNoDrift(businessId);
    expect(await year()).toBe(5950);
    await c.ok('transactionDelete', { params: { id: kept.id }, body: { updatedDate: kept.updatedDate } });
    await expectNoDrift(businessId);
    expect(await year()).toBe(-4000);

    const imported = await c.ok('transactionImportFinish', {
      body: finishBody(accountId, [
        ['10/06/2024', '250.00', 'Imported sale', 'Sales', ''],
        ['11/06/2024', '-30.00', 'Imported fuel', 'Fuel', ''],
        ['12/06/2024', '-12.00', 'No category yet', '', ''],
      ]),
    });
    await expectNoDrift(businessId);
    expect(await year()).toBe(18_000);
    const [open] = (await c.ok('transactionList', { query: { page: 1 }, body: { desc: 'No category yet' } }))
      .transactions;
    if (!open) throw new Error('The imported row without a category was not listed');
    await c.ok('transactionComplete', {
      params: { id: open.id },
      body: { categoryId: 'software', updatedDate: open.updatedDate },
    });
    await expectNoDrift(businessId);
    expect(await year()).toBe(16_800);

    await c.ok('transactionImportDelete', { params: { id: imported.id } });
    await expectNoDrift(businessId);
    expect(await year()).toBe(-4000);
    expect(retyped.transactionTypeId).toBe(T.disallowable);
    await c.ok('accountDelete', { params: { id: other } });
    await expectNoDrift(businessId);
    expect(await year()).toBe(0);
    expect(await summaryOf(token, 'SA103F', '2024-04-06', '2025-04-05')).toMatchObject({ stats: [] });
  });
});
