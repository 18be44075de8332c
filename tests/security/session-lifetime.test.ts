import { describe, expect, it } from 'vitest';
import { APP_HEADER, APP_HEADER_VALUE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@bk/contract';
import { sessionRepository } from '@bk/data';
import { hashToken, newToken } from '../../functions/shared/tokens';
import { api, sessionCookieOf, type Reply } from '../support/api-client';
import { defined } from '../support/defined';
import { seedBusiness, seedUser, stackDb } from '../support/seed';
import { newIp, STRONG_PASSWORD } from '../integration/user-helpers';

/**
 * Sessions (decision 0051): the token travels in an HttpOnly, SameSite=Strict cookie that no
 * script of the page can read, and ends 12 hours after sign-in however active it is.
 */
const HOUR = 3_600_000;
const BROWSER = { [APP_HEADER]: APP_HEADER_VALUE };

/** The Set-Cookie line of a cookie, attributes included. */
function setCookieLine(reply: Reply, name: string): string {
  return defined(
    reply.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)),
    `Set-Cookie ${name} in ${JSON.stringify(reply.headers.getSetCookie())}`,
  );
}

function maxAgeOf(line: string): number {
  return Number(defined(/Max-Age=(\d+)/i.exec(line), `Max-Age in ${line}`)[1]);
}

/** A session written straight into the table, started and last touched when the test says. */
async function sessionOf(userId: string, startedAt: number, touchedAt: number, expiresAt: number): Promise<string> {
  const token = newToken();
  await sessionRepository(stackDb()).putSession({
    tokenHash: hashToken(token),
    userId,
    deviceId: null,
    businessId: null,
    createdAt: new Date(startedAt).toISOString(),
    touchedAt,
    expiresAt,
    support: false,
  });
  return token;
}

describe('absolute session lifetime (12 hours)', () => {
  it('refuses a session that began more than 12 hours ago, even while it is active', async () => {
    const u = await seedUser({ withBusiness: true, sessionStartedAt: new Date(Date.now() - 13 * HOUR) });
    expect((await api(u.token).call('userGet')).status).toBe(401);
    expect((await api(u.token).call('businessActiveGet')).status).toBe(401);
  });

  it('keeps a younger session, and activity never moves its expiry past the absolute end', async () => {
    const u = await seedUser();
    const now = Date.now();
    const token = await sessionOf(u.userId, now - 11.5 * HOUR, now - 5 * 60_000, now + 5 * 60_000);
    expect((await api(token).call('userGet')).status).toBe(200);
    const { remainingMs } = await api(token).ok('userPing');
    // Idle expiry would be an hour on; the absolute end is 30 minutes away.
    expect(remainingMs).toBeLessThanOrEqual(30 * 60_000);
    expect(remainingMs).toBeGreaterThan(25 * 60_000);
  });

  it('switching business keeps the start of the session: no new 12 hours, and the cookie ends with it', async () => {
    const u = await seedUser({ withBusiness: true });
    const other = await seedBusiness({ name: 'Second Ltd', enableVat: false, ownerId: u.userId, ownerEmail: u.email });
    const startedAt = Date.now() - 11.9 * HOUR;
    const token = await sessionOf(u.userId, startedAt, Date.now(), Date.now() + HOUR);
    const selected = await api(token, { via: 'cookie', headers: BROWSER }).call('businessSelect', {
      params: { id: other },
    });
    expect(selected.status).toBe(200);
    expect(selected.json).toEqual({ token: null });
    const replaced = defined(sessionCookieOf(selected), 'the new session cookie');
    const stored = defined(await sessionRepository(stackDb()).getSessionByTokenHash(hashToken(replaced)), 'session');
    expect(stored.createdAt).toBe(new Date(startedAt).toISOString());
    expect(maxAgeOf(setCookieLine(selected, SESSION_COOKIE))).toBeLessThanOrEqual(0.1 * 3600);
    // The old token has gone; the new one works until the original session's end.
    expect((await api(token).call('userGet')).status).toBe(401);
    expect((await api(replaced, { via: 'cookie' }).call('userGet')).status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('sign-in sets the token HttpOnly, SameSite=Strict, Path=/api for 12 hours, with a readable marker', async () => {
    const u = await seedUser({ withBusiness: true, password: STRONG_PASSWORD });
    const login = await api(null, { ip: newIp(), headers: BROWSER }).call('userLogin', {
      body: { email: u.email, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
    // The web app never sees the token: only that the session has opened.
    expect(login.json).toEqual({ token: null, userTwofaTypeId: 0, twofaRequired: false, signedIn: true });
    const session = setCookieLine(login, SESSION_COOKIE);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    expect(session).toMatch(/; Path=\/api(;|$)/);
    expect(maxAgeOf(session)).toBe(12 * 3600);
    const marker = setCookieLine(login, SIGNED_IN_COOKIE);
    expect(marker).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`));
    expect(marker).not.toMatch(/HttpOnly/);
    expect(marker).toMatch(/; Path=\/(;|$)/);
    expect(maxAgeOf(marker)).toBe(12 * 3600);
    // The token in the cookie is the session.
    const token = defined(sessionCookieOf(login), 'the session cookie');
    expect((await api(token, { via: 'cookie' }).call('userGet')).json.email).toBe(u.email);
  });

  it('drops Secure only for plain http to this machine (the local stack), and sets it otherwise', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const body = { email: u.email, password: STRONG_PASSWORD };
    // The local gateway says x-forwarded-proto: http, and the host is 127.0.0.1.
    const plain = await api(null, { ip: newIp() }).call('userLogin', { body });
    expect(setCookieLine(plain, SESSION_COOKIE)).not.toMatch(/Secure/);
    const https = await api(null, { ip: newIp(), headers: { 'x-forwarded-proto': 'https' } }).call('userLogin', {
      body,
    });
    expect(setCookieLine(https, SESSION_COOKIE)).toMatch(/; Secure/);
    expect(setCookieLine(https, SIGNED_IN_COOKIE)).toMatch(/; Secure/);
  });

  it('gives the token in the body only to callers that are not browsers', async () => {
    const u = await seedUser({ password: STRONG_PASSWORD });
    const body = { email: u.email, password: STRONG_PASSWORD };
    const script = await api(null, { ip: newIp() }).call('userLogin', { body });
    expect(script.json.token).toEqual(sessionCookieOf(script));
    // Any page's request carries Sec-Fetch-Site, which a script in it cannot remove.
    const page = await api(null, { ip: newIp(), headers: { 'sec-fetch-site': 'same-origin' } }).call('userLogin', {
      body,
    });
    expect(page.json.token).toBeNull();
    expect(sessionCookieOf(page)).toMatch(/\S{20,}/);
  });

  it('sign-out removes both cookies, and a 401 to a cookie session does too', async () => {
    const u = await seedUser();
    const out = await api(u.token, { via: 'cookie', headers: BROWSER }).call('userLogout');
    expect(out.status).toBe(200);
    expect(maxAgeOf(setCookieLine(out, SESSION_COOKIE))).toBe(0);
    expect(maxAgeOf(setCookieLine(out, SIGNED_IN_COOKIE))).toBe(0);
    const ended = await api(u.token, { via: 'cookie' }).call('userGet');
    expect(ended.status).toBe(401);
    expect(maxAgeOf(setCookieLine(ended, SESSION_COOKIE))).toBe(0);
  });

  it('bearer tokens keep working for callers that are not browsers', async () => {
    const u = await seedUser();
    expect((await api(u.token).call('userGet')).status).toBe(200);
  });
});
