import { describe, expect, it } from 'vitest';
import { BusinessRole, MESSAGES } from '@bk/domain';
import { businessRepository, userRepository } from '@bk/data';
import { stackDb, seedUser } from '../support/seed';
import { call, linkToken, mailsTo, newEmail, newIp, STRONG_PASSWORD, waitForMails } from './user-helpers';
import { defined } from '../support/defined';

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  businessName: 'Analytical Engines',
  businessTypeId: -1,
  enableVat: true,
  email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  agreeTC: true,
  ...overrides,
});

describe('registration and e-mail verification', () => {
  it('registers, mails a verification link, refuses sign-in until verified, then signs in on the new business', async () => {
    const ip = newIp();
    const email = newEmail('reg');
    const res = await call('POST', '/user/register', { ip, body: registration(` ${email.toUpperCase()} `) });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });

    const mail = defined((await waitForMails(email, 1))[0], 'mail');
    expect(mail.subject).toBe('Verify your email address for Bookkeeper');
    expect(mail.text).toMatch(/http:\/\/[^/]+\/app\/verify-email\/[A-Za-z0-9_-]{43}/);
    const token = linkToken(mail, 'verify-email');

    const userId = defined(await userRepository(stackDb()).getUserIdByEmail(email), 'userId');
    const user = await userRepository(stackDb()).getUser(userId);
    expect(user).toMatchObject({ name: 'Ada Lovelace', email, emailVerified: false, twofaTypeId: 0 });
    expect(defined(user, 'user').passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const membership = defined((await businessRepository(stackDb()).listMembershipsOfUser(userId))[0], 'membership');
    expect(membership.roleId).toBe(BusinessRole.ADMINISTRATOR);
    const business = await businessRepository(stackDb()).getBusiness(membership.businessId);
    expect(business).toMatchObject({ name: 'Analytical Engines', businessTypeId: -1, enableVat: true });

    const early = await call('POST', '/user/login', { ip, body: { email, password: STRONG_PASSWORD } });
    expect(early.status).toBe(400);
    expect(early.json.message).toBe(
      'Please verify your email address before signing in. We have sent you a new verification link.',
    );
    const mails = await waitForMails(email, 2);
    const fresh = linkToken(defined(mails[0], 'mails[0]'), 'verify-email');
    expect(fresh).not.toBe(token);

    // The newer link supersedes the first.
    const old = await call('PATCH', '/user/verify-email', { ip, body: { token } });
    expect(old.status).toBe(400);
    expect(old.json.message).toMatch(/invalid, has expired or has already been used/);
    const verified = await call('PATCH', '/user/verify-email', { ip, body: { token: fresh } });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ ok: true });
    const again = await call('PATCH', '/user/verify-email', { ip, body: { token: fresh } });
    expect(again.status).toBe(400);

    const login = await call('POST', '/user/login', {
      ip,
      body: { email, password: STRONG_PASSWORD },
      headers: { 'x-device-id': 'device-1234' },
    });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ token: expect.any(String), userTwofaTypeId: 0, twofaRequired: false, signedIn: true });
    const me = await call('GET', '/user', { token: login.json.token });
    expect(me.json).toMatchObject({ email, name: 'Ada Lovelace', supportSession: false });
    const active = await call('GET', '/user/business/active', { token: login.json.token });
    expect(active.status).toBe(200);
    expect(active.json.id).toBe(membership.businessId);
  });

  it('answers an address that already has an account exactly like a success, and tells its owner', async () => {
    const ip = newIp();
    const existing = await seedUser({ password: STRONG_PASSWORD, name: 'Grace Hopper' });
    const res = await call('POST', '/user/register', { ip, body: registration(existing.email) });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    const mail = defined((await waitForMails(existing.email, 1))[0], 'mail');
    expect(mail.subject).toBe('Someone tried to create a Bookkeeper account with your email address');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('/app/signin');
    expect(mail.text).not.toMatch(/verify-email/);
    // Nothing changed: the old password still works, no second business was made.
    expect(await businessRepository(stackDb()).listMembershipsOfUser(existing.userId)).toEqual([]);
    const login = await call('POST', '/user/login', { ip, body: { email: existing.email, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('gives field errors for bad input, in the spec words', async () => {
    const ip = newIp();
    const email = newEmail('bad');
    const mismatch = await call('POST', '/user/register', {
      ip,
      body: registration(email, { confirmPassword: `${STRONG_PASSWORD}x` }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({
      message: MESSAGES.validation,
      errors: [{ field: 'confirmPassword', message: 'Confirm password must match password' }],
    });
    const common = await call('POST', '/user/register', {
      ip,
      body: registration(email, { password: 'Password1', confirmPassword: 'Password1' }),
    });
    expect(common.json.errors).toEqual([
      { field: 'password', message: expect.stringMatching(/^Choose a stronger password: /) },
    ]);
    const short = await call('POST', '/user/register', {
      ip,
      body: registration(email, { password: 'k7#m', confirmPassword: 'k7#m' }),
    });
    expect(short.json.errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }]);
    const type = await call('POST', '/user/register', { ip, body: registration(email, { businessTypeId: 99 }) });
    expect(type.json.errors).toEqual([{ field: 'businessTypeId', message: 'Choose a business type from the list' }]);
    const shape = await call('POST', '/user/register', {
      ip,
      body: { ...registration('not-an-email'), agreeTC: false, name: '' },
    });
    expect(shape.status).toBe(400);
    expect(shape.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'agreeTC', message: 'You must agree to the terms and conditions' },
        { field: 'name', message: 'Field cannot be blank' },
      ]),
    );
    expect(await mailsTo(email)).toEqual([]);
    expect(await userRepository(stackDb()).getUserIdByEmail(email)).toBeNull();
  });

  it('refuses a verification link that is unknown', async () => {
    const res = await call('PATCH', '/user/verify-email', { ip: newIp(), body: { token: 'x'.repeat(43) } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^This verification link is invalid/);
    const blank = await call('PATCH', '/user/verify-email', { ip: newIp(), body: {} });
    expect(blank.json.errors).toEqual([{ field: 'token', message: 'Field is required' }]);
  });
});
