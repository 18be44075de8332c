import { auditRepository, ledgerRepository, transactionItem } from '@bk/data';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { FILED_PERIOD, fileVatReturn } from '../support/filed-return';
import { seedUser, stackDb } from '../support/seed';
import { baseUrl } from './business-support';
import { finishBody } from './csv-import-support';
import { addAccount, addTx, expectBalancesExact, list, type TxBody } from './ledger-support';

/**
 * Decision 0040: a change of the books of a VAT period filed with HMRC (a receipt of a return
 * filed through the HMRC emulator) answers 409 with the period until confirmed; confirmed, it goes
 * ahead and the audit log names the transaction, the period and the user.
 */
const MESSAGE =
  'This transaction is in the VAT period 01/04/2017 to 30/06/2017, which you have already filed with HMRC. Changing it means your records no longer match that return.';
const CONFLICT = { code: 'filedPeriod', period: { from: FILED_PERIOD.from, to: FILED_PERIOD.to }, message: MESSAGE };

/** A VAT business that has filed its return for 01/04/2017 to 30/06/2017, with a bank account. */
async function filedBusiness() {
  const u = await seedUser({ withBusiness: true, enableVat: true });
  await fileVatReturn(baseUrl, u.token);
  const businessId = defined(u.businessId, 'u.businessId');
  return { token: u.token, email: u.email, businessId, accountId: await addAccount(u.token, 'Current') };
}

const fuel = (accountId: string, date: string) => ({
  date,
  desc: 'Fuel',
  transactionTypeId: 1,
  categoryId: 'fuel',
  vatRateId: 'standard',
  amount: 60,
  accountId,
});

const addConfirmed = (token: string, body: TxBody) =>
  api(token).ok('transactionCreate', { body: { ...body, confirmFiledPeriod: true } });

async function filedAudit(businessId: string) {
  const entries = await auditRepository(stackDb()).listBusinessAudit(businessId);
  return entries.filter((e) => e.event === 'filed-period-changed');
}

describe('transactions in a filed VAT period', () => {
  it('refuses adding one with the period named until confirmed, then adds it and audits who did', async () => {
    const b = await filedBusiness();
    const client = api(b.token);
    const refused = await client.call('transactionCreate', { body: fuel(b.accountId, '2017-05-10') });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual(CONFLICT);
    expect((await list(b.token, { dateFrom: '2017-01-01', dateTo: '2017-12-31' })).transactions).toEqual([]);
    expect(await filedAudit(b.businessId)).toEqual([]);

    const added = await client.call('transactionCreate', {
      body: { ...fuel(b.accountId, '2017-05-10'), confirmFiledPeriod: true },
    });
    expect(added.status).toBe(201);
    const [entry] = await filedAudit(b.businessId);
    expect(entry).toMatchObject({ userEmail: b.email, businessId: b.businessId });
    expect(entry?.detail).toBe(
      `Added transaction "Fuel" of -£60.00 on 10/05/2017 (${added.json.id}) in the VAT period 01/04/2017 to 30/06/2017`,
    );
    // Outside the period nothing is asked.
    expect((await client.call('transactionCreate', { body: fuel(b.accountId, '2017-07-01') })).status).toBe(201);
    await expectBalancesExact(b.token, b.businessId);
  });

  it('lets a description-only edit through, and refuses edits of the figures, moves in, splits and deletes', async () => {
    const b = await filedBusiness();
    const client = api(b.token);
    const inside = await addConfirmed(b.token, fuel(b.accountId, '2017-05-10'));
    const outside = await addTx(b.token, fuel(b.accountId, '2017-07-10'));
    const edit = (t: { id: string; updatedDate: string }, body: object) =>
      client.call('transactionUpdate', {
        params: { id: t.id },
        body: { ...fuel(b.accountId, '2017-05-10'), updatedDate: t.updatedDate, ...body },
      });

    const renamed = await edit(inside, { desc: 'Diesel' });
    expect(renamed.status, renamed.text).toBe(200);
    const moreFuel = await edit(renamed.json, { desc: 'Diesel', amount: 70 });
    expect(moreFuel.status).toBe(409);
    expect(moreFuel.json).toEqual(CONFLICT);
    const movedIn = await edit(outside, { date: '2017-06-30' });
    expect(movedIn.json).toEqual(CONFLICT);
    const movedOut = await edit(renamed.json, { desc: 'Diesel', date: '2017-07-02' });
    expect(movedOut.json).toEqual(CONFLICT);
    const split = await client.call('transactionSplit', {
      params: { id: inside.id },
      body: { splitAmount: 10, updatedDate: renamed.json.updatedDate },
    });
    expect(split.json).toEqual(CONFLICT);
    const deleted = await client.call('transactionDelete', {
      params: { id: inside.id },
      body: { updatedDate: renamed.json.updatedDate },
    });
    expect(deleted.json).toEqual(CONFLICT);

    const confirmed = await edit(renamed.json, { desc: 'Diesel', amount: 70, confirmFiledPeriod: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.amount).toBe(-70);
    const gone = await client.call('transactionDelete', {
      params: { id: inside.id },
      body: { updatedDate: confirmed.json.updatedDate, confirmFiledPeriod: true },
    });
    expect(gone.status).toBe(200);
    const details = (await filedAudit(b.businessId)).map((e) => e.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Edited transaction "Diesel" of -£60\.00 on 10\/05\/2017/),
        expect.stringMatching(/^Deleted transaction "Diesel" of -£70\.00 on 10\/05\/2017/),
      ]),
    );
    await expectBalancesExact(b.token, b.businessId);
  });

  it('asks before completing an incomplete one, and complete-all leaves it for the person', async () => {
    const b = await filedBusiness();
    const at = new Date().toISOString();
    const tx = transactionItem({
      id: randomUUID(),
      date: '2017-05-01',
      desc: 'Imported line',
      accountId: b.accountId,
      amount: -1000,
      incomplete: true,
      counted: false,
      at,
    });
    await ledgerRepository(stackDb()).applyTransactionChange(b.businessId, [], [tx]);
    const client = api(b.token);
    expect(await client.ok('transactionCompleteAll')).toEqual({ count: 0 });
    const refused = await client.call('transactionComplete', {
      params: { id: tx.id },
      body: { categoryId: 'fuel', updatedDate: at },
    });
    expect(refused.json).toEqual(CONFLICT);
    const done = await client.call('transactionComplete', {
      params: { id: tx.id },
      body: { categoryId: 'fuel', updatedDate: at, confirmFiledPeriod: true },
    });
    expect(done.status).toBe(200);
    expect(done.json.incomplete).toBe(false);
  });
});

