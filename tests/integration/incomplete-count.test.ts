import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { business, finishBody } from './csv-import-support';

/**
 * GET transaction/incomplete-count: Home's "transactions to review", read from the incomplete
 * markers, and the complete ones with no category, read from the summaries by period.
 */
describe('transaction incomplete count', () => {
  it('counts imported rows still to complete, and none once they are completed or discarded', async () => {
    const b = await business();
    const client = api(b.token);
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 0, more: false, uncategorised: 0 });

    const rows = [
      ['01/03/2025', '-45.67', 'Unknown shop', 'Mystery', ''],
      ['02/03/2025', '-12.00', 'Another shop', 'Mystery', ''],
      ['03/03/2025', '-9.99', 'Third shop', 'Mystery', ''],
      ['04/03/2025', '100.00', 'Invoice 7', 'Sales', ''],
    ];
    await client.ok('transactionImportFinish', { body: finishBody(b.accountId, rows) });
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 3, more: false, uncategorised: 0 });

    expect(await client.ok('transactionDiscardAll')).toEqual({ count: 3 });
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 0, more: false, uncategorised: 0 });
  });

  it('counts only the business of the session', async () => {
    const b = await business();
    await api(b.token).ok('transactionImportFinish', {
      body: finishBody(b.accountId, [['01/03/2025', '-1.00', 'Unknown', 'Mystery', '']]),
    });
    const other = await seedUser({ withBusiness: true });
    expect(await api(other.token).ok('transactionIncompleteCount')).toEqual({
      count: 0,
      more: false,
      uncategorised: 0,
    });
    expect(await api(b.token).ok('transactionIncompleteCount')).toEqual({ count: 1, more: false, uncategorised: 0 });
  });

  it('counts complete transactions with no category until they are given one, whatever their date', async () => {
    const b = await business();
    const client = api(b.token);
    const add = (date: string, desc: string) =>
      client.ok('transactionCreate', {
        body: { date, desc, transactionTypeId: 1, categoryId: null, amount: -25, accountId: b.accountId },
      });
    const first = await add('2021-06-01', 'Old cash receipt');
    await add('2026-02-03', 'Card payment');
    expect(await client.ok('transactionIncompleteCount')).toMatchObject({ count: 0, uncategorised: 2 });
    await client.ok('transactionUpdate', {
      params: { id: first.id },
      body: {
        date: first.date,
        desc: first.desc,
        transactionTypeId: 1,
        categoryId: 'stationery-postage',
        amount: 25,
        accountId: b.accountId,
        updatedDate: first.updatedDate,
      },
    });
    expect(await client.ok('transactionIncompleteCount')).toMatchObject({ uncategorised: 1 });
  });
});
