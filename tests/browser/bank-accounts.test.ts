import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api as testClient } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, shown, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const reply = await testClient(token).raw({ method, path, ...(body !== undefined ? { body } : {}) });
  if (reply.status >= 300) throw new Error(`${method} ${path} -> ${reply.status} ${reply.text}`);
  return reply.json as Record<string, unknown> & { id: string };
}

function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: /^Bank accounts of/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

async function addAccount(page: Page, name: string, isDefault: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a bank account' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  if (isDefault) await form.getByRole('checkbox', { name: 'Default account' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText(`Bank account ${name} added`).waitFor();
  await rowOf(page, name).waitFor();
}

describe('Bank Accounts (SPEC §2)', () => {
  it('adds, renames, moves the default and deletes an account after DELETE is typed', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Ledger Books Ltd' });
    const page = await openPage({ token: user.token });
    await page.goto('/app/bank-accounts');
    await page.getByRole('heading', { name: 'Bank Accounts', level: 1 }).waitFor();
    await page.getByText('The accounts money of Ledger Books Ltd goes through').waitFor();

    // An empty name is refused on the field; nothing is sent.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a bank account' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a name for the account').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => form.count()).toBe(0);

    await addAccount(page, 'Current Account', true);
    await addAccount(page, 'Savings', false);
    expect(await rowOf(page, 'Current Account').getByRole('cell', { name: 'Default', exact: true }).count()).toBe(1);
    expect(await rowOf(page, 'Savings').getByRole('cell', { name: 'Default', exact: true }).count()).toBe(0);
    expect(await rowOf(page, 'Savings').getByRole('cell', { name: '£0.00' }).count()).toBe(1);
    await axeScan(page);

    // A transaction through the API shows in the balance.
    const accounts = await testClient(user.token).ok('accountList');
    const savings = defined(
      accounts.find((a) => a.name === 'Savings'),
      'the Savings account',
    );
    await api(user.token, 'POST', '/transaction', {
      date: '2026-01-15',
      desc: 'Opening deposit',
      transactionTypeId: 1,
      amount: 1234.56,
      accountId: savings.id,
      isRefund: false,
    });
    await page.reload();
    await rowOf(page, 'Savings').getByRole('cell', { name: '+£1,234.56' }).waitFor();

    // Savings becomes the default account; the current account stops being it.
    await page.getByRole('button', { name: 'Edit Savings' }).click();
    const edit = page.getByRole('form', { name: 'Edit Savings' });
    await edit.getByRole('checkbox', { name: 'Default account' }).check();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Savings Pot');
    await edit.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Savings Pot').getByRole('cell', { name: 'Default', exact: true }).waitFor();
    await eventually(() =>
      rowOf(page, 'Current Account').getByRole('cell', { name: 'Default', exact: true }).count(),
    ).toBe(0);

    // A new account has no Delete; Cancel leaves the row as it was.
    await page.getByRole('button', { name: 'Edit Current Account' }).click();
    const editCurrent = page.getByRole('form', { name: 'Edit Current Account' });
    await editCurrent.getByRole('textbox', { name: 'Name' }).fill('Changed my mind');
    await editCurrent.getByRole('button', { name: 'Cancel' }).click();
    await rowOf(page, 'Current Account').waitFor();

    // Delete, only once DELETE is typed exactly.
    await page.getByRole('button', { name: 'Edit Savings Pot' }).click();
    await page.getByRole('button', { name: 'More actions for Savings Pot' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete bank account?' });
    await dialog.getByText('also removes all associated transactions').waitFor();
    await shown(dialog);
    await axeScan(page);
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    const typed = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
    await typed.fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill('DELETE');
    await confirm.click();
    await page.getByRole('status').getByText('Bank account Savings Pot deleted').waitFor();
    await eventually(() => rowOf(page, 'Savings Pot').count()).toBe(0);
    await rowOf(page, 'Current Account').waitFor();

    // Its transaction went with it.
    const list = (await api(user.token, 'PATCH', '/transaction/list?page=1', {})) as unknown as {
      transactions: unknown[];
    };
    expect(list.transactions).toEqual([]);
  });

  it('works at 360px wide without sideways scrolling of the page', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Narrow Books' });
    const page = await openPage({ token: user.token, width: 360 });
    await page.goto('/app/bank-accounts');
    await addAccount(page, 'Phone Account', true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await axeScan(page);
  });
});
