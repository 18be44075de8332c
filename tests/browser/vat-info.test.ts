import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';
import { connectHmrc } from './support/hmrc';

const browser = useBrowser();
const BUSINESS = 'Vat Info Traders Ltd';
const NO_CHARGE_REFERENCE =
  'Failed to retrieve financial details for penalty. Penalty does not have a charge reference.';
let token = '';

/**
 * One VAT business, connected to the local HMRC emulator once (inside the first test that needs
 * it: the journey polls with expect), for every test of the file.
 */
let connected: Promise<void> | null = null;
async function connectOnce(): Promise<void> {
  connected ??= connect();
  return connected;
}
async function connect(): Promise<void> {
  const user = await seedUser({ withBusiness: true, businessName: BUSINESS, enableVat: true, selectBusiness: true });
  token = user.token;
  const page = await openPage();
  await connectHmrc(page);
  await page.context().close();
}

async function openPage(width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  return page;
}

/** Open a VAT information screen, optionally with a Gov-Test-Scenario in its query string. */
async function visit(path: string, scenario?: string, width?: number): Promise<Page> {
  await connectOnce();
  const page = await openPage(width);
  await page.goto(`/app/hmrc/${path}${scenario ? `?govTestScenario=${scenario}` : ''}`);
  return page;
}

const notice = (page: Page, text: string) => page.getByRole('status').getByText(text).first();
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').getByText(text).first();
const bodyRows = (table: Locator) => table.locator('tbody tr');

async function retrieveRange(page: Page, button: string, from: string, to: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Date from' }).fill(from);
  await page.getByRole('textbox', { name: 'Date to' }).fill(to);
  await page.getByRole('button', { name: button }).click();
}

