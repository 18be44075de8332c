import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastSixTaxYears, todayIso, TransactionType, type TaxYear } from '@bk/domain';
import { api as testClient } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser } from '../support/seed';
import { download } from './support/csv-import';
import { axeScan, eventually, useBrowser } from './support/browser';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

const TODAY = todayIso();
/** The year a person files (the latest that has ended): the screen's default. */
const FILED = defined(lastSixTaxYears(TODAY)[1], 'the last tax year');
/** The year before it, where the turnover reaches the short form's limit of £90,000. */
const AT_LIMIT = defined(lastSixTaxYears(TODAY)[2], 'the tax year before');
const OLDEST = defined(lastSixTaxYears(TODAY)[5], 'the oldest tax year');

interface Seed {
  date: string;
  desc: string;
  amount: number;
  categoryId: string;
  type?: number;
  isRefund?: boolean;
}

/** A business with a bank account and the given transactions, added through the API. */
async function business(name: string, transactions: Seed[]): Promise<string> {
  const user = await seedUser({ withBusiness: true, businessName: name });
  const client = testClient(user.token);
  const account = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  for (const t of transactions)
    await client.ok('transactionCreate', {
      body: {
        date: t.date,
        desc: t.desc,
        amount: t.amount,
        categoryId: t.categoryId,
        transactionTypeId: t.type ?? TransactionType.BUSINESS,
        accountId: account.id,
        isRefund: t.isRefund ?? false,
      },
    });
  return user.token;
}

const on = (year: TaxYear, monthDay: string) => `${year.startYear}-${monthDay}`;

/**
 * The filed year: sales £1,000 and fees £250.50 (Business (EU), on 6 April, the year's first day),
 * stock £200 less a £20 refund, phone £50 marked Disallowable, client entertaining £75, loan
 * interest £40, bank charges £15.50, fuel £10 on 5 April (its last day); a Personal sale that does
 * not count. The year before: £90,000 of sales, the last of them on 5 April.
 */
const SEED: Seed[] = [
  { date: on(FILED, '05-01'), desc: 'Sales', amount: 1000, categoryId: 'sales' },
  { date: FILED.start, desc: 'Consulting', amount: 250.5, categoryId: 'fees', type: TransactionType.BUSINESS_EU },
  { date: on(FILED, '06-10'), desc: 'Stock', amount: 200, categoryId: 'stock' },
  { date: on(FILED, '06-20'), desc: 'Stock refund', amount: 20, categoryId: 'stock', isRefund: true },
  {
    date: on(FILED, '07-01'),
    desc: 'Phone',
    amount: 50,
    categoryId: 'phone-internet',
    type: TransactionType.DISALLOWABLE,
  },
  { date: on(FILED, '08-01'), desc: 'Client lunch', amount: 75, categoryId: 'entertainment' },
  { date: on(FILED, '09-01'), desc: 'Loan interest', amount: 40, categoryId: 'loan-interest' },
  { date: on(FILED, '09-02'), desc: 'Bank charges', amount: 15.5, categoryId: 'bank-charges' },
  { date: FILED.end, desc: 'Fuel', amount: 10, categoryId: 'fuel' },
  { date: on(FILED, '10-01'), desc: 'Car sold', amount: 999, categoryId: 'sales', type: TransactionType.PERSONAL },
  { date: on(AT_LIMIT, '06-01'), desc: 'Big contract', amount: 85_000, categoryId: 'sales' },
  { date: AT_LIMIT.end, desc: 'Last sale', amount: 5_000, categoryId: 'sales' },
];

const select = (page: Page, name: string) => page.getByRole('combobox', { name });
const summaryRow = (page: Page, year: TaxYear, label: string) =>
  page.getByRole('table', { name: `Summary for ${year.label}` }).getByRole('row', { name: label, exact: true });
const boxRow = (page: Page, form: string, year: TaxYear, box: number) =>
  page
    .getByRole('table', { name: `${form} boxes for ${year.label}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Box ${box}`, exact: true }) });

