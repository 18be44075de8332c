import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { USER_MESSAGES } from '../../functions/user/messages';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';
import { appLinkIn, mailIds, nextMail } from './support/mail';

const browser = useBrowser();

const PASSWORD = 'Plum-Orchard-Ledger-42';

function uniqueEmail(): string {
  return `reg-${randomUUID().slice(0, 8)}@example.test`;
}

async function fillRegistration(page: Page, values: { email: string; businessName: string }) {
  const main = page.getByRole('main');
  await main.getByLabel(field('Name')).fill('Jo Register');
  await main.getByLabel(field('Business name')).fill(values.businessName);
  await main.getByLabel(field('Business type')).selectOption({ label: 'Sole Trader' });
  await main.getByLabel(field('Email')).fill(values.email);
  await main.getByLabel(field('Password')).fill(PASSWORD);
  await main.getByLabel(field('Confirm password')).fill(PASSWORD);
  await main.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
}

async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel(field('Email')).fill(email);
  await main.getByLabel(field('Password')).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

describe('Register and verify the e-mail address (SPEC §2 Register, Email verification)', () => {
  it('registers, is refused sign-in until verified, verifies by the mailed link, then signs in to Home', async () => {
    const email = uniqueEmail();
    const businessName = `Orchard ${randomUUID().slice(0, 4)}`;
    const page = await browser.open();
    await page.goto('/app/register');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'The business is VAT registered' }).isChecked()).toBe(true);
    await axeScan(page);

    const before = await mailIds(email);
    await fillRegistration(page, { email, businessName });
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();

    await expectPath(page, '/app/verify-email/required');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
    await eventually(() => main.getByText(email).isVisible()).toBe(true);
    await eventually(() => main.getByText('Click the link in the email').isVisible()).toBe(true);
    await axeScan(page);
    const firstMail = await nextMail(email, /Verify your email address/, before);

    // Signing in before the address is verified gives the server's reason (and a fresh link).
    await main.getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/app/signin');
    const seen = await mailIds(email);
    await signIn(page, email, PASSWORD);
    await eventually(() => main.getByRole('alert').textContent()).toBe(USER_MESSAGES.emailNotVerified);
    expect(await main.getByLabel(field('Email')).inputValue()).toBe(email);
    expect(await main.getByLabel(field('Password')).inputValue()).toBe(PASSWORD);
    const freshMail = await nextMail(email, /Verify your email address/, seen);
    expect(appLinkIn(freshMail, '/verify-email/')).not.toBe(appLinkIn(firstMail, '/verify-email/'));

    await page.goto(appLinkIn(freshMail, '/verify-email/'));
    await main.getByRole('heading', { level: 1, name: 'Email Verified' }).waitFor();
    await axeScan(page);
    await main.getByRole('link', { name: 'Continue to Sign in' }).click();
    await expectPath(page, '/app/signin');

    await signIn(page, email, PASSWORD);
    await expectPath(page, '/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const header = page.getByRole('banner');
    await eventually(() => header.getByRole('button', { name: `Business: ${businessName}` }).isVisible()).toBe(true);
    await eventually(() => header.getByRole('button', { name: 'Account: Jo Register' }).isVisible()).toBe(true);
  });

  it('checks the form before sending: required fields, matching passwords, the terms', async () => {
    const page = await browser.open();
    await page.goto('/app/register');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/register')) registerCalls += 1;
    });

    await main.getByLabel(field('Password')).fill(PASSWORD);
    await main.getByLabel(field('Confirm password')).fill(`${PASSWORD}x`);
    await main.getByRole('button', { name: 'Register' }).click();

    const confirm = main.getByLabel(field('Confirm password'));
    await eventually(() => confirm.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => main.getByText('Confirm password must match password').isVisible()).toBe(true);
    await eventually(() => main.getByText('Enter your name').isVisible()).toBe(true);
    await eventually(() => main.getByText('Enter the business name').isVisible()).toBe(true);
    await eventually(() => main.getByText('You must agree to the terms and conditions').isVisible()).toBe(true);
    // Keyboard users are taken to the first field to fix.
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe(
      await main.getByLabel(field('Name')).getAttribute('id'),
    );
    // What was typed is kept.
    expect(await main.getByLabel(field('Password')).inputValue()).toBe(PASSWORD);
    expect(registerCalls).toBe(0);
    await axeScan(page);
  });

  it('shows the server’s field errors on the fields, keeping what was typed', async () => {
    const page = await browser.open();
    await page.route('**/api/user/register', (r) =>
      r.fulfill({
        status: 400,
        json: {
          message: 'There were validation errors, please correct them and resubmit',
          errors: [{ field: 'password', message: 'Choose a password that is harder to guess' }],
        },
      }),
    );
    await page.goto('/app/register');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    const email = uniqueEmail();
    await fillRegistration(page, { email, businessName: 'Field Errors Ltd' });
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    const password = page.getByRole('main').getByLabel(field('Password'));
    await eventually(() => password.getAttribute('aria-invalid')).toBe('true');
    await eventually(() =>
      page.getByRole('main').getByText('Choose a password that is harder to guess', { exact: true }).isVisible(),
    ).toBe(true);
    // The form's summary names the field by its label; no toast repeats it.
    const summary = page.getByRole('main').getByRole('alert').filter({ hasText: MESSAGES.validation });
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'Password: Choose a password that is harder to guess',
    ]);
    expect(await page.getByRole('region', { name: 'Notifications' }).getByText(MESSAGES.validation).count()).toBe(0);
    expect(await page.getByRole('main').getByLabel(field('Email')).inputValue()).toBe(email);
    await expectPath(page, '/app/register');
  });

  it('says so when the verification link is not valid', async () => {
    const page = await browser.open();
    await page.goto('/app/verify-email/not-a-real-token-0123456789');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Email Verification Failed' }).waitFor();
    await eventually(() => main.getByText(USER_MESSAGES.verifyInvalid).isVisible()).toBe(true);
    await axeScan(page);
    await main.getByRole('link', { name: 'Continue to Login' }).click();
    await expectPath(page, '/app/signin');
  });

  it('confirms a changed e-mail address from the link while signed in (no detour to Home)', async () => {
    const user = await seedUser({ withBusiness: true, password: PASSWORD });
    const newEmail = uniqueEmail();
    const seen = await mailIds(newEmail);
    const res = await fetch(`${baseUrl()}/api/user`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ newEmail, currentPassword: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const link = appLinkIn(await nextMail(newEmail, /Confirm your new email address/, seen), '/verify-email/');

    const page = await browser.open({ token: user.token });
    await page.goto(link);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Email Verified' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Continue to Sign in' }).click();
    await expectPath(page, '/app/home');
    const me = await fetch(`${baseUrl()}/api/user`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(newEmail);
  });

  it('sends the token once on load', async () => {
    const page = await browser.open();
    let calls = 0;
    await page.route('**/api/user/verify-email', async (r) => {
      calls += 1;
      await r.fulfill({ json: { ok: true } });
    });
    await page.goto('/app/verify-email/some-token');
    await page.getByRole('heading', { level: 1, name: 'Email Verified' }).waitFor();
    expect(calls).toBe(1);
  });

  it('fits a 360px wide phone screen', async () => {
    const page = await browser.open({ width: 360 });
    await page.goto('/app/register');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeScan(page);
  });
});
