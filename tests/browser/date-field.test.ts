import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, shown, useBrowser } from './support/browser';

/** The one UK date field: typed DD/MM/YYYY (or picked), refused in words when no real date, checked for a slip of the year. */

const browser = useBrowser();

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A business with one bank account, on Income & Expenses at the size given, with the add form open. */
async function addForm(name: string, size: { width: number; height: number }) {
  const user = await seedUser({ withBusiness: true, businessName: name });
  await api(user.token).ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  const page = await browser.open({ token: user.token, width: size.width });
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto('/app/transactions');
  await page.getByRole('heading', { name: 'Income & Expenses', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a transaction' });
  await form.getByRole('textbox', { name: 'Description' }).waitFor();
  return { page, form, token: user.token };
}

async function fillRest(form: Locator, desc: string) {
  await form.getByRole('textbox', { name: 'Description' }).fill(desc);
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Sales' });
  await form.getByRole('textbox', { name: 'Gross amount' }).fill('12.00');
}

/** The dates saved for a description, through the API. */
async function savedDates(token: string, desc: string): Promise<string[]> {
  const list = await api(token).ok('transactionList', { query: { page: 1 }, body: { desc } });
  return list.transactions.map((t) => t.date);
}

/** What a screen reader reads as a field's description and error: the elements aria-describedby names. */
const describedBy = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function noSideScroll(page: Page) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

describe('One UK date field (DD/MM/YYYY)', () => {
  for (const size of SIZES) {
    it(`reads 1/2/2026 as 01/02/2026 and saves 2026-02-01; refuses 30/02/2023 in words (${size.name})`, async () => {
      const { page, form, token } = await addForm(`Date Typing ${size.name}`, size);
      const date = form.getByRole('textbox', { name: 'Date' });
      await expect(describedBy(date)).resolves.toContain('DD/MM/YYYY');

      await date.fill('30/02/2023');
      await date.blur();
      await form.getByText("30/02/2023 isn't a real date").waitFor();
      await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(describedBy(date)).resolves.toContain("30/02/2023 isn't a real date");
      // Not saved as another day: the save is refused on the field.
      await fillRest(form, `Typed date ${size.name}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText("30/02/2023 isn't a real date").waitFor();
      await expect(savedDates(token, `Typed date ${size.name}`)).resolves.toEqual([]);

      await date.fill('next week');
      await date.blur();
      await form.getByText('Enter a date as DD/MM/YYYY').waitFor();

      await date.fill('1/2/2026');
      await date.blur();
      await eventually(() => date.inputValue()).toBe('01/02/2026');
      await eventually(() => date.getAttribute('aria-invalid')).toBe(null);
      await noSideScroll(page);
      await axeScan(page);

      await form.getByRole('button', { name: 'Save' }).click();
      await eventually(() => form.count()).toBe(0);
      await eventually(() => savedDates(token, `Typed date ${size.name}`)).toEqual(['2026-02-01']);
    });

    it(`refuses 31/12/1999 in the API's words, and asks before saving one dated 01/01/2099 (${size.name})`, async () => {
      const { page, form, token } = await addForm(`Date Slip ${size.name}`, size);
      const date = form.getByRole('textbox', { name: 'Date' });
      await fillRest(form, `Odd date ${size.name}`);
      // Outside the dates the books take (decision 0054): said on the field, nothing sent.
      const range = 'Enter a date between 01/01/2000 and 31/12/2100';
      await date.fill('31121999');
      await date.blur();
      await form.getByText(range).waitFor();
      await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(describedBy(date)).resolves.toContain(range);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(range).waitFor();
      await expect(savedDates(token, `Odd date ${size.name}`)).resolves.toEqual([]);

      await date.fill('01012099');
      await date.blur();
      await eventually(() => date.inputValue()).toBe('01/01/2099');
      const warning = '01/01/2099 is more than a year away — is the year right?';
      await form.getByText(warning).waitFor();
      await expect(describedBy(date)).resolves.toContain(warning);

      // Change the date: nothing is saved, the form stays as typed.
      await form.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Is the date right?' });
      await shown(dialog);
      await dialog.getByText(warning).waitFor();
      await axeScan(page);
      await dialog.getByRole('button', { name: 'Change the date' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await date.inputValue()).toBe('01/01/2099');
      await expect(savedDates(token, `Odd date ${size.name}`)).resolves.toEqual([]);

      // Yes, save it: saved as typed.
      await form.getByRole('button', { name: 'Save' }).click();
      await shown(dialog);
      await dialog.getByRole('button', { name: 'Yes, save it' }).click();
      await eventually(() => form.count()).toBe(0);
      await eventually(() => savedDates(token, `Odd date ${size.name}`)).toEqual(['2099-01-01']);
    });
  }

  it('asks before saving an opening balance dated more than a year away, on Bank Accounts', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Date Opening Books' });
    const page = await browser.open({ token: user.token });
    page.setDefaultTimeout(20_000);
    await page.goto('/app/bank-accounts');
    await page.getByRole('heading', { name: 'Bank Accounts', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a bank account' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Savings');
    await form.getByRole('textbox', { name: 'Opening balance', exact: true }).fill('100.00');
    const date = form.getByRole('textbox', { name: 'Opening balance date' });
    const far = `01/04/${new Date().getUTCFullYear() + 3}`;
    await date.fill(far);
    await form.getByText(`${far} is more than a year away — is the year right?`).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Is the date right?' });
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Yes, save it' }).click();
    await page.getByRole('status').getByText('Bank account Savings added').waitFor();
    const accounts = await api(user.token).ok('accountList', {});
    expect(accounts.map((a) => a.openingDate)).toEqual([`${new Date().getUTCFullYear() + 3}-04-01`]);
  });

  it('reaches the calendar button by keyboard, and a picked date fills the field', async () => {
    const { page, form } = await addForm('Date Picker', SIZES[0]);
    const date = form.getByRole('textbox', { name: 'Date' });
    const choose = form.getByRole('button', { name: 'Choose Date' });
    await eventually(() => isFocused(date)).toBe(true);
    await page.keyboard.press('Tab');
    await eventually(() => isFocused(choose)).toBe(true);
    // Opening the browser's own picker: whatever the headless browser does with it, the page carries on.
    await page.keyboard.press('Enter');
    // The browser's picker takes the keys while open; Escape closes it and leaves the form as it was.
    await page.keyboard.press('Escape');
    await expect(form.isVisible()).resolves.toBe(true);
    await eventually(() => isFocused(choose)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await eventually(() => isFocused(date)).toBe(true);
    // The picker answers with an ISO date; the field shows it the UK way.
    await form.locator('input[type="date"]').fill('2026-03-04', { force: true });
    await eventually(() => date.inputValue()).toBe('04/03/2026');
    await axeScan(page);
  });
});
