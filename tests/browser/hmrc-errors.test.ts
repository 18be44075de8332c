import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, useBrowser } from './support/browser';
import { connectHmrc } from './support/hmrc';

/**
 * HMRC's errors as a person sees them (decision 0046): with HMRC's reference and the time, to
 * quote to HMRC; HMRC's own date rules said on the date fields before HMRC is asked.
 */
const browser = useBrowser();
let token = '';
let connected: Promise<void> | null = null;

async function connect(): Promise<void> {
  const user = await seedUser({
    withBusiness: true,
    businessName: 'Reference Traders',
    enableVat: true,
    selectBusiness: true,
  });
  token = user.token;
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  await connectHmrc(page);
  await page.context().close();
}

async function visit(path: string, scenario?: string): Promise<Page> {
  connected ??= connect();
  await connected;
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  await page.goto(`/app/hmrc/${path}${scenario ? `?govTestScenario=${scenario}` : ''}`);
  return page;
}

describe('HMRC errors on the VAT screens', () => {
  it("show HMRC's reference with the time, in words, kept until dismissed", async () => {
    // WHY: HMRC errors were shown without the correlation id the person needs to quote to HMRC.
    const page = await visit('obligations', 'INSOLVENT_TRADER');
    const alert = page.getByRole('alert');
    await alert
      .getByText(/insolvent/)
      .first()
      .waitFor();
    const reference = alert.getByText(/^HMRC reference: [0-9a-f-]{36} at \d\d:\d\d on \d\d\/\d\d\/\d{4}$/);
    await reference.waitFor();
    await expect(reference.count()).resolves.toBe(1);
    await axeScan(page);
  });

  it("say HMRC's date rules for payments on the date fields, before HMRC is asked", async () => {
    const page = await visit('payments');
    await page.getByRole('textbox', { name: 'Date from' }).fill('01/01/2016');
    await page.getByRole('textbox', { name: 'Date to' }).fill('01/06/2016');
    await page.getByRole('button', { name: 'Retrieve Payment Information' }).click();
    await page.getByText('Date from must be a valid date on or after 06/04/2016').waitFor();
    await expect(page.getByRole('textbox', { name: 'Date from' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await axeScan(page);
  });

  it('say a malformed penalty charge reference is one, without asking HMRC', async () => {
    const page = await visit('penalties/financial-details/XP1234');
    await page
      .getByRole('alert')
      .getByText(
        'This is not a penalty charge reference: it is X, then a letter, then 12 digits (for example XP123456789012)',
      )
      .waitFor();
    await expect(page.getByRole('button', { name: 'Retrieve Financial Details' }).isDisabled()).resolves.toBe(true);
    await axeScan(page);
  });
});
