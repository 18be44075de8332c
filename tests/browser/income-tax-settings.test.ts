import type { Page } from 'playwright-core';
import { BusinessRole } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../integration/business-support';
import { itsaBusiness, linkForIncomeTax } from '../integration/itsa-support';
import { addTx } from '../integration/ledger-support';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { seedMembership, seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';

/**
 * The Income Tax settings and who may do what (decision 0069): the reminder lead time saved
 * through the API, a role that may read but not send, and a link made for VAT only. The HMRC link
 * and the NINO are made through the API (the journey itself is income-tax.test.ts's).
 */

const browser = useBrowser();
const slow = { timeout: 30_000 };
const REMINDER = 'E-mail a reminder this many days before each Income Tax deadline';
const Q1 = '06/04/2026 to 05/07/2026';

/** A business linked for Income Tax with its NINO and HMRC business saved, by its administrator. */
async function setUpBusiness(): Promise<{ token: string; businessId: string; accountId: string }> {
  const b = await itsaBusiness();
  const user = await linkForIncomeTax(b.token);
  const client = api(b.token);
  const listed = defined((await client.ok('itsaBusinesses', { body: { nino: user.nino } }))[0], 'a business');
  await client.ok('itsaSettingsSave', { body: { nino: user.nino, businessId: listed.businessId } });
  return b;
}

async function open(token: string, path: string): Promise<Page> {
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  await page.goto(path);
  return page;
}

describe('Income Tax settings', () => {
  it('choose how many days before each deadline the reminder goes, or none, saved through the API', async () => {
    const b = await setUpBusiness();
    const page = await open(b.token, '/app/income-tax/settings');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    const select = reminders.getByRole('combobox', { name: REMINDER });
    await select.waitFor(slow);
    // Off until chosen: the settings hold no lead time.
    await expect(select.inputValue()).resolves.toBe('off');
    await expect(reminders.getByRole('option', { name: 'Off: no Income Tax reminders' }).count()).resolves.toBe(1);
    await select.selectOption({ label: '7 days before' });
    await axeScan(page);
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByRole('status').getByText('Income Tax reminders saved').waitFor(slow);
    expect((await api(b.token).ok('itsaSettings')).reminderDays).toBe(7);

    // A reload shows what was saved; Off turns them off again.
    await page.reload();
    await select.waitFor(slow);
    await expect(select.inputValue()).resolves.toBe('7');
    await select.selectOption({ label: 'Off: no Income Tax reminders' });
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByRole('status').getByText('Income Tax reminders turned off').waitFor(slow);
    await eventually(async () => (await api(b.token).ok('itsaSettings')).reminderDays).toBeNull();
  });

  it('let an employee read the obligations and figures, with no Submit and the words why', async () => {
    const b = await setUpBusiness();
    await addTx(b.token, {
      date: '2026-04-10',
      desc: 'Cake stall',
      transactionTypeId: 1,
      categoryId: 'sales',
      amount: 1200,
      accountId: b.accountId,
    });
    const employee = await seedUser({ name: 'Eve Employee' });
    await seedMembership(b.businessId, employee.userId, employee.email, BusinessRole.EMPLOYEE);
    const token = await seedSession(employee.userId, b.businessId);

    const page = await open(token, '/app/income-tax?taxYear=2026-27');
    const table = page.getByRole('table', { name: 'Quarterly updates for 2026-27' });
    const q1 = table.getByRole('row').filter({ hasText: Q1 });
    await q1.waitFor(slow);
    const ytd = page.getByRole('region', { name: `Figures to send for ${Q1}` });
    await ytd.getByRole('row', { name: 'Turnover £1,200.00' }).waitFor(slow);
    // The link offers what the role can do: review, not send.
    await expect(q1.getByRole('link', { name: `Review and send the update for ${Q1}` }).count()).resolves.toBe(0);
    await axeScan(page);

    await q1.getByRole('link', { name: `Review the update for ${Q1}` }).click();
    await expectPath(page, '/app/income-tax/update/2026-27/2026-07-05');
    await page.getByRole('table', { name: 'Income' }).getByRole('cell', { name: 'Sales: £1,200.00' }).waitFor(slow);
    await page.getByText('Your role in this business does not allow sending updates to HMRC.').waitFor();
    await expect(page.getByRole('button', { name: /^Submit/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox', { name: /^I confirm/ }).count()).resolves.toBe(0);
    await axeScan(page);

    // The settings: what is saved, read only.
    await page.goto('/app/income-tax/settings');
    await page.getByRole('region', { name: 'Saved details' }).waitFor(slow);
    await page.getByText('Your role in this business does not allow changing these settings.').waitFor();
    await expect(page.getByRole('combobox', { name: REMINDER }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Save reminders' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Find my businesses at HMRC' }).count()).resolves.toBe(0);
    await axeScan(page);
  });

  it('offer a link made for VAT only a new sign-in to HMRC', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Old Link Pies' });
    await linkForIncomeTax(user.token, { scope: 'read:vat write:vat' });
    const page = await open(user.token, '/app/income-tax/settings');
    await page.getByRole('heading', { name: 'Sign in to HMRC again to add Income Tax' }).waitFor(slow);
    await page.getByText(/made for VAT only, so HMRC will not yet let this app send Income Tax updates/).waitFor();
    const again = page.getByRole('link', { name: 'Sign in to HMRC again' });
    await expect(again.getAttribute('href')).resolves.toBe('/app/hmrc/login?returnName=IncomeTaxSettings');
    await expect(page.getByRole('textbox', { name: 'National Insurance number' }).count()).resolves.toBe(0);
    await axeScan(page);
  });
});
