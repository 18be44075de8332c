import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';

const browser = useBrowser();

const descriptions = async (page: Page) =>
  (
    await page
      .getByRole('table', { name: /^Transactions of/ })
      .locator('tbody tr td:nth-child(2)')
      .allInnerTexts()
  ).map((t) => t.split('\n')[0] ?? '');

describe('a filtered search answered a stretch of dates at a time (decision 0056)', () => {
  it('says how far it searched, searches further back, and goes back to the newest', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: false, businessName: 'Stretch Books' });
    const client = api(user.token);
    const account = (await client.ok('accountCreate', { body: { name: 'Current', isMain: true } })).id;
    const add = (date: string, desc: string, amount: number) =>
      client.ok('transactionCreate', {
        body: { date, desc, amount, transactionTypeId: 2, categoryId: 'materials', accountId: account },
      });
    await add('2026-01-10', 'Screwfix drill', -99.99);
    await add('2022-02-03', 'Screwfix screws', -12.5);

    const page = await browser.open({ token: user.token });
    page.setDefaultTimeout(20_000);
    // The first stretch of a big ledger, played on a small one: the server's answer for the newest
    // stretch is cut at 01/01/2025 as the search budget would cut it.
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/transaction/list**', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      bodies.push(body);
      const response = await route.fetch();
      const json = (await response.json()) as { transactions: { date: string }[]; searchedFrom?: string };
      if (body['desc'] && !body['searchTo']) {
        json.transactions = json.transactions.filter((t) => t.date >= '2025-01-01');
        json.searchedFrom = '2025-01-01';
      }
      await route.fulfill({ response, json });
    });
    await page.goto('/app/transactions?showAll=true');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('form', { name: 'Search transactions' })
      .getByRole('textbox', { name: 'Description' })
      .fill('screwfix');

    const note = page.getByRole('group', { name: 'How far the search went' });
    await note.getByText('Searched back to 01/01/2025.', { exact: false }).waitFor();
    await eventually(() => descriptions(page)).toEqual(['Screwfix drill']);
    await axeScan(page);

    await note.getByRole('button', { name: 'Search further back' }).click();
    await note.getByText('Searched everything up to 31/12/2024.', { exact: false }).waitFor();
    await eventually(() => descriptions(page)).toEqual(['Screwfix screws']);
    expect(bodies.at(-1)).toMatchObject({ desc: 'screwfix', searchTo: '2024-12-31' });
    await page
      .getByRole('group', { name: 'Totals of the transactions found' })
      .getByText('12.50', { exact: false })
      .waitFor();

    await note.getByRole('button', { name: 'Back to the newest' }).click();
    await eventually(() => descriptions(page)).toEqual(['Screwfix drill']);
    expect(bodies.at(-1)).not.toHaveProperty('searchTo');
    // Requests still in flight when the page closes are dropped, not failed.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
