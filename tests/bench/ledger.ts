/**
 * The ledger scenario of `npm run bench`, to show that reads stay bounded as a ledger grows: one
 * business with 100,000 transactions over five years, written directly with BatchWriteItem
 * (items, pointers, day and month aggregates, category summaries, balances), then p50/p95 through
 * the local gateway of the default list page, a deep page, a filtered page, the charts, a tax
 * year's self-assessment summary, create and edit, with the DynamoDB
 * requests and items read per call, counted by a middleware on the handlers' own client (the
 * local gateway runs the handlers in-process).
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  businessRepository,
  LEDGER_ALL,
  ledgerKeys,
  newBusinessItem,
  sessionRepository,
  summaryDeltas,
  transactionItem,
  transactionPointerRecord,
  transactionRecord,
  userRepository,
  vatSumDeltas,
  type Db,
  type TransactionItem,
} from '@bk/data';
import { getDb } from '../../functions/shared/clients/db';
import { chartCalls } from './charts';
import { searchCalls } from './ledger-search';
import { yearFigureCalls } from './vat-figures';
import { hashToken, newToken } from '../../functions/shared/tokens';

export const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_LEDGER_SAMPLES ?? 60);

export interface LedgerCallResult {
  call: string;
  samples: number;
  p50ms: number;
  p95ms: number;
  /** DynamoDB requests per call (median). */
  requests: number;
  /** Items DynamoDB read per call (median; Query ScannedCount plus items got). */
  itemsRead: number;
  errors: number;
}
export interface LedgerResults {
  rows: number;
  years: number;
  seedSeconds: number;
  calls: LedgerCallResult[];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  const value = sorted[rank];
  if (value === undefined) throw new Error(`No sample at rank ${rank} of ${sorted.length} for quantile ${q}`);
  return Number(value.toFixed(2));
}

const CATEGORIES = [
  ['sales', 1],
  ['fees', 1],
  ['fuel', -1],
  ['materials', -1],
  ['vehicle-costs', -1],
] as const;

async function batchPut(db: Db, items: Record<string, unknown>[]): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  // A few batches in flight at once: DynamoDB Local is the bottleneck.
  for (let i = 0; i < chunks.length; i += 8)
    await Promise.all(
      chunks.slice(i, i + 8).map(async (chunk) => {
        let pending = chunk.map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
          pending = (out.UnprocessedItems?.[db.table] ?? []) as typeof pending;
        }
      }),
    );
}

