import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';

/** Bank accounts' opening balance, sort code and last four digits, and names that do not repeat (decision 0041). */

const browser = useBrowser();

function table(page: Page): Locator {
  return page.getByRole('table', { name: /^Bank accounts of/ });
}

function rowOf(page: Page, name: string): Locator {
  return table(page).getByRole('row').filter({ hasText: name });
}

async function openAt(token: string, width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  if (width) await page.setViewportSize({ width, height: 844 });
  await page.goto('/app/bank-accounts');
  await page.getByRole('heading', { name: 'Bank Accounts', level: 1 }).waitFor();
  return page;
}

describe('Bank Accounts: opening balance and account numbers', () => {
  for (const width of [undefined, 390])
    it(`adds an account with an opening balance and shows it in the balance (${width ?? 'desktop'})`, async () => {
      const user = await seedUser({ withBusiness: true, businessName: 'Opening Books' });
      const page = await openAt(user.token, width);

      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const form = page.getByRole('form', { name: 'Add a bank account' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Current account');
      await form.getByRole('textbox', { name: 'Sort code' }).fill('12 34 5');
      await form.getByRole('textbox', { name: 'Last four digits of the account number' }).fill('12');
      await form.getByRole('textbox', { name: 'Opening balance', exact: true }).fill('1,250.50');
      await form.getByText('transactions before this date are already in it').waitFor();

      // What cannot be read is refused on its field, in plain English; nothing is sent.
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Enter the sort code as 6 digits, like 12-34-56').waitFor();
      await form.getByText('Enter the last 4 digits of the account number, like 1234').waitFor();
      await form.getByRole('textbox', { name: 'Sort code' }).fill('12 34 56');
      await form.getByRole('textbox', { name: 'Last four digits of the account number' }).fill('0123');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Enter the date of the opening balance').waitFor();
      await form.getByRole('textbox', { name: 'Opening balance date' }).fill('30/02/2026');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText("30/02/2026 isn't a real date").waitFor();
      await axeScan(page);

      await form.getByRole('textbox', { name: 'Opening balance date' }).fill('01/04/2026');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Bank account Current account added').waitFor();
      const row = rowOf(page, 'Current account');
      await row.getByRole('cell', { name: '+£1,250.50' }).waitFor();
      await row.getByText('Sort code 12-34-56, account ending 0123').waitFor();
      // A phone leaves the Opening balance column out and says it under the name instead.
      if (width) await row.getByText('Opening balance £1,250.50 on 01/04/2026').waitFor();
      else await row.getByRole('cell', { name: /£1,250\.50.*01\/04\/2026/ }).waitFor();

      // A transaction is added to the opening balance.
      const [account] = await api(user.token).ok('accountList');
      expect(account?.sortCode).toBe('12-34-56');
      await api(user.token).ok('transactionCreate', {
        body: {
          date: '2026-04-02',
          desc: 'Fuel',
          transactionTypeId: 1,
          categoryId: 'fuel',
          amount: 50.5,
          accountId: account?.id ?? '',
        },
      });
      await page.reload();
      await rowOf(page, 'Current account').getByRole('cell', { name: '+£1,200.00' }).waitFor();
      if (width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await axeScan(page);

      // Editing the opening balance moves the balance by the difference; the form starts in UK formats.
      await page.getByRole('button', { name: 'Edit Current account' }).click();
      const edit = page.getByRole('form', { name: 'Edit Current account' });
      expect(await edit.getByRole('textbox', { name: 'Opening balance date' }).inputValue()).toBe('01/04/2026');
      expect(await edit.getByRole('textbox', { name: 'Opening balance', exact: true }).inputValue()).toBe('1250.50');
      await edit.getByRole('textbox', { name: 'Opening balance', exact: true }).fill('-100');
      await axeScan(page);
      await edit.getByRole('button', { name: 'Save' }).click();
      await rowOf(page, 'Current account').getByRole('cell', { name: '-£150.50' }).waitFor();
    });

  it('refuses a second account of the same name on the name field', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Twice Books' });
    await api(user.token).ok('accountCreate', { body: { name: 'Current account', isMain: true } });
    const page = await openAt(user.token);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a bank account' });
    await form.getByRole('textbox', { name: 'Name' }).fill('current  ACCOUNT');
    await form.getByRole('button', { name: 'Save' }).click();
    const message = 'You already have a bank account called "Current account". Choose another name.';
    // On the field, and in the form's summary of errors with the field's label (decision 0043).
    await form.getByText(message, { exact: true }).waitFor();
    await form.getByRole('alert').getByText(`Name: ${message}`).waitFor();
    expect(
      await form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid'),
      'the message is on the name field',
    ).toBe('true');
    await eventually(async () => (await api(user.token).ok('accountList')).length).toBe(1);
  });
});
