import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { businessRepository, userRepository } from '@bk/data';
import { seedUser, stackDb } from '../support/seed';
import {
  call,
  linkToken,
  mailsTo,
  newEmail,
  newIp,
  STRONG_PASSWORD,
  totpCode,
  waitForMails,
  auditEvents,
} from './user-helpers';
import { defined } from '../support/defined';

const NEW_PASSWORD = 'amber-canyon-41-whistle';

async function signIn(email: string, password: string, ip: string): Promise<string> {
  const res = await call('POST', '/user/login', { ip, body: { email, password } });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

describe('edit profile', () => {
  it('changes the name', async () => {
    const u = await seedUser({ name: 'Old Name' });
    const res = await call('PATCH', '/user', { token: u.token, body: { name: '  New Name ' } });
    expect([res.status, res.json]).toEqual([200, { emailNeedsVerify: false }]);
    expect((await call('GET', '/user', { token: u.token })).json.name).toBe('New Name');
    const blank = await call('PATCH', '/user', { token: u.token, body: { name: '' } });
    expect(blank.json.errors).toEqual([{ field: 'name', message: 'Field cannot be blank' }]);
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    const other = await signIn(u.email, STRONG_PASSWORD, ip);
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

    const noCurrent = await call('PATCH', '/user', { token: u.token, body });
    expect(noCurrent.json).toEqual({
      message: MESSAGES.validation,
      errors: [
        { field: 'currentPassword', message: 'Enter your current password to change your password or email address' },
      ],
    });
    const wrongCurrent = await call('PATCH', '/user', {
      token: u.token,
      body: { ...body, currentPassword: 'not-it-at-all' },
    });
    expect(wrongCurrent.json.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    const mismatch = await call('PATCH', '/user', {
      token: u.token,
      body: { password: NEW_PASSWORD, confirmPassword: 'something-else', currentPassword: STRONG_PASSWORD },
    });
    expect(mismatch.json.errors).toEqual([
      { field: 'confirmPassword', message: 'Confirm password must match password' },
    ]);
    const common = await call('PATCH', '/user', {
      token: u.token,
      body: { password: 'iloveyou', confirmPassword: 'iloveyou', currentPassword: STRONG_PASSWORD },
    });
    expect(common.json.errors).toEqual([
      { field: 'password', message: expect.stringMatching(/^Choose a stronger password: /) },
    ]);
    expect((await call('GET', '/user', { token: other })).status).toBe(200);

    const ok = await call('PATCH', '/user', { token: u.token, body: { ...body, currentPassword: STRONG_PASSWORD } });
    expect([ok.status, ok.json]).toEqual([200, { emailNeedsVerify: false }]);
    expect((await call('GET', '/user', { token: u.token })).status).toBe(200);
    expect((await call('GET', '/user', { token: other })).status).toBe(401);
    expect(
      (await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } })).status,
    ).toBe(400);
    await signIn(u.email, NEW_PASSWORD, ip);
    expect(await auditEvents(u.token)).toContain('password-changed');

    // An empty password field means "no change".
    const nothing = await call('PATCH', '/user', { token: u.token, body: { password: '', confirmPassword: '' } });
    expect(nothing.status).toBe(200);
  });

  it('changes the e-mail address once the link sent to the new address is clicked', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, withBusiness: true, name: 'Emmy Noether' });
    const target = newEmail('moved');
    const noCurrent = await call('PATCH', '/user', { token: u.token, body: { newEmail: target } });
    expect(noCurrent.json.errors).toEqual([
      { field: 'currentPassword', message: 'Enter your current password to change your password or email address' },
    ]);
    const wrongCurrent = await call('PATCH', '/user', {
      token: u.token,
      body: { newEmail: target, currentPassword: 'not-my-password' },
    });
    expect(wrongCurrent.json.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(await mailsTo(target)).toEqual([]);
    const res = await call('PATCH', '/user', {
      token: u.token,
      body: { newEmail: target.toUpperCase(), currentPassword: STRONG_PASSWORD },
    });
    expect([res.status, res.json]).toEqual([200, { emailNeedsVerify: true }]);
    expect((await call('GET', '/user', { token: u.token })).json).toMatchObject({
      email: u.email,
      newEmailAfterVerify: target,
    });
    const [verify] = await waitForMails(target, 1);
    expect(defined(verify, 'verify').subject).toBe('Confirm your new email address for Bookkeeper');
    const notice = defined((await waitForMails(u.email, 1))[0], 'notice');
    expect(notice.subject).toBe('Your Bookkeeper email address is being changed');
    expect(notice.text).toContain(target);

    const done = await call('PATCH', '/user/verify-email', {
      ip,
      body: { token: linkToken(defined(verify, 'verify'), 'verify-email') },
    });
    expect([done.status, done.json]).toEqual([200, { ok: true }]);
    expect((await call('GET', '/user', { token: u.token })).json).toMatchObject({
      email: target,
      newEmailAfterVerify: null,
    });
    const users = userRepository(stackDb());
    expect(await users.getUserIdByEmail(target)).toBe(u.userId);
    expect(await users.getUserIdByEmail(u.email)).toBeNull();
    expect(
      (await businessRepository(stackDb()).getMembership(defined(u.businessId, 'u.businessId'), u.userId))?.email,
    ).toBe(target);
    await signIn(target, STRONG_PASSWORD, ip);
    expect(
      (await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } })).status,
    ).toBe(400);
    expect(await auditEvents(u.token)).toEqual(expect.arrayContaining(['email-change-requested', 'email-changed']));
  });

  it('does not reveal that the new address has an account; the link then fails clearly', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    const taken = await seedUser();
    const res = await call('PATCH', '/user', {
      token: u.token,
      body: { newEmail: taken.email, currentPassword: STRONG_PASSWORD },
    });
    expect([res.status, res.json]).toEqual([200, { emailNeedsVerify: true }]);
    const [verify] = await waitForMails(taken.email, 1);
    const done = await call('PATCH', '/user/verify-email', {
      ip,
      body: { token: linkToken(defined(verify, 'verify'), 'verify-email') },
    });
    expect(done.status).toBe(400);
    expect(done.json.message).toBe(
      'This email address already belongs to another account, so your email address has not been changed. Choose another address from your profile.',
    );
    expect((await call('GET', '/user', { token: u.token })).json).toMatchObject({
      email: u.email,
      newEmailAfterVerify: null,
    });
    expect((await call('GET', '/user', { token: taken.token })).json.email).toBe(taken.email);
    const bad = await call('PATCH', '/user', { token: u.token, body: { newEmail: 'not-an-address' } });
    expect(bad.json.errors).toEqual([{ field: 'newEmail', message: 'Enter a valid email address' }]);
  });
});

