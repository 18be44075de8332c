import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FILED_PERIOD_GUIDANCE, UNCATEGORISED_LABEL } from '@bk/domain';
import { api } from '../support/api-client';
import { fileVatReturn } from '../support/filed-return';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, shown, useBrowser } from './support/browser';
import { upload } from './support/csv-import';

/**
 * Decision 0040 in the browser: a change of a VAT period filed with HMRC asks first (Cancel keeps
 * what was typed, 'Change anyway' saves it), rows with no category say they are not counted and a
 * filter finds them, a new transaction with no category asks money in or out, each row names its
 * bank account, and deleting an account with filed transactions says so, at desktop and phone sizes.
 */
const browser = useBrowser();

const MESSAGE =
  'This transaction is in the VAT period 01/04/2017 to 30/06/2017, which you have already filed with HMRC. Changing it means your records no longer match that return.';

/** A VAT business that filed its return for 01/04/2017 to 30/06/2017, with a fuel bill in it and one with no category after it. */
async function filedBooks(name: string) {
  const u = await seedUser({ withBusiness: true, enableVat: true, businessName: name });
  await fileVatReturn(baseUrl(), u.token);
  const client = api(u.token);
  const account = await client.ok('accountCreate', { body: { name: 'Current', isMain: true } });
  const base = { transactionTypeId: 1, accountId: account.id, vatRateId: 'standard' };
  await client.ok('transactionCreate', {
    body: { ...base, date: '2017-05-10', desc: 'Fuel', categoryId: 'fuel', amount: 60, confirmFiledPeriod: true },
  });
  await client.ok('transactionCreate', {
    body: { ...base, date: '2017-08-01', desc: 'Mystery payment', categoryId: null, amount: -25 },
  });
  return { token: u.token, client, accountId: account.id };
}

async function openLedger(token: string, width: number): Promise<Page> {
  const page = await browser.open({ token, width });
  page.setDefaultTimeout(20_000);
  if (width < 500) await page.setViewportSize({ width, height: 844 });
  await page.goto(`/app/transactions?dateFilterFrom=2017-01-01&dateFilterTo=2017-12-31`);
  await page.getByRole('heading', { name: 'Income & Expenses', level: 1 }).waitFor();
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: /^Transactions of/ });
/** A transaction's row in the table, or its card on a phone (below Mantine's sm breakpoint). */
const row = (page: Page, desc: string) =>
  (page.viewportSize()?.width ?? 1280) < 768
    ? page
        .getByRole('list', { name: /^Transactions of/ })
        .getByRole('listitem')
        .filter({ has: page.getByText(desc, { exact: true }) })
    : table(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: new RegExp(`^${desc}`) }) });

describe.each([
  ['desktop', 1366],
  ['phone', 390],
])('a filed VAT period on Income & Expenses (%s)', (_size, width) => {
  it('asks before changing it, keeps what was typed on Cancel, and saves on Change anyway', async () => {
    const b = await filedBooks(`Filed Books ${width}`);
    const page = await openLedger(b.token, width);
    const fuel = row(page, 'Fuel');
    await fuel.getByText('-£60.00', { exact: true }).waitFor();

    // Each row names its bank account, where a phone shows it without scrolling sideways.
    const account = fuel.getByText('Bank account: Current');
    await account.waitFor();
    const box = await account.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);

    await fuel.getByRole('button', { name: /^Edit Fuel/ }).click();
    const form = page.getByRole('form', { name: /^Edit transaction Fuel/ });
    await form.getByRole('textbox', { name: 'Gross amount' }).fill('70');
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'This VAT period is filed' });
    await shown(dialog);
    await dialog.getByText(MESSAGE).waitFor();
    await dialog.getByText(FILED_PERIOD_GUIDANCE).waitFor();
    await axeScan(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await form.getByRole('textbox', { name: 'Gross amount' }).inputValue()).toBe('70');

    await form.getByRole('button', { name: 'Save' }).click();
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Change anyway' }).click();
    // The page's own timeout, not eventually's: the stack shares two cores with other test runs.
    await form.waitFor({ state: 'detached' });
    await row(page, 'Fuel').getByText('-£70.00', { exact: true }).waitFor();
  });

  it('shows rows with no category as not counted, finds them all, and asks money in or out', async () => {
    const b = await filedBooks(`Loose Books ${width}`);
    const page = await openLedger(b.token, width);
    const mystery = row(page, 'Mystery payment');
    await mystery.getByText(UNCATEGORISED_LABEL).waitFor();
    await mystery.getByText('-£25.00', { exact: true }).waitFor();

    const search = page.getByRole('form', { name: 'Search transactions' });
    await search.getByRole('combobox', { name: 'Category' }).selectOption({ label: UNCATEGORISED_LABEL });
    await eventually(() => row(page, 'Fuel').count()).toBe(0);
    await mystery.waitFor();
    await axeScan(page);

    // A new transaction with no category: money in or out is the person's to say, never assumed.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a transaction' });
    await form.getByRole('textbox', { name: 'Description' }).fill('Cash refund');
    await form.getByRole('textbox', { name: 'Gross amount' }).fill('10');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Choose money in or money out').waitFor();
    await axeScan(page);
    await form.getByRole('radio', { name: 'Money out' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await eventually(() => form.count()).toBe(0);
    const listed = await b.client.ok('transactionList', { body: { desc: 'Cash refund' } });
    expect(listed.transactions.map((t) => [t.amount, t.category])).toEqual([[-10, null]]);
  });
});