/** A user, a business it administers with two accounts, and a session on it; then the ledger. */
export async function seedLedger(db: Db) {
  const now = new Date();
  const at = now.toISOString();
  const userId = randomUUID();
  const businessId = randomUUID();
  await userRepository(db).createUser({
    id: userId,
    name: 'Bench',
    email: `bench-ledger-${userId}@example.test`,
    emailVerified: true,
    twofaTypeId: 0,
    newEmailAfterVerify: null,
    passwordHash: null,
    createdAt: at,
    updatedAt: at,
  });
  await businessRepository(db).createBusinessWithAdministrator(
    newBusinessItem({ id: businessId, name: 'Bench Ledger Ltd', businessTypeId: 10, enableVat: true, at: at }),
    { businessId, userId, email: `bench-ledger-${userId}@example.test`, roleId: 10, createdAt: at, lastSelectedAt: at },
  );
  const token = newToken();
  await sessionRepository(db).putSession({
    tokenHash: hashToken(token),
    userId,
    deviceId: null,
    businessId,
    createdAt: at,
    touchedAt: now.getTime(),
    expiresAt: now.getTime() + 6 * 3600_000,
    support: false,
  });

  const accounts: [string, string] = [randomUUID(), randomUUID()];
  const started = performance.now();
  const dayMs = 86_400_000;
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const span = 5 * 365 * dayMs;
  const txs: TransactionItem[] = [];
  for (let i = 0; i < LEDGER_ROWS; i++) {
    const date = new Date(end - Math.floor((i / LEDGER_ROWS) * span)).toISOString().slice(0, 10);
    const category = CATEGORIES[i % CATEGORIES.length];
    if (!category) throw new Error(`No category at ${i % CATEGORIES.length}`);
    const [categoryId, sign] = category;
    const amount = sign * (100 + ((i * 7919) % 250_000));
    txs.push(
      transactionItem({
        id: randomUUID(),
        date,
        desc: i % 50 === 0 ? `Coffee supplier order ${i}` : `Transaction ${i}`,
        accountId: accounts[i % 2 === 0 ? 0 : 1],
        categoryId,
        vatRateId: 'standard',
        amount,
        at,
      }),
    );
  }
  const aggregates = new Map<string, Record<string, unknown>>();
  const balances = new Map<string, number>();
  for (const tx of txs) {
    balances.set(tx.accountId, (balances.get(tx.accountId) ?? 0) + tx.amount);
    for (const scope of [LEDGER_ALL, tx.accountId])
      for (const key of [
        ledgerKeys.aggregateDay(businessId, scope, tx.date),
        ledgerKeys.aggregateMonth(businessId, scope, tx.date.slice(0, 7)),
      ]) {
        const a = aggregates.get(key.sk) ?? { ...key, entity: 'aggregate', count: 0, income: 0, expenses: 0 };
        a['count'] = (a['count'] as number) + 1;
        if (tx.amount > 0) a['income'] = (a['income'] as number) + tx.amount;
        else a['expenses'] = (a['expenses'] as number) - tx.amount;
        aggregates.set(key.sk, a);
      }
  }
  for (const [i, id] of accounts.entries())
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: {
          ...ledgerKeys.account(businessId, id),
          entity: 'account',
          version: 1,
          id,
          name: i === 0 ? 'Current account' : 'Card',
          isMain: i === 0,
          balance: balances.get(id) ?? 0,
          createdAt: at,
        },
      }),
    );
  // The VAT sums the ledger's writes keep on the business's aggregates (decision 0057); without them
  // (BENCH_VAT_SUMS=0, a ledger written before) the VAT figures read every transaction of the period.
  if (process.env.BENCH_VAT_SUMS !== '0')
    for (const [sk, d] of vatSumDeltas(businessId, [], txs)) Object.assign(aggregates.get(sk) ?? {}, d.add);
  const summaries = [...summaryDeltas(businessId, [], txs).values()].map((d) => ({
    ...d.key,
    entity: 'aggregate',
    ...d.add,
  }));
  await batchPut(db, [
    ...txs.flatMap((tx) => [transactionRecord(businessId, tx), transactionPointerRecord(businessId, tx)]),
    ...aggregates.values(),
    ...summaries,
  ]);
  return { token, businessId, accounts, txs, seedSeconds: Math.round((performance.now() - started) / 1000) };
}

/** Count DynamoDB requests and items read on the handlers' client. */
function countRequests(doc: DynamoDBDocumentClient) {
  const counter = { requests: 0, itemsRead: 0 };
  doc.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      counter.requests++;
      const out = result.output as {
        ScannedCount?: number;
        Item?: unknown;
        Responses?: Record<string, unknown[]>;
      };
      if (typeof out.ScannedCount === 'number') counter.itemsRead += out.ScannedCount;
      else if (out.Item) counter.itemsRead += 1;
      else if (out.Responses) for (const list of Object.values(out.Responses)) counter.itemsRead += list.length;
      return result;
    },
    { step: 'initialize', name: 'benchCounter' },
  );
  return counter;
}

