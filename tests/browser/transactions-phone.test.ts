import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, UNCATEGORISED_LABEL } from '@bk/domain';
import { api } from '../support/api-client';
import { fileVatReturn } from '../support/filed-return';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, shown, useBrowser } from './support/browser';

/**
 * Income & Expenses on a 390x844 phone: a list of cards instead of the table, a full-screen form
 * for Add and Edit with Save and Cancel in sight, focus back on the saved card, nothing sideways.
 */
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** A business with one bank account, on Income & Expenses at phone size; `before` runs before the page opens. */
async function phoneLedger(
  businessName: string,
  enableVat: boolean,
  options: { before?: (token: string, accountId: string) => Promise<void>; address?: string } = {},
) {
  const user = await seedUser({ withBusiness: true, enableVat, businessName });
  const client = api(user.token);
  const account = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  await options.before?.(user.token, account.id);
  const page = await browser.open({ token: user.token, width: PHONE.width });
  page.setDefaultTimeout(20_000);
  await page.setViewportSize(PHONE);
  await page.goto(options.address ?? '/app/transactions');
  await page.getByRole('heading', { name: 'Income & Expenses', level: 1 }).waitFor();
  return { page, client };
}

const cards = (page: Page) => page.getByRole('list', { name: /^Transactions of/ });
const card = (page: Page, desc: string) =>
  cards(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(desc, { exact: true }) });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const today = () => new Date().toISOString().slice(0, 10).split('-').reverse().join('/');

/** Nothing on the page reaches past the screen's right edge. */
async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** The control lies inside the screen's width (no sideways scrolling to reach it). */
async function withinWidth(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
}

/** Add opens the full-screen form; it is filled and saved with Enter, as a keyboard user would. */
async function addByForm(page: Page, t: { desc: string; category: string; gross: string }) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add transaction' });
  await shown(dialog);
  const form = dialog.getByRole('form', { name: 'Add a transaction' });
  await form.getByRole('textbox', { name: 'Description' }).fill(t.desc);
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: t.category });
  await form.getByRole('textbox', { name: 'Gross amount' }).fill(t.gross);
  return { dialog, form };
}

