import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { vatRepository, type VatReceiptItem } from '@bk/data';
import { chartFileName, defaultChartRange, monthLabel, VatMode, VatScheme } from '@bk/domain';
import { api as testClient } from '../support/api-client';
import { seedUser, stackDb } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openCharts(token: string, width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  await page.goto('/app/charts');
  await page.getByRole('heading', { name: 'Charts & Reports', level: 1 }).waitFor();
  return page;
}

/** The first day of the month `offset` months after the default range's first month, 'YYYY-MM-DD'. */
function monthOf(offset: number): string {
  const from = defaultChartRange(new Date()).dateFrom;
  const date = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1 + offset, 1));
  return date.toISOString().slice(0, 10);
}
const lastDayOf = (first: string) => {
  const date = new Date(`${first}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};
const labelOf = (iso: string) => monthLabel(iso.slice(0, 7));
/** An ISO date as typed in a date field, DD/MM/YYYY. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

const THIS_MONTH = monthOf(11);
const LAST_MONTH = monthOf(10);

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The figures of a chart's data table row, e.g. ['£1,200.00', '£300.00', '75.0%']. */
async function rowFigures(page: Page, title: string, label: string): Promise<string[]> {
  const row = section(page, title)
    .getByRole('table', { name: new RegExp(`^${title.replace(/[.&]/g, '\\$&')} figures`) })
    .getByRole('row', { name: new RegExp(`^${label}`) });
  await row.waitFor({ state: 'attached' });
  return row.getByRole('cell').allTextContents();
}

/** A non-VAT business with a bank account, income and an expense this month and income last month. */
async function tradingBusiness() {
  const user = await seedUser({ withBusiness: true, enableVat: false, businessName: 'Chart Traders Ltd' });
  const client = testClient(user.token);
  const account = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  const add = (date: string, categoryId: string, amount: number) =>
    client.ok('transactionCreate', {
      body: { date, desc: categoryId, amount, transactionTypeId: 1, categoryId, accountId: account.id },
    });
  await add(THIS_MONTH, 'sales', 1200);
  await add(THIS_MONTH, 'fuel', 300);
  await add(LAST_MONTH, 'sales', 500);
  return user;
}

/** A filed return as the product keeps it (boxes in pence). */
function receiptItem(businessId: string, dateFrom: string, dateTo: string, boxes: VatReceiptItem['boxes']) {
  const item: VatReceiptItem = {
    id: randomUUID(),
    businessId,
    periodKey: `#${randomUUID().slice(0, 3)}`,
    dateFrom,
    dateTo,
    dateDue: dateTo,
    vrn: '123456789',
    boxes,
    scheme: VatScheme.STANDARD,
    flatRatePercent: null,
    mode: VatMode.ACCOUNTING,
    declaration: 1,
    figuresEntryMethod: {},
    cellReferences: {},
    importSource: null,
    correlationId: null,
    receiptId: randomUUID(),
    receiptTimestamp: '2026-04-02T09:05:00Z',
    paymentIndicator: null,
    chargeRefNumber: null,
    processingDate: '2026-04-02T09:05:01.000Z',
    formBundleNumber: '092000001234',
    businessName: 'VAT Charts Ltd',
    businessAddress: null,
    submittedBy: 'Sam Trader',
    submittedByUserId: randomUUID(),
    reconciled: false,
    createdDate: '2026-04-02T09:05:02.000Z',
  };
  return item;
}

