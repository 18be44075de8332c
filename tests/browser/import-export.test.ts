import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api as testClient } from '../support/api-client';
import { axeScan, eventually, expectPath, shown, useBrowser } from './support/browser';
import { business, download, FIXTURES, PARSE_ERROR, STATEMENT, upload } from './support/csv-import';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

describe('Import & Export (SPEC §2, §4 Import, §5 CSV import)', () => {
  it('the hub shows four tiles', async () => {
    const { token } = await business('Hub Books Ltd');
    const page = await openPage({ token });
    await page.goto('/app/import-export');
    await page.getByRole('heading', { name: 'Import & Export', level: 1 }).waitFor();
    const tiles = page.getByRole('list', { name: 'Import and export' });
    for (const name of ['Import Transactions', 'Export Transactions', 'Import Contacts', 'Export Contacts'])
      await tiles.getByRole('link', { name }).waitFor();
    await axeScan(page);
    await tiles.getByRole('link', { name: 'Import Transactions' }).click();
    await expectPath(page, '/app/import');
  });

  it('tells each bad file what is wrong with it, in the spec words', async () => {
    const { token } = await business('Bad Files Ltd');
    const page = await openPage({ token });
    await page.goto('/app/import');
    await page.getByRole('heading', { name: 'Import Transactions', level: 1 }).waitFor();
    await axeScan(page);
    // A Finish screen with no file read goes back to Import.
    await page.goto('/app/import/finish');
    await expectPath(page, '/app/import');

    await upload(page, null);
    await page.getByText('Select a file to continue').waitFor();
    await axeScan(page);

    const cases: [string, Buffer, string, boolean?][] = [
      ['statement.txt', Buffer.from('Date,Amount\n01/02/2025,1.00\n'), PARSE_ERROR],
      ['broken.csv', Buffer.from('Date,Description\n01/02/2025,"never closed\n'), PARSE_ERROR],
      ['picture.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), PARSE_ERROR],
      ['huge.csv', Buffer.alloc(2 * 1024 * 1024 + 10, 'a'), 'File too large, max size 2mb'],
      [
        'long.csv',
        Buffer.from(`Date,Amount\n${Array.from({ length: 5001 }, () => '01/02/2025,1.00').join('\n')}\n`),
        'CSV file too large, max size 5000 rows',
      ],
      ['blank.csv', Buffer.from('\n\n,,\n'), 'Uploaded CSV is empty'],
      ['headings-only.csv', Buffer.from('Date,Amount\n'), 'Uploaded CSV is empty'],
      ['no-headings.csv', Buffer.from('01/02/2025,Coffee,-2.50\n'), "Couldn't find CSV header"],
    ];
    for (const [name, buffer, message] of cases) {
      await upload(page, { name, buffer });
      await page.getByText(message, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/app/import');
    }
  });

  it('imports a Pay in / Pay out statement: preview, duplicate, bad rows, then Income & Expenses; then removes it', async () => {
    const { token, accountId } = await business('Statement Books Ltd');
    // The account already holds the Acme payment: the file's row is a duplicate.
    await testClient(token).ok('transactionCreate', {
      body: {
        date: '2025-02-05',
        desc: 'ACME LTD INVOICE 1042',
        transactionTypeId: 1,
        amount: 1250,
        accountId,
        isRefund: false,
      },
    });
    const page = await openPage({ token });
    await page.goto('/app/import');
    await upload(page, { name: 'february.csv', buffer: Buffer.from(STATEMENT) });
    await expectPath(page, '/app/import/finish');
    await page.getByRole('heading', { name: 'Finish Transactions Import', level: 1 }).waitFor();

    // Each column's type is suggested from its heading.
    expect(await page.getByRole('combobox', { name: 'Date', exact: true }).inputValue()).toBe('Date');
    expect(await page.getByRole('combobox', { name: 'Paid in' }).inputValue()).toBe('Pay in');
    expect(await page.getByRole('combobox', { name: 'Paid out' }).inputValue()).toBe('Pay out');
    expect(await page.getByRole('combobox', { name: 'Balance' }).inputValue()).toBe('Ignore');
    expect(await page.getByRole('combobox', { name: 'Date order' }).inputValue()).toBe('DMY');
    expect(await page.getByRole('textbox', { name: /^Import name/ }).inputValue()).toBe('Import');

    // The two bad rows, by row, column and reason; the duplicate unticked.
    await page.getByText("Row 4, Date: '31/02/2025' is not a date").waitFor();
    await page.getByText("Row 6, Pay out: '1.234' has more than 2 decimal places").waitFor();
    const duplicate = page.getByRole('checkbox', { name: 'Import row 3' });
    await eventually(() => duplicate.isChecked()).toBe(false);
    await page.getByText('Duplicate', { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Import row 2' }).isChecked()).toBe(true);
    await axeScan(page);

    // Choosing a type used elsewhere sets the other column to Ignore.
    await page.getByRole('combobox', { name: 'Balance' }).selectOption('Pay out');
    expect(await page.getByRole('combobox', { name: 'Paid out' }).inputValue()).toBe('Ignore');
    await page.getByRole('combobox', { name: 'Balance' }).selectOption('Ignore');
    await page.getByRole('combobox', { name: 'Paid out' }).selectOption('Pay out');
    await eventually(() => duplicate.isChecked()).toBe(false);

    await page.getByRole('textbox', { name: /^Import name/ }).fill('February statement');
    await page.getByRole('button', { name: 'Skip the 2 rows with errors and import 2 rows' }).click();
    await page.getByRole('status').getByText('Imported transactions successfully').waitFor();
    await expectPath(page, '/app/transactions?showAll=true');
    const table = page.getByRole('table', { name: /^Transactions of/ });
    await table.getByText('TESCO STORES 2341').waitFor();
    await table.getByText('SPOTIFY UK').waitFor();
    expect(await table.getByText('BAD DATE ROW').count()).toBe(0);
    expect((await testClient(token).ok('transactionImportList')).map((i) => [i.name, i.count])).toEqual([
      ['February statement', 2],
    ]);

    // The same layout again: the previous import's account and date order are preselected.
    await page.goto('/app/import');
    const previous = page.getByRole('table', { name: 'Previous transaction imports' });
    const row = previous.getByRole('row').filter({ hasText: 'February statement' });
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    await axeScan(page);

    // Remove, only once DELETE is typed; its transactions go with it.
    await row.getByRole('button', { name: /^Remove February statement/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove import?' });
    await dialog.getByText('all associated transactions and uploaded attachments are removed').waitFor();
    await shown(dialog);
    await axeScan(page);
    const confirm = dialog.getByRole('button', { name: 'Remove' });
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await confirm.click();
    await eventually(() => previous.getByText('February statement').count()).toBe(0);
    const left = await testClient(token).ok('transactionList', { query: { page: 1 }, body: {} });
    expect(left.transactions.map((t) => t.desc)).toEqual(['ACME LTD INVOICE 1042']);
  });

  it('says what it made of a bank file, shows more rows, asks the date order and remembers the choices', async () => {
    const { token } = await business('Layout Books Ltd');
    const page = await openPage({ token });
    await page.goto('/app/import');
    await upload(page, {
      name: 'nationwide.csv',
      buffer: await readFile(join(FIXTURES, 'nationwide-details-above.csv')),
    });
    await page.getByText('Skipped 3 lines above the headings (account details).').waitFor();
    expect(await page.getByRole('combobox', { name: 'Paid out' }).inputValue()).toBe('Pay out');
    await page.getByRole('link', { name: 'Cancel' }).click();

    await upload(page, { name: 'excel.csv', buffer: await readFile(join(FIXTURES, 'windows-1252-pounds.csv')) });
    await page.getByText('The file is not UTF-8: it was read as Windows-1252', { exact: false }).waitFor();
    await page.getByRole('cell', { name: 'CAFÉ NERO' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();

    await upload(page, { name: 'hsbc.csv', buffer: await readFile(join(FIXTURES, 'hsbc-no-headings.csv')) }, false);
    await page.getByRole('combobox', { name: 'Column 1' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();

    // 60 rows whose dates read either way: 50 shown, the date order asked.
    const lines = Array.from({ length: 60 }, (_, i) => `0${(i % 9) + 1}/0${(i % 3) + 1}/2025,Row ${i + 1},-1.00`);
    const ambiguous = Buffer.from(['When,What,Amount', ...lines].join('\n'));
    await upload(page, { name: 'ambiguous.csv', buffer: ambiguous });
    await page.getByText('Showing 50 of 60 rows.').waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByText('Showing 60 of 60 rows.').waitFor();
    await page.getByRole('combobox', { name: 'When' }).selectOption('Date');
    await page.getByText('Which way are the dates written?').waitFor();
    await page.getByRole('combobox', { name: 'What' }).selectOption('Description');
    await page.getByRole('combobox', { name: 'Date order' }).selectOption('MDY');
    await page.getByRole('button', { name: 'Import 60 rows' }).click();
    await page.getByRole('status').getByText('Imported transactions successfully').waitFor();
    const [saved] = await testClient(token).ok('transactionImportList');
    expect(saved).toMatchObject({ count: 60, dateFormat: 'MDY', headings: ['When', 'What', 'Amount'] });

    // The same headings again: its types and date order come back, and nothing is asked.
    await page.goto('/app/import');
    await upload(page, { name: 'ambiguous-again.csv', buffer: ambiguous });
    expect(await page.getByRole('combobox', { name: 'When' }).inputValue()).toBe('Date');
    expect(await page.getByRole('combobox', { name: 'Date order' }).inputValue()).toBe('MDY');
    expect(await page.getByText('Which way are the dates written?').count()).toBe(0);
  });

  it('imports contacts', async () => {
    const { token } = await business('Contact Books Ltd');
    const page = await openPage({ token });
    await page.goto('/app/import-contacts');
    await page.getByRole('heading', { name: 'Import Contacts', level: 1 }).waitFor();
    await axeScan(page);
    await upload(page, { name: 'contacts.csv', buffer: await readFile(join(FIXTURES, 'contacts.csv')) });
    await expectPath(page, '/app/import-contacts/finish');
    await page.getByRole('heading', { name: 'Finish Contacts Import', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'VAT Number' }).inputValue()).toBe('VRN');
    expect(await page.getByRole('combobox', { name: 'Name', exact: true }).inputValue()).toBe('Name');
    await axeScan(page);
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await page.getByRole('status').getByText('Imported contacts successfully').waitFor();
    await expectPath(page, '/app/contacts?showAll=true');
    await page.getByText('Bright Sparks Electrical').first().waitFor();
    const imports = await testClient(token).ok('contactImportList');
    expect(imports.map((i) => i.count)).toEqual([3]);
  });

  it('exports transactions as a download and on the page', async () => {
    const { token, accountId } = await business('Export Books Ltd');
    const today = new Date().toISOString().slice(0, 10);
    await testClient(token).ok('transactionCreate', {
      body: { date: today, desc: 'Window cleaning', transactionTypeId: 1, amount: -25, accountId, isRefund: false },
    });
    const page = await openPage({ token });
    await page.goto('/app/export');
    await page.getByRole('heading', { name: 'Export Transactions', level: 1 }).waitFor();
    const start = page.getByRole('textbox', { name: 'Start date' });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Time range' }).selectOption('Custom Date Range');
    expect(await start.isDisabled()).toBe(false);
    await page.getByRole('combobox', { name: 'Time range' }).selectOption('Last 30 Days');
    await page.getByRole('combobox', { name: 'Bank account' }).selectOption({ label: 'Current Account' });
    await axeScan(page);
    const file = await download(page, page.getByRole('button', { name: 'Export', exact: true }));
    expect(file.name).toBe('export-last-30-days-current-account.csv');
    expect(file.text).toContain('Window cleaning');

    await page.goto('/app/export?displayOnPage=true');
    await page.getByRole('combobox', { name: 'Time range' }).selectOption('All');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const shownText = page.getByRole('textbox', { name: /^CSV export \(1 row\)/ });
    await eventually(() => shownText.inputValue()).toContain('Window cleaning');
    await axeScan(page);
  });

  it('exports contacts on the page and as export-contacts.csv', async () => {
    const { token } = await business('Contact Export Ltd');
    await testClient(token).ok('contactCreate', {
      body: {
        name: 'Harbour Supplies',
        email: 'orders@harbour.example',
        phone: null,
        mobile: null,
        address: null,
        website: null,
        twitterHandle: null,
        facebookProfile: null,
        linkedinProfile: null,
        otherSocials: null,
        vrn: null,
      },
    });
    const page = await openPage({ token });
    await page.goto('/app/export-contacts');
    await page.getByRole('heading', { name: 'Export Contacts', level: 1 }).waitFor();
    await axeScan(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const text = page.getByRole('textbox', { name: /^CSV export/ });
    await eventually(() => text.inputValue()).toContain('Harbour Supplies');
    const file = await download(page, page.getByRole('button', { name: 'Download export-contacts.csv' }));
    expect(file.name).toBe('export-contacts.csv');
    expect(file.text).toContain('Harbour Supplies');
    await axeScan(page);
  });
});