describe('deleting a bank account with transactions in a filed VAT period', () => {
  it.each([1366, 390])('says how many before DELETE is typed, then deletes it (width %i)', async (width) => {
    const b = await filedBooks(`Closing Books ${width}`);
    const page = await browser.open({ token: b.token, width });
    page.setDefaultTimeout(20_000);
    await page.goto('/app/bank-accounts');
    await page.getByRole('button', { name: 'Edit Current' }).click();
    await page.getByRole('button', { name: 'More actions for Current' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete bank account?' });
    await shown(dialog);
    await dialog.getByText(/^1 of its transactions is in VAT periods you have filed with HMRC\./).waitFor();
    await axeScan(page);
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('Bank account Current deleted').waitFor();
    expect(await b.client.ok('accountList')).toEqual([]);
  });
});

describe('importing rows dated in a filed VAT period', () => {
  it('asks before importing them and before removing the import; Cancel changes nothing, Change anyway goes ahead', async () => {
    const b = await filedBooks('Import Filed Books');
    const page = await browser.open({ token: b.token });
    page.setDefaultTimeout(20_000);
    await page.goto('/app/import');
    await upload(page, {
      name: 'may.csv',
      buffer: Buffer.from(
        'Date,Description,Amount,Category\n12/05/2017,Stamps,-12.00,Stationery and postage\n12/09/2017,Paper,-3.00,Stationery and postage\n',
      ),
    });
    await page.getByRole('heading', { name: 'Finish Transactions Import', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    const dialog = page.getByRole('dialog', { name: 'This VAT period is filed' });
    await shown(dialog);
    await dialog.getByText(/^1 of the rows is in VAT periods you have already filed with HMRC/).waitFor();
    await dialog.getByText(FILED_PERIOD_GUIDANCE).waitFor();
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await b.client.ok('transactionImportList')).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Change anyway' }).click();
    await page.getByRole('status').getByText('Imported transactions successfully').waitFor();
    expect(await b.client.ok('transactionImportList')).toHaveLength(1);

    // Removing the import takes the filed row out again: asked the same way, after DELETE is typed.
    await page.goto('/app/import');
    const removeImport = async () => {
      await page.getByRole('button', { name: /^Remove Import of / }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove import?' });
      await shown(confirm);
      await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await shown(dialog);
    };
    await removeImport();
    await dialog.getByText(/^1 of its transactions is in VAT periods you have already filed with HMRC/).waitFor();
    await dialog.getByText(FILED_PERIOD_GUIDANCE).waitFor();
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await b.client.ok('transactionImportList')).toHaveLength(1);

    await removeImport();
    await dialog.getByRole('button', { name: 'Change anyway' }).click();
    await page.getByText('Nothing has been imported yet.').waitFor();
    expect(await b.client.ok('transactionImportList')).toEqual([]);
  });
});
