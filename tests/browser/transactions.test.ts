import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ledgerRepository } from '@bk/data';
import { api as testClient } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { axeScan, eventually, expectPath, shown, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
type Json = any;

async function api(token: string, method: string, path: string, body?: unknown): Promise<Json> {
  const reply = await testClient(token).raw({ method, path, ...(body !== undefined ? { body } : {}) });
  if (reply.status >= 300) throw new Error(`${method} ${path} -> ${reply.status} ${reply.text}`);
  return reply.json;
}

interface Ledger {
  token: string;
  businessId: string;
  accounts: Record<string, string>;
  categories: Record<string, string>;
}

/** A business with bank accounts, and the category ids by name. */
async function ledger(options: { enableVat: boolean; businessName: string; accounts?: string[] }): Promise<Ledger> {
  const user = await seedUser({ withBusiness: true, enableVat: options.enableVat, businessName: options.businessName });
  const accounts: Record<string, string> = {};
  for (const [i, name] of (options.accounts ?? ['Current Account']).entries()) {
    const account = await api(user.token, 'POST', '/account', { name, isMain: i === 0 });
    accounts[name] = account.id;
  }
  const categories: Record<string, string> = {};
  for (const c of (await api(user.token, 'GET', '/category')) as { id: string; name: string }[])
    categories[c.name] = c.id;
  return { token: user.token, businessId: defined(user.businessId, 'user.businessId'), accounts, categories };
}

async function addViaApi(
  l: Ledger,
  t: {
    date: string;
    desc: string;
    amount: number;
    category?: string;
    type?: number;
    account?: string;
    isRefund?: boolean;
  },
): Promise<Json> {
  return api(l.token, 'POST', '/transaction', {
    date: t.date,
    desc: t.desc,
    amount: t.amount,
    transactionTypeId: t.type ?? 1,
    categoryId: t.category ? l.categories[t.category] : null,
    accountId: l.accounts[t.account ?? defined(Object.keys(l.accounts)[0], 'the first account name')],
    isRefund: t.isRefund ?? false,
  });
}

/** Incomplete rows come from imports (a later issue): written straight into the table as an import would. */
async function addIncomplete(l: Ledger, desc: string, amountPence: number): Promise<void> {
  const now = new Date().toISOString();
  await ledgerRepository(stackDb()).applyTransactionChange(
    l.businessId,
    [],
    [
      {
        id: randomUUID(),
        date: now.slice(0, 10),
        desc,
        accountId: defined(Object.values(l.accounts)[0], 'the first account'),
        categoryId: defined(l.categories['Sales'], 'the Sales category'),
        transactionTypeId: 1,
        vatRateId: null,
        contactId: null,
        amount: amountPence,
        netAmount: null,
        purchasePrice: null,
        isRefund: false,
        incomplete: true,
        counted: false,
        attachments: 0,
        invoiceId: null,
        importId: null,
        createdAt: now,
        updatedDate: now,
      },
    ],
  );
}

const table = (page: Page) => page.getByRole('table', { name: /^Transactions of/ });
const row = (page: Page, desc: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${desc}`) }) });
const descriptions = async (page: Page) =>
  (await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.split('\n')[0] ?? '').sort();

async function addRow(
  page: Page,
  t: {
    desc: string;
    category: string;
    gross: string;
    type?: string;
    refund?: boolean;
    purchase?: string;
    net?: string;
  },
) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a transaction' });
  await form.getByRole('textbox', { name: 'Description' }).fill(t.desc);
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: t.category });
  if (t.type) await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: t.type });
  await form.getByRole('textbox', { name: 'Gross amount' }).fill(t.gross);
  if (t.purchase) await form.getByRole('textbox', { name: 'Purchase price' }).fill(t.purchase);
  if (t.net) await form.getByRole('textbox', { name: 'Net amount' }).fill(t.net);
  if (t.refund) await form.getByRole('checkbox', { name: 'Refund' }).check();
  return form;
}

/** What a screen reader reads as a field's description: the text of the elements aria-describedby names. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function save(page: Page, form: Locator, desc: string) {
  await form.getByRole('button', { name: 'Save' }).click();
  await eventually(() => form.count()).toBe(0);
  await row(page, desc).waitFor();
}

describe('Income & Expenses (SPEC §2, §5)', () => {
  it('adds income and expenses of each type with the right signs, net, VAT and totals', async () => {
    const l = await ledger({ enableVat: true, businessName: 'Vat Books Ltd' });
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions');
    await page.getByRole('heading', { name: 'Income & Expenses', level: 1 }).waitFor();
    await page.getByText('Money coming in and going out of Vat Books Ltd').waitFor();
    await table(page).getByText('No transactions found').waitFor();
    const headers = await table(page).getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.split('\n')[0]?.trim())).toEqual([
      'Date',
      'Description',
      'Category',
      'Type',
      'VAT',
      'Gross Amount',
      'Actions',
    ]);

    // Income: the net is worked out from the gross as it is typed.
    let form = await addRow(page, { desc: 'Consulting', category: 'Sales', gross: '120' });
    expect(await form.getByRole('combobox', { name: 'VAT rate' }).inputValue()).toBe('standard');
    expect(await form.getByRole('textbox', { name: 'Net amount' }).inputValue()).toBe('100.00');
    await form.getByText('VAT £20.00').waitFor();
    await axeScan(page);
    await save(page, form, 'Consulting');
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(await row(page, 'Consulting').getByRole('cell', { name: today, exact: true }).count()).toBe(1);
    await row(page, 'Consulting').getByRole('cell', { name: '+£120.00' }).waitFor();
    await row(page, 'Consulting').getByText('Net +£100.00, VAT £20.00').waitFor();

    // Expense: negative.
    form = await addRow(page, { desc: 'Stock purchase', category: 'Stock and goods for resale', gross: '60' });
    await save(page, form, 'Stock purchase');
    await row(page, 'Stock purchase').getByRole('cell', { name: '-£60.00' }).waitFor();
    await row(page, 'Stock purchase').getByText('Net -£50.00, VAT £10.00').waitFor();

    // A refund of income goes out.
    form = await addRow(page, { desc: 'Returned order', category: 'Sales', gross: '12', refund: true });
    await save(page, form, 'Returned order');
    await row(page, 'Returned order').getByRole('cell', { name: '-£12.00' }).waitFor();

    // Margin scheme income: VAT only on the margin over the purchase price (10.50 / 6 = 1.75).
    form = await addRow(page, {
      desc: 'Used camera',
      category: 'Sales',
      gross: '20.50',
      type: 'Margin Scheme',
      purchase: '10.00',
    });
    await form.getByText('VAT £1.75').waitFor();
    await save(page, form, 'Used camera');
    await row(page, 'Used camera').getByRole('cell', { name: '+£20.50' }).waitFor();
    await row(page, 'Used camera').getByText('Net +£18.75, VAT £1.75').waitFor();

    // EU business income is zero rated by suggestion.
    form = await addRow(page, { desc: 'EU sale', category: 'Sales', gross: '50', type: 'Business (EU)' });
    expect(await form.getByRole('combobox', { name: 'VAT rate' }).inputValue()).toBe('zero');
    await save(page, form, 'EU sale');
    await row(page, 'EU sale').getByText('Zero (0%)').waitFor();

    // A net typed by hand stops the calculation and is kept.
    form = await addRow(page, { desc: 'Mixed supply', category: 'Materials', gross: '30', net: '26' });
    await form.getByRole('textbox', { name: 'Gross amount' }).fill('30.00');
    expect(await form.getByRole('textbox', { name: 'Net amount' }).inputValue()).toBe('26');
    await save(page, form, 'Mixed supply');
    await row(page, 'Mixed supply').getByText('Net -£26.00, VAT £4.00').waitFor();

    // The ignored types are listed but left out of the totals.
    for (const type of ['Unreconciled', 'Disallowable', 'Personal', 'Ignore']) {
      form = await addRow(page, { desc: `${type} item`, category: 'Stock and goods for resale', gross: '5', type });
      await save(page, form, `${type} item`);
      await row(page, `${type} item`).getByRole('cell', { name: type, exact: true }).waitFor();
      await row(page, `${type} item`).getByRole('cell', { name: '-£5.00' }).waitFor();
    }

    // Totals of the whole filtered set: income 120 + 20.50 + 50; expenses 60 + 12 + 30.
    const totals = page.getByRole('group', { name: 'Totals of the transactions found' });
    await totals.getByText('Income £190.50').waitFor();
    await totals.getByText('Expenses £102.00').waitFor();

    // The type help lists every type.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Help on transaction types' }).click();
    const help = page.getByRole('dialog', { name: 'Transaction types' });
    for (const name of [
      'Business',
      'Business (EU)',
      'Unreconciled',
      'Disallowable',
      'Personal',
      'Margin Scheme',
      'Ignore',
    ])
      await help.getByText(name, { exact: true }).waitFor();
    await axeScan(page);
    await page.keyboard.press('Escape');
    await page.getByRole('form', { name: 'Add a transaction' }).getByRole('button', { name: 'Cancel' }).click();

    // Delete asks first.
    await row(page, 'EU sale')
      .getByRole('button', { name: /^More actions for EU sale/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete transaction?' });
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => row(page, 'EU sale').count()).toBe(0);
    await totals.getByText('Income £140.50').waitFor();
  });

  it("suggests each category's VAT treatment, says why next to the rate, and keeps a rate chosen by hand", async () => {
    const l = await ledger({ enableVat: true, businessName: 'Bank Fees Ltd' });
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions');
    await table(page).getByText('No transactions found').waitFor();

    // Choosing a category suggests its usual treatment, with the reason as the field's description.
    let form = await addRow(page, { desc: 'Account fee', category: 'Stock and goods for resale', gross: '8.50' });
    let rate = form.getByRole('combobox', { name: 'VAT rate' });
    const category = () => form.getByRole('combobox', { name: 'Category' });
    expect(await rate.inputValue()).toBe('standard');
    await form.getByText('VAT £1.42').waitFor();
    await category().selectOption({ label: 'Bank and card charges' });
    await eventually(() => rate.inputValue()).toBe('exempt');
    await eventually(() => descriptionOf(rate)).toBe('Suggested: Bank charges are usually exempt from VAT.');
    await form.getByText('VAT £0.00').waitFor();
    await axeScan(page);
    await save(page, form, 'Account fee');
    await row(page, 'Account fee').getByText('VAT Exempt').waitFor();
    await row(page, 'Account fee').getByText('Net -£8.50, VAT £0.00').waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const figures = await api(l.token, 'PATCH', '/transaction/vat-figures', {
      startDate: today,
      endDate: today,
      scheme: 1,
    });
    expect(figures).toMatchObject({ box4: 0, box7: 8, transactionCount: 1 });

    // A rate chosen by hand wins, and stays when the category changes; the reason is still shown.
    form = await addRow(page, { desc: 'Card fee', category: 'Bank and card charges', gross: '8.50' });
    rate = form.getByRole('combobox', { name: 'VAT rate' });
    await eventually(() => rate.inputValue()).toBe('exempt');
    await rate.selectOption({ label: 'Standard (20%)' });
    await form.getByText('VAT £1.42').waitFor();
    await eventually(() => descriptionOf(rate)).toBe('Bank charges are usually exempt from VAT.');
    await category().selectOption({ label: 'Business insurance' });
    await eventually(() => descriptionOf(rate)).toBe('Insurance is exempt from VAT.');
    expect(await rate.inputValue()).toBe('standard');
    await form.getByText('VAT £1.42').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('has no VAT column for a business without VAT, and keeps what was typed when the save is refused', async () => {
    const l = await ledger({ enableVat: false, businessName: 'Plain Books' });
    // A phone shows cards instead (transactions-phone.test.ts).
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions');
    await table(page).getByText('No transactions found').waitFor();
    expect(await table(page).getByRole('columnheader', { name: 'VAT' }).count()).toBe(0);
    const form = await addRow(page, { desc: 'x'.repeat(10), category: 'Sales', gross: '9.99' });
    expect(await form.getByRole('textbox', { name: 'Net amount' }).count()).toBe(0);
    await form.getByRole('textbox', { name: 'Date' }).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter the date of the transaction').waitFor();
    expect(await form.getByRole('textbox', { name: 'Gross amount' }).inputValue()).toBe('9.99');
    await form
      .getByRole('textbox', { name: 'Date' })
      .fill(new Date().toISOString().slice(0, 10).split('-').reverse().join('/'));
    await save(page, form, 'xxxxxxxxxx');
    await axeScan(page);
  });

  it('points to Bank Accounts when the business has none yet', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Fresh Start' });
    const page = await openPage({ token: user.token });
    await page.goto('/app/transactions');
    await page.getByText('Every transaction belongs to a bank account.').waitFor();
    await axeScan(page);
    await page.getByRole('link', { name: 'Add one on Bank Accounts' }).click();
    await expectPath(page, '/app/bank-accounts');
    await page.getByRole('heading', { name: 'Bank Accounts', level: 1 }).waitFor();
  });

  it('adds a transaction with the keyboard alone', async () => {
    const l = await ledger({ enableVat: true, businessName: 'Keys Ltd' });
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions');
    await table(page).getByText('No transactions found').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Add a transaction' });
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('id'));
    const idOf = (name: string) => form.getByRole('textbox', { name }).getAttribute('id');
    const dateId = await idOf('Date');
    await eventually(focusedName).toBe(dateId);
    // The date box keeps today; Tab goes to its calendar button, then on.
    await page.keyboard.press('Tab');
    await eventually(() =>
      form.getByRole('button', { name: 'Choose Date' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(await idOf('Description'));
    await page.keyboard.type('Typed sale');
    await page.keyboard.press('Tab');
    // Category: the first choice after 'No category' is the first Income category.
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('combobox', { name: 'Category' }).inputValue()).not.toBe('');
    await page.keyboard.press('Tab'); // Type
    await page.keyboard.press('Tab'); // help on types
    await page.keyboard.press('Tab'); // VAT rate
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(await idOf('Gross amount'));
    await page.keyboard.type('24');
    await page.keyboard.press('Enter');
    await row(page, 'Typed sale').getByRole('cell', { name: '+£24.00' }).waitFor();
  });

  it('filters by every filter, presets from the address, and resets on closing search', async () => {
    const l = await ledger({ enableVat: true, businessName: 'Filter Books', accounts: ['Account A', 'Account B'] });
    await addViaApi(l, { date: '2025-01-10', desc: 'Alpha sale', amount: 100, category: 'Sales' });
    await addViaApi(l, {
      date: '2025-02-10',
      desc: 'Beta stock',
      amount: 40,
      category: 'Stock and goods for resale',
      account: 'Account B',
    });
    await addViaApi(l, { date: '2025-03-10', desc: 'Gamma refund', amount: 15, category: 'Sales', isRefund: true });
    await addViaApi(l, {
      date: '2025-03-20',
      desc: 'Delta personal',
      amount: 7,
      category: 'Stock and goods for resale',
      type: 10,
    });
    const all = ['Alpha sale', 'Beta stock', 'Delta personal', 'Gamma refund'];
    const page = await openPage({ token: l.token });

    await page.goto('/app/transactions?showAll=true');
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).inputValue()).toBe('All');
    await eventually(() => descriptions(page)).toEqual(all);

    await page.goto('/app/transactions?dateFilterFrom=2025-02-01&dateFilterTo=2025-03-15');
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).inputValue()).toBe('Custom Date Range');
    expect(await page.getByRole('textbox', { name: 'From date' }).inputValue()).toBe('01/02/2025');
    await eventually(() => descriptions(page)).toEqual(['Beta stock', 'Gamma refund']);

    await page.goto('/app/transactions');
    await expectPath(page, '/app/transactions');
    await table(page).getByText('No transactions found').waitFor();
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('form', { name: 'Search transactions' });
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).inputValue()).toBe('Custom Date Range');
    expect(await search.getByRole('textbox', { name: 'From date' }).inputValue()).toBe('');
    await eventually(() => descriptions(page)).toEqual(all);
    await axeScan(page);

    const field = (name: string) => search.getByRole('textbox', { name });
    const select = (name: string) => search.getByRole('combobox', { name });

    await field('Description').fill('alpha');
    await eventually(() => descriptions(page)).toEqual(['Alpha sale']);
    await field('Description').fill('');

    await select('Category').selectOption({ label: 'Stock and goods for resale' });
    await eventually(() => descriptions(page)).toEqual(['Beta stock', 'Delta personal']);
    await select('Category').selectOption({ label: 'All categories' });

    await field('Min amount').fill('15');
    await eventually(() => descriptions(page)).toEqual(['Alpha sale', 'Beta stock', 'Gamma refund']);
    await field('Max amount').fill('40');
    await eventually(() => descriptions(page)).toEqual(['Beta stock', 'Gamma refund']);
    await field('Min amount').fill('');
    await field('Max amount').fill('');

    await select('Transaction type').selectOption({ label: 'Personal' });
    await eventually(() => descriptions(page)).toEqual(['Delta personal']);
    await select('Transaction type').selectOption({ label: 'All types' });

    await select('Bank account').selectOption({ label: 'Account B' });
    await eventually(() => descriptions(page)).toEqual(['Beta stock']);
    await select('Bank account').selectOption({ label: 'All accounts' });

    await select('Refund').selectOption({ label: 'Refund' });
    await eventually(() => descriptions(page)).toEqual(['Gamma refund']);
    await select('Refund').selectOption({ label: 'Non Refund' });
    await eventually(() => descriptions(page)).toEqual(['Alpha sale', 'Beta stock', 'Delta personal']);
    await select('Refund').selectOption({ label: 'All' });

    await field('From date').fill('01/02/2025');
    await field('To date').fill('15/03/2025');
    await eventually(() => descriptions(page)).toEqual(['Beta stock', 'Gamma refund']);
    const totals = page.getByRole('group', { name: 'Totals of the transactions found' });
    await totals.getByText('Income £0.00').waitFor();
    await totals.getByText('Expenses £55.00').waitFor();

    // Closing search goes back to the first timeframe, which holds none of these.
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.getByRole('combobox', { name: 'Timeframe' }).inputValue()).toBe('Last 30 Days');
    await table(page).getByText('No transactions found').waitFor();
  });

  it('pages through 120 rows: first, a window of 3 and the last; a filter change goes back to page 1', async () => {
    const l = await ledger({ enableVat: false, businessName: 'Busy Books' });
    const day = (i: number) => `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    for (let start = 0; start < 120; start += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          addViaApi(l, {
            date: day(start + k),
            desc: `Row ${start + k + 1}`,
            amount: start + k + 1,
            category: 'Sales',
          }),
        ),
      );
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions?showAll=true');
    const nav = page.getByRole('navigation', { name: 'Transactions pages' });
    await nav.waitFor();
    const labels = async () =>
      (await nav.getByRole('button', { name: /^Page \d+$/ }).evaluateAll((els) => els.map((e) => e.textContent))).join(
        ',',
      );
    await eventually(labels).toBe('1,2,3,4,6');
    expect(await table(page).locator('tbody tr').count()).toBe(20);
    await axeScan(page);

    const seen = new Set<string>();
    const collect = async () => (await descriptions(page)).forEach((d) => seen.add(d));
    await collect();
    for (let p = 2; p <= 6; p += 1) {
      await nav.getByRole('button', { name: 'Next page' }).click();
      await eventually(() => nav.getByRole('button', { name: `Page ${p}` }).getAttribute('aria-current')).toBe('page');
      await eventually(async () => (await descriptions(page)).filter((d) => !seen.has(d)).length).toBe(20);
      await collect();
      if (p === 4) await eventually(labels).toBe('1,3,4,5,6');
    }
    expect(seen.size).toBe(120);
    expect(await nav.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('form', { name: 'Search transactions' })
      .getByRole('textbox', { name: 'Description' })
      .fill('Row 1');
    await eventually(() => nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('splits a transaction in two', async () => {
    const l = await ledger({ enableVat: false, businessName: 'Split Books' });
    await addViaApi(l, {
      date: new Date().toISOString().slice(0, 10),
      desc: 'Big sale',
      amount: 100,
      category: 'Sales',
    });
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions');
    await row(page, 'Big sale')
      .getByRole('button', { name: /^More actions for Big sale/ })
      .click();
    await page.getByRole('menuitem', { name: 'Split' }).click();
    const dialog = page.getByRole('dialog', { name: 'Split transaction' });
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('textbox', { name: 'Split amount' }).fill('100');
    await dialog.getByRole('button', { name: 'Split' }).click();
    await dialog.getByText('Enter less than £100.00').waitFor();
    await dialog.getByRole('textbox', { name: 'Split amount' }).fill('30');
    await dialog.getByRole('button', { name: 'Split' }).click();
    await eventually(() => row(page, 'Big sale').count()).toBe(2);
    await row(page, 'Big sale').getByRole('cell', { name: '+£70.00' }).waitFor();
    await row(page, 'Big sale').getByRole('cell', { name: '+£30.00' }).waitFor();
  });

  it('a stale edit from a second tab gets the 409 path and the row reloads', async () => {
    const l = await ledger({ enableVat: false, businessName: 'Two Tabs' });
    await addViaApi(l, {
      date: new Date().toISOString().slice(0, 10),
      desc: 'Shared row',
      amount: 10,
      category: 'Sales',
    });
    const first = await openPage({ token: l.token });
    const second = await openPage({ token: l.token });
    for (const page of [first, second]) {
      await page.goto('/app/transactions');
      await row(page, 'Shared row')
        .getByRole('button', { name: /^Edit Shared row/ })
        .click();
    }
    const formOf = (page: Page) => page.getByRole('form', { name: /^Edit transaction Shared row/ });
    await formOf(second).getByRole('textbox', { name: 'Description' }).fill('Changed in tab two');
    await formOf(second).getByRole('button', { name: 'Save' }).click();
    await row(second, 'Changed in tab two').waitFor();

    await formOf(first).getByRole('textbox', { name: 'Description' }).fill('Stale change');
    await formOf(first).getByRole('button', { name: 'Save' }).click();
    await first.getByRole('status').getByText('This transaction was changed elsewhere').waitFor();
    await row(first, 'Changed in tab two').waitFor();
    expect(await row(first, 'Stale change').count()).toBe(0);
    await axeScan(first);
  });

  it('saves and discards incomplete rows one at a time and all at once', async () => {
    const l = await ledger({ enableVat: false, businessName: 'Import Books' });
    for (const [desc, pence] of [
      ['Imported one', 1000],
      ['Imported two', 2000],
      ['Imported three', 3000],
      ['Imported four', 4000],
      ['Imported five', 5000],
    ] as const)
      await addIncomplete(l, desc, pence);
    const page = await openPage({ token: l.token });
    await page.goto('/app/transactions');
    await row(page, 'Imported one').waitFor();
    const totals = page.getByRole('group', { name: 'Totals of the transactions found' });
    await totals.getByText('Income £0.00').waitFor();
    // Incomplete rows offer Save and Discard only.
    const one = row(page, 'Imported one');
    expect(await one.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await axeScan(page);

    await one.getByRole('button', { name: /^Save Imported one/ }).click();
    await row(page, 'Imported one')
      .getByRole('button', { name: /^Edit Imported one/ })
      .waitFor();
    await totals.getByText('Income £10.00').waitFor();

    await row(page, 'Imported two')
      .getByRole('button', { name: /^Discard Imported two/ })
      .click();
    await eventually(() => row(page, 'Imported two').count()).toBe(0);

    // Update all: Save all completes the rest.
    await page.getByRole('button', { name: 'Update all' }).click();
    await page.getByRole('menuitem', { name: 'Save all' }).click();
    await page.getByRole('status').getByText('Saved 3 transactions').waitFor();
    await totals.getByText('Income £130.00').waitFor();
    await eventually(() => page.getByRole('button', { name: 'Update all' }).count()).toBe(0);

    // Discard all removes every incomplete row, after confirming.
    await addIncomplete(l, 'Late import one', 100);
    await addIncomplete(l, 'Late import two', 200);
    await page.reload();
    await page.getByRole('button', { name: 'Update all' }).click();
    await page.getByRole('menuitem', { name: 'Discard all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard all incomplete transactions?' });
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Discard all' }).click();
    await page.getByRole('status').getByText('Discarded 2 transactions').waitFor();
    await eventually(() => row(page, 'Late import').count()).toBe(0);
    await row(page, 'Imported five').waitFor();
  });
});