/** A box's amount and the categories feeding it; on a phone the categories sit under the wording. */
async function expectBox(page: Page, form: string, year: TaxYear, box: number, amount: string, categories = '') {
  const cells = boxRow(page, form, year, box).getByRole('cell');
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const expected = phone
    ? [categories ? expect.stringContaining(`From: ${categories}`) : expect.any(String), amount]
    : [expect.any(String), amount, categories];
  await eventually(() => cells.allTextContents()).toEqual(expected);
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const deadline = (iso: string) => `${ddmmyyyy(iso)}${iso < TODAY ? ' (passed)' : ''}`;

describe('Self-Assessment summary (SPEC §2)', () => {
  it('shows the filed year on the short form, then the full form and another year; downloads and prints', async () => {
    const token = await business('Sole Trader Books', SEED);
    const page = await openPage({ token });
    await page.goto('/app/hmrc/self-assessment');
    await page.getByRole('heading', { name: 'Self-Assessment', level: 1 }).waitFor();
    await page.getByText('Sole Trader Books').first().waitFor();
    expect(await select(page, 'Tax year').inputValue()).toBe(FILED.label);
    const years = await select(page, 'Tax year').locator('option').allTextContents();
    expect(years).toEqual(lastSixTaxYears(TODAY).map((y) => y.label));

    // Short form: allowable amounts only; the phone (Disallowable) and entertaining are left out.
    await summaryRow(page, FILED, 'Income £1,250.50').waitFor();
    expect(await select(page, 'Form').inputValue()).toBe('SA103S');
    await summaryRow(page, FILED, 'Expenses £245.50').waitFor();
    await summaryRow(page, FILED, 'Disallowable expenses £125.00').waitFor();
    await summaryRow(page, FILED, 'Net profit £1,005.00').waitFor();
    await expectBox(page, 'SA103S', FILED, 9, '£1,250.50', 'Sales, Fees and services');
    await expectBox(page, 'SA103S', FILED, 11, '£180.00', 'Stock and goods for resale');
    await expectBox(page, 'SA103S', FILED, 12, '£10.00', 'Fuel');
    await expectBox(page, 'SA103S', FILED, 17, '£55.50', 'Loan interest, Bank and card charges');
    await expectBox(page, 'SA103S', FILED, 20, '£245.50');
    await expectBox(page, 'SA103S', FILED, 21, '£1,005.00');
    await expectBox(page, 'SA103S', FILED, 22, '£0.00');
    await page.getByText('The short form has no place for disallowable expenses', { exact: false }).waitFor();
    expect(await page.getByText('Full form required').count()).toBe(0);

    // The deadlines of the year, those gone by marked passed.
    const deadlines = page.getByRole('table', { name: `Deadlines for ${FILED.label}` });
    const paper = `${FILED.startYear + 1}-10-31`;
    const online = `${FILED.startYear + 2}-01-31`;
    await deadlines.getByRole('row', { name: `Paper return ${deadline(paper)}`, exact: true }).waitFor();
    await deadlines.getByRole('row', { name: `Online return ${deadline(online)}`, exact: true }).waitFor();
    await deadlines.getByRole('row', { name: `Balancing payment ${deadline(online)}`, exact: true }).waitFor();
    await axeScan(page);

    const shortCsv = await download(page, page.getByRole('button', { name: 'Download CSV' }));
    expect(shortCsv.name).toBe(`self-assessment-SA103S-${FILED.label}.csv`);
    const shortLines = shortCsv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(shortLines[0]).toBe('Box,Description,Amount,Categories');
    expect(shortLines).toContain(
      '17,Interest and bank and credit card financial charges,55.50,Loan interest; Bank and card charges',
    );
    expect(shortLines).toContain('20,Total allowable expenses - total of boxes 11 to 19,245.50,');
    expect(shortLines).toHaveLength(1 + 14 + 1);

    // Full form: every line with its disallowable part, and the profit for tax.
    await select(page, 'Form').selectOption('SA103F');
    await summaryRow(page, FILED, 'Expenses £370.50').waitFor();
    await summaryRow(page, FILED, 'Net profit £880.00').waitFor();
    await summaryRow(page, FILED, 'Net profit for tax (box 64) £1,005.00').waitFor();
    await expectBox(page, 'SA103F', FILED, 15, '£1,250.50', 'Sales, Fees and services');
    await expectBox(page, 'SA103F', FILED, 23, '£50.00', 'Phone and internet');
    await expectBox(page, 'SA103F', FILED, 24, '£75.00', 'Client entertainment (disallowable)');
    await expectBox(page, 'SA103F', FILED, 25, '£40.00', 'Loan interest');
    await expectBox(page, 'SA103F', FILED, 26, '£15.50', 'Bank and card charges');
    await expectBox(page, 'SA103F', FILED, 31, '£370.50');
    await expectBox(page, 'SA103F', FILED, 38, '£50.00', 'Phone and internet');
    await expectBox(page, 'SA103F', FILED, 39, '£75.00', 'Client entertainment (disallowable)');
    await expectBox(page, 'SA103F', FILED, 46, '£125.00');
    await expectBox(page, 'SA103F', FILED, 47, '£880.00');
    await expectBox(page, 'SA103F', FILED, 64, '£1,005.00');
    expect(await page.getByRole('table', { name: `SA103S boxes for ${FILED.label}` }).count()).toBe(0);
    await axeScan(page);
    const fullCsv = await download(page, page.getByRole('button', { name: 'Download CSV' }));
    expect(fullCsv.name).toBe(`self-assessment-SA103F-${FILED.label}.csv`);
    expect(fullCsv.text).toContain('\r\n46,Total disallowable expenses - total of boxes 32 to 45,125.00,\r\n');

    // Print preview: the figures without the top bar or the controls.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.top-bar').isVisible()).toBe(false);
    expect(await select(page, 'Form').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: `SA103F boxes for ${FILED.label}` }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.top-bar').isVisible()).toBe(true);

    // Another year: other figures; at £90,000.00 the full form is required.
    await select(page, 'Tax year').selectOption(AT_LIMIT.label);
    await summaryRow(page, AT_LIMIT, 'Income £90,000.00').waitFor();
    await summaryRow(page, AT_LIMIT, 'Expenses £0.00').waitFor();
    await page
      .getByText(
        `Your turnover of £90,000.00 is not below £90,000.00, the limit for ${AT_LIMIT.label}, so you must use the full form (SA103F).`,
      )
      .waitFor();
  });

  it('picks the full form for a year at the limit, warns on the short form, and says when a year is empty', async () => {
    const token = await business(
      'Limit Books',
      SEED.filter((t) => t.date <= AT_LIMIT.end),
    );
    const page = await openPage({ token, width: 390 });
    await page.goto('/app/hmrc/self-assessment');
    await page.getByRole('heading', { name: 'Self-Assessment', level: 1 }).waitFor();
    await page.getByText(`No transactions counted in ${FILED.label}.`).waitFor();
    expect(await page.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);

    await select(page, 'Tax year').selectOption(AT_LIMIT.label);
    await summaryRow(page, AT_LIMIT, 'Income £90,000.00').waitFor();
    await eventually(() => select(page, 'Form').inputValue()).toBe('SA103F');
    await page.getByText('Full form required').waitFor();
    await expectBox(page, 'SA103F', AT_LIMIT, 15, '£90,000.00', 'Sales');
    await axeScan(page);

    // Chosen anyway, the short form shows, with the warning kept.
    await select(page, 'Form').selectOption('SA103S');
    await expectBox(page, 'SA103S', AT_LIMIT, 9, '£90,000.00', 'Sales');
    await page.getByText('The figures below are on the short form, as you chose.', { exact: false }).waitFor();
    await page.getByText('Full form required').waitFor();

    // The keyboard reaches the controls: Tab from the year to the form, on to the buttons.
    await select(page, 'Tax year').focus();
    await page.keyboard.press('Tab');
    expect(await select(page, 'Form').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('button', { name: 'Download CSV' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);

    await select(page, 'Tax year').selectOption(OLDEST.label);
    await page.getByText(`No transactions counted in ${OLDEST.label}.`).waitFor();
    await axeScan(page);
  });
});
