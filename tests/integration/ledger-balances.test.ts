import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aggregateRepository, balanceRepository, LEDGER_ALL, ledgerKeys, ledgerRepository } from '@bk/data';
import { addDays, VatScheme } from '@bk/domain';
import { balanceCommands } from '@bk/ops';
import { resetConfig } from '../../functions/shared/config';
import type * as VatFiguresModule from '../../functions/transaction/vat-figures';
import { lastFullQuarter } from '../bench/ledger';
import { seedLedger } from '../bench/seed-ledger';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser, stackDb } from '../support/seed';
import { addAccount, addTx, type TxBody } from './ledger-support';

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

/**
 * A ledger written before the aggregates kept the VAT sums (decision 0057), seeded as the bench
 * seeds one with BENCH_VAT_SUMS=0, then written to through the API as it would be after the
 * release: `transaction/vat-figures` falls back on the transactions until `check-balances --fix`
 * rebuilds the sums, then reads a few aggregates and answers the same figures to the penny. The
 * handler runs in this file's process, so the items it reads are counted on its own client.
 */
describe('VAT sums of an old ledger, rebuilt by check-balances --fix', () => {
  let vatFigures: typeof VatFiguresModule.vatFigures;
  let envBefore: NodeJS.ProcessEnv;
  const read = { items: 0 };

  beforeAll(async () => {
    envBefore = { ...process.env };
    Object.assign(process.env, inject('stackEnv'), { LOG_LEVEL: 'SILENT' });
    resetConfig();
    ({ vatFigures } = await import('../../functions/transaction/vat-figures'));
    const { getDb } = await import('../../functions/shared/clients/db');
    getDb().doc.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        const out = result.output as { ScannedCount?: number; Item?: unknown };
        read.items += typeof out.ScannedCount === 'number' ? out.ScannedCount : out.Item ? 1 : 0;
        return result;
      },
      { step: 'initialize', name: 'itemsReadCounter' },
    );
  });
  afterAll(() => {
    process.env = envBefore;
    resetConfig();
  });

  /** The figures of a period and scheme, and how many items the handler read to work them out. */
  async function figures(businessId: string, period: { from: string; to: string }, scheme: number) {
    const before = read.items;
    const answer = await vatFigures(businessId, {
      startDate: period.from,
      endDate: period.to,
      scheme,
      flatRatePercent: scheme === VatScheme.FLAT_RATE ? 16.5 : null,
    });
    return { answer, itemsRead: read.items - before };
  }

  // Seeding 600 rows and 36 calls of the handler: well past the default timeout on a loaded machine.
  it(
    'falls back on the transactions before, and reads the aggregates after, with the same figures',
    { timeout: 180_000 },
    async () => {
      const db = stackDb();
      const seeded = await seedLedger(db, { rows: 600, vatSums: false });
      const { businessId, token } = seeded;
      const [current, card] = seeded.accounts;
      const quarter = lastFullQuarter(new Date());
      const inQuarter = (day: number) => addDays(quarter.from, day);
      // Written after the release: each sums itself, so its aggregates stay short of their count.
      const tx = (date: string, amount: number, more: Partial<TxBody> = {}) =>
        addTx(token, {
          date,
          desc: 'Later',
          transactionTypeId: 1,
          categoryId: 'sales',
          amount,
          accountId: current,
          ...more,
        });
      await tx(inQuarter(3), 333.33, { vatRateId: 'reduced' });
      await tx(inQuarter(10), -2400, { categoryId: 'equipment', vatRateId: 'standard', accountId: card });
      await tx(inQuarter(20), -99.99, { categoryId: 'materials', transactionTypeId: 2, vatRateId: 'standard' });
      await tx(inQuarter(40), 45.67, { transactionTypeId: 3 });
      // An old transaction moved into the quarter at another rate, and another deleted.
      const [moving, going] = seeded.txs.filter((t) => t.date < quarter.from);
      if (!moving || !going) throw new Error('The seeded ledger has no transaction before the quarter');
      await api(token).ok('transactionUpdate', {
        params: { id: moving.id },
        body: {
          date: inQuarter(50),
          desc: moving.desc,
          transactionTypeId: 1,
          categoryId: moving.categoryId,
          amount: moving.amount / 100,
          accountId: moving.accountId,
          vatRateId: 'zero',
          updatedDate: moving.updatedDate,
        },
      });
      await api(token).ok('transactionDelete', { params: { id: going.id }, body: { updatedDate: going.updatedDate } });

      const next = addDays(quarter.to, 1);
      const year = { from: `${String(Number(next.slice(0, 4)) - 1)}${next.slice(4)}`, to: quarter.to };
      const midMonth = { from: addDays(quarter.from, 14), to: addDays(quarter.to, -16) };
      const cases = [quarter, year, midMonth].flatMap((period) =>
        [VatScheme.STANDARD, VatScheme.FLAT_RATE, VatScheme.CASH].map((scheme) => ({ period, scheme })),
      );
      const before = [];
      for (const c of cases) before.push(await figures(businessId, c.period, c.scheme));
      for (const [i, b] of before.entries())
        // The period's transactions were read (the aggregates lack their sums).
        expect(b.itemsRead, `case ${i}`).toBeGreaterThan(b.answer.transactionCount);
      expect(before[0]?.answer.transactionCount).toBeGreaterThan(20);

      const commands = balanceCommands(db);
      const drift = await commands.checkVatSums({ businessId });
      expect(drift.length).toBeGreaterThan(100);
      expect(drift.every((r) => r.count === r.transactions && !r.fixed)).toBe(true);
      expect(drift.filter((r) => (r.drift['v:entries'] ?? 0) < 0).length).toBe(drift.length);
      const fixed = await commands.checkVatSums({ businessId, fix: true });
      expect(fixed.every((r) => r.fixed)).toBe(true);
      expect(await commands.checkVatSums({ businessId })).toEqual([]);

      const months = await aggregateRepository(db).listVatSums(
        businessId,
        'M',
        year.from.slice(0, 7),
        year.to.slice(0, 7),
      );
      expect(months.length).toBe(12);
      expect(months.every((m) => m.complete)).toBe(true);
      for (const [i, c] of cases.entries()) {
        const after = await figures(businessId, c.period, c.scheme);
        expect(after.answer, `case ${i}`).toEqual(before[i]?.answer);
        expect(after.itemsRead, `case ${i}`).toBeLessThan(before[i]?.itemsRead ?? 0);
      }
      // A quarter reads its three month aggregates, and the business under the flat rate scheme.
      expect((await figures(businessId, quarter, VatScheme.STANDARD)).itemsRead).toBe(3);
      expect((await figures(businessId, quarter, VatScheme.FLAT_RATE)).itemsRead).toBe(4);
    },
  );

  it('leaves an aggregate that a write moved after it was read for the next run, losing nothing', async () => {
    const db = stackDb();
    const seeded = await seedLedger(db, { rows: 40, vatSums: false });
    const { businessId, token } = seeded;
    const repo = balanceRepository(db);
    const day = defined(seeded.txs[0], 'a seeded transaction').date;
    const dayKey = ledgerKeys.aggregateDay(businessId, LEDGER_ALL, day);
    const stored = defined((await repo.listAllVatAggregates(businessId)).get(dayKey.sk), 'the day aggregate');
    const recount = defined((await repo.recountVatSums(businessId)).get(dayKey.sk), 'the day recount');
    // A sale lands on that day between the check's reads and its repair.
    await addTx(token, {
      date: day,
      desc: 'Meanwhile',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 12,
      accountId: seeded.accounts[0],
      vatRateId: 'standard',
    });
    expect(await repo.adjustVatSums(recount, stored.read)).toBe(false);
    const [report] = (await balanceCommands(db).checkVatSums({ businessId, fix: true })).filter(
      (r) => r.period === day,
    );
    expect(report).toMatchObject({ fixed: true, transactions: (stored.read['count'] ?? 0) + 1 });
    expect(await balanceCommands(db).checkVatSums({ businessId })).toEqual([]);
  });
});
