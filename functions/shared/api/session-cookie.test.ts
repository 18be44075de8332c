import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config';
import {
  clearedSessionCookies,
  cookieToken,
  fromBrowser,
  idleExpiry,
  plainHttpOnLoopback,
  sessionCookies,
  sessionOpen,
} from './session-cookie';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'SILENT';
  resetConfig();
});

const HOUR = 3_600_000;
const LOCAL = { 'x-forwarded-proto': 'http', host: '127.0.0.1:3000' };

describe('Secure is dropped only for plain http to this machine', () => {
  it('is dropped for the local stack (http on a loopback host)', () => {
    expect(plainHttpOnLoopback(LOCAL)).toBe(true);
    expect(plainHttpOnLoopback({ 'x-forwarded-proto': 'http', host: 'localhost' })).toBe(true);
    expect(plainHttpOnLoopback({ 'x-forwarded-proto': 'http', host: '[::1]:8080' })).toBe(true);
  });

  it('is kept for https, an unknown protocol, or any other host', () => {
    expect(plainHttpOnLoopback({ 'x-forwarded-proto': 'https', host: '127.0.0.1:3000' })).toBe(false);
    expect(plainHttpOnLoopback({ host: '127.0.0.1:3000' })).toBe(false);
    expect(plainHttpOnLoopback({ 'x-forwarded-proto': 'http', host: 'abc.execute-api.eu-west-2.amazonaws.com' })).toBe(
      false,
    );
    expect(plainHttpOnLoopback({ 'x-forwarded-proto': 'http', host: 'localhost.evil.example' })).toBe(false);
    const [session, marker] = sessionCookies('tok', new Date().toISOString(), Date.now(), { host: 'app.example' });
    expect(session).toMatch(/; Secure$/);
    expect(marker).toMatch(/; Secure$/);
  });
});

describe('the session cookies', () => {
  it('carry the token HttpOnly, SameSite=Strict on /api until the absolute end, and the marker on /', () => {
    const start = Date.parse('2026-11-26T08:00:00Z');
    const [session, marker] = sessionCookies('tok', new Date(start).toISOString(), start + 2 * HOUR, LOCAL);
    expect(session).toBe('bk_session=tok; Max-Age=36000; Path=/api; HttpOnly; SameSite=Strict');
    expect(marker).toBe('bk_signed_in=1; Max-Age=36000; Path=/; SameSite=Strict');
    expect(clearedSessionCookies(LOCAL)).toEqual([
      'bk_session=; Max-Age=0; Path=/api; HttpOnly; SameSite=Strict',
      'bk_signed_in=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it('are read back from API Gateway’s cookie list', () => {
    expect(cookieToken(['a=1', 'bk_session=abc', 'b=2'])).toBe('abc');
    expect(cookieToken(['bk_session='])).toBeNull();
    expect(cookieToken(undefined)).toBeNull();
  });
});

describe('the absolute lifetime', () => {
  it('ends a session 12 hours after it began, however recently it was used', () => {
    const start = Date.parse('2026-11-26T08:00:00Z');
    const createdAt = new Date(start).toISOString();
    expect(sessionOpen({ createdAt, expiresAt: start + 13 * HOUR }, start + 11 * HOUR)).toBe(true);
    expect(sessionOpen({ createdAt, expiresAt: start + 13 * HOUR }, start + 12 * HOUR)).toBe(false);
    expect(sessionOpen({ createdAt: 'not a date', expiresAt: start + HOUR }, start)).toBe(false);
    expect(idleExpiry(createdAt, start + 11.5 * HOUR)).toBe(start + 12 * HOUR);
    expect(idleExpiry(createdAt, start + HOUR)).toBe(start + 2 * HOUR);
  });
});

describe('who is a browser', () => {
  it('is the web app (its header) or any page (Sec-Fetch-Site)', () => {
    expect(fromBrowser({ 'x-requested-with': 'bookkeeper' })).toBe(true);
    expect(fromBrowser({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(fromBrowser({ authorization: 'Bearer x' })).toBe(false);
  });
});
