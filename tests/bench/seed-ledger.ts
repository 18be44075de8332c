/**
 * The ledger the bench measures (`tests/bench/ledger.ts`, `export.ts`) and the balance check's tests
 * rebuild: one business administered by one user with a session, two bank accounts and `rows`
 * transactions over five years to today, written directly with BatchWriteItem (items, pointers,
 * day and month aggregates, category summaries, balances) as the ledger's writes would leave them.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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
import { hashToken, newToken } from '../../functions/shared/tokens';

export const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 100_000);

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

/**
 * A user, a business it administers with two accounts, and a session on it; then the ledger.
 * `vatSums: false` leaves out the VAT sums of the aggregates (decision 0057), as a ledger written
 * before they were kept has them; BENCH_VAT_SUMS=0 asks that of the bench.
 */
export async function seedLedger(db: Db, options: { rows?: number; vatSums?: boolean } = {}) {
  const rows = options.rows ?? LEDGER_ROWS;
  const vatSums = options.vatSums ?? process.env.BENCH_VAT_SUMS !== '0';
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
  for (let i = 0; i < rows; i++) {
    const date = new Date(end - Math.floor((i / rows) * span)).toISOString().slice(0, 10);
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
  // (a ledger written before) the VAT figures read every transaction of the period.
  if (vatSums) for (const [sk, d] of vatSumDeltas(businessId, [], txs)) Object.assign(aggregates.get(sk) ?? {}, d.add);
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
