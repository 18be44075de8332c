import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { business, finishBody } from './csv-import-support';

/** GET transaction/incomplete-count: Home's "transactions to review", read from the incomplete markers. */
describe('transaction incomplete count', () => {
  it('counts imported rows still to complete, and none once they are completed or discarded', async () => {
    const b = await business();
    const client = api(b.token);
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 0, more: false });

    const rows = [
      ['01/03/2025', '-45.67', 'Unknown shop', 'Mystery', ''],
      ['02/03/2025', '-12.00', 'Another shop', 'Mystery', ''],
      ['03/03/2025', '-9.99', 'Third shop', 'Mystery', ''],
      ['04/03/2025', '100.00', 'Invoice 7', 'Sales', ''],
    ];
    await client.ok('transactionImportFinish', { body: finishBody(b.accountId, rows) });
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 3, more: false });

    expect(await client.ok('transactionDiscardAll')).toEqual({ count: 3 });
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 0, more: false });
  });

  it('counts only the business of the session', async () => {
    const b = await business();
    await api(b.token).ok('transactionImportFinish', {
      body: finishBody(b.accountId, [['01/03/2025', '-1.00', 'Unknown', 'Mystery', '']]),
    });
    const other = await seedUser({ withBusiness: true });
    expect(await api(other.token).ok('transactionIncompleteCount')).toEqual({ count: 0, more: false });
    expect(await api(b.token).ok('transactionIncompleteCount')).toEqual({ count: 1, more: false });
  });
});
