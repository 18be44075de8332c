import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import {
  awayFromWindowEdge,
  call,
  linkToken,
  mailsTo,
  newEmail,
  newIp,
  STRONG_PASSWORD,
  waitForMails,
  auditEvents,
} from './user-helpers';
import { defined } from '../support/defined';

const SENT =
  'If there is a Bookkeeper account associated with the email entered, it will shortly receive a password reset email.';
const INVALID =
  'This password reset link is invalid or has already been used, please use the most recent one provided or request a new one.';
const NEW_PASSWORD = 'violet-harbour-93-quill';

describe('forgotten and reset password', () => {
  it('answers the same for any address and mails a reset link only to an account', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, name: 'Mary Somerville' });
    const stranger = newEmail('nobody');
    const known = await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } });
    const unknown = await call('PATCH', '/user/forgotten', { ip, body: { email: stranger } });
    expect([known.status, known.json]).toEqual([200, { message: SENT }]);
    expect([unknown.status, unknown.json]).toEqual([200, { message: SENT }]);
    const mail = defined((await waitForMails(u.email, 1))[0], 'mail');
    expect(mail.subject).toBe('Reset your Bookkeeper password');
    expect(mail.text).toMatch(/\/app\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(await mailsTo(stranger)).toEqual([]);
    const bad = await call('PATCH', '/user/forgotten', { ip, body: { email: 'nope' } });
    expect(bad.json.errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
  });

  it('only the newest link works, once; it sets the password and ends every session', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } });
    await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } });
    const [newest, older] = await waitForMails(u.email, 2);
    const oldToken = linkToken(defined(older, 'older'), 'reset-password');
    const token = linkToken(defined(newest, 'newest'), 'reset-password');

    expect((await call('PATCH', '/user/forgotten/reset/check', { ip, body: { token: oldToken } })).json).toEqual({
      valid: false,
    });
    expect((await call('PATCH', '/user/forgotten/reset/check', { ip, body: { token } })).json).toEqual({ valid: true });
    const superseded = await call('PATCH', '/user/forgotten/reset', {
      ip,
      body: { token: oldToken, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect([superseded.status, superseded.json]).toEqual([400, { message: INVALID }]);

    const weak = await call('PATCH', '/user/forgotten/reset', {
      ip,
      body: { token, newPassword: 'password123', confirmPassword: 'password1234' },
    });
    expect(weak.json).toEqual({
      message: MESSAGES.validation,
      errors: [
        { field: 'newPassword', message: expect.stringMatching(/^Choose a stronger password: /) },
        { field: 'confirmPassword', message: 'Confirm password must match password' },
      ],
    });
    // The weak attempt did not use the link up.
    const done = await call('PATCH', '/user/forgotten/reset', {
      ip,
      body: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect([done.status, done.json]).toEqual([200, { ok: true }]);
    expect((await call('GET', '/user', { token: u.token })).status).toBe(401);

    const used = await call('PATCH', '/user/forgotten/reset', { ip, body: { token, newPassword: NEW_PASSWORD } });
    expect([used.status, used.json]).toEqual([400, { message: INVALID }]);
    expect((await call('PATCH', '/user/forgotten/reset/check', { ip, body: { token } })).json).toEqual({
      valid: false,
    });

    const oldPassword = await call('POST', '/user/login', { ip, body: { email: u.email, password: STRONG_PASSWORD } });
    expect(oldPassword.status).toBe(400);
    const login = await call('POST', '/user/login', { ip, body: { email: u.email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect(await auditEvents(login.json.token)).toContain('password-reset');
  });

  it('refuses an unknown link and bad input with clear answers', async () => {
    const ip = newIp();
    const unknown = await call('PATCH', '/user/forgotten/reset', {
      ip,
      body: { token: 'A'.repeat(43), newPassword: NEW_PASSWORD },
    });
    expect([unknown.status, unknown.json]).toEqual([400, { message: INVALID }]);
    const missing = await call('PATCH', '/user/forgotten/reset', { ip, body: { newPassword: 5 } });
    expect(missing.json.errors).toEqual([
      { field: 'token', message: 'Field is required' },
      { field: 'newPassword', message: 'Field must be a string' },
    ]);
    expect((await call('PATCH', '/user/forgotten/reset/check', { ip, body: {} })).json.errors).toEqual([
      { field: 'token', message: 'Field is required' },
    ]);
  });

  it('limits reset e-mails per address entered', { timeout: 240_000 }, async () => {
    await awayFromWindowEdge(60 * 60);
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } })).status).toBe(200);
    const sixth = await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual({ message: MESSAGES.rateLimited });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await waitForMails(u.email, 5)).toHaveLength(5);
  });
});
