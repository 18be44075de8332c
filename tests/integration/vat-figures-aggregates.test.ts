import { describe, expect, it } from 'vitest';
import { aggregateRepository, ledgerKeys, toVatLedgerEntry, transactionRepository } from '@bk/data';
import { computeVatFigures, vatBoxesToPounds, VatScheme } from '@bk/domain';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { api } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { addAccount, addTx } from './ledger-support';

/**
 * `transaction/vat-figures` from the VAT sums of the day and month aggregates (decision 0057),
 * through the local gateway and DynamoDB Local: after creates, edits that move a transaction
 * between months, accounts, rates and types, and deletes, the figures equal the per-transaction
 * calculation over the stored transactions; an aggregate written before the sums were kept is
 * noticed and the period is worked out from its transactions.
 */

type Client = ReturnType<typeof api>;

async function storedFigures(businessId: string, from: string, to: string, scheme: number) {
  const { items } = await transactionRepository(stackDb()).queryTransactions(businessId, { from, to, limit: 100_000 });
  const r = computeVatFigures(items.map(toVatLedgerEntry), {
    from,
    to,
    scheme,
    flatRatePercent: scheme === VatScheme.FLAT_RATE ? 12.5 : null,
  });
  const p = vatBoxesToPounds(r.boxes);
  return {
    box1: p.vatDueSales,
    box4: p.vatReclaimedCurrPeriod,
    box6: p.totalValueSalesExVAT,
    box7: p.totalValuePurchasesExVAT,
    transactionCount: r.transactionCount,
    incompleteCount: r.incompleteCount,
  };
}

async function figures(client: Client, startDate: string, endDate: string, scheme: number) {
  const r = await client.call('transactionVatFigures', {
    body: { startDate, endDate, scheme, ...(scheme === VatScheme.FLAT_RATE ? { flatRatePercent: 12.5 } : {}) },
  });
  expect(r.status, r.text).toBe(200);
  return r.json;
}

describe('VAT figures from the aggregates (PATCH transaction/vat-figures)', () => {
  it('equal the per-transaction figures after creates, moving edits and deletes', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const businessId = u.businessId ?? '';
    const client = api(u.token);
    const current = await addAccount(u.token, 'Current account', true);
    const card = await addAccount(u.token, 'Card');
    const tx = (date: string, amount: number, more: object = {}) =>
      addTx(u.token, {
        date,
        desc: `Row ${date}`,
        transactionTypeId: 1,
        categoryId: 'sales',
        amount,
        accountId: current,
        vatRateId: 'standard',
        ...more,
      });
    await tx('2025-04-01', 1000);
    await tx('2025-04-15', 333.33, { vatRateId: 'reduced' });
    await tx('2025-05-20', -120, { categoryId: 'fuel', accountId: card });
    await tx('2025-06-30', -2400, { categoryId: 'equipment' });
    const moving = await tx('2025-05-05', 99.99);
    const going = await tx('2025-06-10', 45.67);
    await tx('2025-07-02', 500);

    const edit = (t: { id: string; updatedDate: string }, body: object) =>
      client.ok('transactionUpdate', {
        params: { id: t.id },
        body: {
          date: '2025-05-05',
          desc: 'Moved',
          transactionTypeId: 1,
          categoryId: 'sales',
          amount: 99.99,
          accountId: current,
          vatRateId: 'standard',
          updatedDate: t.updatedDate,
          ...body,
        },
      });
    // Moved to another month and account, then another rate and type only (count and amounts unchanged).
    const moved = await edit(moving, { date: '2025-07-20', accountId: card });
    await edit(moved, { date: '2025-07-20', accountId: card, vatRateId: 'zero', transactionTypeId: 20 });
    await client.ok('transactionDelete', { params: { id: going.id }, body: { updatedDate: going.updatedDate } });

    for (const [from, to] of [
      ['2025-04-01', '2025-06-30'],
      ['2025-04-01', '2026-03-31'],
      ['2025-04-15', '2025-07-19'],
      ['2025-05-05', '2025-07-20'],
    ] as const)
      for (const scheme of [VatScheme.STANDARD, VatScheme.FLAT_RATE, VatScheme.CASH])
        expect(await figures(client, from, to, scheme), `${from}..${to} scheme ${scheme}`).toMatchObject(
          await storedFigures(businessId, from, to, scheme),
        );
    const months = await aggregateRepository(stackDb()).listVatSums(businessId, 'M', '2025-04', '2025-07');
    expect(months.map((m) => [m.period, m.complete])).toEqual([
      ['2025-04', true],
      ['2025-05', true],
      ['2025-06', true],
      ['2025-07', true],
    ]);
  });

  it('work a period out from its transactions when an aggregate lacks the sums of some of them', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const businessId = u.businessId ?? '';
    const client = api(u.token);
    const accountId = await addAccount(u.token, 'Current account', true);
    await addTx(u.token, {
      date: '2025-08-10',
      desc: 'Sale',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 1200,
      accountId,
      vatRateId: 'standard',
    });
    // As a ledger written before decision 0057: the month counts a transaction its sums lack.
    const db = stackDb();
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: ledgerKeys.aggregateMonth(businessId, 'ALL', '2025-08'),
        UpdateExpression: 'REMOVE #s1, #s6',
        ExpressionAttributeNames: { '#s1': 'v:s1', '#s6': 'v:s6' },
      }),
    );
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: ledgerKeys.aggregateMonth(businessId, 'ALL', '2025-08'),
        UpdateExpression: 'ADD #e :m',
        ExpressionAttributeNames: { '#e': 'v:entries' },
        ExpressionAttributeValues: { ':m': -1 },
      }),
    );
    expect(await figures(client, '2025-07-01', '2025-09-30', VatScheme.STANDARD)).toMatchObject({
      box1: 200,
      box6: 1000,
    });
  });
});
