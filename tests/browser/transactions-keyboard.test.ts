import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';

/**
 * Income & Expenses with the keyboard alone, at desktop size: after Save, focus lands on the saved
 * row's Edit button (or Add, when the new row is not on this page); after Cancel, on what opened
 * the edit. Without this, focus fell to the page's body and a keyboard user started again at the top.
 */
const browser = useBrowser();

const table = (page: Page) => page.getByRole('table', { name: /^Transactions of/ });
const row = (page: Page, desc: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${desc}`) }) });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });

/** Tab until the focused element's accessible label starts with `label` (at most `limit` presses). */
async function tabTo(page: Page, label: string, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if ((await focusedLabel(page)).startsWith(label)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${label}"; focus is on "${await focusedLabel(page)}"`);
}

/**
 * Tab from Description to Category and pick its first category with ArrowDown, once the
 * categories have loaded: before that the list holds only its placeholder and the key does nothing.
 */
async function chooseFirstCategory(page: Page, form: Locator) {
  const category = form.getByRole('combobox', { name: 'Category' });
  await eventually(() => category.locator('option').count()).toBeGreaterThan(1);
  await page.keyboard.press('Tab');
  await eventually(() => isFocused(category)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await eventually(() => category.inputValue()).not.toBe('');
}

describe('Income & Expenses with the keyboard (desktop)', () => {
  it('puts focus back on the saved row, on Add for a row not shown, and on the opener after Cancel', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: false, businessName: 'Keyboard Books' });
    await api(user.token).ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
    const page = await browser.open({ token: user.token, width: 1366 });
    page.setDefaultTimeout(20_000);
    await page.goto('/app/transactions');
    await table(page).getByText('No transactions found').waitFor();
    const add = page.getByRole('button', { name: 'Add', exact: true });

    // Add, typed and saved with Enter: focus goes to the new row's Edit button.
    await add.focus();
    await page.keyboard.press('Enter');
    const addForm = page.getByRole('form', { name: 'Add a transaction' });
    await eventually(() => isFocused(addForm.getByRole('textbox', { name: 'Date' }))).toBe(true);
    await addForm.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.type('Keyed sale');
    await chooseFirstCategory(page, addForm);
    await addForm.getByRole('textbox', { name: 'Gross amount' }).focus();
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await addForm.waitFor({ state: 'detached' });
    const editKeyed = row(page, 'Keyed sale').getByRole('button', { name: /^Edit Keyed sale on / });
    await eventually(() => isFocused(editKeyed)).toBe(true);

    // Enter on that Edit opens the row; Save with Enter comes back to the same row's Edit.
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('form', { name: /^Edit transaction Keyed sale/ });
    await eventually(() => isFocused(editForm.getByRole('textbox', { name: 'Date' }))).toBe(true);
    await editForm.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' (keys)');
    await page.keyboard.press('Enter');
    await editForm.waitFor({ state: 'detached' });
    const editChanged = row(page, 'Keyed sale \\(keys\\)').getByRole('button', { name: /^Edit Keyed sale \(keys\)/ });
    await eventually(() => isFocused(editChanged)).toBe(true);

    // Cancel goes back to what opened the edit: the row's Edit button.
    await page.keyboard.press('Enter');
    await editForm.waitFor();
    await tabTo(page, 'Cancel');
    await page.keyboard.press('Enter');
    await editForm.waitFor({ state: 'detached' });
    await eventually(() => isFocused(editChanged)).toBe(true);

    // Cancel of Add goes back to Add.
    await add.focus();
    await page.keyboard.press('Enter');
    await addForm.waitFor();
    await tabTo(page, 'Cancel');
    await page.keyboard.press('Enter');
    await addForm.waitFor({ state: 'detached' });
    await eventually(() => isFocused(add)).toBe(true);

    // A new transaction outside the timeframe shown is saved, and focus goes to Add.
    await page.keyboard.press('Enter');
    await eventually(() => isFocused(addForm.getByRole('textbox', { name: 'Date' }))).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('01/02/2020');
    await addForm.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.type('Old keyed sale');
    await chooseFirstCategory(page, addForm);
    await addForm.getByRole('textbox', { name: 'Gross amount' }).focus();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await addForm.waitFor({ state: 'detached' });
    await eventually(() => isFocused(add)).toBe(true);
    expect(await row(page, 'Old keyed sale').count()).toBe(0);
    await axeScan(page);
  });
});
