import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from '../integration/business-support';
import { addAccount, addTx } from '../integration/ledger-support';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, shown, useBrowser } from './support/browser';
import { connectHmrc, createHmrcTestUser } from './support/hmrc';
import { defined } from '../support/defined';

/**
 * Submit VAT Return (SPEC §2, §4 VAT mode and submission flow, §5 VAT return on confirm) on the
 * local stack and its HMRC emulator. Each trader has its own HMRC test user (own VRN): the
 * emulator remembers filed returns per VRN, and a filed period is no longer open.
 *
 * The emulator's default obligations (packages/hmrc-sandbox fixtures/obligations-quarterly.json):
 * 18A1 01/01/2017-31/03/2017 fulfilled, 18A2 01/04/2017-30/06/2017 open, due 07/08/2017. The
 * last open one, 18A2, is the return the 'VAT Return' tile opens.
 */

const browser = useBrowser();
const KEY_PATH = '/app/hmrc/vat-return/18A2/20170401/20170630';

interface Trader {
  token: string;
  vrn: string;
}

/**
 * A VAT business (standard scheme) with these transactions, all type Business:
 *   10/04/2017 Sales   £1,200.00 at 20%: net 1,200 / 1.2 = 1,000.00, VAT 200.00
 *   15/05/2017 Sales     £100.01 at 20%: net 100.01 / 1.2 = 83.341666... -> 83.34 (half-up), VAT 16.67
 *   20/06/2017 Fuel      £-60.00 at 20%: net 50.00, VAT 10.00
 *   02/05/2017 Equipment £-2,400.00 at 20% (capital goods): net 2,000.00, VAT 400.00
 * and three that count in no box of 18A2:
 *   01/07/2017 Sales £500.00 (after the period), 31/03/2017 Sales £300.00 (before it),
 *   05/05/2017 Fuel £30.00 as Personal.
 */
async function trader(name: string): Promise<Trader> {
  const user = await seedUser({ withBusiness: true, businessName: name, enableVat: true, selectBusiness: true });
  const token = user.token;
  const accountId = await addAccount(token, 'Business current account', true);
  const tx = (date: string, desc: string, categoryId: string, amount: number, transactionTypeId = 1) =>
    addTx(token, { date, desc, categoryId, amount, accountId, transactionTypeId, vatRateId: 'standard' });
  await tx('2017-04-10', 'Cakes for the fete', 'sales', 1200);
  await tx('2017-05-15', 'Birthday cake', 'sales', 100.01);
  await tx('2017-06-20', 'Van fuel', 'fuel', 60);
  await tx('2017-05-02', 'Oven', 'equipment', 2400);
  await tx('2017-07-01', 'Wedding cake (next quarter)', 'sales', 500);
  await tx('2017-03-31', 'Cupcakes (last quarter)', 'sales', 300);
  await tx('2017-05-05', 'Fuel for the family car', 'fuel', 30, 10);

  const hmrcUser = await createHmrcTestUser();
  const page = await open(token);
  await connectHmrc(page, { user: hmrcUser });
  await page.context().close();
  return { token, vrn: hmrcUser.vrn };
}

