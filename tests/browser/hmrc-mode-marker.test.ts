import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';

/**
 * Which HMRC the user is on: the HMRC screens of a stage that talks to the local emulator (or to
 * HMRC's sandbox) say so in an always-visible strip; production shows none.
 */
const browser = useBrowser();
const LOCAL_TEXT = 'Local HMRC emulator: returns sent here are not real and are not filed with HMRC';

describe('the HMRC marker', () => {
  it('shows on the VAT screens of the local stack, and on no other screen', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Marker Ltd' });
    expect(await api(u.token).ok('hmrcMode')).toEqual({ mode: 'local' });
    const page = await browser.open({ token: u.token });
    page.setDefaultTimeout(20_000);
    await page.goto('/app/vat');
    const marker = page.getByRole('region', { name: 'Local HMRC emulator' });
    await marker.getByText(LOCAL_TEXT).waitFor();
    await axeScan(page);

    await page.goto('/app/hmrc/vat-return/receipt/list');
    await marker.getByText(LOCAL_TEXT).waitFor();

    await page.goto('/app/transactions');
    await page.getByRole('heading', { name: 'Income & Expenses', level: 1 }).waitFor();
    expect(await marker.count()).toBe(0);
  });

  it('shows nothing in production', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Live Ltd' });
    const page = await browser.open({ token: u.token });
    page.setDefaultTimeout(20_000);
    let asked = 0;
    await page.route('**/api/hmrc/mode', (r) => {
      asked += 1;
      return r.fulfill({ json: { mode: 'production' } });
    });
    await page.goto('/app/vat');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await eventually(() => asked).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: /HMRC/ }).count()).toBe(0);
    expect(await page.getByText(/returns sent here are not real/).count()).toBe(0);
  });
});
