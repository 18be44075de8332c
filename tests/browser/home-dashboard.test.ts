import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, startOfMonth, taxYearOf } from '@bk/domain';
import { api as testClient } from '../support/api-client';
import { linkBusinessToHmrc } from '../support/hmrc-link';
import { seedUser } from '../support/seed';
import { ukToday } from '../../web/src/features/home/dashboard';
import { axeScan, baseUrl, eventually, expectPath, useBrowser } from './support/browser';

const browser = useBrowser();

/** Home at a size, waited for until its dashboard heading shows. */
async function openHome(token: string, size: { width: number; height: number }): Promise<Page> {
  const page = await browser.open({ token, width: size.width });
  page.setDefaultTimeout(20_000);
  await page.setViewportSize(size);
  await page.goto('/app/home');
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  return page;
}

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

const panel = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('region', typeof name === 'string' ? { name, exact: true } : { name });

/** A panel's figures as name -> value, read from its description list. */
async function figures(page: Page, name: RegExp): Promise<Record<string, string>> {
  const list = panel(page, name).getByRole('definition');
  await list.first().waitFor();
  const terms = await panel(page, name).getByRole('term').allTextContents();
  const values = await list.allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

describe('Home dashboard (issue: a Home that answers "how am I doing and what is due")', () => {
  it('shows a new VAT business its checklist, zero figures and the HMRC link prompt, with every tile', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Fresh Start Ltd' });
    const page = await openHome(user.token, DESKTOP);
    await page.getByRole('heading', { level: 2, name: 'Fresh Start Ltd at a glance' }).waitFor();

    const steps = panel(page, 'Getting started');
    await steps.getByText('0 of 4 steps done.').waitFor();
    for (const [name, path] of [
      ['Add the business address', '/app/edit-business'],
      ['Add a bank account', '/app/bank-accounts'],
      ['Record a first transaction', '/app/transactions'],
      ['Link the business to HMRC', '/app/hmrc/login'],
    ] as const) {
      expect(await steps.getByRole('link', { name }).getAttribute('href'), name).toBe(path);
    }

    expect(await figures(page, /^This month/)).toEqual({ Income: '£0.00', Expenses: '£0.00', Profit: '£0.00' });
    expect(await figures(page, /^This tax year/)).toEqual({ Income: '£0.00', Expenses: '£0.00', Profit: '£0.00' });
    await panel(page, 'Cash at bank').getByText('No bank accounts yet: £0.00 in total.').waitFor();
    await panel(page, 'Transactions to review')
      .getByText('Nothing to review: every transaction is complete.')
      .waitFor();

    const vat = panel(page, 'VAT');
    await vat.getByText('This business is not linked to HMRC yet').waitFor();
    const deadlines = panel(page, 'Next deadlines');
    await deadlines.getByText('VAT deadlines show here once the business is linked to HMRC.').waitFor();
    expect(await deadlines.getByRole('link', { name: /^Self Assessment online return for \d{4}-\d{4}$/ }).count()).toBe(
      1,
    );

    const tiles = page.getByRole('main').getByRole('list', { name: 'Parts of the product' });
    for (const name of ['Income & Expenses', 'Import & Export', 'Contacts', 'MTD VAT', 'Self-Assessment']) {
      expect(await tiles.getByRole('link', { name }).count(), name).toBe(1);
    }
    expect(await tiles.getByRole('link', { name: 'Income Tax' }).count()).toBe(1);
    await axeScan(page);

    await vat.getByRole('link', { name: 'Link to HMRC in MTD VAT Authorization' }).click();
    await expectPath(page, '/app/hmrc/login');
  });

  it('shows exact cash and this month and tax year figures, ticks the steps, and fits a phone', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: false, businessName: 'Exact Figures Ltd' });
    const client = testClient(user.token);
    const today = ukToday(new Date());
    const year = taxYearOf(today);
    const current = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
    const savings = await client.ok('accountCreate', { body: { name: 'Savings', isMain: false } });
    const add = (accountId: string, date: string, categoryId: string, amount: number) =>
      client.ok('transactionCreate', {
        body: { date, desc: `${categoryId} ${date}`, amount, transactionTypeId: 1, categoryId, accountId },
      });
    await add(current.id, today, 'sales', 1200);
    await add(current.id, today, 'fuel', 300.25);
    await add(current.id, year.start, 'sales', 500);
    await add(savings.id, addDays(year.start, -1), 'sales', 1000);
    // The tax year's first day is in this month from 6 to 30 April.
    const monthIncome = year.start >= startOfMonth(today) ? '£1,700.00' : '£1,200.00';
    const monthProfit = year.start >= startOfMonth(today) ? '£1,399.75' : '£899.75';

    const page = await openHome(user.token, PHONE);
    await page.getByRole('heading', { level: 2, name: 'Exact Figures Ltd at a glance' }).waitFor();
    expect(await figures(page, /^This month/)).toEqual({
      Income: monthIncome,
      Expenses: '£300.25',
      Profit: monthProfit,
    });
    expect(await figures(page, new RegExp(`^This tax year \\(${year.label}\\)`))).toEqual({
      Income: '£1,700.00',
      Expenses: '£300.25',
      Profit: '£1,399.75',
    });
    const cash = panel(page, 'Cash at bank').getByRole('table', { name: 'Cash by bank account' });
    await eventually(() => cash.getByRole('row').allInnerTexts()).toEqual([
      'Account\tBalance',
      'Current Account\t£1,399.75',
      'Savings\t£1,000.00',
      'Total\t£2,399.75',
    ]);
    // A business that is not VAT registered has no VAT panel and no HMRC step.
    expect(await panel(page, 'VAT').count()).toBe(0);
    const steps = panel(page, 'Getting started');
    await steps.getByText('2 of 3 steps done.').waitFor();
    await steps.getByText('(to do)').waitFor();
    await expectNoSidewaysScroll(page);
    await axeScan(page);

    // The last step done, the checklist goes.
    await client.ok('businessActiveUpdate', {
      body: { name: 'Exact Figures Ltd', firstLineOfAddress: '1 High Street', postalCode: 'AB1 2CD' },
    });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Exact Figures Ltd at a glance' }).waitFor();
    await panel(page, 'Cash at bank').getByRole('table').waitFor();
    await page.waitForTimeout(300);
    expect(await panel(page, 'Getting started').count()).toBe(0);

    // Tiles stay reachable from the dashboard, by keyboard too.
    const tile = page.getByRole('list', { name: 'Parts of the product' }).getByRole('link', { name: 'Bank Accounts' });
    await tile.focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/app/bank-accounts');
  });

  it('shows a linked VAT business its open period, due date and estimate, and the rest when HMRC fails', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Linked VAT Ltd' });
    await linkBusinessToHmrc(baseUrl(), user.token);
    const client = testClient(user.token);
    const account = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
    // The emulator's open period is 01/04/2017 to 30/06/2017: £20.00 VAT on sales, £10.00 on fuel.
    const add = (categoryId: string, amount: number) =>
      client.ok('transactionCreate', {
        body: {
          date: '2017-05-10',
          desc: categoryId,
          amount,
          transactionTypeId: 1,
          categoryId,
          accountId: account.id,
          vatRateId: 'standard',
        },
      });
    await add('sales', 120);
    await add('fuel', 60);

    const page = await openHome(user.token, DESKTOP);
    const vat = panel(page, 'VAT');
    await vat.getByText('VAT to pay: £10.00').waitFor();
    expect(await vat.innerText()).toContain('Next VAT return due 07/08/2017 (overdue).');
    expect(await vat.innerText()).toContain(
      'An estimate from your records for 01/04/2017 to 30/06/2017: VAT due £20.00 less VAT reclaimed £10.00.',
    );
    await panel(page, 'Next deadlines')
      .getByRole('link', { name: 'VAT return for 01/04/2017 to 30/06/2017' })
      .waitFor();
    expect(await panel(page, 'Getting started').getByText('3 of 4 steps done.').count()).toBe(1);
    await axeScan(page);

    // HMRC down: the VAT panel says so, everything else still shows, and no error notice covers Home.
    const failing = await openHome(user.token, DESKTOP);
    await failing.route('**/api/hmrc/obligations', (r) =>
      r.fulfill({ status: 503, json: { message: 'HMRC is not available at the moment. Please try again later.' } }),
    );
    await failing.reload();
    await panel(failing, 'VAT').getByText("HMRC's VAT periods could not be loaded.").waitFor();
    await panel(failing, 'Next deadlines').getByText('The VAT due dates could not be loaded from HMRC.').waitFor();
    await panel(failing, 'Cash at bank').getByRole('table', { name: 'Cash by bank account' }).waitFor();
    expect(await figures(failing, /^This tax year/)).toHaveProperty('Income');
    expect(await failing.getByRole('alert').innerText()).toBe('');
  });

  it('counts imported transactions still to complete and links to them', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: false });
    const client = testClient(user.token);
    const account = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
    const none = -1;
    await client.ok('transactionImportFinish', {
      body: {
        accountId: account.id,
        name: 'Bank export',
        dateIndex: 0,
        amountIndex: 1,
        descIndex: 2,
        categoryIndex: 3,
        netAmountIndex: none,
        vatAmountIndex: none,
        payInIndex: none,
        payOutIndex: none,
        contactIndex: none,
        vatRateIndex: none,
        transactionTypeIndex: none,
        purchasePriceIndex: none,
        isRefundIndex: none,
        csvData: JSON.stringify([
          ['01/03/2025', '-45.67', 'Unknown shop', 'Mystery'],
          ['02/03/2025', '-12.00', 'Another shop', 'Mystery'],
          ['03/03/2025', '100.00', 'Invoice 7', 'Sales'],
        ]),
        dateFormat: 'DMY',
        headings: ['Date', 'Amount', 'Description', 'Category'],
      },
    });
    expect(await client.ok('transactionIncompleteCount')).toEqual({ count: 2, more: false, uncategorised: 0 });

    const page = await openHome(user.token, DESKTOP);
    const review = panel(page, 'Transactions to review');
    await review.getByText('2 transactions wait to be completed.').waitFor();
    await review.getByRole('link', { name: 'Review them in Income & Expenses' }).click();
    await expectPath(page, '/app/transactions?showAll=true');

    // A complete transaction saved with no category is asked about too, and the link finds it.
    await client.ok('transactionDiscardAll');
    await client.ok('transactionCreate', {
      body: { date: '2025-03-09', desc: 'Cash at market', transactionTypeId: 1, amount: -8, accountId: account.id },
    });
    await page.goto('/app/home');
    await review.getByText('1 transaction has no category, so it counts in no total.').waitFor();
    await review.getByRole('link', { name: 'Give them a category' }).click();
    await expectPath(page, '/app/transactions?uncategorised=true');
    const row = page.getByRole('row').filter({ hasText: 'Cash at market' }).first();
    await eventually(() => row.innerText()).toContain('Uncategorised');
    await axeScan(page);
  });
});
