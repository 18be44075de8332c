import type { Page } from 'playwright-core';
import { LOCAL_SEED_USER } from '@bk/hmrc-sandbox';
import { hmrcApplicationToken, hmrcUrl, stackHmrcControl } from '../../support/hmrc-link';
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
  // The session cookie lives on `/api` (decision 0051), so ask for the cookies of both paths.
  const cookies = await page.context().cookies([baseUrl(), `${baseUrl()}/api/`]);
  if (cookies.length > 0) {
    await page.context().addCookies(
      cookies.map(({ name, value, path, expires, httpOnly, secure, sameSite }) => ({
        name,
        value,
        domain: new URL(origin).hostname,
        path,
        expires,
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
export async function connectHmrc(
  page: Page,
  options: { returnName?: string; user?: { userId: string; password: string; vrn: string } } = {},
): Promise<void> {
  const user = options.user ?? HMRC_TEST_USER;
  const query = options.returnName ? `?returnName=${encodeURIComponent(options.returnName)}` : '';
  // Each step waits on a server round trip (the app to HMRC and back): on two busy cores that can
  // take longer than an ordinary step, so these steps get a longer deadline.
  const slow = { timeout: 30_000 };
  await openOnHmrcReturnOrigin(page, `/app/hmrc/login${query}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  // HMRC's (the emulator's) pages.
  await page.getByLabel('User ID').waitFor(slow);
  await page.getByLabel('User ID').fill(user.userId);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Grant authority' }).click(slow);
  // Back in the app.
  await page.getByRole('heading', { name: 'Sign in Successful' }).waitFor(slow);
  await page.getByRole('button', { name: 'Okay' }).click();
  // No confirmed VRN yet: Okay goes to Set VRN first, then on to returnName.
  const vrn = page.getByRole('textbox', { name: 'VAT registration number' });
  await vrn.waitFor(slow);
  await eventually(() => new URL(page.url()).pathname).toBe('/app/hmrc/vrn');
  await vrn.fill(user.vrn);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText('VRN Saved').waitFor(slow);
}

/** A stack-level control of the emulator (`POST /_local/hmrc/<action>`), for one test user. */
export async function hmrcControl(action: 'expire-access-tokens' | 'revoke-refresh-tokens', userId: string) {
  await stackHmrcControl(baseUrl(), action, { userId });
}

export { createHmrcTestUser } from '../../support/hmrc-link';

export interface FraudHeaderFeedback {
  path: string;
  method: string;
  code: string;
  /** Each Gov-* header sent, with its value. */
  headers: { header: string; value: string; code: string }[];
  errors?: { code: string; message: string; headers: string[] }[];
  warnings?: { code: string; message: string; headers: string[] }[];
}

/**
 * HMRC's Test Fraud Prevention Headers API: the validation of the latest request the product's
 * application made to each VAT (MTD) endpoint.
 */
export async function fraudHeaderFeedback(): Promise<FraudHeaderFeedback[]> {
  const res = await fetch(`${hmrcUrl()}/test/fraud-prevention-headers/vat-mtd/validation-feedback`, {
    headers: { accept: 'application/vnd.hmrc.1.0+json', authorization: `Bearer ${await hmrcApplicationToken()}` },
  });
  if (!res.ok) throw new Error(`validation-feedback: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { requests: FraudHeaderFeedback[] }).requests;
}
