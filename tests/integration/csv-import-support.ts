import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { aggregateRepository, keys } from '@bk/data';
import { api } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { baseUrl } from './business-support';
import { addAccount, addTx } from './ledger-support';

/** Helpers of the CSV import integration tests (decision 0033). */

export const UNMAPPED = {
  dateIndex: -1,
  amountIndex: -1,
  netAmountIndex: -1,
  vatAmountIndex: -1,
  payInIndex: -1,
  payOutIndex: -1,
  descIndex: -1,
  categoryIndex: -1,
  contactIndex: -1,
  vatRateIndex: -1,
  transactionTypeIndex: -1,
  purchasePriceIndex: -1,
  isRefundIndex: -1,
};
export const COLUMNS = { ...UNMAPPED, dateIndex: 0, amountIndex: 1, descIndex: 2, categoryIndex: 3, contactIndex: 4 };

export function finishBody(accountId: string, rows: string[][], extra: Record<string, unknown> = {}) {
  return {
    accountId,
    name: 'Bank export',
    ...COLUMNS,
    csvData: JSON.stringify(rows),
    dateFormat: 'DMY' as const,
    headings: ['Date', 'Amount', 'Description', 'Category', 'Contact'],
    ...extra,
  };
}

/** `n` rows over `n / 2` days of March and April 2025, income and expenses, two contacts. */
export function manyRows(n: number): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const day = 1 + (i % 30);
    const month = i % 2 === 0 ? '03' : '04';
    return [
      `${String(day).padStart(2, '0')}/${month}/2025`,
      `${(i + 1) * 3}.${String(i % 100).padStart(2, '0')}`,
      `Row ${i}`,
      i % 3 === 0 ? 'Sales' : 'Fuel',
      i % 5 === 0 ? 'Imported Supplier' : '',
    ];
  });
}

/** What an import may change in the business partition, normalised (zero aggregates, zero VAT sums and marks dropped). */
export async function ledgerState(businessId: string) {
  const db = stackDb();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.business(businessId).pk },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items
    .filter((i) => !String(i['sk']).startsWith('IMPORT#'))
    .filter((i) => !(i['entity'] === 'aggregate' && !i['count'] && !i['income'] && !i['expenses']))
    .map(({ imports, removed, ...rest }) => {
      void imports;
      void removed;
      // A VAT sum (decision 0057) an import added and its removal took back stays as a 0.
      return Object.fromEntries(Object.entries(rest).filter(([k, v]) => !(k.startsWith('v:') && v === 0)));
    })
    .sort((a, b) => String(a['sk']).localeCompare(String(b['sk'])));
}

export async function local(path: string, method = 'POST') {
  const res = await fetch(`${baseUrl}${path}`, { method });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

export async function business() {
  const u = await seedUser({ withBusiness: true });
  const businessId = u.businessId as string;
  const accountId = await addAccount(u.token, 'Main', true);
  await addTx(u.token, {
    date: '2025-03-04',
    desc: 'Card  Payment',
    transactionTypeId: 1,
    categoryId: 'fuel',
    amount: 12.5,
    accountId,
  });
  return { ...u, businessId, accountId };
}

/** The business's contacts (the paged list's first page). */
export async function contactsOf(token: string): Promise<{ name: string; email: string | null; vrn: string | null }[]> {
  const r = await api(token).raw({ method: 'PATCH', path: '/contact/list?page=1', body: {} });
  expect(r.status, r.text).toBe(200);
  return (r.json as { contacts: { name: string; email: string | null; vrn: string | null }[] }).contacts;
}

export async function monthTotals(businessId: string, scope: string | null = null) {
  const months = await aggregateRepository(stackDb()).listAggregates(businessId, scope, 'M', '2025-03', '2025-04');
  return months.map((m) => [m.count, m.income, m.expenses]);
}
