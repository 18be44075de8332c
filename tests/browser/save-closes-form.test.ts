import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { useBrowser } from './support/browser';

/**
 * A save closes its form whatever order the reloads after it come back in. A save reloads the
 * list and the bank accounts' balances; the list shows the row with its new `updatedDate`, which
 * gives the open form a new key, so the form that sent the save is replaced by a fresh one while
 * the balances are still on their way. Holding the balances back makes that order certain: the
 * form must still close, at desktop and phone sizes.
 */
const browser = useBrowser();

async function books(name: string) {
  const u = await seedUser({ withBusiness: true, businessName: name });
  const client = api(u.token);
  const account = await client.ok('accountCreate', { body: { name: 'Current', isMain: true } });
  await client.ok('transactionCreate', {
    body: {
      date: '2024-05-10',
      desc: 'Stationery',
      transactionTypeId: 1,
      categoryId: null,
      accountId: account.id,
      amount: -12,
    },
  });
  return u.token;
}

/** Answers the bank accounts' reloads only after the list's, once `hold()` is called. */
async function holdBalances(page: Page) {
  let holding = false;
  await page.route('**/api/account', async (route) => {
    if (holding && route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  return () => {
    holding = true;
  };
}

describe.each([
  ['desktop', 1366],
  ['phone', 390],
])('saving an edit on Income & Expenses (%s)', (_size, width) => {
  it('closes the form when the list reloads before the balances', async () => {
    const token = await books(`Slow Balances ${width}`);
    const page = await browser.open({ token, width });
    page.setDefaultTimeout(20_000);
    if (width < 500) await page.setViewportSize({ width, height: 844 });
    const hold = await holdBalances(page);
    await page.goto('/app/transactions?dateFilterFrom=2024-01-01&dateFilterTo=2024-12-31');
    await page.getByRole('heading', { name: 'Income & Expenses', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Edit Stationery/ }).click();
    const form = page.getByRole('form', { name: /^Edit transaction Stationery/ });
    await form.getByRole('textbox', { name: 'Gross amount' }).fill('15');
    hold();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('-£15.00', { exact: true }).waitFor();
  });
});
