import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { defined } from '../support/defined';
import { call, linkToken, newEmail, newIp, STRONG_PASSWORD, waitForMails } from '../integration/user-helpers';

// Decision 0055: a new password needs a zxcvbn score of 3, with the person's own details as words
// an attacker tries first, wherever it is set: registration, the reset link, the profile.

const WEAK = /^Choose a stronger password: /;
const PERSONAL = 'Choose a stronger password: do not use your name, email address or business name in it.';
const refused = (field: string, message: string | RegExp) => ({
  message: MESSAGES.validation,
  errors: [{ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }],
});

describe('password strength', () => {
  it('registration refuses aaaaaaaa, eight spaces and the own e-mail address, and takes a strong one', async () => {
    const ip = newIp();
    const email = newEmail('strength');
    const register = (password: string) =>
      call('POST', '/user/register', {
        ip,
        body: {
          name: 'Ada Lovelace',
          businessName: 'Analytical Engines',
          businessTypeId: -1,
          enableVat: true,
          email,
          password,
          confirmPassword: password,
          agreeTC: true,
        },
      });
    for (const weak of ['aaaaaaaa', ' '.repeat(8)]) {
      const res = await register(weak);
      expect([res.status, res.json]).toEqual([400, refused('password', WEAK)]);
    }
    for (const personal of [email, 'Analytical Engines 1', 'Ada Lovelace 1815']) {
      const res = await register(personal);
      expect([res.status, res.json]).toEqual([400, refused('password', PERSONAL)]);
    }
    expect((await register(STRONG_PASSWORD)).status).toBe(201);
  });

  it('the reset link refuses a weak password without using the link up, then takes a strong one', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD, name: 'Grace Hopper' });
    await call('PATCH', '/user/forgotten', { ip, body: { email: u.email } });
    const token = linkToken(defined((await waitForMails(u.email, 1))[0], 'reset mail'), 'reset-password');
    const weak = await call('PATCH', '/user/forgotten/reset', {
      ip,
      body: { token, newPassword: u.email, confirmPassword: u.email },
    });
    expect([weak.status, weak.json]).toEqual([400, refused('newPassword', PERSONAL)]);
    const repeated = await call('PATCH', '/user/forgotten/reset', { ip, body: { token, newPassword: 'aaaaaaaa' } });
    expect(repeated.json).toEqual(refused('newPassword', WEAK));
    const strong = 'quiet-harbour-31-violin';
    expect((await call('PATCH', '/user/forgotten/reset', { ip, body: { token, newPassword: strong } })).status).toBe(
      200,
    );
    expect((await call('POST', '/user/login', { ip, body: { email: u.email, password: strong } })).status).toBe(200);
  });

  it('the profile refuses a weak new password and takes a strong one', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD, name: 'Katherine Johnson' });
    const change = (password: string) =>
      call('PATCH', '/user', {
        token: u.token,
        body: { password, confirmPassword: password, currentPassword: STRONG_PASSWORD },
      });
    const own = await change('Katherine Johnson');
    expect([own.status, own.json]).toEqual([400, refused('password', PERSONAL)]);
    expect((await change('12345678')).json).toEqual(refused('password', WEAK));
    expect((await change('Bookkeeper2026')).json).toEqual(refused('password', PERSONAL));
    expect((await change('amber-falcon-88-teapot')).status).toBe(200);
  });
});
