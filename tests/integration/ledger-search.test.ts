import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ledgerRepository, type TransactionCriteria, type TransactionItem } from '@bk/data';
import { resetConfig } from '../../functions/shared/config';
import type * as ListSearch from '../../functions/transaction/queries/list-search';
import { api } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { addAccount, addTx } from './ledger-support';

/**
 * A filtered search over any range is answered a stretch at a time (decision 0056), and the
 * stretches together are exactly a plain filter over every transaction. The search runs in this
 * file's process with a budget of a few items, so a ledger of a few dozen rows takes many stretches.
 */

let searchTransactions: typeof ListSearch.searchTransactions;
let envBefore: NodeJS.ProcessEnv;

beforeAll(async () => {
  envBefore = { ...process.env };
  Object.assign(process.env, inject('stackEnv'), { LOG_LEVEL: 'SILENT' });
  resetConfig();
  ({ searchTransactions } = await import('../../functions/transaction/queries/list-search'));
});
afterAll(() => {
  process.env = envBefore;
  resetConfig();
});

const WORDS = ['Screwfix', 'coffee', 'Fuel', 'rent', 'Sale'] as const;
const CATEGORIES = ['fuel', 'sales', null] as const;
const dayOf = (n: number) => new Date(Date.UTC(2023, 10, 1) + n * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const rowArb = fc.record({
  day: fc.integer({ min: 0, max: 500 }),
  word: fc.constantFrom(...WORDS),
  category: fc.constantFrom(...CATEGORIES),
  pence: fc.integer({ min: -50_000, max: 50_000 }).filter((p) => p !== 0),
  account: fc.integer({ min: 0, max: 1 }),
  isRefund: fc.boolean(),
  type: fc.constantFrom(1, 2),
});
const criteriaArb: fc.Arbitrary<TransactionCriteria> = fc.record(
  {
    descContains: fc.constantFrom('screwfix', 'coffee', 'fuel', 'e', 'zzz'),
    categoryId: fc.constantFrom('fuel', 'sales'),
    uncategorised: fc.constant(true as const),
    minAbsAmount: fc.integer({ min: 0, max: 30_000 }),
    maxAbsAmount: fc.integer({ min: 10_000, max: 50_000 }),
    isRefund: fc.boolean(),
    isIncome: fc.boolean(),
    transactionTypeId: fc.constantFrom(1, 2),
  },
  { requiredKeys: [] },
);

/** The plain filter the search must agree with. */
function naive(tx: TransactionItem, c: TransactionCriteria): boolean {
  const abs = Math.abs(tx.amount);
  return (
    (c.descContains === undefined || tx.desc.toLowerCase().includes(c.descContains)) &&
    (c.categoryId === undefined || tx.categoryId === c.categoryId) &&
    (!c.uncategorised || tx.categoryId === null) &&
    (c.minAbsAmount === undefined || abs >= c.minAbsAmount) &&
    (c.maxAbsAmount === undefined || abs <= c.maxAbsAmount) &&
    (c.isRefund === undefined || tx.isRefund === c.isRefund) &&
    (c.isIncome === undefined || (c.isIncome ? tx.amount > 0 : tx.amount < 0)) &&
    (c.transactionTypeId === undefined || tx.transactionTypeId === c.transactionTypeId)
  );
}

type Row = typeof rowArb extends fc.Arbitrary<infer R> ? R : never;

/** A business with two accounts and `rows` written as the app writes them (aggregates and all). */
async function seedLedger(rows: readonly Row[]) {
  const u = await seedUser({ withBusiness: true });
  const businessId = u.businessId as string;
  const accounts = [await addAccount(u.token, 'Current', true), await addAccount(u.token, 'Card')];
  const now = new Date().toISOString();
  const ledger: TransactionItem[] = rows.map((r, i) => ({
    id: randomUUID(),
    date: dayOf(r.day),
    desc: `${r.word} ${i}`,
    accountId: accounts[r.account] ?? '',
    categoryId: r.category,
    transactionTypeId: r.type,
    vatRateId: null,
    contactId: null,
    amount: r.pence,
    netAmount: null,
    purchasePrice: null,
    isRefund: r.isRefund,
    incomplete: false,
    counted: r.category !== null,
    attachments: 0,
    invoiceId: null,
    importId: null,
    createdAt: now,
    updatedDate: now,
  }));
  // A few transactions a write keeps each TransactWriteItems well under its 100 items.
  for (let i = 0; i < ledger.length; i += 4)
    await ledgerRepository(stackDb()).applyTransactionChange(businessId, [], ledger.slice(i, i + 4));
  return { businessId, accounts, ledger };
}

describe('a filtered search over the whole ledger', () => {
  it('answers, stretch after stretch, exactly the transactions a plain filter finds', async () => {
    const queryArb = fc.record({
      criteria: criteriaArb,
      account: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
      range: fc.option(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })), { nil: null }),
      budget: fc.integer({ min: 1, max: 12 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 40 }),
        fc.array(queryArb, { minLength: 8, maxLength: 8 }),
        async (rows, queries) => {
          const { businessId, accounts, ledger } = await seedLedger(rows);
          for (const q of queries) {
            const accountId = q.account === null ? null : (accounts[q.account] ?? null);
            const from = q.range ? dayOf(Math.min(...q.range)) : '0001-01-01';
            const to = q.range ? dayOf(Math.max(...q.range)) : '9999-12-31';
            const found: string[] = [];
            let top = to;
            for (let request = 0; ; request++) {
              expect(request).toBeLessThan(60);
              const out = await searchTransactions(
                businessId,
                { from, top, accountId, criteria: q.criteria },
                q.budget,
              );
              found.push(...out.matches.map((t) => t.id));
              if (!out.searchedFrom) break;
              top = dayBefore(out.searchedFrom);
            }
            const expected = ledger
              .filter((t) => t.date >= from && t.date <= to && (accountId === null || t.accountId === accountId))
              .filter((t) => naive(t, q.criteria))
              .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
            expect([...found].sort()).toEqual(expected.map((t) => t.id).sort());
            // Newest first across the stretches, as the list shows them.
            const dateOf = new Map(ledger.map((t) => [t.id, t.date]));
            expect(found.map((id) => dateOf.get(id))).toEqual(expected.map((t) => t.date));
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);

  it('answers a description search over All dates through the API, with its totals', async () => {
    const u = await seedUser({ withBusiness: true });
    const acc = await addAccount(u.token, 'Current', true);
    const base = { transactionTypeId: 2, categoryId: 'materials', accountId: acc };
    await addTx(u.token, { ...base, date: '2022-02-03', desc: 'Screwfix screws', amount: -12.5 });
    await addTx(u.token, { ...base, date: '2026-01-10', desc: 'SCREWFIX drill', amount: -99.99 });
    await addTx(u.token, { ...base, date: '2025-06-01', desc: 'Timber', amount: -40 });
    const list = (body: { desc: string; searchTo?: string }) =>
      api(u.token).ok('transactionList', { query: { page: 1 }, body });
    const all = await list({ desc: 'screwfix' });
    expect(all.transactions.map((t) => t.desc)).toEqual(['SCREWFIX drill', 'Screwfix screws']);
    expect(all.stats).toEqual({ income: 0, expenses: 112.49 });
    expect(all.pages).toBe(1);
    expect(all.searchedFrom).toBeUndefined();
    // A later stretch ends at `searchTo`.
    const older = await list({ desc: 'screwfix', searchTo: '2025-12-31' });
    expect(older.transactions.map((t) => t.desc)).toEqual(['Screwfix screws']);
    expect(older.stats).toEqual({ income: 0, expenses: 12.5 });
  });
});