async function open(token: string, width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  return page;
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Box ${n}`, exact: true });

/**
 * A box's figure as shown: boxes 3 and 5 are worked out, so they are text named by their label
 * (read as '£1,050.49' -> '1050.49'); the others are inputs.
 */
async function boxValue(page: Page, n: number): Promise<string> {
  if (n !== 3 && n !== 5) return box(page, n).inputValue();
  const text = await page.getByLabel(`Box ${n}`, { exact: true }).textContent();
  return (text ?? '').replace(/[£,]/g, '');
}

/** The nine boxes as shown, box 1 first. */
async function boxes(page: Page): Promise<string[]> {
  const values: string[] = [];
  for (let n = 1; n <= 9; n++) values.push(await boxValue(page, n));
  return values;
}

/** Box 1-9 of the standard scheme, worked out by hand in {@link trader}:
 * 1: 200.00 + 16.67 = 216.67; 2: no EU acquisitions, 0.00; 3: 216.67 + 0.00 = 216.67;
 * 4: 10.00 + 400.00 = 410.00; 5: |216.67 - 410.00| = 193.33; 6: 1,000.00 + 83.34 = 1,083.34 -> 1083
 * (whole pounds, pence dropped); 7: 50.00 + 2,000.00 = 2050; 8 and 9: 0.
 */
const STANDARD = ['216.67', '0.00', '216.67', '410.00', '193.33', '1083', '2050', '0', '0'];

async function openReturn(page: Page): Promise<void> {
  await page.goto('/app/vat');
  await page.getByRole('link', { name: 'VAT Return', exact: true }).click();
  await expectPath(page, KEY_PATH);
  await page.getByRole('heading', { name: 'Submit VAT Return' }).waitFor();
}

async function reviewAndSubmit(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Business', exact: true }).check();
  await page.getByRole('button', { name: 'Review & Submit' }).click();
  await shown(page.getByRole('dialog', { name: 'Review VAT Return' }));
}

async function receiptsFor(token: string): Promise<{ periodKey: string; receiptId?: string | null }[]> {
  const r = await call('GET', '/hmrc/vat-return/receipts', { token });
  expect(r.status, r.text).toBe(200);
  return r.json as { periodKey: string; receiptId?: string | null }[];
}

async function expectFulfilled(page: Page): Promise<void> {
  await page.goto('/app/hmrc/obligations');
  const table = page.getByRole('table', { name: 'VAT obligations' });
  await eventually(() => table.locator('tbody tr').count()).toBe(2);
  const row = table.getByRole('row').filter({ hasText: '01/04/2017' });
  await row.getByRole('cell', { name: 'Fulfilled', exact: true }).waitFor();
  await expect(table.getByRole('link', { name: /^Submit VAT Return/ }).count()).resolves.toBe(0);
}

describe('Submit VAT Return: accounting mode (SPEC §2, §4, §5)', () => {
  it('opens the last open obligation, fills the nine boxes from the ledger, submits and lands on the receipt; the period is then fulfilled', async () => {
    const t = await trader('Return Journey Bakery');
    const page = await open(t.token);
    await openReturn(page);
    // The period is read, not typed: labelled text, not inputs.
    const period = page.getByRole('region', { name: 'VAT period' });
    await expect(period.getByLabel('From', { exact: true }).textContent()).resolves.toBe('01/04/2017');
    await expect(period.getByLabel('To', { exact: true }).textContent()).resolves.toBe('30/06/2017');
    await expect(period.getByLabel('Due', { exact: true }).textContent()).resolves.toBe('07/08/2017');
    expect(await period.getByRole('textbox').count()).toBe(0);
    await eventually(() => boxes(page)).toEqual(STANDARD);
    // Four transactions counted: the two sales, the fuel and the oven.
    await page.getByText('4 transactions in this period are counted in these figures.').waitFor();
    // Before 08/04/2021 HMRC's older wording (EC Member States) applies to box 2.
    await page.getByText('VAT due in the period on acquisitions from other EC Member States').first().waitFor();
    const transactions = page.getByRole('link', { name: /^View Transactions/ });
    expect(await transactions.getAttribute('href')).toBe(
      '/app/transactions?dateFilterFrom=2017-04-01&dateFilterTo=2017-06-30',
    );
    expect(await transactions.getAttribute('target')).toBe('_blank');
    await expect(page.getByRole('link', { name: 'Change Period' }).getAttribute('href')).resolves.toBe(
      '/app/hmrc/obligations',
    );
    await axeScan(page);

    // No declaration yet: the spec's words, and nothing is sent.
    await page.getByRole('button', { name: 'Review & Submit' }).click();
    await page.getByText('You must select a declaration before submitting this VAT Return.').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await reviewAndSubmit(page);
    const dialog = page.getByRole('dialog', { name: 'Review VAT Return' });
    const figures = dialog.getByRole('table', { name: 'VAT figures to submit' });
    await figures.getByRole('cell', { name: '£216.67', exact: true }).first().waitFor();
    await figures.getByRole('cell', { name: '£193.33', exact: true }).waitFor();
    await figures.getByRole('cell', { name: '£1,083', exact: true }).waitFor();
    await dialog.getByText(/amendment after submission must be made through HMRC/).waitFor();
    await axeScan(page);
    // A double click files once.
    await dialog.getByRole('button', { name: 'Submit' }).dblclick();

    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/app\/hmrc\/vat-return\/receipt\/[^/]+$/);
    const receiptId = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('heading', { name: 'VAT Return Receipt' }).waitFor();
    await axeScan(page);

    // Kept with the return: the figures as HMRC holds them, and one receipt for the period.
    const filed = await call('GET', '/hmrc/vat-return/18A2', { token: t.token });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json).toMatchObject({
      periodKey: '18A2',
      vatDueSales: 216.67,
      vatDueAcquisitions: 0,
      totalVatDue: 216.67,
      vatReclaimedCurrPeriod: 410,
      netVatDue: 193.33,
      totalValueSalesExVAT: 1083,
      totalValuePurchasesExVAT: 2050,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
    });
    const receipts = await receiptsFor(t.token);
    expect(receipts.map((r) => r.periodKey)).toEqual(['18A2']);
    expect(receipts[0]).toMatchObject({ id: receiptId, mode: 1, declaration: 1 });
    // The receipt screen shows HMRC's receipt id.
    const hmrcReceiptId = receipts[0]?.receiptId;
    expect(hmrcReceiptId).toBeTruthy();
    await page.getByText(defined(hmrcReceiptId, 'hmrcReceiptId'), { exact: true }).first().waitFor();
    // Its PDF, named with the period's dates, carries HMRC's receipt id.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vat-return-receipt-2017-04-01-to-2017-06-30.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(defined(hmrcReceiptId, 'hmrcReceiptId'));

    await expectFulfilled(page);
    // The tile now finds no open period and says so on the obligations list.
    await page.goto('/app/vat');
    await page.getByRole('link', { name: 'VAT Return', exact: true }).click();
    await expectPath(page, '/app/hmrc/obligations');
    await page.getByRole('alert').getByText('No open obligation found').first().waitFor();
  });

  it('says what is missing in the spec words, recalculates for the flat rate scheme, marks hand edits and clears figures on a mode switch', async () => {
    const t = await trader('Return Checks Bakery');
    const page = await open(t.token);
    await openReturn(page);
    await eventually(() => boxes(page)).toEqual(STANDARD);

    // A blank box and no declaration.
    await box(page, 1).fill('');
    await page.getByRole('button', { name: 'Review & Submit' }).click();
    await page.getByText('Field cannot be blank').first().waitFor();
    await expect(box(page, 1).getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByText('You must select a declaration before submitting this VAT Return.').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await axeScan(page);

    // Typed by hand: box 3 and 5 follow, the box says where its figure came from.
    await box(page, 1).fill('300.5');
    await expect(box(page, 1).getAttribute('aria-invalid')).resolves.not.toBe('true');
    // 3: 300.50 + 0.00; 5: |300.50 - 410.00| = 109.50.
    await eventually(() => boxValue(page, 3)).toBe('300.50');
    await eventually(() => boxValue(page, 5)).toBe('109.50');
    // Worked out, not typed: text, never an input.
    await expect(box(page, 3).count()).resolves.toBe(0);
    await expect(box(page, 5).count()).resolves.toBe(0);
    await page.getByText('Entered by hand').waitFor();
    // Pounds only in boxes 6-9: the point is taken, the pence after it are dropped (never 205099),
    // and leaving the box drops the bare point. Typed key by key, then pasted.
    await box(page, 6).fill('');
    await box(page, 6).pressSequentially('2050.99');
    await expect(box(page, 6).inputValue()).resolves.toBe('2050.');
    await box(page, 6).press('Tab');
    await expect(box(page, 6).inputValue()).resolves.toBe('2050');
    await box(page, 7).fill('2050.99');
    await box(page, 7).press('Tab');
    await expect(box(page, 7).inputValue()).resolves.toBe('2050');
    // Recalculate puts the ledger's figures back.
    await page.getByRole('button', { name: 'Recalculate figures' }).click();
    await eventually(() => boxes(page)).toEqual(STANDARD);
    await expect(page.getByText('Entered by hand').count()).resolves.toBe(0);

    // Flat rate 16.5% (the default): turnover 1,200.00 + 100.01 = 1,300.01 (VAT included);
    // box 1 = 16.5% x 1,300.01 = 214.50165 -> 214.50; box 6 = 1300; only the oven (capital goods,
    // £2,400 >= £2,000) reclaims: box 4 = 400.00, box 7 = 2000; 3 = 214.50; 5 = |214.50 - 400.00| = 185.50.
    await page.getByRole('combobox', { name: 'VAT scheme' }).selectOption({ label: 'Flat Rate' });
    const percent = page.getByRole('spinbutton', { name: 'Flat rate percent' });
    await expect(percent.inputValue()).resolves.toBe('16.5');
    await eventually(() => boxes(page)).toEqual([
      '214.50',
      '0.00',
      '214.50',
      '400.00',
      '185.50',
      '1300',
      '2000',
      '0',
      '0',
    ]);
    // Flat rate turnover wording of box 6.
    await page.getByText(/including VAT \(your flat rate turnover\)/).waitFor();
    // 10%: box 1 = 130.001 -> 130.00; 5 = |130.00 - 400.00| = 270.00.
    await percent.fill('10');
    await eventually(() => boxes(page)).toEqual([
      '130.00',
      '0.00',
      '130.00',
      '400.00',
      '270.00',
      '1300',
      '2000',
      '0',
      '0',
    ]);
    await percent.fill('');
    await page.getByRole('button', { name: 'Review & Submit' }).click();
    await expect(percent.getAttribute('aria-invalid')).resolves.toBe('true');

    // Back to standard; then bridging mode clears the figures and hides View Transactions.
    await page.getByRole('combobox', { name: 'VAT scheme' }).selectOption({ label: 'Standard' });
    await eventually(() => boxes(page)).toEqual(STANDARD);
    await page.getByRole('radio', { name: 'Bridging Mode' }).check();
    await eventually(() => boxes(page)).toEqual(['', '', '0.00', '', '0.00', '', '', '', '']);
    await expect(page.getByRole('link', { name: /^View Transactions/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Import figures' }).waitFor();
    await page.getByRole('radio', { name: 'Accounting Mode' }).check();
    await eventually(() => boxes(page)).toEqual(STANDARD);
    await axeScan(page);
  });

  it('fits a 360px screen, review modal included', async () => {
    const t = await trader('Return Narrow Bakery');
    const page = await open(t.token, 360);
    await page.goto(KEY_PATH);
    await eventually(() => boxes(page)).toEqual(STANDARD);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await reviewAndSubmit(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await axeScan(page);
  });

  it('sends a period that is not open back to the obligations list with the reason', async () => {
    const t = await trader('Return Closed Bakery');
    const page = await open(t.token);
    // 18A1 is fulfilled in the emulator's default obligations.
    await page.goto('/app/hmrc/vat-return/18A1/20170101/20170331');
    await expectPath(page, '/app/hmrc/obligations');
    await page
      .getByRole('alert')
      .getByText('Obligation is not open, please select an open obligation from the list')
      .first()
      .waitFor();
    await axeScan(page);
  });
});

/** The local stack's control: HMRC answers the next return for this VRN with a 500. */
async function failNextReturn(vrn: string, afterStoring: boolean): Promise<void> {
  const res = await fetch(
    `${baseUrl()}/_local/hmrc/fail-next-return?vrn=${encodeURIComponent(vrn)}&afterStoring=${afterStoring ? 1 : 0}`,
    { method: 'POST' },
  );
  expect(res.ok, await res.text()).toBe(true);
}

describe('Submit VAT Return: HMRC failures never file twice (SPEC §4 VAT submission flow)', () => {
  it('HMRC stores the return but answers 500: the product checks HMRC and shows the receipt; one filing', async () => {
    const t = await trader('Return Uncertain Bakery');
    const page = await open(t.token);
    await openReturn(page);
    await eventually(() => boxes(page)).toEqual(STANDARD);
    await failNextReturn(t.vrn, true);
    await reviewAndSubmit(page);
    await page.getByRole('dialog', { name: 'Review VAT Return' }).getByRole('button', { name: 'Submit' }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/app\/hmrc\/vat-return\/receipt\/[^/]+$/);
    await expect(receiptsFor(t.token)).resolves.toHaveLength(1);
    await expectFulfilled(page);
  });

  it('HMRC fails before storing: the message shows, everything typed stays, and Submit again files exactly once', async () => {
    const t = await trader('Return Retry Bakery');
    const page = await open(t.token);
    await openReturn(page);
    await eventually(() => boxes(page)).toEqual(STANDARD);
    // A figure typed by hand must survive the failure.
    await box(page, 2).fill('1.5');
    await failNextReturn(t.vrn, false);
    await reviewAndSubmit(page);
    const dialog = page.getByRole('dialog', { name: 'Review VAT Return' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').getByText('The return was not submitted').waitFor();
    // The failure takes focus, so it is read out and Tab leads on to Submit.
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await expect(receiptsFor(t.token)).resolves.toHaveLength(0);
    // The return's idempotency key waits in this tab for the retry (and a reload).
    const keysInTab = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('bk.vat-return.key.')));
    await expect(keysInTab()).resolves.toHaveLength(1);
    await expect(box(page, 2).inputValue()).resolves.toBe('1.5');
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/app\/hmrc\/vat-return\/receipt\/[^/]+$/);
    await expect(receiptsFor(t.token)).resolves.toHaveLength(1);
    await expect(keysInTab()).resolves.toEqual([]);
    const filed = await call('GET', '/hmrc/vat-return/18A2', { token: t.token });
    // Box 2 as typed; 3 = 216.67 + 1.50 = 218.17; 5 = |218.17 - 410.00| = 191.83.
    expect(filed.json).toMatchObject({ vatDueAcquisitions: 1.5, totalVatDue: 218.17, netVatDue: 191.83 });
    await expectFulfilled(page);
  });
});

describe('Submit VAT Return: HMRC refuses the sign-in for this VAT number', () => {
  it("says so once, in the dialog, with HMRC's reference and a new HMRC sign-in", async () => {
    const t = await trader('Return Refused Bakery');
    const page = await open(t.token);
    await openReturn(page);
    await eventually(() => boxes(page)).toEqual(STANDARD);
    // The refusal as our API answers it (functions/hmrc/errors.ts): no test user can be made to
    // refuse only the filing.
    await page.route('**/api/hmrc/vat-return/18A2**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: `The Government Gateway user signed in to HMRC is not authorised for VAT number ${t.vrn}.`,
          code: 'HMRC_NOT_AUTHORISED',
          hmrcReference: { correlationId: 'f0bd1f32-de51-4b1c-bd6d-1a0c2c2b5a40', at: '2026-11-25T14:03:00.000Z' },
        }),
      }),
    );
    await reviewAndSubmit(page);
    const dialog = page.getByRole('dialog', { name: 'Review VAT Return' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const failure = dialog.getByRole('alert');
    await failure.getByText('The return was not submitted').waitFor();
    await failure.getByText(/not authorised for VAT number/).waitFor();
    await failure.getByText(/HMRC reference: f0bd1f32-de51-4b1c-bd6d-1a0c2c2b5a40 at 14:03 on 25\/11\/2026/).waitFor();
    // One channel: no toast repeats it over the dialog.
    await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
    await failure.getByRole('link', { name: 'Sign in to HMRC again' }).click();
    await expectPath(page, '/app/hmrc/login');
    await expect(receiptsFor(t.token)).resolves.toHaveLength(0);
  });
});