/** The last calendar quarter that has ended before `now` (UTC), as YYYY-MM-DD dates. */
export function lastFullQuarter(now: Date): { from: string; to: string } {
  const q = Math.floor(now.getUTCMonth() / 3);
  const start = new Date(Date.UTC(now.getUTCFullYear(), (q - 1) * 3, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), q * 3, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

export async function ledgerBench(url: string, db: Db): Promise<LedgerResults> {
  console.log(`Seeding ${LEDGER_ROWS} transactions over 5 years...`);
  const seeded = await seedLedger(db);
  console.log(`Seeded in ${seeded.seedSeconds} s; measuring the ledger calls...`);
  const counter = countRequests(getDb().doc);
  const headers = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  async function measure(
    call: string,
    request: (i: number) => { method: string; path: string; body?: unknown },
    after?: (json: unknown, i: number) => void,
  ): Promise<LedgerCallResult> {
    const latencies: number[] = [];
    const requests: number[] = [];
    const items: number[] = [];
    let errors = 0;
    for (let i = 0; i < SAMPLES + 3; i++) {
      const r = request(i);
      const before = { ...counter };
      const t = performance.now();
      const res = await fetch(`${url}/api${r.path}`, {
        method: r.method,
        headers,
        ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
      });
      const json: unknown = await res.json();
      const ms = performance.now() - t;
      if (res.status >= 300) errors++;
      else after?.(json, i);
      if (i < 3) continue; // warm-up
      latencies.push(ms);
      requests.push(counter.requests - before.requests);
      items.push(counter.itemsRead - before.itemsRead);
    }
    const sort = (a: number[]) => [...a].sort((x, y) => x - y);
    return {
      call,
      samples: SAMPLES,
      p50ms: quantile(sort(latencies), 0.5),
      p95ms: quantile(sort(latencies), 0.95),
      // Requests and items read also count the session and membership reads of the chain.
      requests: quantile(sort(requests), 0.5),
      itemsRead: quantile(sort(items), 0.5),
      errors,
    };
  }

  const calls: LedgerCallResult[] = [];
  const list =
    (filter: unknown, page = 1) =>
    () => ({
      method: 'PATCH',
      path: `/transaction/list?page=${page}`,
      body: filter,
    });
  calls.push(
    await measure('list: default view (Last 30 days), page 1', list({ dateFrom: daysAgo(30), dateTo: today })),
  );
  calls.push(await measure('list: All (showAll), page 1', list({})));
  calls.push(await measure('list: All, page 2,500 of 5,000', list({}, 2500)));
  calls.push(
    await measure(
      'list: one account, This Year, page 3',
      list({ bankAccountId: seeded.accounts[1], dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today }, 3),
    ),
  );
  calls.push(
    await measure(
      'list: filtered (Last 90 days, description "coffee")',
      list({ dateFrom: daysAgo(90), dateTo: today, desc: 'coffee' }),
    ),
  );
  calls.push(
    await measure(
      'list: filtered (last 6 months, category Fuel, £100-£1,000)',
      list({ dateFrom: daysAgo(182), dateTo: today, categoryId: 'fuel', minAmount: 100, maxAmount: 1000 }),
    ),
  );
  calls.push(
    await measure(
      'list: filtered over 2 years (description), newest stretch (was refused past 20,000 items read)',
      list({ dateFrom: daysAgo(730), dateTo: today, desc: 'coffee' }),
    ),
  );
  calls.push(...(await searchCalls(measure, list, seeded.accounts[1])));
  // The VAT figures read the month aggregates of their period (decision 0057): here the last full
  // calendar quarter (about a twentieth of the ledger) and the 12 months before it ends.
  const quarter = lastFullQuarter(new Date());
  const figures =
    (scheme: number, period = quarter) =>
    () => ({
      method: 'PATCH',
      path: '/transaction/vat-figures',
      body: { startDate: period.from, endDate: period.to, scheme, ...(scheme === 2 ? { flatRatePercent: 16.5 } : {}) },
    });
  const inQuarter = seeded.txs.filter((t) => t.date >= quarter.from && t.date <= quarter.to).length;
  calls.push(
    await measure(
      `vat-figures: a quarter (${quarter.from} to ${quarter.to}, ${inQuarter.toLocaleString('en-GB')} transactions), standard scheme`,
      figures(1),
    ),
  );
  calls.push(await measure('vat-figures: the same quarter, flat rate scheme', figures(2)));
  calls.push(...(await yearFigureCalls(measure, figures, seeded.txs, quarter.to)));
  calls.push(...(await chartCalls(measure, new Date())));
  const created: { id: string; updatedDate: string }[] = [];
  calls.push(
    await measure(
      'create',
      () => ({
        method: 'POST',
        path: '/transaction',
        body: {
          date: today,
          desc: 'Bench sale',
          transactionTypeId: 1,
          categoryId: 'sales',
          amount: 12.34,
          accountId: seeded.accounts[0],
        },
      }),
      (json) => created.push(json as { id: string; updatedDate: string }),
    ),
  );
  calls.push(
    await measure(
      'edit (amount, date and account)',
      (i) => {
        const tx = created[i % created.length];
        if (!tx) throw new Error('No created transaction to edit: every create call failed');
        return {
          method: 'PATCH',
          path: `/transaction/${tx.id}`,
          body: {
            date: daysAgo(i % 40),
            desc: 'Bench sale edited',
            transactionTypeId: 1,
            categoryId: 'sales',
            amount: 20 + i,
            accountId: seeded.accounts[i % 2],
            updatedDate: tx.updatedDate,
          },
        };
      },
      (json, i) => {
        created[i % created.length] = json as { id: string; updatedDate: string };
      },
    ),
  );
  return { rows: LEDGER_ROWS, years: 5, seedSeconds: seeded.seedSeconds, calls };
}
