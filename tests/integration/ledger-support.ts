import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { keys, ledgerPrefixes } from '@bk/data';
import { balanceCommands } from '@bk/ops';
import { api } from '../support/api-client';
import { stackDb } from '../support/seed';
import { call } from './business-support';

/** Helpers of the ledger integration tests. */

/** Sum (pence) of every stored transaction per account, read straight from the partition. */
export async function ledgerSums(businessId: string): Promise<Map<string, number>> {
  const db = stackDb();
  const sums = new Map<string, number>();
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.business(businessId).pk, ':sk': ledgerPrefixes.transaction },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? [])
      sums.set(String(item['accountId']), (sums.get(String(item['accountId'])) ?? 0) + Number(item['amount']));
    start = out.LastEvaluatedKey;
  } while (start);
  return sums;
}

/** Every account's balance (from `GET account`) equals the sum of its transactions, to the penny. */
export async function expectBalancesExact(token: string, businessId: string): Promise<Map<string, number>> {
  const accounts = await api(token).ok('accountList');
  const sums = await ledgerSums(businessId);
  const balances = new Map<string, number>();
  for (const a of accounts) {
    const pence = Math.round(a.balance * 100);
    expect(pence, `balance of ${a.id}`).toBe(sums.get(a.id) ?? 0);
    balances.set(a.id, pence);
  }
  for (const accountId of sums.keys()) expect(balances.has(accountId), `account ${accountId} exists`).toBe(true);
  // The ledger's bound moves with every write, exactly (decision 0020).
  const [magnitude] = await balanceCommands(stackDb()).checkMagnitudes({ businessId });
  expect(magnitude?.drift, 'ledger magnitude drift').toBe(0);
  // So are the category totals the charts and the self-assessment summary read (decision 0039).
  expect(await balanceCommands(stackDb()).checkSummaries({ businessId }), 'category totals drift').toEqual([]);
  // And the VAT sums of the day and month aggregates the VAT return reads (decision 0057).
  expect(await balanceCommands(stackDb()).checkVatSums({ businessId }), 'VAT sums drift').toEqual([]);
  return balances;
}

export async function addAccount(token: string, name: string, isMain = false): Promise<string> {
  return (await api(token).ok('accountCreate', { body: { name, isMain } })).id;
}

export interface TxBody {
  date: string;
  desc: string;
  transactionTypeId: number;
  categoryId?: string | null;
  amount: number;
  accountId: string;
  vatRateId?: string | null;
  isRefund?: boolean;
  netAmount?: number | null;
  purchasePrice?: number | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
export async function addTx(token: string, body: TxBody): Promise<any> {
  return api(token).ok('transactionCreate', { body });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
export async function list(token: string, filter: Record<string, unknown> = {}, page = 1): Promise<any> {
  // A plain record, not the route's body type: tests build their filters as data (tables of cases).
  const r = await call('PATCH', `/transaction/list?page=${page}`, { token, body: filter });
  expect(r.status, r.text).toBe(200);
  return r.json;
}