describe('Income & Expenses on a phone (390x844)', () => {
  it('adds in a full-screen form, shows cards, edits, cancels and deletes with focus kept in place', async () => {
    const { page } = await phoneLedger('Pocket Books', true);
    await page.getByText('No transactions found').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    // The form fills the screen; every field is labelled; Save and Cancel are in sight.
    const { dialog, form } = await addByForm(page, { desc: 'Phone sale', category: 'Sales', gross: '48' });
    const size = await dialog.boundingBox();
    expect([size?.width, size?.height]).toEqual([PHONE.width, PHONE.height]);
    for (const name of ['Date', 'Description', 'Gross amount', 'Net amount'])
      await form.getByRole('textbox', { name, exact: true }).waitFor();
    for (const name of ['Category', 'Type', 'VAT rate', 'Bank account', 'Contact'])
      await form.getByRole('combobox', { name, exact: true }).waitFor();
    await form.getByRole('checkbox', { name: 'Refund' }).waitFor();
    for (const name of ['Save', 'Cancel']) {
      const button = form.getByRole('button', { name, exact: true });
      await withinWidth(button);
      const box = await button.boundingBox();
      expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    }
    await form.getByText('VAT £8.00').waitFor();
    await noSideScroll(page);
    await axeScan(page);
    await form.getByRole('textbox', { name: 'Gross amount' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The new transaction as a card, with focus on its Edit button.
    const sale = card(page, 'Phone sale');
    await sale.getByText('+£48.00', { exact: true }).waitFor();
    await sale.getByText('Money in', { exact: true }).waitFor();
    await sale.getByText(today(), { exact: true }).waitFor();
    await sale.getByText('Sales · Business').waitFor();
    await sale.getByText('Bank account: Current Account').waitFor();
    await sale.getByText('Net +£40.00, VAT £8.00').waitFor();
    const editSale = sale.getByRole('button', { name: /^Edit Phone sale on / });
    await eventually(() => isFocused(editSale)).toBe(true);

    // Money out says so in words too.
    const expense = await addByForm(page, { desc: 'Printer ink', category: 'Stock and goods for resale', gross: '30' });
    await expense.form.getByRole('button', { name: 'Save' }).click();
    await expense.dialog.waitFor({ state: 'detached' });
    const ink = card(page, 'Printer ink');
    await ink.getByText('-£30.00', { exact: true }).waitFor();
    await ink.getByText('Money out', { exact: true }).waitFor();
    await eventually(() => isFocused(ink.getByRole('button', { name: /^Edit Printer ink/ }))).toBe(true);

    await noSideScroll(page);
    const listWidth = await cards(page).evaluate((el) => el.getBoundingClientRect().right);
    expect(listWidth).toBeLessThanOrEqual(PHONE.width);
    await withinWidth(sale.getByRole('button', { name: /^More actions for Phone sale/ }));
    await axeScan(page);

    // Edit: the same form, titled for editing; saved, focus is back on the card's Edit.
    await editSale.click();
    const editDialog = page.getByRole('dialog', { name: 'Edit transaction' });
    await shown(editDialog);
    const editForm = editDialog.getByRole('form', { name: /^Edit transaction Phone sale/ });
    expect(await editForm.getByRole('textbox', { name: 'Gross amount' }).inputValue()).toBe('48.00');
    await axeScan(page);
    await editForm.getByRole('textbox', { name: 'Description' }).fill('Phone sale, repaired');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'detached' });
    const repaired = card(page, 'Phone sale, repaired');
    await repaired.getByText('+£48.00', { exact: true }).waitFor();
    const editRepaired = repaired.getByRole('button', { name: /^Edit Phone sale, repaired/ });
    await eventually(() => isFocused(editRepaired)).toBe(true);

    // Cancel (with the keyboard) gives focus back to what opened the form.
    await ink.getByRole('button', { name: /^Edit Printer ink/ }).click();
    await shown(editDialog);
    await editDialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await editDialog.waitFor({ state: 'detached' });
    await eventually(() => isFocused(ink.getByRole('button', { name: /^Edit Printer ink/ }))).toBe(true);

    // Delete from the card's More actions menu.
    await repaired.getByRole('button', { name: /^More actions for Phone sale, repaired/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete transaction?' });
    await shown(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => repaired.count()).toBe(0);
    await ink.waitFor();
  });

  it('keeps what was typed in the full-screen form when the server refuses the save, with the error on the field', async () => {
    const { page, client } = await phoneLedger('Pocket Plain', false);
    const { dialog, form } = await addByForm(page, { desc: 'Refused sale', category: 'Sales', gross: '12.50' });
    expect(await form.getByRole('textbox', { name: 'Net amount' }).count()).toBe(0);
    // One refusal, as the server words a field's problem; the next save goes through.
    let refused = false;
    await page.route('**/api/transaction', async (route) => {
      if (refused || route.request().method() !== 'POST') return route.fallback();
      refused = true;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: MESSAGES.validation,
          errors: [{ field: 'desc', message: 'Description is not allowed here' }],
        }),
      });
    });
    await form.getByRole('button', { name: 'Save' }).click();
    const description = form.getByRole('textbox', { name: 'Description' });
    await form.getByText('Description is not allowed here').first().waitFor();
    await eventually(() => description.getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('alert').getByText(MESSAGES.validation).waitFor();
    expect(await description.inputValue()).toBe('Refused sale');
    expect(await form.getByRole('textbox', { name: 'Gross amount' }).inputValue()).toBe('12.50');
    expect(await form.getByRole('combobox', { name: 'Category' }).inputValue()).not.toBe('');
    // One channel: the field's error is not told again in a toast.
    expect(
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(/not allowed here/)
        .count(),
    ).toBe(0);
    await noSideScroll(page);
    await axeScan(page);

    await description.fill('Accepted sale');
    await form.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const accepted = card(page, 'Accepted sale');
    await accepted.getByText('+£12.50', { exact: true }).waitFor();
    expect(await accepted.getByText('VAT rate').count()).toBe(0);
    await noSideScroll(page);
    const listed = await client.ok('transactionList', { query: { page: 1 }, body: { desc: 'Accepted sale' } });
    expect(listed.transactions.map((t) => t.amount)).toEqual([12.5]);
  });

  it('shows a row with no category as not counted; Escape and a new transaction off this page put focus on Add', async () => {
    const { page, client } = await phoneLedger('Pocket Loose', false);
    const accounts = await client.ok('accountList', {});
    await client.ok('transactionCreate', {
      body: {
        date: new Date().toISOString().slice(0, 10),
        desc: 'Mystery payment',
        amount: -25,
        transactionTypeId: 1,
        categoryId: null,
        accountId: accounts[0]?.id ?? '',
        isRefund: false,
      },
    });
    await page.reload();
    const mystery = card(page, 'Mystery payment');
    await mystery.getByText(UNCATEGORISED_LABEL).waitFor();
    await mystery.getByText('Money out', { exact: true }).waitFor();

    // Escape in the type help closes just the help; in the form, it gives the form up as Cancel does.
    const add = page.getByRole('button', { name: 'Add', exact: true });
    const typed = await addByForm(page, { desc: 'Half typed', category: 'Sales', gross: '7' });
    await typed.form.getByRole('button', { name: 'Help on transaction types' }).click();
    const help = page.getByRole('dialog', { name: 'Transaction types' });
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    expect(await typed.dialog.isVisible()).toBe(true);
    expect(await typed.form.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Half typed');
    await typed.form.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.press('Escape');
    await typed.dialog.waitFor({ state: 'detached' });
    await eventually(() => isFocused(add)).toBe(true);

    // Dated years back: saved, but not in the last 30 days this list shows.
    const { dialog, form } = await addByForm(page, { desc: 'Old sale', category: 'Sales', gross: '5' });
    await form.getByRole('textbox', { name: 'Date' }).fill('01/02/2020');
    await form.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => isFocused(add)).toBe(true);
    expect(await card(page, 'Old sale').count()).toBe(0);
    await axeScan(page);
  });

  it('asks about a filed VAT period over the full-screen form: Escape answers only the question, Change anyway saves', async () => {
    const { page } = await phoneLedger('Pocket Filed', true, {
      address: '/app/transactions?dateFilterFrom=2017-01-01&dateFilterTo=2017-12-31',
      before: async (token, accountId) => {
        await fileVatReturn(baseUrl(), token);
        await api(token).ok('transactionCreate', {
          body: {
            date: '2017-05-10',
            desc: 'Fuel',
            categoryId: 'fuel',
            amount: 60,
            transactionTypeId: 1,
            accountId,
            vatRateId: 'standard',
            confirmFiledPeriod: true,
          },
        });
      },
    });
    const fuel = card(page, 'Fuel');
    await fuel.getByRole('button', { name: /^Edit Fuel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit transaction' });
    await shown(dialog);
    const gross = dialog.getByRole('textbox', { name: 'Gross amount' });
    await gross.fill('70');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const filed = page.getByRole('dialog', { name: 'This VAT period is filed' });
    await shown(filed);
    const focusInside = () => filed.evaluate((el) => el.contains(document.activeElement));
    await eventually(focusInside).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    await axeScan(page);
    await page.keyboard.press('Escape');
    await eventually(() => filed.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await gross.inputValue()).toBe('70');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await shown(filed);
    await filed.getByRole('button', { name: 'Change anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    await fuel.getByText('-£70.00', { exact: true }).waitFor();
    await eventually(() => isFocused(fuel.getByRole('button', { name: /^Edit Fuel/ }))).toBe(true);
  });
});