describe('Charts & Reports (SPEC §2, §9)', () => {
  it('draws the figures, changes with the date range, downloads and shows CSV, and prints without the menus', async () => {
    const user = await tradingBusiness();
    const page = await openCharts(user.token);
    await page.getByRole('main').getByText('Chart Traders Ltd', { exact: true }).waitFor();

    const incomeExpenses = 'Income & Expenses';
    await eventually(() => rowFigures(page, incomeExpenses, labelOf(THIS_MONTH))).toEqual([
      '£1,200.00',
      '£300.00',
      '75.0%',
    ]);
    expect(await rowFigures(page, incomeExpenses, labelOf(LAST_MONTH))).toEqual(['£500.00', '£0.00', '100.0%']);
    expect(await rowFigures(page, incomeExpenses, labelOf(monthOf(0)))).toEqual(['£0.00', '£0.00', 'No income']);
    expect(await rowFigures(page, 'Income Categories', 'Sales')).toEqual(['£1,700.00']);
    expect(await rowFigures(page, 'Expense Categories', 'Fuel')).toEqual(['£300.00']);
    // The drawing has a name, its bars a pattern each, and a legend names every series.
    await section(page, incomeExpenses)
      .getByRole('img', { name: /^Bar chart of Income & Expenses/ })
      .waitFor();
    await eventually(() => section(page, incomeExpenses).locator('svg path[style*="url("]').count()).toBeGreaterThan(0);
    const legend = section(page, incomeExpenses).getByRole('list', { name: 'Legend of Income & Expenses' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(['Income', 'Expenses', 'Profit margin (%)']);
    await section(page, 'Income Categories')
      .getByRole('img', { name: /^Pie chart of Income Categories/ })
      .waitFor();
    // Not VAT registered: no VAT charts.
    expect(await page.getByRole('heading', { name: 'Total VAT Due & Reclaimed' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Dispatches & Acquisitions' }).count()).toBe(0);
    await axeScan(page);

    // The table shows to the eye on request.
    const toggle = section(page, incomeExpenses).getByRole('button', { name: 'Show table' });
    await toggle.click();
    await section(page, incomeExpenses).getByRole('button', { name: 'Hide table', expanded: true }).waitFor();
    await section(page, incomeExpenses)
      .getByRole('region', { name: /^Income & Expenses figures/ })
      .waitFor();
    await axeScan(page);

    // Download CSV: named by chart, month and year, with the figures.
    const range = defaultChartRange(new Date());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, incomeExpenses).getByRole('button', { name: 'Download CSV of Income & Expenses' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(chartFileName(incomeExpenses, range));
    expect(download.suggestedFilename()).toMatch(/^income-and-expenses-[a-z]{3}-\d{4}-to-[a-z]{3}-\d{4}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.startsWith('Month,Income,Expenses,Profit margin (%)\r\n')).toBe(true);
    expect(csv).toContain(`${labelOf(THIS_MONTH)},1200.00,300.00,75\r\n`);
    expect(csv).toContain(`${labelOf(LAST_MONTH)},500.00,0.00,100\r\n`);

    // Show on page: the CSV text instead of a file.
    await page.getByRole('switch', { name: /^Show on page/ }).check();
    await section(page, 'Expense Categories')
      .getByRole('button', { name: /^Download CSV/ })
      .click();
    await eventually(() => page.getByRole('textbox', { name: 'Expense Categories CSV' }).inputValue()).toBe(
      'Category,Amount\nFuel,300.00\n',
    );

    // A range of this month only: last month's income goes.
    await page.getByLabel('Date from').fill(typed(THIS_MONTH));
    await page.getByLabel('Date to').fill(typed(lastDayOf(THIS_MONTH)));
    await eventually(() => rowFigures(page, 'Income Categories', 'Sales')).toEqual(['£1,200.00']);
    await eventually(() => section(page, incomeExpenses).getByRole('table').getByRole('row').count()).toBe(2);
    await eventually(() => page.getByRole('textbox', { name: 'Expense Categories CSV' }).inputValue()).toBe(
      'Category,Amount\nFuel,300.00\n',
    );
    // A range that ends before it starts is refused on the field, and the charts keep their figures.
    await page.getByLabel('Date to').fill(typed(LAST_MONTH));
    await page.getByText('Date to must be after Date from').waitFor();
    expect(await rowFigures(page, 'Income Categories', 'Sales')).toEqual(['£1,200.00']);

    // Print: the menus, the controls and the buttons are left off; the charts stay.
    await page.emulateMedia({ media: 'print' });
    await eventually(() => page.locator('.top-bar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Date from').isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: /^Download CSV/ })
        .first()
        .isVisible(),
    ).toBe(false);
    expect(await page.getByRole('heading', { name: 'Income Categories' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.top-bar').isVisible()).toBe(true);

    // A phone-sized screen: the charts shrink to its width, the shown table scrolls inside its box.
    await page.setViewportSize({ width: 360, height: 800 });
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('says No Data for a VAT business with nothing yet, on a phone-sized screen, and keyboard alone reaches Print', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Empty Books Ltd' });
    const page = await openCharts(user.token, 360);
    for (const title of [
      'Income & Expenses',
      'Income Categories',
      'Expense Categories',
      'Total VAT Due & Reclaimed',
      'Total Sales & Purchases excl. VAT',
      'Dispatches & Acquisitions',
    ]) {
      await section(page, title).getByText('No Data', { exact: true }).waitFor();
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await axeScan(page);
    await page.getByLabel('Date from').focus();
    for (let i = 0; i < 12; i += 1) {
      if (await page.getByRole('button', { name: 'Print' }).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.getByRole('button', { name: 'Print' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
  });

  it("shows the server's field errors on the date fields, in its words", async () => {
    const user = await seedUser({ withBusiness: true, enableVat: false });
    const page = await browser.open({ token: user.token });
    page.setDefaultTimeout(20_000);
    const message = 'Choose a date range of 10 years or less';
    await page.route('**/api/transaction/transactions-bar-chart', (r) =>
      r.fulfill({ status: 400, json: { message: 'Validation failed', errors: [{ field: 'dateFrom', message }] } }),
    );
    await page.goto('/app/charts');
    await page.getByRole('heading', { name: 'Charts & Reports', level: 1 }).waitFor();
    await eventually(() => page.getByLabel('Date from').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('main').getByText(message, { exact: true }).waitFor();
    await section(page, 'Income & Expenses').getByText('This chart could not be loaded', { exact: false }).waitFor();
  });

  it('draws the VAT charts by period from the filed returns, a missing quarter kept as an empty period', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: true, businessName: 'VAT Charts Ltd' });
    const businessId = user.businessId ?? '';
    const repository = vatRepository(stackDb());
    const q1 = { from: monthOf(0), to: lastDayOf(monthOf(2)) };
    const q3 = { from: monthOf(6), to: lastDayOf(monthOf(8)) };
    await repository.putReceipt(
      receiptItem(businessId, q1.from, q1.to, {
        vatDueSales: 123456,
        vatDueAcquisitions: 0,
        totalVatDue: 123456,
        vatReclaimedCurrPeriod: 20050,
        netVatDue: 103406,
        totalValueSalesExVAT: 617200,
        totalValuePurchasesExVAT: 100200,
        totalValueGoodsSuppliedExVAT: 0,
        totalAcquisitionsExVAT: 0,
      }),
    );
    await repository.putReceipt(
      receiptItem(businessId, q3.from, q3.to, {
        vatDueSales: 10050,
        vatDueAcquisitions: 0,
        totalVatDue: 10050,
        vatReclaimedCurrPeriod: 40025,
        netVatDue: 29975,
        totalValueSalesExVAT: 50000,
        totalValuePurchasesExVAT: 200000,
        totalValueGoodsSuppliedExVAT: 1000,
        totalAcquisitionsExVAT: 2000,
      }),
    );
    const page = await openCharts(user.token);
    const label = (from: string, to: string) => `${labelOf(from)} - ${labelOf(to)}`;
    const due = 'Total VAT Due & Reclaimed';
    await eventually(() => rowFigures(page, due, label(q1.from, q1.to))).toEqual(['£1,234.56', '£200.50', '£1,034.06']);
    expect(await rowFigures(page, due, label(monthOf(3), lastDayOf(monthOf(5))))).toEqual([
      'Not filed',
      'Not filed',
      'Not filed',
    ]);
    expect(await rowFigures(page, due, label(q3.from, q3.to))).toEqual(['£100.50', '£400.25', '-£299.75']);
    expect(await rowFigures(page, 'Total Sales & Purchases excl. VAT', label(q3.from, q3.to))).toEqual([
      '£500.00',
      '£2,000.00',
    ]);
    expect(await rowFigures(page, 'Dispatches & Acquisitions', label(q3.from, q3.to))).toEqual(['£10.00', '£20.00']);
    await section(page, due)
      .getByRole('img', { name: /^Bar chart of Total VAT Due & Reclaimed/ })
      .waitFor();
    await axeScan(page);
  });
});