describe('deleting a bank account with transactions in a filed VAT period', () => {
  it('counts them, refuses with the count until confirmed, then deletes and audits', async () => {
    const b = await filedBusiness();
    const client = api(b.token);
    await addConfirmed(b.token, fuel(b.accountId, '2017-04-01'));
    await addConfirmed(b.token, fuel(b.accountId, '2017-06-30'));
    await addTx(b.token, fuel(b.accountId, '2017-07-01'));
    const other = await addAccount(b.token, 'Savings');
    expect(await client.ok('accountFiledCount', { params: { id: b.accountId } })).toEqual({ count: 2 });
    expect(await client.ok('accountFiledCount', { params: { id: other } })).toEqual({ count: 0 });

    const refused = await client.call('accountDelete', { params: { id: b.accountId } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      code: 'filedPeriod',
      period: { from: FILED_PERIOD.from, to: FILED_PERIOD.to },
      count: 2,
      message:
        '2 of its transactions are in VAT periods you have filed with HMRC. Deleting the account means your records no longer match those returns.',
    });
    expect((await client.ok('accountList')).map((a) => a.id)).toContain(b.accountId);
    // An account with nothing in a filed period goes without being asked.
    expect((await client.call('accountDelete', { params: { id: other } })).status).toBe(200);

    const deleted = await client.call('accountDelete', {
      params: { id: b.accountId },
      query: { confirmFiledPeriod: 'true' },
    });
    expect(deleted.status).toBe(200);
    const details = (await filedAudit(b.businessId)).map((e) => e.detail);
    expect(details).toContain(
      'Deleted bank account "Current" with 2 transactions in the VAT period 01/04/2017 to 30/06/2017',
    );
  });
});

