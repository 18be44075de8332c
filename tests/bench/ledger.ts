/**
 * The ledger scenario of `npm run bench`, to show that reads stay bounded as a ledger grows: one
 * business with 100,000 transactions over five years, written directly with BatchWriteItem
 * (items, pointers, day and month aggregates, category summaries, balances), then p50/p95 through
 * the local gateway of the default list page, a deep page, a filtered page, the charts, a tax
 * year's self-assessment summary, create and edit, with the DynamoDB
 * requests and items read per call, counted by a middleware on the handlers' own client (the
 * local gateway runs the handlers in-process).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@bk/data';
import { getDb } from '../../functions/shared/clients/db';
import { chartCalls } from './charts';
import { searchCalls } from './ledger-search';
import { LEDGER_ROWS, seedLedger } from './seed-ledger';
import { yearFigureCalls } from './vat-figures';

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
