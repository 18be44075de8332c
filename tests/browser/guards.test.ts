import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { eventually, expectPath, useBrowser } from './support/browser';

const browser = useBrowser();

describe('navigation guards (SPEC §2)', () => {
  it('sends a logged-out visitor of Home to Sign in', async () => {
    const page = await browser.open();
    await page.goto('/app/home');
    await expectPath(page, '/app/signin');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible()).toBe(true);
  });

  it('offers Register and Sign in in the shell when logged out, and the root address goes to Sign in', async () => {
    const page = await browser.open();
    await page.goto('/app/');
    await expectPath(page, '/app/signin');
    const header = page.getByRole('banner');
    await eventually(() => header.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    await eventually(() => header.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await header.getByRole('link', { name: 'Register' }).click();
    await expectPath(page, '/app/register');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Register' }).isVisible()).toBe(true);
  });

  it('sends a signed-in user without a business to Select Business', async () => {
    const { token } = await seedUser({ withBusiness: false });
    const page = await browser.open({ token });
    await page.goto('/app/transactions');
    await expectPath(page, '/app/select-business');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Select Business' }).isVisible()).toBe(true);
  });

  it('lets a user without a selected business open Edit Profile and Support', async () => {
    const { token } = await seedUser({ withBusiness: true, selectBusiness: false });
    const page = await browser.open({ token });
    await page.goto('/app/support');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Support' }).isVisible()).toBe(true);
    await page.goto('/app/edit-profile');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Edit Profile' }).isVisible()).toBe(true);
    await page.goto('/app/home');
    await expectPath(page, '/app/select-business');
  });

  it('shows Home tiles and the business and user names to a signed-in user with a business', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Tiles & Co', name: 'Alex Tiler' });
    const page = await browser.open({ token });
    await page.route('**/api/invoice/visible', (r) => r.fulfill({ json: true }));
    await page.route('**/api/affiliate/public/visible', (r) => r.fulfill({ json: false }));
    await page.route('**/api/affiliate', (r) =>
      r.fulfill({ json: { enabled: false, enrolled: false, hasActiveProfile: false } }),
    );
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const header = page.getByRole('banner');
    await eventually(() => header.getByRole('button', { name: 'Business: Tiles & Co' }).isVisible()).toBe(true);
    await eventually(() => header.getByRole('button', { name: 'Account: Alex Tiler' }).isVisible()).toBe(true);
    const tiles = page.getByRole('main').getByRole('list', { name: 'Parts of the product' });
    for (const name of [
      'Income & Expenses',
      'Import & Export',
      'Contacts',
      'MTD VAT',
      'Self-Assessment',
      'Bank Accounts',
      'Charts & Reports',
      'Invoices',
    ]) {
      expect(await tiles.getByRole('link', { name }).count(), name).toBe(1);
    }
    // Income Tax is live for roles that may read it (the owner here).
    expect(await tiles.getByRole('link', { name: 'Income Tax' }).count()).toBe(1);
    expect(await tiles.getByRole('link', { name: 'Affiliate Programme' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Affiliates' }).count()).toBe(0);

    await tiles.getByRole('link', { name: 'Contacts' }).click();
    await expectPath(page, '/app/contacts');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Contacts' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('cell', { name: 'No Contacts' }).isVisible()).toBe(true);
  });

  it('shows the affiliate tile when enabled and the link when visible, and hides invoices when off', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.route('**/api/invoice/visible', (r) => r.fulfill({ json: false }));
    await page.route('**/api/affiliate/public/visible', (r) => r.fulfill({ json: true }));
    // The tile follows the business's affiliate state (SPEC §2 Home), the link the public flag.
    await page.route('**/api/affiliate', (r) =>
      r.fulfill({ json: { enabled: true, enrolled: false, hasActiveProfile: false } }),
    );
    await page.goto('/app/home');
    const tiles = page.getByRole('list', { name: 'Parts of the product' });
    await eventually(() => tiles.getByRole('link', { name: 'Affiliate Programme' }).count()).toBe(1);
    expect(await tiles.getByRole('link', { name: 'Invoices' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Affiliates' }).count()).toBe(1);
  });

  it('shows "Business" for a business name of 48 characters or more', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'A'.repeat(48) });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await eventually(() => page.getByRole('button', { name: 'Business: Business' }).isVisible()).toBe(true);
  });

  it('sends a signed-in user from Sign in to Home', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.goto('/app/signin');
    await expectPath(page, '/app/home');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Home' }).isVisible()).toBe(true);
  });

  it('sends a VAT-only screen to ToggleVat when the business is not VAT registered', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: false });
    const page = await browser.open({ token });
    await page.goto('/app/hmrc/obligations');
    await expectPath(page, '/app/hmrc/vat-toggle?returnName=HmrcObligations');
    await page.goto('/app/vat');
    await expectPath(page, '/app/hmrc/vat-toggle?returnName=Vat');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'VAT Registration' }).isVisible()).toBe(true);
  });

  it('sends penalty screens to MTD VAT when penalties are not enabled', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.route('**/api/hmrc/penalties/enabled', (r) => r.fulfill({ json: false }));
    await page.goto('/app/hmrc/penalties');
    await expectPath(page, '/app/vat');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'MTD VAT' }).isVisible()).toBe(true);
  });

  it('shows PageNotFound for an unknown address, and its Home button works', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.goto('/app/no/such/page');
    await eventually(() => page.getByText(MESSAGES.pageNotFound).isVisible()).toBe(true);
    expect(MESSAGES.pageNotFound).toBe('This page does not exist. Please click below to return to the site.');
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expectPath(page, '/app/home');
  });
});
