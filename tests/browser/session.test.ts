import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { AUTH_COOKIE, eventually, expectPath, SIGNED_IN_COOKIE, useBrowser } from './support/browser';

const browser = useBrowser();

describe('the session (SPEC §4, §9)', () => {
  it('signs out from the user menu, back to Sign in, and the session is gone', async () => {
    const { token } = await seedUser({ withBusiness: true, name: 'Robin Leaving' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    const loggedOut = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/user/logout'));
    await page.getByRole('button', { name: 'Account: Robin Leaving' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // The session goes in its cookie, never in a header a script could read.
    const sent = await (await loggedOut).allHeaders();
    expect(sent.authorization).toBeUndefined();
    expect(sent.cookie).toContain(`${AUTH_COOKIE}=${token}`);
    await expectPath(page, '/app/signin');
    await eventually(() => page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    expect(cookies.find((c) => c.name === SIGNED_IN_COOKIE)).toBeUndefined();
    await page.goto('/app/home');
    await expectPath(page, '/app/signin');
  });

  it('signs out locally even when the server call fails', async () => {
    const { token } = await seedUser({ withBusiness: true, name: 'Robin Offline' });
    const page = await browser.open({ token });
    await page.route('**/api/user/logout', (r) => r.abort('failed'));
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Account: Robin Offline' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/app/signin');
  });

  it('sends every call with the session cookie, the app header, a device id and a browser fingerprint', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    const call = page.waitForRequest((r) => r.url().endsWith('/api/user'));
    await page.goto('/app/home');
    const headers = await (await call).allHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toContain(`${AUTH_COOKIE}=${token}`);
    expect(headers['x-requested-with']).toBe('bookkeeper');
    expect(headers['x-device-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const fingerprint = JSON.parse(decodeURIComponent(headers['x-client-fingerprint'] ?? '')) as Record<
      string,
      unknown
    >;
    expect(fingerprint).toMatchObject({ clientVersion: '4.17.1', window: { width: 1280, height: 800 } });
    expect(typeof fingerprint.timezoneOffsetMinutes).toBe('number');
    expect(fingerprint.userAgent).toContain('Chrome');
  });

  it('keeps the session token out of reach of the page’s scripts', async () => {
    const { token } = await seedUser({ withBusiness: true, name: 'Robin Private' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Account: Robin Private' }).waitFor();
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(token);
    expect(visible).not.toContain(`${AUTH_COOKIE}=`);
    expect(visible).toContain(`${SIGNED_IN_COOKIE}=1`);
    const cookie = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  });

  it('signs out on a 401 from the server', async () => {
    const page = await browser.open({ token: 'not-a-real-session-token-0123456789abcdef' });
    await page.goto('/app/home');
    await expectPath(page, '/app/signin');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
  });

  it('warns when the idle session has less than 5 minutes left', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.clock.install();
    await page.route('**/api/user/ping', (r) => r.fulfill({ json: { remainingMs: 240_000 } }));
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const pinged = page.waitForRequest((r) => r.url().endsWith('/api/user/ping'));
    await page.clock.fastForward(30_000);
    await pinged;
    const warning = page.getByRole('status').getByText(MESSAGES.sessionWarning(4));
    await eventually(() => warning.isVisible()).toBe(true);
    expect(MESSAGES.sessionWarning(4)).toBe(
      'Your session will time out in less than 4 minutes, please save your work to reset the idle timeout',
    );
  });

  it('signs out when the idle session has run out', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.clock.install();
    await page.route('**/api/user/ping', (r) => r.fulfill({ json: { remainingMs: 0 } }));
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.clock.fastForward(30_000);
    await expectPath(page, '/app/signin');
    await eventually(() => page.getByText(MESSAGES.unauthenticated).isVisible()).toBe(true);
  });
});
