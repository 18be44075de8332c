/**
 * The CSV import scenario of `npm run bench` (decision 0033): a 5,000-row transaction import
 * through the local gateway (`POST transaction/import/finish`: rows read again, record, rows,
 * once-per-key totals, pointers), side by side in the same run with its floor: the same items
 * (transactions, pointers, incomplete markers) written by raw BatchWriteItem on the same stack, as
 * many batches in flight as the import keeps. Runs alternate, so both see the same machine.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  IMPORT_PARALLEL,
  incompleteRecord,
  transactionPointerRecord,
  transactionRecord,
  type Db,
  type TransactionItem,
} from '@bk/data';
import { readTransactionRows } from '@bk/domain';
import { seedAdministrator } from './seed-administrator';
import { stackDb } from './stack-db';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);

export interface ImportResults {
  rows: number;
  runs: number;
  /** Medians, ms. */
  importMs: number;
  floorMs: number;
  ratio: number;
  /** Items the floor writes per run (what the import writes besides its record and totals). */
  floorItems: number;
}

const COLUMNS = {
  dateIndex: 0,
  amountIndex: 1,
  netAmountIndex: -1,
  vatAmountIndex: -1,
  payInIndex: -1,
  payOutIndex: -1,
  descIndex: 2,
  categoryIndex: 3,
  contactIndex: -1,
  vatRateIndex: -1,
  transactionTypeIndex: -1,
  purchasePriceIndex: -1,
  isRefundIndex: -1,
};

/** A bank export of `n` rows over a year: sales, fuel, and one in ten without a known category. */
function bankRows(n: number): string[][] {
  const categories = ['Sales', 'Fuel', 'Materials', 'Fees and services', 'Card purchase'];
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/2025`;
    return [date, `${(i * 37) % 900}.${String(i % 100).padStart(2, '0')}`, `Bank line ${i}`, categories[i % 5] ?? ''];
  });
}

/** A user administering a new business with one account, and a session on it. */
async function seedBusiness(db: Db, url: string): Promise<{ token: string; businessId: string; accountId: string }> {
  const { token, businessId } = await seedAdministrator(db, {
    name: 'Bench Import Ltd',
    enableVat: true,
    emailTag: 'import',
  });
  const res = await fetch(`${url}/api/account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Main', isMain: true }),
  });
  const account = (await res.json()) as { id: string };
  return { token, businessId, accountId: account.id };
}

/** The items an import of `rows` writes besides its record and totals, for a business. */
function floorItems(businessId: string, accountId: string, rows: string[][]): Record<string, unknown>[] {
  const at = new Date().toISOString();
  const importId = randomUUID();
  const read = readTransactionRows(rows, COLUMNS, 'DMY');
  return read.rows.flatMap((r) => {
    const tx: TransactionItem = {
      id: randomUUID(),
      date: r.date,
      desc: r.desc,
      accountId,
      categoryId: r.categoryId,
      transactionTypeId: r.transactionTypeId,
      vatRateId: r.vatRateId,
      contactId: null,
      contactName: null,
      amount: r.amount,
      netAmount: r.netAmount,
      purchasePrice: r.purchasePrice,
      isRefund: r.isRefund,
      incomplete: r.incomplete,
      counted: r.counted,
      attachments: 0,
      invoiceId: null,
      importId,
      createdAt: at,
      updatedDate: at,
    };
    return [
      transactionRecord(businessId, tx),
      transactionPointerRecord(businessId, tx),
      ...(tx.incomplete ? [incompleteRecord(businessId, tx)] : []),
    ];
  });
}

/** Raw BatchWriteItem of the items, IMPORT_PARALLEL batches in flight, unprocessed sent again. */
async function rawBatchWrite(db: Db, items: Record<string, unknown>[]): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: IMPORT_PARALLEL }, async () => {
      for (let i = next++; i < chunks.length; i = next++) {
        let pending = (chunks[i] ?? []).map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
          pending = (out.UnprocessedItems?.[db.table] ?? []) as typeof pending;
        }
      }
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function importBench(url: string, db: Db): Promise<ImportResults> {
  const rows = bankRows(IMPORT_ROWS);
  const imports: number[] = [];
  const floors: number[] = [];
  let floorCount = 0;
  for (let run = 0; run < RUNS; run++) {
    const target = await seedBusiness(db, url);
    const body = JSON.stringify({
      accountId: target.accountId,
      name: `Bench ${run}`,
      ...COLUMNS,
      csvData: JSON.stringify(rows),
      dateFormat: 'DMY',
    });
    let t = performance.now();
    const res = await fetch(`${url}/api/transaction/import/finish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body,
    });
    const answer = await res.text();
    if (res.status !== 201) throw new Error(`Import answered ${res.status}: ${answer.slice(0, 300)}`);
    imports.push(performance.now() - t);

    const floorTarget = await seedBusiness(db, url);
    const items = floorItems(floorTarget.businessId, floorTarget.accountId, rows);
    floorCount = items.length;
    t = performance.now();
    await rawBatchWrite(db, items);
    floors.push(performance.now() - t);
  }
  const importMs = Math.round(median(imports));
  const floorMs = Math.round(median(floors));
  return {
    rows: IMPORT_ROWS,
    runs: RUNS,
    importMs,
    floorMs,
    ratio: Number((importMs / floorMs).toFixed(2)),
    floorItems: floorCount,
  };
}

/** The lines of docs/performance.md for the import scenario. */
export function importDocLines(r: ImportResults): string[] {
  return [
    '',
    `CSV import: ${r.rows.toLocaleString('en-GB')} rows through the local gateway against the raw BatchWriteItem floor of the same ${r.floorItems.toLocaleString('en-GB')} items on the same stack, alternating, median of ${r.runs} runs each (limit: 2x the floor).`,
    '',
    '| CSV import | import ms | floor ms | ratio | within 2x |',
    '|---|---|---|---|---|',
    `| ${r.rows} rows | ${r.importMs} | ${r.floorMs} | ${r.ratio} | ${r.ratio <= 2 ? 'yes' : 'no'} |`,
  ];
}

/** `npx tsx tests/bench/import.ts`: this scenario alone, on a stack of its own (prints the figures). */
async function alone(): Promise<void> {
  const { startStack } = await import('@bk/local');
  const stack = await startStack({ port: 0, inMemory: true, scheduler: false, quiet: true, logLevel: 'SILENT' });
  try {
    const db = stackDb(stack.env);
    const results = await importBench(stack.url, db);
    console.log(JSON.stringify(results, null, 2));
    console.log(importDocLines(results).join('\n'));
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  alone().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
