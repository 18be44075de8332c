import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forgottenMessage } from '../../functions/user/messages';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';
import { appLinkIn, mailIds, nextMail } from './support/mail';

const browser = useBrowser();

const OLD_PASSWORD = 'Amber-Lantern-Ledger-31';
const NEW_PASSWORD = 'Copper-Kettle-Ledger-58';
const INVALID_TEXT =
  'This password reset link is invalid or has already been used, please use the most recent one provided or request a new one.';

/** Ask for a reset link for an address and answer the link mailed for it. */
async function requestReset(page: Page, email: string): Promise<string> {
  const seen = await mailIds(email);
  await page.goto('/app/forgot-password');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Forgotten password' }).waitFor();
  await main.getByLabel(field('Email')).fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await main.getByText(forgottenMessage()).waitFor();
  return appLinkIn(await nextMail(email, /Reset your .* password/, seen), '/reset-password/');
}

async function expectInvalid(page: Page, link: string) {
  await page.goto(link);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Reset token invalid' }).waitFor();
  await eventually(() => main.getByText(INVALID_TEXT).isVisible()).toBe(true);
  expect(await main.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
    '/app/forgot-password',
  );
}

describe('Forgotten and reset password (SPEC §2, §8)', () => {
  it('resets the password through the mailed link, then signs in with the new one', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Reset Rolls', password: OLD_PASSWORD });
    const page = await browser.open();
    await page.goto('/app/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgotten password' }).waitFor();
    await axeScan(page);
    const link = await requestReset(page, user.email);
    expect(forgottenMessage()).toBe(
      'If there is a Bookkeeper account associated with the email entered, it will shortly receive a password reset email.',
    );
    await axeScan(page);

    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await axeScan(page);
    await main.getByLabel(field('New password')).fill(NEW_PASSWORD);
    await main.getByLabel(field('Confirm password')).fill(`${NEW_PASSWORD}!`);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await main.getByText('Confirm password must match password').waitFor();
    await main.getByLabel(field('Confirm password')).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await main.getByRole('heading', { level: 1, name: 'Reset Password Successfully' }).waitFor();
    await axeScan(page);

    await main.getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/app/signin');
    await main.getByLabel(field('Email')).fill(user.email);
    await main.getByLabel(field('Password')).fill(OLD_PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await eventually(() => main.getByRole('alert').isVisible()).toBe(true);
    await main.getByLabel(field('Password')).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/app/home');
    await eventually(() =>
      page.getByRole('banner').getByRole('button', { name: 'Business: Reset Rolls' }).isVisible(),
    ).toBe(true);
  });

  it('gives the same neutral answer for an address without an account, and sends nothing', async () => {
    const email = 'nobody-here@example.test';
    const before = await mailIds(email);
    const page = await browser.open();
    await page.goto('/app/forgot-password');
    const main = page.getByRole('main');
    await main.getByLabel(field('Email')).fill(email);
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await main.getByText(forgottenMessage()).waitFor();
    expect(await mailIds(email)).toEqual(before);
  });

  it('refuses a link that has been used', async () => {
    const user = await seedUser({ password: OLD_PASSWORD });
    const page = await browser.open();
    const link = await requestReset(page, user.email);
    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByLabel(field('New password')).fill(NEW_PASSWORD);
    await main.getByLabel(field('Confirm password')).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await main.getByRole('heading', { level: 1, name: 'Reset Password Successfully' }).waitFor();

    await expectInvalid(page, link);
    await axeScan(page);
  });

  it('refuses a link superseded by a newer one, and the newest still works', async () => {
    const user = await seedUser({ password: OLD_PASSWORD });
    const page = await browser.open();
    const older = await requestReset(page, user.email);
    const newer = await requestReset(page, user.email);
    expect(newer).not.toBe(older);
    await expectInvalid(page, older);
    await page.goto(newer);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await eventually(() => page.getByRole('main').getByLabel(field('New password')).isVisible()).toBe(true);
  });

  it('refuses a made-up link', async () => {
    const page = await browser.open();
    await expectInvalid(page, '/app/reset-password/not-a-real-token-0123456789');
  });
});
