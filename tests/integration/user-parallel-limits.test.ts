import { describe, expect, it } from 'vitest';
import { passcodeRepository, rateLimitRepository } from '@bk/data';
import { checkPasscode, issuePasscode, PASSCODE_MAX_ATTEMPTS } from '../../functions/user/security/passcodes';
import { USER_MESSAGES } from '../../functions/user/messages';
import { LIMITS, subjectOf, windowOf } from '../../functions/user/security/rate-limit';
import { seedUser, stackDb } from '../support/seed';
import { awayFromWindowEdge, call, newEmail, newIp, STRONG_PASSWORD, totpCode, type Reply } from './user-helpers';
import { defined } from '../support/defined';

// Decision 0011: an attempt takes its place under every limit before the password, code or token
// is looked at, so requests sent all at once cannot all slip in under a limit checked too early.

const FIFTEEN_MINUTES = 15 * 60;

/** Send `count` requests at once. */
function burst(count: number, send: (i: number) => Promise<Reply>): Promise<Reply[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

/** How many answers had each status, e.g. { 400: 10, 429: 30 }. */
function tally(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/** Every 429 says so in SPEC §8's words and says when to come back. */
function expectRefusalsWellFormed(replies: Reply[]): void {
  for (const r of replies.filter((x) => x.status === 429)) {
    // The device back-off says when in its own words (decision 0055); other limits in SPEC §8's.
    expect(r.json.message).toMatch(/^(Too many attempts|Too many wrong passwords from this device)/);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }
}

describe('limits hold for requests sent all at once', { timeout: 240_000 }, () => {
  it('checks at most 5 of 40 parallel wrong passwords from one device and refuses the rest unchecked', async () => {
    const ip = newIp();
    const u = await seedUser({ password: STRONG_PASSWORD });
    const replies = await burst(40, (i) =>
      call('POST', '/user/login', { ip, body: { email: u.email, password: `nope-${i}` } }),
    );
    const counts = tally(replies);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(40);
    for (const r of replies.filter((x) => x.status === 400))
      expect(r.json).toEqual({ message: USER_MESSAGES.loginFailed });
    expectRefusalsWellFormed(replies);
  });

  it('checks 50 of 60 parallel passwords from one client address and refuses the rest', async () => {
    await awayFromWindowEdge(FIFTEEN_MINUTES);
    const ip = newIp();
    // The address has already been refused 40 times in this window (counted straight into the
    // limit's item, so two busy cores are not asked for 40 more argon2 checks at once); the burst
    // of 20 then meets the last 10 places together.
    const limit = LIMITS.failuresPerAddress;
    const window = windowOf(Date.now(), limit.windowSeconds);
    const counts = rateLimitRepository(stackDb());
    for (let i = 0; i < 40; i += 1) await counts.addRateHit(limit.name, subjectOf(ip), window.start, window.end);
    const replies = await burst(20, () =>
      call('POST', '/user/login', { ip, body: { email: newEmail('spray'), password: 'whatever1' } }),
    );
    expect(tally(replies)).toEqual({ 400: 10, 429: 10 });
    expectRefusalsWellFormed(replies);
  });

  it('checks an e-mailed passcode at most five times however many guesses arrive at once', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD, twofa: 'email' });
    const db = stackDb();
    const now = new Date();
    const code = await issuePasscode(db, u.userId, 'sign-in', now);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Straight to the check the sign-in makes, so that the password's hashing (which takes turns
    // on one thread) does not space the guesses out.
    const results = await Promise.all(
      Array.from({ length: 41 }, () => checkPasscode(db, u.userId, 'sign-in', wrongCode, now)),
    );
    expect(results.every((ok) => !ok)).toBe(true);
    // A try is counted before its comparison, so the count is the number of codes compared.
    const stored = defined(await passcodeRepository(db).getPasscode(u.userId, 'sign-in'), 'the stored passcode');
    expect(stored.attempts).toBe(PASSCODE_MAX_ATTEMPTS);
    expect(await checkPasscode(db, u.userId, 'sign-in', code, now)).toBe(false);
  });

  it('checks 10 of 25 parallel wrong authenticator set-up codes', async () => {
    await awayFromWindowEdge(FIFTEEN_MINUTES);
    const u = await seedUser({ password: STRONG_PASSWORD });
    const gen = await call('PATCH', '/user/mobile-authenticator/generate', {
      token: u.token,
      body: { currentPassword: STRONG_PASSWORD },
    });
    const secret = defined(new URL(gen.json.url).searchParams.get('secret'), 'the secret parameter');
    const wrongCode = totpCode(secret, Date.now() - 10 * 60_000);
    const replies = await burst(25, () =>
      call('PATCH', '/user/mobile-authenticator/verify', { token: u.token, body: { code: wrongCode } }),
    );
    expect(tally(replies)).toEqual({ 400: 10, 429: 15 });
    expectRefusalsWellFormed(replies);
  });

  it('checks at most 5 of 20 parallel wrong current passwords on the profile', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const replies = await burst(20, (i) =>
      call('PATCH', '/user', { token: u.token, body: { newEmail: newEmail('moved'), currentPassword: `nope-${i}` } }),
    );
    const counts = tally(replies);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(20);
    for (const r of replies.filter((x) => x.status === 400))
      expect(r.json.errors).toEqual([{ field: 'currentPassword', message: USER_MESSAGES.currentPasswordWrong }]);
    expectRefusalsWellFormed(replies);
  });

  it('checks 50 of 64 parallel unknown reset, verification and support tokens from one client address', async () => {
    await awayFromWindowEdge(FIFTEEN_MINUTES);
    const ip = newIp();
    const token = (i: number) => `unknown-${i}-${'A'.repeat(32)}`;
    const sends = [
      (i: number) => call('PATCH', '/user/forgotten/reset/check', { ip, body: { token: token(i) } }),
      (i: number) => call('PATCH', '/user/forgotten/reset', { ip, body: { token: token(i), newPassword: 'x' } }),
      (i: number) => call('PATCH', '/user/verify-email', { ip, body: { token: token(i) } }),
      (i: number) => call('POST', '/user/admin-login', { ip, body: { token: token(i) } }),
    ];
    const replies = await burst(64, (i) => defined(sends[i % sends.length], 'a send')(i));
    const refusedUnchecked = replies.filter((r) => r.status === 429).length;
    const checked = replies.filter((r) => r.status === 400 || (r.status === 200 && r.json.valid === false)).length;
    expect({ checked, refusedUnchecked }).toEqual({ checked: 50, refusedUnchecked: 14 });
    expectRefusalsWellFormed(replies);
  });
});
