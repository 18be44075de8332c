import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';
import {
  connectHmrc,
  createHmrcTestUser,
  fraudHeaderFeedback,
  type FraudHeaderFeedback,
  hmrcControl,
  hmrcReturnOrigin,
  openOnHmrcReturnOrigin,
} from './support/hmrc';

const browser = useBrowser();

/**
 * The connection to HMRC over time, through a real browser and the emulator: tokens that run
 * out are refreshed without the user noticing, a revoked authority sends the user back to HMRC
 * sign in with a clear message, and HMRC's fraud prevention validator accepts the headers the
 * product sends for this browser session. Each test has its own HMRC test user (its own VRN),
 * so what the emulator reports is this test's alone.
 */
async function connectedPage(): Promise<{
  page: Page;
  userId: string;
  hmrcUser: { userId: string; password: string; vrn: string };
}> {
  const hmrcUser = await createHmrcTestUser();
  // Two-factor sign-in (e-mailed passcode), as HMRC expects of a product's users (Gov-Client-Multi-Factor).
  const { token, userId } = await seedUser({ withBusiness: true, enableVat: true, twofa: 'email' });
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  await connectHmrc(page, { user: hmrcUser });
  return { page, userId, hmrcUser };
}

async function showObligations(page: Page): Promise<void> {
  await openOnHmrcReturnOrigin(page, '/app/hmrc/obligations');
  await page.getByRole('status').getByText('Obligations retrieved').waitFor();
  await eventually(() => page.getByRole('table', { name: 'VAT obligations' }).getByRole('row').count()).toBeGreaterThan(
    1,
  );
}

describe('HMRC connection over time', () => {
  it('keeps working without a new sign-in when the access token has run out (refresh)', async () => {
    const { page, hmrcUser } = await connectedPage();
    await showObligations(page);
    // The access token's lifetime passes at HMRC: the next call gets 401 and the product refreshes.
    await hmrcControl('expire-access-tokens', hmrcUser.userId);
    await page.reload();
    await showObligations(page);
    await expectPath(page, '/app/hmrc/obligations');
    await expect(page.getByRole('alert').getByText('Invalid credentials').count()).resolves.toBe(0);
    // And again: each refresh token is single use, so the second refresh uses the new one.
    await hmrcControl('expire-access-tokens', hmrcUser.userId);
    await openOnHmrcReturnOrigin(page, '/app/hmrc/liabilities');
    await page.getByRole('status').getByText('Liabilities retrieved').waitFor();
    await expectPath(page, '/app/hmrc/liabilities');
  });

  it('sends the user to HMRC sign in with a clear message when the authority was revoked, and back after', async () => {
    const { page, hmrcUser } = await connectedPage();
    await showObligations(page);
    // The user removed the authority at HMRC: refresh fails (invalid_grant) once the access token ends.
    await hmrcControl('revoke-refresh-tokens', hmrcUser.userId);
    await hmrcControl('expire-access-tokens', hmrcUser.userId);
    await page.reload();
    await expectPath(page, '/app/hmrc/login?reason=sign-in-again&returnName=HmrcObligations');
    await page.getByRole('alert').getByText('Invalid credentials').waitFor();
    await page.getByText('Sign in to HMRC again', { exact: true }).waitFor();
    await page.getByText(/HMRC has ended this business's connection/).waitFor();
    await axeScan(page);
    // Signing in again brings the user back to the obligations.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('User ID').fill(hmrcUser.userId);
    await page.getByLabel('Password').fill(hmrcUser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Grant authority' }).click();
    await page.getByRole('heading', { name: 'Sign in Successful' }).waitFor();
    await page.getByRole('button', { name: 'Okay' }).click();
    await eventually(() => new URL(page.url()).origin + new URL(page.url()).pathname).toBe(
      `${hmrcReturnOrigin()}/app/hmrc/obligations`,
    );
    await page.getByRole('status').getByText('Obligations retrieved').waitFor();
  });

  it("passes HMRC's fraud prevention header validation, with no errors or warnings, for a real browser session", async () => {
    const { page } = await connectedPage();
    await showObligations(page);
    const sent = await mine(page, 'obligations', 'Retrieve');
    await openOnHmrcReturnOrigin(page, '/app/hmrc/liabilities');
    await page.getByRole('status').getByText('Liabilities retrieved').waitFor();
    const alsoSent = await mine(page, 'liabilities', 'Retrieve Liabilities');
    for (const request of [sent, alsoSent]) {
      expect({ path: request.path, errors: request.errors ?? [], warnings: request.warnings ?? [] }).toEqual({
        path: request.path,
        errors: [],
        warnings: [],
      });
      expect(request.code).toBe('VALID_HEADERS');
      // The browser's own facts reached HMRC: its device id, screen, window and the signed-in user's factor.
      const names = request.headers.map((h) => h.header);
      for (const header of [
        'gov-client-device-id',
        'gov-client-screens',
        'gov-client-window-size',
        'gov-client-browser-js-user-agent',
        'gov-client-multi-factor',
        'gov-client-public-ip',
      ])
        expect(names).toContain(header);
    }
  });
});

/**
 * HMRC keeps the latest request per endpoint for the application, and other tests call the same
 * endpoints: press the screen's button again until the latest is this browser's (Gov-Client-Device-ID).
 */
async function mine(page: Page, endpoint: string, button: string): Promise<FraudHeaderFeedback> {
  // This browser's device id (each test's browser context is new, so it is this test's alone).
  const stored = await page.evaluate(() => localStorage.getItem('bk.deviceUuid'));
  const deviceId = /[0-9a-f-]{36}/.exec(stored ?? '')?.[0];
  expect(deviceId).toBeDefined();
  for (let attempt = 0; attempt < 8; attempt++) {
    const found = (await fraudHeaderFeedback()).find(
      (r) =>
        r.path.endsWith(`/${endpoint}`) &&
        r.headers.some((h) => h.header === 'gov-client-device-id' && h.value === deviceId),
    );
    if (found) return found;
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForResponse((res) => res.url().includes(`/api/hmrc/${endpoint}`));
  }
  throw new Error(`HMRC never recorded this user's ${endpoint} request`);
}