describe('two-factor settings', () => {
  it('sets up the authenticator with a code, then requires it to sign in; disable goes back to e-mail', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    const notStarted = await call('PATCH', '/user/mobile-authenticator/verify', {
      token: u.token,
      body: { code: '123456' },
    });
    expect(notStarted.json.errors).toEqual([
      { field: 'code', message: 'Start the authenticator set-up again to get a new QR code' },
    ]);
    const gen = await call('PATCH', '/user/mobile-authenticator/generate', {
      token: u.token,
      body: { currentPassword: STRONG_PASSWORD },
    });
    expect(gen.status).toBe(200);
    const url = new URL(gen.json.url);
    expect(gen.json.url).toMatch(/^otpauth:\/\/totp\/Bookkeeper:/);
    expect(decodeURIComponent(url.pathname)).toBe(`/Bookkeeper:${u.email}`);
    expect(url.searchParams.get('issuer')).toBe('Bookkeeper');
    const secret = defined(url.searchParams.get('secret'), 'the secret parameter');
    // Still not active until confirmed.
    expect((await call('GET', '/user', { token: u.token })).json.userTwofaTypeId).toBe(0);

    const wrong = await call('PATCH', '/user/mobile-authenticator/verify', {
      token: u.token,
      body: { code: totpCode(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.json.errors).toEqual([
      { field: 'code', message: 'The code is incorrect, please check the app and try again' },
    ]);
    const shape = await call('PATCH', '/user/mobile-authenticator/verify', { token: u.token, body: { code: '12ab' } });
    expect(shape.json.errors).toEqual([{ field: 'code', message: 'Enter the 6-digit code' }]);
    const ok = await call('PATCH', '/user/mobile-authenticator/verify', {
      token: u.token,
      body: { code: totpCode(secret) },
    });
    expect([ok.status, ok.json]).toEqual([200, { ok: true }]);
    expect((await call('GET', '/user', { token: u.token })).json).toMatchObject({
      userTwofaTypeId: 200,
      twofaRequired: true,
    });

    const step = await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } });
    expect(step.json).toEqual({ token: null, userTwofaTypeId: 200, twofaRequired: true, signedIn: false });

    const off = await call('PATCH', '/user/mobile-authenticator/disable', {
      token: u.token,
      body: { currentPassword: STRONG_PASSWORD },
    });
    expect([off.status, off.json]).toEqual([200, { ok: true }]);
    expect((await call('GET', '/user', { token: u.token })).json.userTwofaTypeId).toBe(100);
    const email = await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } });
    expect(email.json).toEqual({ token: null, userTwofaTypeId: 100, twofaRequired: true, signedIn: false });
    expect(await auditEvents(u.token)).toEqual(expect.arrayContaining(['two-factor-enabled', 'two-factor-disabled']));
  });
});
