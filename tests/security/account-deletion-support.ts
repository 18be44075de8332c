import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { LEDGER_ALL, ledgerKeys, ledgerRepository, transactionItem, type TransactionItem } from '@bk/data';
import { api } from '../support/api-client';
import { stackDb } from '../support/seed';
import { expectBalancesExact } from '../integration/ledger-support';

/** Helpers of the bank account deletion tests (decision 0053). */

const CATEGORIES = ['sales', 'fuel', null] as const;

/** `n` transactions in an account, over many days and months, written straight to the ledger. */
export async function seedTransactions(businessId: string, accountId: string, n: number): Promise<TransactionItem[]> {
  const txs = Array.from({ length: n }, (_v, i) =>
    transactionItem({
      id: randomUUID(),
      date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      desc: `Row ${i}`,
      accountId,
      categoryId: CATEGORIES[i % 3] ?? null,
      incomplete: i % 3 === 2,
      amount: (i % 2 ? 1 : -1) * (101 + i),
      at: '2026-01-01T00:00:00.000Z',
    }),
  );
  const ledger = ledgerRepository(stackDb());
  for (let i = 0; i < txs.length; i += 6) await ledger.applyTransactionChange(businessId, [], txs.slice(i, i + 6));
  return txs;
}

/** Every item of the business partition whose sort key begins so. */
async function itemsOf(businessId: string, prefix: string): Promise<Record<string, unknown>[]> {
  const db = stackDb();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': prefix },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * The day and month aggregates (count, income, expenses) recounted from the stored transactions,
 * against what is stored: the keys that differ (an empty list is no drift).
 */
export async function aggregateDrift(businessId: string): Promise<string[]> {
  const expected = new Map<string, { count: number; income: number; expenses: number }>();
  for (const tx of await itemsOf(businessId, 'TX#')) {
    const amount = Number(tx['amount']);
    const counted = tx['counted'] !== false;
    const date = String(tx['date']);
    for (const scope of [LEDGER_ALL, String(tx['accountId'])])
      for (const key of [
        ledgerKeys.aggregateDay(businessId, scope, date),
        ledgerKeys.aggregateMonth(businessId, scope, date.slice(0, 7)),
      ]) {
        const e = expected.get(key.sk) ?? { count: 0, income: 0, expenses: 0 };
        e.count += 1;
        e.income += counted && amount > 0 ? amount : 0;
        e.expenses += counted && amount < 0 ? -amount : 0;
        expected.set(key.sk, e);
      }
  }
  const drift: string[] = [];
  const seen = new Set<string>();
  for (const item of await itemsOf(businessId, 'AGG#')) {
    const sk = String(item['sk']);
    if (!/#[DM]#/.test(sk)) continue;
    seen.add(sk);
    const want = expected.get(sk) ?? { count: 0, income: 0, expenses: 0 };
    const got = {
      count: Number(item['count'] ?? 0),
      income: Number(item['income'] ?? 0),
      expenses: Number(item['expenses'] ?? 0),
    };
    if (JSON.stringify(got) !== JSON.stringify(want))
      drift.push(`${sk}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
  for (const sk of expected.keys()) if (!seen.has(sk)) drift.push(`${sk}: missing`);
  return drift;
}

/** Balances, magnitude, category totals and day and month aggregates all equal a recount. */
export async function expectBooksExact(token: string, businessId: string): Promise<void> {
  await expectBalancesExact(token, businessId);
  expect(await aggregateDrift(businessId), 'aggregate drift').toEqual([]);
}

/** Wait (polling the list, as the screen does) until the account is gone; fails after `timeoutMs`. */
export async function waitUntilGone(token: string, accountId: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const accounts = await api(token).ok('accountList');
    const found = accounts.find((a) => a.id === accountId);
    if (!found) return;
    expect(found.deletion?.failed, 'the deletion failed').not.toBe(true);
    if (Date.now() > deadline) throw new Error(`account ${accountId} still there: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
