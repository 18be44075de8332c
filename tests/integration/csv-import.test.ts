import { describe, expect, it } from 'vitest';
import { BusinessRole } from '@bk/domain';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { business, contactsOf, finishBody, ledgerState, local, manyRows, monthTotals } from './csv-import-support';
import { expectBalancesExact } from './ledger-support';

/**
 * CSV import through the local gateway (decision 0033): all or nothing under an injected failure
 * or crash, exact balances and month totals after import and removal, rows read again on the
 * server, permissions, duplicates and the saved mapping.
 */

describe('transaction CSV import', () => {
  it('imports rows exactly, keeps the mapping, and removal puts every total back', async () => {
    const b = await business();
    const before = await ledgerState(b.businessId);
    const rows = [
      ['01/03/2025', '£1,200.00', 'Invoice 7', 'Sales', 'Acme Ltd'],
      ['02/03/2025', '-45.67', 'Unknown shop', 'Mystery', ''],
      ['03/04/2025', '2.01', 'Diesel', 'fuel', 'acme  ltd'],
    ];
    const result = await api(b.token).ok('transactionImportFinish', { body: finishBody(b.accountId, rows) });
    expect(result.count).toBe(3);
    await expectBalancesExact(b.token, b.businessId);
    const [account] = await api(b.token).ok('accountList');
    expect(Math.round((account?.balance ?? 0) * 100)).toBe(-1250 + 120000 - 4567 - 201);
    // March: the card payment, the sale and the incomplete row (counted in no total); April: the fuel.
    expect(await monthTotals(b.businessId)).toEqual([
      [3, 120000, 1250],
      [1, 0, 201],
    ]);
    expect((await contactsOf(b.token)).map((c) => c.name)).toEqual(['Acme Ltd']);

    const [listed] = await api(b.token).ok('transactionImportList');
    expect(listed).toMatchObject({
      id: result.id,
      name: 'Bank export',
      count: 3,
      accountId: b.accountId,
      dateFormat: 'DMY',
      headings: ['Date', 'Amount', 'Description', 'Category', 'Contact'],
      mapping: expect.objectContaining({ dateIndex: 0, amountIndex: 1, contactIndex: 4, payInIndex: -1 }),
    });

    // An imported transaction edited after the import, and given an attachment, goes with it.
    const page = await api(b.token).ok('transactionList', { query: { page: 1 }, body: {} });
    const diesel = page.transactions.find((t) => t.desc === 'Diesel');
    expect(diesel).toBeDefined();
    if (!diesel) return;
    await api(b.token).ok('transactionUpdate', {
      params: { id: diesel.id },
      body: {
        date: '2025-05-06',
        desc: 'Diesel',
        transactionTypeId: 1,
        categoryId: 'fuel',
        amount: 3.03,
        accountId: b.accountId,
        updatedDate: diesel.updatedDate,
      },
    });
    const upload = await api(b.token).ok('attachmentCreate', {
      body: { fileName: 'r.pdf', desc: '', transactionId: diesel.id, contentType: 'application/pdf', size: 10 },
    });
    await expectBalancesExact(b.token, b.businessId);

    await api(b.token).ok('transactionImportDelete', { params: { id: result.id } });
    expect(await ledgerState(b.businessId)).toEqual(before);
    await expectBalancesExact(b.token, b.businessId);
    expect(await api(b.token).ok('transactionImportList')).toEqual([]);
    expect((await api(b.token).call('attachmentGet', { params: { id: upload.attachment.id } })).status).toBe(404);
    expect((await api(b.token).call('transactionImportDelete', { params: { id: result.id } })).status).toBe(404);
  });

  // 60 rows: write 1 the record, 2-4 three row batches, 5-6 two groups of keys, 7 the commit.
  it.each([2, 4, 6, 7])('leaves nothing behind when write %i of the import fails', async (at) => {
    const b = await business();
    const before = await ledgerState(b.businessId);
    await local(`/_local/import-fault?at=${at}&mode=fail`);
    const r = await api(b.token).call('transactionImportFinish', { body: finishBody(b.accountId, manyRows(60)) });
    expect(r.status).toBe(500);
    expect(await ledgerState(b.businessId)).toEqual(before);
    await expectBalancesExact(b.token, b.businessId);
    expect(await api(b.token).ok('transactionImportList')).toEqual([]);
    // The next import (no fault planned) goes through whole.
    expect(
      (await api(b.token).ok('transactionImportFinish', { body: finishBody(b.accountId, manyRows(60)) })).count,
    ).toBe(60);
    await expectBalancesExact(b.token, b.businessId);
  });

  it('rolls a crashed import back once its lease lapses (housekeeping)', async () => {
    const b = await business();
    const before = await ledgerState(b.businessId);
    await local('/_local/import-fault?at=6&mode=crash');
    expect(
      (await api(b.token).call('transactionImportFinish', { body: finishBody(b.accountId, manyRows(60)) })).status,
    ).toBe(500);
    expect(await ledgerState(b.businessId)).not.toEqual(before);
    const later = new Date(Date.now() + 16 * 60_000).toISOString();
    const job = await local(`/_local/jobs/housekeeping?time=${later}`);
    expect((job['result'] as { importsSettled: number }).importsSettled).toBeGreaterThanOrEqual(1);
    expect(await ledgerState(b.businessId)).toEqual(before);
    await expectBalancesExact(b.token, b.businessId);
  });

  it('carries a crash after the commit point forward on the next list call', async () => {
    const b = await business();
    await local('/_local/import-fault?at=8&mode=crash&leaseMs=0');
    expect(
      (await api(b.token).call('transactionImportFinish', { body: finishBody(b.accountId, manyRows(60)) })).status,
    ).toBe(500);
    const [recovered] = await api(b.token).ok('transactionImportList');
    expect(recovered?.count).toBe(60);
    await expectBalancesExact(b.token, b.businessId);
    const page = await api(b.token).ok('transactionList', { query: { page: 1 }, body: { desc: 'Row 59' } });
    const row = page.transactions[0];
    expect(row).toBeDefined();
    if (!row) return;
    // Its pointer is written: the row can be edited like any other.
    const deleted = await api(b.token).call('transactionDelete', {
      params: { id: row.id },
      body: { updatedDate: row.updatedDate },
    });
    expect(deleted.status).toBe(200);
    await expectBalancesExact(b.token, b.businessId);
  });

  it('reads every row again: a tampered row is a 400 naming it, and nothing is written', async () => {
    const b = await business();
    const before = await ledgerState(b.businessId);
    const r = await api(b.token).call('transactionImportFinish', {
      body: finishBody(b.accountId, [['31/02/2025', '10', 'x', 'Sales', '']], { rowNumbers: [17] }),
    });
    expect(r.status).toBe(400);
    expect(r.error.errors).toEqual([{ field: 'csvData', message: "Row 17, Date: '31/02/2025' is not a date" }]);
    const empty = await api(b.token).call('transactionImportFinish', { body: finishBody(b.accountId, [['', ' ']]) });
    expect(empty.error.errors).toEqual([{ field: 'csvData', message: 'Uploaded CSV is empty' }]);
    expect(await ledgerState(b.businessId)).toEqual(before);
  });

  it('refuses a viewer, and another business’s account or import', async () => {
    const b = await business();
    const viewer = await seedUser({ withBusiness: true, role: BusinessRole.OTHER });
    const rows = [['01/03/2025', '1', 'x', 'Sales', '']];
    expect(
      (await api(viewer.token).call('transactionImportFinish', { body: finishBody(b.accountId, rows) })).status,
    ).toBe(403);
    const other = await business();
    const theirs = await api(other.token).ok('transactionImportFinish', { body: finishBody(other.accountId, rows) });
    const wrongAccount = await api(b.token).call('transactionImportFinish', {
      body: finishBody(other.accountId, rows),
    });
    expect(wrongAccount.status).toBe(400);
    expect(wrongAccount.error.errors?.[0]?.field).toBe('accountId');
    expect((await api(b.token).call('transactionImportDelete', { params: { id: theirs.id } })).status).toBe(404);
    expect(await api(other.token).ok('transactionImportList')).toHaveLength(1);
  });

  it('marks the rows the account already holds (date, amount, description in any case and spacing)', async () => {
    const b = await business();
    const r = await api(b.token).ok('transactionImportDuplicates', {
      body: {
        accountId: b.accountId,
        rows: [
          { date: '2025-03-04', amount: -12.5, desc: '  card   PAYMENT ' },
          { date: '2025-03-04', amount: -12.49, desc: 'Card Payment' },
          { date: '2025-03-05', amount: -12.5, desc: 'Card Payment' },
        ],
      },
    });
    expect(r.duplicates).toEqual([0]);
  });
});