describe('VAT Obligations (SPEC §2)', () => {
  it('loads by itself once the VRN is confirmed, says which business, and links open and fulfilled periods', async () => {
    const page = await visit('obligations', 'MONTHLY_OBS_07_OPEN');
    await page.getByRole('heading', { name: 'VAT Obligations' }).waitFor();
    await notice(page, 'Obligations retrieved').waitFor();
    await expect(page.getByText(BUSINESS).first().isVisible()).resolves.toBe(true);
    const table = page.getByRole('table', { name: 'VAT obligations' });
    await eventually(() => bodyRows(table).count()).toBe(7);
    await expect(table.getByRole('cell', { name: 'Open', exact: true }).count()).resolves.toBe(1);
    await expect(table.getByRole('cell', { name: 'Fulfilled', exact: true }).count()).resolves.toBe(6);
    const submit = table.getByRole('link', { name: /^Submit VAT Return for \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/ });
    await expect(submit.count()).resolves.toBe(1);
    expect(await submit.getAttribute('href')).toMatch(/^\/app\/hmrc\/vat-return\/[^/]+\/\d{8}\/\d{8}$/);
    const view = table.getByRole('link', { name: /^View VAT Return for / });
    await expect(view.count()).resolves.toBe(6);
    expect(await view.first().getAttribute('href')).toMatch(/^\/app\/hmrc\/view-vat-return\/\d{8}\/\d{8}\/[^/]+$/);
    await axeScan(page);
  });

  it('shows the default answer and another scenario, all fulfilled', async () => {
    const page = await visit('obligations');
    await notice(page, 'Obligations retrieved').waitFor();
    const table = page.getByRole('table', { name: 'VAT obligations' });
    await eventually(() => bodyRows(table).count()).toBeGreaterThan(0);

    const fulfilled = await visit('obligations', 'QUARTERLY_FOUR_MET');
    const all = fulfilled.getByRole('table', { name: 'VAT obligations' });
    await eventually(() => bodyRows(all).count()).toBe(4);
    await expect(all.getByRole('link', { name: /^View VAT Return/ }).count()).resolves.toBe(4);
    await expect(all.getByRole('link', { name: /^Submit VAT Return/ }).count()).resolves.toBe(0);
  });

  it('refuses a range over a year on Date from and a backwards range on Date to, in the spec words', async () => {
    const page = await visit('obligations');
    await notice(page, 'Obligations retrieved').waitFor();
    await retrieveRange(page, 'Retrieve', '01-01-2025', '03-01-2026');
    await page.getByText('Date range must be less than 1 year').waitFor();
    const from = page.getByRole('textbox', { name: 'Date from' });
    await expect(from.getAttribute('aria-invalid')).resolves.toBe('true');
    // Typed the spec's way (DD-MM-YYYY), shown back in the one date format.
    await expect(from.inputValue()).resolves.toBe('01/01/2025');
    // By keyboard alone: Enter in a date field retrieves.
    await page.getByRole('textbox', { name: 'Date from' }).fill('02-01-2026');
    await page.getByRole('textbox', { name: 'Date to' }).fill('01-01-2026');
    await page.keyboard.press('Enter');
    await page.getByText('Date to must be after Date from').waitFor();
    await expect(page.getByRole('textbox', { name: 'Date to' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await axeScan(page);
  });

  it('shows HMRC refusals in plain words (INSOLVENT_TRADER) and no table', async () => {
    const page = await visit('obligations', 'INSOLVENT_TRADER');
    await alert(page, /insolvent/).waitFor();
    await expect(page.getByRole('table', { name: 'VAT obligations' }).count()).resolves.toBe(0);
    await axeScan(page);
  });

  it('fits a 360px screen, the Return links on screen without scrolling', async () => {
    const page = await visit('obligations', 'QUARTERLY_FOUR_MET', 360);
    await notice(page, 'Obligations retrieved').waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    const table = page.getByRole('table', { name: 'VAT obligations' });
    const link = table.getByRole('link', { name: /^View VAT Return for / }).first();
    const box = await link.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    const region = page.getByRole('region', { name: 'VAT obligations' });
    await expect(region.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    await axeScan(page);
  });
});

describe('VAT Payment Information (SPEC §2)', () => {
  it('fetches the default range on arrival, then payments for HMRC scenario dates, in pounds and DD/MM/YYYY', async () => {
    const page = await visit('payments', 'MULTIPLE_PAYMENTS_2018_19');
    await page.getByRole('heading', { name: 'VAT Payment Information' }).waitFor();
    await expect(page.getByText(BUSINESS).first().isVisible()).resolves.toBe(true);
    // As Liabilities does: the last year is asked for without a click (the scenario's payments are older).
    await notice(page, 'Payments retrieved').waitFor();
    await page.getByText('No payments found for these dates').waitFor();
    await retrieveRange(page, 'Retrieve Payment Information', '27-02-2018', '21-12-2018');
    const table = page.getByRole('table', { name: 'VAT payments' });
    await eventually(() => bodyRows(table).count()).toBe(4);
    await table.getByRole('cell', { name: '£100.05', exact: true }).first().waitFor();
    await table.getByRole('cell', { name: '06/04/2018', exact: true }).first().waitFor();
    await axeScan(page);
  });

  it('says when there are none (default) and shows an error scenario', async () => {
    const page = await visit('payments');
    await retrieveRange(page, 'Retrieve Payment Information', '02-01-2017', '02-02-2017');
    await page.getByText('No payments found for these dates').waitFor();

    const refused = await visit('payments', 'INSOLVENT_TRADER');
    await retrieveRange(refused, 'Retrieve Payment Information', '02-01-2017', '02-02-2017');
    await alert(refused, /insolvent/).waitFor();
    await retrieveRange(refused, 'Retrieve Payment Information', '01-01-2017', '03-01-2018');
    await refused.getByText('Date range must be less than 1 year').waitFor();
    await axeScan(refused);
  });
});

describe('VAT Liabilities (SPEC §2)', () => {
  it('fetches the default range on arrival, then a scenario range, with its columns', async () => {
    const page = await visit('liabilities', 'MULTIPLE_LIABILITIES_2018_19');
    await notice(page, 'Liabilities retrieved').waitFor();
    await page.getByText('No liabilities found for these dates').waitFor();
    await retrieveRange(page, 'Retrieve Liabilities', '05-04-2018', '21-12-2018');
    const table = page.getByRole('table', { name: 'VAT liabilities' });
    await eventually(() => bodyRows(table).count()).toBe(3);
    for (const column of ['Tax Period From', 'Tax Period To', 'Type', 'Original Amount', 'Outstanding Amount', 'Due'])
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    await table.getByRole('cell', { name: '£6,000.30', exact: true }).first().waitFor();
    await axeScan(page);
  });

  it('shows an error scenario and the date order rule', async () => {
    const page = await visit('liabilities', 'INSOLVENT_TRADER');
    await alert(page, /insolvent/).waitFor();
    await retrieveRange(page, 'Retrieve Liabilities', '21-12-2018', '05-04-2018');
    await page.getByText('Date to must be after Date from').waitFor();
    await axeScan(page);
  });
});

describe('VAT Penalties and financial details (SPEC §2, §4)', () => {
  it('shows the default penalties, the threshold text, details and the financial details of a penalty', async () => {
    const page = await visit('penalties');
    await notice(page, 'Penalties retrieved').waitFor();
    await expect(page.getByText(BUSINESS).first().isVisible()).resolves.toBe(true);
    await page.getByText('You have reached the penalty threshold of 4 points.', { exact: false }).waitFor();
    const lsp = page.getByRole('table', { name: 'Late submission penalties' });
    await eventually(() => bodyRows(lsp).count()).toBe(3);
    const lpp = page.getByRole('table', { name: 'Late payment penalties' });
    await eventually(() => bodyRows(lpp).count()).toBe(2);

    await page.getByRole('button', { name: 'Details of late submission penalty 00005' }).click();
    const dialog = page.getByRole('dialog', { name: 'Late submission penalty details' });
    await dialog.getByRole('cell', { name: 'XS198765432109' }).waitFor();
    await eventually(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Financial details of late payment penalty XP123456789012' }).click();
    await page.getByRole('heading', { name: 'Penalty Financial Details' }).waitFor();
    await notice(page, 'Financial details retrieved').waitFor();
    const docs = page.getByRole('table', { name: 'Document details of penalty XP123456789012' });
    await eventually(() => bodyRows(docs).count()).toBe(1);
    await docs.getByRole('cell', { name: '£123.45', exact: true }).waitFor();
    await page.getByText('£123.45').first().waitFor();
    await axeScan(page);
  });

  it('below the threshold, and a penalty without a charge reference says so (on a 360px screen)', async () => {
    const page = await visit('penalties', 'LATE_SUBMISSION', 360);
    await page.getByText(/You will be charged a penalty .*when you reach \d+ points\./).waitFor();
    await page.getByText('No Late Payment Penalties Found').waitFor();
    await page.getByRole('button', { name: /^Financial details of late submission penalty/ }).click();
    await alert(page, NO_CHARGE_REFERENCE).waitFor();
    // A 360px screen: the tables scroll inside their own regions, the page does not.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await axeScan(page);
  });

  it('shows both empty texts (NO_PENALTIES) and an unknown scenario as an error', async () => {
    const page = await visit('penalties', 'NO_PENALTIES');
    await page.getByText('No Late Submission Penalties Found').waitFor();
    await page.getByText('No Late Payment Penalties Found').waitFor();
    await axeScan(page);
    const refused = await visit('penalties', 'NO_SUCH_SCENARIO');
    await alert(refused, 'The Gov-Test-Scenario was not found').waitFor();
  });

  it('financial details: an error scenario, and the empty text when HMRC lists no documents', async () => {
    const refused = await visit('penalties/financial-details/XP123456789012', 'NO_SUCH_SCENARIO');
    await alert(refused, 'The Gov-Test-Scenario was not found').waitFor();

    // The emulator always lists documents; this one answer is stubbed to show the empty text.
    await connectOnce();
    const page = await openPage();
    await page.route('**/hmrc/financial-details*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ totalisations: { totalBalance: 0 }, documentDetails: [] }),
      }),
    );
    await page.goto('/app/hmrc/penalties/financial-details/XP123456789012');
    await page.getByText('No Document Details Found').waitFor();
    await axeScan(page);
  });
});
