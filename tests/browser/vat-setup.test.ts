import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, shown, useBrowser } from './support/browser';
import { connectHmrc, HMRC_TEST_USER, openOnHmrcReturnOrigin } from './support/hmrc';

const browser = useBrowser();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('MTD VAT set-up (SPEC §2 Toggle VAT, Tax authority sign in, Set VRN; §4 VAT gating)', () => {
  it('enables VAT from Toggle VAT and comes back to the screen that asked', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: false });
    const page = await browser.open({ token });
    await page.goto('/app/vat');
    await expectPath(page, '/app/hmrc/vat-toggle?returnName=Vat');
    await heading(page, 'VAT Registration').waitFor();
    await axeScan(page);
    await page.getByRole('button', { name: 'Yes, enable VAT' }).click();
    await expectPath(page, '/app/vat');
    await heading(page, 'MTD VAT').waitFor();
  });

  it('disables VAT from Toggle VAT and goes Home', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.goto('/app/hmrc/vat-toggle');
    await page.getByRole('button', { name: 'No, disable VAT' }).click();
    await expectPath(page, '/app/home');
    await page.goto('/app/vat');
    await expectPath(page, '/app/hmrc/vat-toggle?returnName=Vat');
  });

  it('sends HMRC screens to HMRC sign in without a connection, and to Set VRN without a VRN', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.goto('/app/hmrc/obligations');
    await expectPath(page, '/app/hmrc/login?returnName=HmrcObligations');
    await heading(page, 'Connect to HMRC').waitFor();
    await page.goto('/app/hmrc/vrn');
    await expectPath(page, '/app/hmrc/login?returnName=SetVrn');
    // Signed in to HMRC (stubbed), no confirmed VRN yet.
    await page.route('**/api/hmrc/details', (r) =>
      r.fulfill({ json: { loggedIn: true, vrnConfirmed: false, mode: null, declaration: null } }),
    );
    await page.goto('/app/hmrc/liabilities');
    await expectPath(page, '/app/hmrc/vrn?returnName=HmrcLiabilities');
    await heading(page, 'VAT Registration Number').waitFor();
    await axeScan(page);
  });

  it('signs in to HMRC through its pages, sets the VRN, and shows it on the MTD VAT menu', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await openOnHmrcReturnOrigin(page, '/app/vat');
    await heading(page, 'MTD VAT').waitFor();
    expect(await page.getByText(/^VRN: /).count()).toBe(0);
    await page.getByRole('link', { name: 'MTD VAT Authorization' }).click();
    await heading(page, 'Connect to HMRC').waitFor();
    await page.getByText('Government Gateway account').waitFor();
    await axeScan(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    // HMRC's (the emulator's) pages: not our origin.
    await page.getByLabel('User ID').waitFor();
    expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl()).origin);
    expect(new URL(page.url()).pathname).toMatch(/^\/oauth\//);
    await page.getByLabel('User ID').fill(HMRC_TEST_USER.userId);
    await page.getByLabel('Password').fill(HMRC_TEST_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Grant authority' }).click();
    // Back in the app.
    await page.getByRole('heading', { name: 'Sign in Successful' }).waitFor();
    await axeScan(page);
    await page.getByRole('button', { name: 'Okay' }).click();
    await expectPath(page, '/app/hmrc/vrn?returnName=Vat');
    const field = page.getByRole('textbox', { name: 'VAT registration number' });
    await field.fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a 9-digit VAT registration number').waitFor();
    expect(await field.inputValue()).toBe('12345');
    await field.fill(HMRC_TEST_USER.vrn);
    await page.getByText('HMRC knows this VAT number').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('VRN Saved').waitFor();
    await expectPath(page, '/app/vat');
    await page.getByText(`VRN: ${HMRC_TEST_USER.vrn}`).waitFor();
    await axeScan(page);
    // The HMRC screens now open without a detour.
    await page.goto('/app/hmrc/obligations');
    await expectPath(page, '/app/hmrc/obligations');
  });

  it('connectHmrc comes back to the screen named by returnName', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await connectHmrc(page, { returnName: 'HmrcObligations' });
    await expectPath(page, '/app/hmrc/obligations');
  });

  it('asks to confirm a changed VRN of a connected business, and Cancel restores the old one', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await connectHmrc(page);
    await page.getByRole('link', { name: 'Edit VRN' }).click();
    const field = page.getByRole('textbox', { name: 'VAT registration number' });
    await eventually(() => field.inputValue()).toBe(HMRC_TEST_USER.vrn);
    await field.fill('123456789');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the VAT registration number' });
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => field.inputValue()).toBe(HMRC_TEST_USER.vrn);
  });

  it("sends the user to HMRC sign in with 'Invalid credentials' when HMRC wants a new sign-in", async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await connectHmrc(page);
    await page.getByRole('link', { name: 'Edit VRN' }).click();
    const field = page.getByRole('textbox', { name: 'VAT registration number' });
    await eventually(() => field.inputValue()).toBe(HMRC_TEST_USER.vrn);
    // HMRC refused the refresh (grant revoked): HMRC calls answer so (docs/hmrc.md).
    await page.route('**/api/hmrc/vrn', (r) =>
      r.fulfill({ status: 400, json: { message: 'Invalid credentials', code: 'HMRC_SIGN_IN_REQUIRED' } }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/app/hmrc/login?reason=sign-in-again&returnName=SetVrn');
    await heading(page, 'Connect to HMRC').waitFor();
    await page.getByRole('alert').getByText('Invalid credentials').waitFor();
    await page.getByText('Sign in to HMRC again', { exact: true }).waitFor();
    await axeScan(page);
  });

  it('shows the MTD VAT menu tiles, VAT Penalties only when enabled and VAT Reminders only outside silent mode', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token, width: 360 });
    await page.route('**/api/hmrc/penalties/enabled', (r) => r.fulfill({ json: true }));
    await page.route('**/api/hmrc/vat-reminders/silent-mode', (r) => r.fulfill({ json: false }));
    await page.goto('/app/vat');
    const tiles = page.getByRole('list', { name: 'MTD VAT tasks' }).getByRole('link');
    await eventually(() => tiles.allInnerTexts()).toEqual([
      'VAT Return',
      'VAT Return Receipts',
      'VAT Obligations',
      'VAT Payment Information',
      'VAT Liabilities',
      'VAT Penalties',
      'MTD VAT Authorization',
      'VAT Reminders',
    ]);
    await axeScan(page);
    await page.getByRole('link', { name: 'VAT Obligations' }).click();
    await expectPath(page, '/app/hmrc/login?returnName=HmrcObligations');

    const other = await browser.open({ token });
    await other.route('**/api/hmrc/penalties/enabled', (r) => r.fulfill({ json: false }));
    await other.route('**/api/hmrc/vat-reminders/silent-mode', (r) => r.fulfill({ json: true }));
    await other.goto('/app/vat');
    const shown = other.getByRole('list', { name: 'MTD VAT tasks' }).getByRole('link');
    await eventually(() => shown.count()).toBe(6);
    expect(await shown.allInnerTexts()).not.toContain('VAT Penalties');
    expect(await shown.allInnerTexts()).not.toContain('VAT Reminders');
  });

  it('brings the user back to HMRC sign in when they do not grant authority at HMRC', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await openOnHmrcReturnOrigin(page, '/app/hmrc/login?returnName=HmrcPayments');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('User ID').fill(HMRC_TEST_USER.userId);
    await page.getByLabel('Password').fill(HMRC_TEST_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Do not grant' }).click();
    await expectPath(page, '/app/hmrc/login?returnName=HmrcPayments');
    await page.getByRole('alert').getByText('HMRC sign in was not completed. Press Continue to try again.').waitFor();
    await axeScan(page);
  });
});