describe('contact CSV import', () => {
  const CONTACT_COLUMNS = {
    nameIndex: 0,
    emailIndex: 1,
    phoneIndex: -1,
    mobileIndex: -1,
    addressIndex: -1,
    websiteIndex: -1,
    twitterIndex: -1,
    facebookIndex: -1,
    linkedinIndex: -1,
    otherSocialsIndex: -1,
    vrnIndex: 2,
  };

  it('imports contacts, lists the import and removes them with it', async () => {
    const u = await seedUser({ withBusiness: true });
    const body = {
      name: 'Address book',
      ...CONTACT_COLUMNS,
      csvData: JSON.stringify([
        ['Acme Ltd', ' sales@acme.test ', 'GB123456789'],
        ['Bob Smith', '', ''],
      ]),
    };
    const result = await api(u.token).ok('contactImportFinish', { body });
    expect(result.count).toBe(2);
    expect((await contactsOf(u.token)).map((c) => [c.name, c.email, c.vrn]).sort()).toEqual([
      ['Acme Ltd', 'sales@acme.test', '123456789'],
      ['Bob Smith', null, null],
    ]);
    const [listed] = await api(u.token).ok('contactImportList');
    expect(listed).toMatchObject({ id: result.id, count: 2, mapping: expect.objectContaining({ vrnIndex: 2 }) });
    await api(u.token).ok('contactImportDelete', { params: { id: result.id } });
    expect(await contactsOf(u.token)).toEqual([]);
  });

  it('refuses a bad row with its row number, and a viewer', async () => {
    const u = await seedUser({ withBusiness: true });
    const body = {
      name: 'x',
      ...CONTACT_COLUMNS,
      csvData: JSON.stringify([['Bob', 'bob-at-home', '']]),
      rowNumbers: [2],
    };
    const r = await api(u.token).call('contactImportFinish', { body });
    expect(r.status).toBe(400);
    expect(r.error.errors).toEqual([
      { field: 'csvData', message: "Row 2, Email: 'bob-at-home' is not an e-mail address" },
    ]);
    const viewer = await seedUser({ withBusiness: true, role: BusinessRole.OTHER });
    expect((await api(viewer.token).call('contactImportFinish', { body })).status).toBe(403);
  });
});
