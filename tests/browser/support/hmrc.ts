import type { Page } from 'playwright-core';
import { LOCAL_SEED_USER } from '@bk/hmrc-sandbox';
import { baseUrl, eventually } from './browser';

/** The local emulator's ready test user (User ID, password, VRN). */
export const HMRC_TEST_USER = LOCAL_SEED_USER;

/**
 * The origin HMRC sends the browser back to: the stack's APP_URL is on `localhost`, while
 * tests open the app on `127.0.0.1` (same port). Cookies and this tab's storage belong to one
 * origin, so a journey through HMRC starts on this one.
 */
export function hmrcReturnOrigin(): string {
  const url = new URL(baseUrl());
  url.hostname = 'localhost';
  return url.origin;
}

/**
 * Carry the page's cookies (the signed-in session, consent) over to {@link hmrcReturnOrigin}
 * and open `path` (e.g. `/app/vat`) there.
 */
export async function openOnHmrcReturnOrigin(page: Page, path: string): Promise<void> {
  const origin = hmrcReturnOrigin();
  const cookies = await page.context().cookies(baseUrl());
  if (cookies.length > 0) {
    await page.context().addCookies(
      cookies.map(({ name, value, httpOnly, secure, sameSite }) => ({
        name,
        value,
        url: origin,
        httpOnly,
        secure,
        sameSite,
      })),
    );
  }
  await page.goto(`${origin}${path}`);
}

/**
 * Connect the active (VAT-enabled) business to HMRC through the local emulator's pages, as a
 * person does: Connect to HMRC -> Continue -> HMRC sign in (User ID, Password) -> Grant
 * authority -> back in the app, 'Sign in Successful' -> Okay -> Set VRN -> Save -> 'VRN Saved'.
 * The user must be signed in with the business selected (`browser.open({ token })`). Ends on
 * the screen named by `returnName` (default the MTD VAT menu), on the {@link hmrcReturnOrigin}.
 */
export async function connectHmrc(page: Page, options: { returnName?: string } = {}): Promise<void> {
  const query = options.returnName ? `?returnName=${encodeURIComponent(options.returnName)}` : '';
  await openOnHmrcReturnOrigin(page, `/app/hmrc/login${query}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  // HMRC's (the emulator's) pages.
  await page.getByLabel('User ID').fill(HMRC_TEST_USER.userId);
  await page.getByLabel('Password').fill(HMRC_TEST_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Grant authority' }).click();
  // Back in the app.
  await page.getByRole('heading', { name: 'Sign in Successful' }).waitFor();
  await page.getByRole('button', { name: 'Okay' }).click();
  // No confirmed VRN yet: Okay goes to Set VRN first, then on to returnName.
  await eventually(() => new URL(page.url()).pathname).toBe('/app/hmrc/vrn');
  await page.getByRole('textbox', { name: 'VAT registration number' }).fill(HMRC_TEST_USER.vrn);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText('VRN Saved').waitFor();
}
