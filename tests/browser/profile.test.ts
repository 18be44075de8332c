import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { sessionRepository } from '@bk/data';
import { hashToken, newToken } from '../../functions/shared/tokens';
import { seedUser, stackDb } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, shown, useBrowser } from './support/browser';
import { nextMail } from './support/mail';
import { defined } from '../support/defined';

const browser = useBrowser();

const EMAIL_NOTICE =
  'Profile updated, please click the link in the verification email sent to your new email address in order to complete the update';

describe('Edit Profile (SPEC §2)', () => {
  it('changes the name, shown at once in the account menu and after a reload', async () => {
    const { token } = await seedUser({ withBusiness: true, name: 'Sam Trader' });
    const page = await browser.open({ token });
    await page.goto('/app/edit-profile');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    await axeScan(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Jones');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Profile updated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account: Sam Jones' }).waitFor();
    await page.reload();
    await eventually(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Sam Jones');
  });

  it('asks for the new e-mail address to be verified, and mails it a link', async () => {
    const user = await seedUser({ withBusiness: true, password: 'Correct-horse-battery-9' });
    const newAddress = `moved-${user.userId.slice(0, 8)}@example.test`;
    const page = await browser.open({ token: user.token });
    await page.goto('/app/edit-profile');
    // The sign-in address is read, not typed: labelled text, not an input.
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Email', { exact: true }).textContent()).toBe(user.email);
    await page.getByLabel('New email').fill(newAddress);
    // The current password is needed: the server says so on its field, and the new address stays typed.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter your current password to change your password or email address').first().waitFor();
    expect(await page.getByLabel('New email').inputValue()).toBe(newAddress);
    await page.getByLabel('Current password').fill('Correct-horse-battery-9');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText(EMAIL_NOTICE).waitFor();
    const mail = await nextMail(newAddress, /./);
    expect(mail.text).toContain('/app/verify-email/');
    // Until the link is clicked, the sign-in address stays and the wait is explained.
    await page.getByText(`Waiting for you to verify ${newAddress}`).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).textContent()).toBe(user.email);
    await eventually(() => page.getByLabel('New email').inputValue()).toBe('');
  });

  it('checks the password confirmation, then shows a wrong current password on its field, keeping what was typed', async () => {
    const user = await seedUser({ withBusiness: true, password: 'Correct-horse-battery-9' });
    const page = await browser.open({ token: user.token });
    await page.goto('/app/edit-profile');
    const current = page.getByLabel('Current password');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    await current.fill('not-my-password');
    await password.fill('A-new-long-passphrase-42');
    await confirm.fill('A-new-long-passphrase-43');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Confirm password must match password').waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');

    await confirm.fill('A-new-long-passphrase-42');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Current password is incorrect').first().waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await current.inputValue()).toBe('not-my-password');
    expect(await password.inputValue()).toBe('A-new-long-passphrase-42');
    await axeScan(page);

    // With the right one it is changed, and the fields are emptied.
    await current.fill('Correct-horse-battery-9');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Profile updated', { exact: true }).waitFor();
    await eventually(() => password.inputValue()).toBe('');
    expect(await current.inputValue()).toBe('');
  });

  it('sets up an authenticator app in three steps, then switches back to e-mail after confirming', async () => {
    const user = await seedUser({ withBusiness: true, twofa: 'email', password: 'Correct-horse-battery-9' });
    const page = await browser.open({ token: user.token });
    await page.goto('/app/edit-profile');
    await page.getByText('Currently: E-mail passcode').waitFor();
    await page.getByRole('radio', { name: /Authenticator app/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await dialog.getByRole('heading', { name: 'Step 1 of 3: Install an authenticator app' }).waitFor();
    await shown(dialog);
    await axeScan(page);
    // Decision 0051: a two-factor change needs the current password, not only an open session.
    const password = dialog.getByLabel('Current password');
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await password.fill('Correct-horse-battery-9');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('heading', { name: 'Step 2 of 3: Scan the QR code' }).waitFor();
    await dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const otpauth = defined(
      await dialog.getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href'),
      'the otpauth link',
    );
    const totp = URI.parse(otpauth);
    // The key shown for typing by hand is the QR code's secret.
    const shownKey = defined(
      await dialog.getByTestId('authenticator-secret').textContent(),
      'the authenticator secret',
    ).replace(/\s/g, '');
    expect(shownKey).toBe(totp.secret.base32);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('heading', { name: 'Step 3 of 3: Enter the code' }).waitFor();
    const code = dialog.getByLabel('6-digit code');
    const wrong = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('The code is incorrect, please check the app and try again').waitFor();
    await code.fill(totp.generate());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').getByText('Two factor authentication enabled').waitFor();
    await eventually(() => dialog.count()).toBe(0);
    await page.getByText('Currently: Authenticator app').waitFor();
    expect(await page.getByRole('radio', { name: /Authenticator app/ }).isChecked()).toBe(true);

    // Back to e-mail: a confirm dialog first; Cancel changes nothing.
    await page.getByRole('radio', { name: /E-mail passcode/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Switch to e-mail passcodes?' });
    await shown(confirm);
    await axeScan(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => confirm.count()).toBe(0);
    expect(await page.getByRole('radio', { name: /Authenticator app/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /E-mail passcode/ }).click();
    await confirm.getByLabel('Current password').fill('Correct-horse-battery-9');
    await confirm.getByRole('button', { name: 'Switch to e-mail' }).click();
    await page.getByText('Currently: E-mail passcode').waitFor();
    expect(await page.getByRole('radio', { name: /E-mail passcode/ }).isChecked()).toBe(true);

    // Both changes are in the recent security activity.
    const activity = page.getByRole('table', { name: 'Your recent security activity, newest first' });
    await activity.getByRole('row', { name: /changed to the authenticator app/ }).waitFor();
    await activity.getByRole('row', { name: /changed to e-mail passcodes/ }).waitFor();
  });

  it('deletes the account once the e-mail address is typed exactly: signed out, and the token stops working', async () => {
    const user = await seedUser({ withBusiness: true });
    const page = await browser.open({ token: user.token });
    await page.goto('/app/edit-profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    const typed = dialog.getByLabel('Type your e-mail address to confirm');
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await typed.fill(user.email.toUpperCase());
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill(user.email);
    expect(await confirm.isDisabled()).toBe(false);
    await shown(dialog);
    await axeScan(page);
    await confirm.click();

    await expectPath(page, '/app/signin');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(
        /^(User account deleted|Your account is currently being deleted, although it may take a while - you should recieve an email when the process has completed)$/,
      )
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    const res = await fetch(`${baseUrl()}/api/user`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(401);
  });

  it('in a support session, keeps the name, sign-in details, two-factor and deletion out of reach', async () => {
    const user = await seedUser({ withBusiness: true });
    const token = newToken();
    const now = Date.now();
    await sessionRepository(stackDb()).putSession({
      tokenHash: hashToken(token),
      userId: user.userId,
      deviceId: null,
      businessId: defined(user.businessId, 'user.businessId'),
      createdAt: new Date(now).toISOString(),
      touchedAt: now,
      expiresAt: now + 15 * 60_000,
      support: true,
    });
    const page = await browser.open({ token });
    await page.goto('/app/edit-profile');
    await page.getByText('You are signed in to this account with a support token.').waitFor();
    expect(await page.getByLabel('Name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByLabel('New email').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /Authenticator app/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete Account' }).isDisabled()).toBe(true);
    await axeScan(page);
  });

  it('fits a 360px screen', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token, width: 360 });
    await page.goto('/app/edit-profile');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeScan(page);
  });
});