describe('transactions with no category', () => {
  it('are found by the uncategorised filter', async () => {
    const u = await seedUser({ withBusiness: true });
    const accountId = await addAccount(u.token, 'Current');
    await addTx(u.token, fuel(accountId, '2026-03-02'));
    const loose = await addTx(u.token, { ...fuel(accountId, '2026-03-03'), categoryId: null, amount: -25 });
    const found = await api(u.token).ok('transactionList', {
      body: { dateFrom: '2026-03-01', dateTo: '2026-03-31', uncategorised: true },
    });
    expect(found.transactions.map((t) => t.id)).toEqual([loose.id]);
    expect(found.transactions[0]).toMatchObject({ amount: -25, category: null });
    expect(found.stats).toEqual({ income: 0, expenses: 0 });
  });

  it('imports rows dated in a filed period only when confirmed, and audits the import', async () => {
    const b = await filedBusiness();
    const client = api(b.token);
    const rows = [
      ['10/05/2017', '-60.00', 'Fuel in the filed quarter', 'Fuel', ''],
      ['11/05/2017', '-5.00', 'Not yet categorised', '', ''],
      ['10/08/2017', '-40.00', 'Fuel after it', 'Fuel', ''],
    ];
    const refused = await client.call('transactionImportFinish', { body: finishBody(b.accountId, rows) });
    expect(refused.status).toBe(409);
    // The incomplete row does not count in any return until it is completed (and asked about then).
    expect(refused.json).toEqual({
      code: 'filedPeriod',
      period: { from: FILED_PERIOD.from, to: FILED_PERIOD.to },
      count: 1,
      message:
        '1 of the rows is in VAT periods you have already filed with HMRC (the first: 01/04/2017 to 30/06/2017). Importing them means your records no longer match those returns.',
    });
    expect(await client.ok('transactionImportList')).toEqual([]);
    expect(await filedAudit(b.businessId)).toEqual([]);

    const done = await client.ok('transactionImportFinish', {
      body: { ...finishBody(b.accountId, rows), confirmFiledPeriod: true },
    });
    expect(done.count).toBe(3);
    const [entry] = await filedAudit(b.businessId);
    expect(entry?.detail).toBe('Imported "Bank export" (3 rows) in the VAT period 01/04/2017 to 30/06/2017');
    await expectBalancesExact(b.token, b.businessId);
  });
});

describe('removing a CSV import with transactions in a filed VAT period', () => {
  it('refuses with how many until confirmed, then removes it and audits; an import outside is removed at once', async () => {
    const b = await filedBusiness();
    const client = api(b.token);
    const filedRows = [
      ['10/05/2017', '-60.00', 'Fuel in the filed quarter', 'Fuel', ''],
      ['12/05/2017', '-20.00', 'More fuel in it', 'Fuel', ''],
      ['11/05/2017', '-5.00', 'Not yet categorised', '', ''],
      ['10/08/2017', '-40.00', 'Fuel after it', 'Fuel', ''],
    ];
    const inFiled = await client.ok('transactionImportFinish', {
      body: { ...finishBody(b.accountId, filedRows), confirmFiledPeriod: true },
    });
    const later = await client.ok('transactionImportFinish', {
      body: finishBody(b.accountId, [['10/09/2017', '-30.00', 'Fuel later', 'Fuel', '']], { name: 'Later' }),
    });
    const auditedBefore = (await filedAudit(b.businessId)).length;

    const refused = await client.call('transactionImportDelete', { params: { id: inFiled.id } });
    expect(refused.status).toBe(409);
    // The incomplete row counts in no return, so two of the four are asked about.
    expect(refused.json).toEqual({
      code: 'filedPeriod',
      period: { from: FILED_PERIOD.from, to: FILED_PERIOD.to },
      count: 2,
      message:
        '2 of its transactions are in VAT periods you have already filed with HMRC (the first: 01/04/2017 to 30/06/2017). Removing the import means your records no longer match those returns.',
    });
    expect((await client.ok('transactionImportList')).map((i) => i.id).sort()).toEqual([inFiled.id, later.id].sort());
    expect((await list(b.token, { dateFrom: '2017-01-01', dateTo: '2017-12-31' })).transactions).toHaveLength(5);

    // Nothing of a filed period: no question.
    expect((await client.call('transactionImportDelete', { params: { id: later.id } })).status).toBe(200);
    expect(await filedAudit(b.businessId)).toHaveLength(auditedBefore);

    const removed = await client.call('transactionImportDelete', {
      params: { id: inFiled.id },
      query: { confirmFiledPeriod: 'true' },
    });
    expect(removed.status).toBe(200);
    expect(await client.ok('transactionImportList')).toEqual([]);
    expect((await list(b.token, { dateFrom: '2017-01-01', dateTo: '2017-12-31' })).transactions).toEqual([]);
    const details = (await filedAudit(b.businessId)).map((e) => e.detail);
    expect(details).toContain(
      'Removed import "Bank export" with 2 transactions in the VAT period 01/04/2017 to 30/06/2017',
    );
    await expectBalancesExact(b.token, b.businessId);
  });
});
