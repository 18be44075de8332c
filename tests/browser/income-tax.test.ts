import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addAccount, addTx, type TxBody } from '../integration/ledger-support';
import { hmrcApplicationToken, hmrcUrl } from '../support/hmrc-link';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, shown, useBrowser } from './support/browser';
import { connectHmrc, openOnHmrcReturnOrigin } from './support/hmrc';

/**
 * Making Tax Digital for Income Tax in the browser (decision 0069), on the local stack and its
 * HMRC emulator: link with the Income Tax scopes, pick the business, see the obligations, review
 * and send the first quarter of 2026-27, see HMRC's calculation and the receipt; the emulator's
 * request log holds the exact JSON sent. Each trader has its own HMRC test user (own NINO).
 */

const browser = useBrowser();
const slow = { timeout: 30_000 };

interface HmrcUser {
  userId: string;
  password: string;
  vrn: string;
  nino: string;
}

/** A new HMRC test user enrolled for MTD Income Tax (a NINO and one self-employment business), and for MTD VAT too unless `vat: false`. */
async function incomeTaxHmrcUser({ vat = true } = {}): Promise<HmrcUser> {
  const res = await fetch(`${hmrcUrl()}/create-test-user/individuals`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.hmrc.1.0+json',
      Authorization: `Bearer ${await hmrcApplicationToken()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ serviceNames: ['national-insurance', ...(vat ? ['mtd-vat'] : []), 'mtd-income-tax'] }),
  });
  if (res.status !== 201) throw new Error(`create-test-user answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as HmrcUser;
}

/** Every cumulative PUT the emulator received for a NINO, oldest first. */
async function cumulativePuts(nino: string): Promise<{ body: string; status: number }[]> {
  const res = await fetch(`${hmrcUrl()}/_emulator/itsa/${nino}/cumulative`);
  if (!res.ok) throw new Error(`emulator log: ${res.status}`);
  return ((await res.json()) as { requests: { body: string; status: number }[] }).requests;
}

/**
 * A VAT business with these transactions, all type Business unless said:
 *   10/04/2026 Sales £1,200.00; 15/05/2026 Sales £100.01; 02/05/2026 Sales refund £50.00
 *     -> turnover 1,200.00 + 100.01 - 50.00 = 1,250.01
 *   01/06/2026 Grants £300.00 -> other income 300.00
 *   10/05/2026 Stock £400.00 -> cost of goods 400.00
 *   18/05/2026 Entertainment £150.00 -> entertainment 150.00, all of it disallowable
 *   17/05/2026 Stationery £10.00 as Disallowable -> office costs 10.00, all of it disallowable
 * and three that count in no field of Q1: 05/04/2026 Sales £999.00 (the year before),
 * 06/07/2026 Sales £40,000.00 (after Q1), 25/05/2026 Fuel £500.00 as Personal.
 */
async function trader(name: string): Promise<string> {
  const user = await seedUser({ withBusiness: true, businessName: name, enableVat: true, selectBusiness: true });
  const accountId = await addAccount(user.token, 'Business current account', true);
  const tx = (date: string, categoryId: string, amount: number, extra: Partial<TxBody> = {}) =>
    addTx(user.token, { date, desc: categoryId, transactionTypeId: 1, categoryId, amount, accountId, ...extra });
  await tx('2026-04-10', 'sales', 1200);
  await tx('2026-05-15', 'sales', 100.01);
  await tx('2026-05-02', 'sales', 50, { isRefund: true });
  await tx('2026-06-01', 'grants', 300);
  await tx('2026-05-10', 'stock', 400);
  await tx('2026-05-18', 'entertainment', 150);
  await tx('2026-05-17', 'stationery-postage', 10, { transactionTypeId: 4 });
  await tx('2026-04-05', 'sales', 999);
  await tx('2026-07-06', 'sales', 40_000);
  await tx('2026-05-25', 'fuel', 500, { transactionTypeId: 10 });
  return user.token;
}

const EXPENSES = [
  'costOfGoods',
  'paymentsToSubcontractors',
  'wagesAndStaffCosts',
  'carVanTravelExpenses',
  'premisesRunningCosts',
  'maintenanceCosts',
  'adminCosts',
  'businessEntertainmentCosts',
  'advertisingCosts',
  'interestOnBankOtherLoans',
  'financeCharges',
  'irrecoverableDebts',
  'professionalFees',
  'depreciation',
  'otherExpenses',
];
const zeros = (suffix: string) => Object.fromEntries(EXPENSES.map((name) => [`${name}${suffix}`, 0]));

/** The cumulative body of Q1 2026-27 from {@link trader}'s ledger, worked out by hand above. */
const Q1_BODY = {
  periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' },
  periodIncome: { turnover: 1250.01, other: 300 },
  periodExpenses: { ...zeros(''), costOfGoods: 400, adminCosts: 10, businessEntertainmentCosts: 150 },
  periodDisallowableExpenses: {
    ...zeros('Disallowable'),
    adminCostsDisallowable: 10,
    businessEntertainmentCostsDisallowable: 150,
  },
};

const Q1 = '06/04/2026 to 05/07/2026';

/** The server's answer while HMRC has not finished the calculation. */
const PENDING = {
  status: 'pending',
  calculationId: null,
  taxYear: '2026-27',
  periodFrom: null,
  periodTo: null,
  calculationType: null,
  disclaimer: '',
  figures: null,
  errors: [],
  warnings: [],
  problem: null,
};

async function open(token: string): Promise<Page> {
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  return page;
}

/** Settings: the NINO (a wrong one refused in words first), HMRC's list of businesses, Save. */
async function pickBusiness(page: Page, hmrc: HmrcUser): Promise<void> {
  await page.getByRole('heading', { name: 'Income Tax Settings', level: 1 }).waitFor(slow);
  const nino = page.getByRole('textbox', { name: 'National Insurance number' });
  await nino.fill('QQ 12 34 56');
  await page.getByRole('button', { name: 'Find my businesses at HMRC' }).click();
  await page.getByText('Enter a National Insurance number in the right format, like QQ 12 34 56 C').waitFor();
  // As printed on letters: spaced and in lower case.
  await nino.fill(hmrc.nino.toLowerCase().replace(/^(..)(..)(..)(..)(.)$/, '$1 $2 $3 $4 $5'));
  await page.getByRole('button', { name: 'Find my businesses at HMRC' }).click();
  const choice = page.getByRole('radiogroup', { name: 'Your self-employment business at HMRC' });
  await choice.getByRole('radio').first().waitFor(slow);
  await expect(choice.getByText(/^Trading since \d\d\/\d\d\/\d{4}, standard quarters$/).count()).resolves.toBe(1);
  await choice.getByRole('radio').first().check();
  await axeScan(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').getByText('Income Tax settings saved').waitFor(slow);
  await page.getByRole('region', { name: 'Saved details' }).waitFor();
}

describe('Income Tax: the first quarterly update', () => {
  it('links with Income Tax, picks the business, sends Q1 once, shows the calculation and the receipt', async () => {
    const token = await trader('Quarterly Cakes');
    const hmrc = await incomeTaxHmrcUser();
    const page = await open(token);

    // The Home tile is live and opens the Income Tax screen, which asks for the HMRC link first.
    await page.goto('/app/home');
    await page.getByRole('list', { name: 'Parts of the product' }).getByRole('link', { name: 'Income Tax' }).click();
    await expectPath(page, '/app/income-tax');
    await page.getByRole('link', { name: 'Connect to HMRC' }).waitFor(slow);
    await axeScan(page);

    // The link flow of the VAT screens, coming back to the Income Tax settings.
    await connectHmrc(page, { user: hmrc, returnName: 'IncomeTaxSettings' });
    await pickBusiness(page, hmrc);

    // The tax year's obligations, with the year-to-date figures Q1 would send.
    await page.goto(`${new URL(page.url()).origin}/app/income-tax?taxYear=2026-27`);
    const table = page.getByRole('table', { name: 'Quarterly updates for 2026-27' });
    await table.getByRole('row').filter({ hasText: Q1 }).waitFor(slow);
    const ytd = page.getByRole('region', { name: `Figures to send for ${Q1}` });
    await ytd.getByRole('row', { name: 'Turnover £1,250.01' }).waitFor(slow);
    await ytd.getByRole('row', { name: 'Of which not allowable for tax (disallowable) £160.00' }).waitFor();
    await axeScan(page);

    // Review: every field with the categories behind it.
    await table.getByRole('link', { name: `Review and send the update for ${Q1}` }).click();
    await expectPath(page, '/app/income-tax/update/2026-27/2026-07-05');
    const income = page.getByRole('table', { name: 'Income' });
    await income.getByRole('cell', { name: 'Sales: £1,250.01' }).waitFor(slow);
    const expenses = page.getByRole('table', { name: /^Expenses/ });
    await expenses.getByRole('cell', { name: 'Stock and goods for resale: £400.00' }).waitFor();
    await page.getByRole('radiogroup', { name: 'How to send the expenses' }).waitFor();
    await axeScan(page);

    // No declaration: nothing is sent.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Tick the declaration to confirm the figures are correct and complete').waitFor();
    expect(await cumulativePuts(hmrc.nino)).toEqual([]);

    // HMRC answers "not ready" first (as it does while it works the calculation out): the screen says so and asks again.
    let pendingAnswers = 1;
    await page.route('**/api/hmrc/itsa/submissions/*/calculation**', (route) => {
      if (pendingAnswers-- <= 0) return route.continue();
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(PENDING) });
    });

    // A double click sends once.
    await page.getByRole('checkbox', { name: /^I confirm that the figures in this update are correct/ }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/app\/income-tax\/updates\/[^/]+\/calculation$/);
    const submissionId = new URL(page.url()).pathname.split('/')[4] ?? '';

    // HMRC's calculation: a labelled status while it is worked out, then the figures and the disclaimer.
    await page.getByRole('status', { name: "Waiting for HMRC's calculation" }).waitFor();
    const figures = page.getByRole('table', { name: "HMRC's calculation" });
    await figures.waitFor({ timeout: 60_000 });
    await figures.getByRole('rowheader', { name: 'Total income received' }).waitFor();
    await figures.getByRole('rowheader', { name: 'Taxable income' }).waitFor();
    await figures.getByRole('rowheader', { name: 'Income Tax due' }).waitFor();
    await figures.getByRole('rowheader', { name: 'Class 4 National Insurance due' }).waitFor();
    await page.getByRole('note').filter({ hasText: 'An estimate, not a bill' }).waitFor();
    await axeScan(page);

    // The receipt, with its calculation id, Print and a PDF.
    await page.getByRole('link', { name: 'See the receipt of the update' }).click();
    await expectPath(page, `/app/income-tax/updates/${submissionId}`);
    const details = page.getByRole('table', { name: 'Receipt details' });
    await details.getByRole('row', { name: /^HMRC's calculation ID [0-9a-f-]{8,}$/ }).waitFor(slow);
    await page.getByRole('table', { name: 'Figures sent' }).getByRole('cell', { name: '£1,250.01' }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await axeScan(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('income-tax-update-2026-04-06-to-2026-07-05.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // HMRC received exactly one update, with the year-to-date totals worked out by hand.
    const puts = await cumulativePuts(hmrc.nino);
    expect(puts.map((p) => p.status)).toEqual([204]);
    expect(JSON.parse(puts[0]?.body ?? '{}')).toEqual(Q1_BODY);

    // Sending Q1 again is an amendment, chosen knowingly in a dialog.
    await page.goto(`${new URL(page.url()).origin}/app/income-tax/update/2026-27/2026-07-05`);
    await page.getByRole('note').filter({ hasText: 'Already sent' }).waitFor(slow);
    await page.getByRole('checkbox', { name: /^I confirm that the figures in this update are correct/ }).check();
    await page.getByRole('button', { name: 'Submit amendment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send an amendment?' });
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await cumulativePuts(hmrc.nino)).toHaveLength(1);
    await page.getByRole('button', { name: 'Submit amendment' }).click();
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Send the amendment' }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/app\/income-tax\/updates\/[^/]+\/calculation$/);
    await eventually(async () => (await cumulativePuts(hmrc.nino)).map((p) => p.status)).toEqual([204, 204]);
  });

  it('links a business that is not VAT registered for Income Tax alone: no VAT number is asked for', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Untaxed Teas', enableVat: false });
    const hmrc = await incomeTaxHmrcUser({ vat: false });
    const page = await open(user.token);
    await openOnHmrcReturnOrigin(page, '/app/income-tax');
    await page.getByRole('link', { name: 'Connect to HMRC' }).click(slow);
    await expectPath(page, '/app/hmrc/login?returnName=IncomeTaxSettings');
    await page.getByText('To send Income Tax updates, sign in to HMRC').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('User ID').waitFor(slow);
    await page.getByLabel('User ID').fill(hmrc.userId);
    await page.getByLabel('Password').fill(hmrc.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Grant authority' }).click(slow);
    await page.getByRole('heading', { name: 'Sign in Successful' }).waitFor(slow);
    await page.getByRole('button', { name: 'Okay' }).click();
    await expectPath(page, '/app/income-tax/settings');
    await pickBusiness(page, hmrc);
  });

  it('says when the HMRC link was made for VAT only, and a new sign-in adds Income Tax', async () => {
    const token = await trader('Old Link Bakery');
    const hmrc = await incomeTaxHmrcUser();
    const page = await open(token);
    // A link made before Income Tax was asked for: HMRC's sign-in asked for the VAT scopes only.
    const authorize = `${hmrcUrl()}/oauth/authorize?**`;
    await page.route(authorize, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('scope', 'read:vat write:vat');
      return route.continue({ url: url.toString() });
    });
    await connectHmrc(page, { user: hmrc, returnName: 'IncomeTax' });
    await page.unroute(authorize);

    await page.getByRole('heading', { name: 'Sign in to HMRC again to add Income Tax' }).waitFor(slow);
    await axeScan(page);
    await page.getByRole('link', { name: 'Sign in to HMRC again' }).click();
    await expectPath(page, '/app/hmrc/login?returnName=IncomeTaxSettings');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('User ID').waitFor(slow);
    await page.getByLabel('User ID').fill(hmrc.userId);
    await page.getByLabel('Password').fill(hmrc.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Grant authority' }).click(slow);
    await page.getByRole('button', { name: 'Okay' }).click(slow);
    await expectPath(page, '/app/income-tax/settings');
    await pickBusiness(page, hmrc);
  });
});
