import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../functions/user/messages';
import { seedUser } from '../support/seed';
import { AUTH_COOKIE, axeScan, eventually, expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';
import { codeIn, mailIds, nextMail } from './support/mail';

const browser = useBrowser();

const PASSWORD = 'Quiet-Harbour-Ledger-17';
const NEW_PASSCODE_SENT = 'A new passcode has been sent to your registered email address.';

/** The authenticator app's code, computed independently of the server (RFC 6238, SHA-1, 6 digits, 30 s). */
function authenticatorCode(secretBase32: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

async function enterCredentials(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel(field('Email')).fill(email);
  await main.getByLabel(field('Password')).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

async function openSignIn(page: Page) {
  await page.goto('/app/signin');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
}

async function expectSignedIn(page: Page, businessName: string) {
  await expectPath(page, '/app/home');
  await eventually(() =>
    page
      .getByRole('banner')
      .getByRole('button', { name: `Business: ${businessName}` })
      .isVisible(),
  ).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === AUTH_COOKIE)?.value).toMatch(/\S{20,}/);
}

describe('Sign in (SPEC §2 Sign in, §4 Login)', () => {
  it('signs in with e-mail and password, using the keyboard alone', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Keyboard Bakery', password: PASSWORD });
    const page = await browser.open();
    await openSignIn(page);
    await axeScan(page);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/app/register');
    expect(await main.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe(
      '/app/forgot-password',
    );
    await main.getByLabel(field('Email')).focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expectSignedIn(page, 'Keyboard Bakery');
  });

  it('shows the server’s reason for a wrong password and keeps what was typed', async () => {
    const user = await seedUser({ withBusiness: true, password: PASSWORD });
    const page = await browser.open();
    await openSignIn(page);
    await enterCredentials(page, user.email, 'not-the-password');
    const main = page.getByRole('main');
    await eventually(() => main.getByRole('alert').textContent()).toBe(USER_MESSAGES.loginFailed);
    expect(await main.getByLabel(field('Email')).inputValue()).toBe(user.email);
    expect(await main.getByLabel(field('Password')).inputValue()).toBe('not-the-password');
    await axeScan(page);
    await expectPath(page, '/app/signin');
  });

  it('shows the rate-limit message plainly', async () => {
    const page = await browser.open();
    await page.route('**/api/user/login', (r) =>
      r.fulfill({ status: 429, json: { message: 'Too many attempts, please wait a few minutes and try again' } }),
    );
    await openSignIn(page);
    await enterCredentials(page, 'someone@example.test', 'whatever-it-is');
    await eventually(() => page.getByRole('main').getByRole('alert').textContent()).toBe(
      'Too many attempts, please wait a few minutes and try again',
    );
  });

  it('asks for the e-mailed passcode; a new passcode replaces the old one', async () => {
    const user = await seedUser({
      withBusiness: true,
      businessName: 'Passcode Pies',
      password: PASSWORD,
      twofa: 'email',
    });
    const page = await browser.open();
    await openSignIn(page);
    const seen = await mailIds(user.email);
    await enterCredentials(page, user.email, PASSWORD);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Enter the passcode we emailed you' }).waitFor();
    // Focus moves to the new step's heading.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Enter the passcode we emailed you',
    );
    await axeScan(page);
    const first = codeIn(await nextMail(user.email, /sign-in passcode/, seen));

    const seenAgain = await mailIds(user.email);
    await main.getByRole('button', { name: 'Request a new passcode' }).click();
    await eventually(() => page.getByRole('status').getByText(NEW_PASSCODE_SENT).isVisible()).toBe(true);
    const second = codeIn(await nextMail(user.email, /sign-in passcode/, seenAgain));
    expect(second).not.toBe(first);

    // The old passcode no longer works; the typed code stays for correcting.
    await main.getByLabel(field('Passcode')).fill(first);
    await main.getByRole('button', { name: 'Sign in' }).click();
    const passcode = main.getByLabel(field('Passcode'));
    await eventually(() => passcode.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => main.getByText(USER_MESSAGES.codeIncorrect).isVisible()).toBe(true);
    expect(await passcode.inputValue()).toBe(first);
    await eventually(() => passcode.evaluate((el) => el === document.activeElement)).toBe(true);

    await main.getByLabel(field('Passcode')).fill(second);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page, 'Passcode Pies');
  });

  it('asks for the authenticator code', async () => {
    const secret = new Secret({ size: 20 }).base32;
    const user = await seedUser({
      withBusiness: true,
      businessName: 'Authenticator Arts',
      password: PASSWORD,
      twofa: 'authenticator',
      totpSecret: secret,
    });
    const page = await browser.open();
    await openSignIn(page);
    await enterCredentials(page, user.email, PASSWORD);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Enter the code from your authenticator app' }).waitFor();
    await axeScan(page);
    // A code from long ago is refused.
    await main.getByLabel(field('Authenticator code')).fill(authenticatorCode(secret, Date.now() - 10 * 60_000));
    await main.getByRole('button', { name: 'Sign in' }).click();
    await eventually(() => main.getByText(USER_MESSAGES.codeIncorrect).isVisible()).toBe(true);
    await main.getByLabel(field('Authenticator code')).fill(authenticatorCode(secret));
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page, 'Authenticator Arts');
  });

  it("signs in with an e-mailed backup code when the mobile app can't be used, and can go back", async () => {
    const secret = new Secret({ size: 20 }).base32;
    const user = await seedUser({
      withBusiness: true,
      businessName: 'Backup Brewery',
      password: PASSWORD,
      twofa: 'authenticator',
      totpSecret: secret,
    });
    const page = await browser.open({ width: 360 });
    await openSignIn(page);
    await enterCredentials(page, user.email, PASSWORD);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Enter the code from your authenticator app' }).waitFor();

    await main.getByRole('button', { name: "Can't use mobile app?" }).click();
    await main.getByRole('heading', { name: 'Sign in with a code sent by email' }).waitFor();
    await main.getByRole('button', { name: 'Back to mobile verification' }).click();
    await main.getByRole('heading', { name: 'Enter the code from your authenticator app' }).waitFor();
    await main.getByRole('button', { name: "Can't use mobile app?" }).click();

    const seen = await mailIds(user.email);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/login'));
    await main.getByRole('button', { name: 'Send code' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email: user.email, usingBackupEmailCode: true });
    expect((await sent).postDataJSON().twofaToken).toBeUndefined();
    const code = codeIn(await nextMail(user.email, /backup sign-in code/, seen));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeScan(page);

    await main.getByLabel(field('One-time code')).fill(code);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page, 'Backup Brewery');
  });
});
