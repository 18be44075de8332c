import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { AUTH_COOKIE, axeScan, CONSENT_COOKIE, eventually, expectPath, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();
const DAY_S = 86_400;
/** Chromium keeps no cookie longer than 400 days (RFC 6265bis), whatever the site asks for. */
const BROWSER_MAX_DAYS = 400;

/** Days until a cookie expires: the app's lifetime, as far as the browser lets it. */
function daysLeft(expires: number | undefined): number {
  return ((expires ?? 0) - Date.now() / 1000) / DAY_S;
}

describe('the shell (SPEC §2 Shell, §9)', () => {
  it('asks for analytics consent until answered, and keeps the answer for 730 days', async () => {
    const page = await browser.open({ consent: null });
    await page.goto('/app/signin');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await bar.getByRole('button', { name: 'Accept' }).click();
    await eventually(() => bar.count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(cookie?.value).toBe('accepted');
    expect(cookie?.sameSite).toBe('Lax');
    expect(daysLeft(cookie?.expires)).toBeGreaterThan(Math.min(730, BROWSER_MAX_DAYS) - 1);
    expect(daysLeft(cookie?.expires)).toBeLessThanOrEqual(730);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await bar.count()).toBe(0);
  });

  it('records a Decline the same way', async () => {
    const page = await browser.open({ consent: null });
    await page.goto('/app/signin');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
    await eventually(async () => (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe(
      'declined',
    );
  });

  it('leaves a phone screen to the page: both menus on one row, the shell and consent bar under 230px', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Harbour Bakery and Tearooms Ltd' });
    const page = await browser.open({ token, width: 390, consent: null });
    await page.goto('/app/home');
    const business = page.getByRole('button', { name: /^Business: Harbour Bakery and Tearooms Ltd/ });
    const account = page.getByRole('button', { name: /^Account: / });
    await business.waitFor();
    const [b, a] = [await business.boundingBox(), await account.boundingBox()];
    expect(b?.y).toBe(a?.y);
    expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual((a?.x ?? 0) + 1);
    const header = await page.locator('header').boundingBox();
    expect((header?.y ?? 0) + (header?.height ?? 0)).toBeLessThan(230);
    await axeScan(page);
  });

  it('links the footer to the cookies, privacy, terms and help pages', async () => {
    const page = await browser.open();
    await page.goto('/app/signin');
    const footer = page.getByRole('contentinfo');
    for (const [link, heading] of [
      ['Cookies', 'Cookies'],
      ['Privacy policy', 'Privacy policy'],
      ['Terms', 'Terms'],
      ['Help', 'Help'],
    ] as const) {
      await page.goto('/app/signin');
      await footer.getByRole('link', { name: link }).click();
      await eventually(() => page.getByRole('heading', { level: 1, name: heading }).isVisible(), link).toBe(true);
      await axeScan(page);
    }
  });

  it('switches business from the menu: a new HttpOnly token that ends with the session, and back Home', async () => {
    const { token, businessName } = await seedUser({ withBusiness: true, businessName: 'Switch Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/contacts');
    await page.getByRole('button', { name: 'Business: Switch Ltd' }).click();
    await page.getByRole('menuitem', { name: defined(businessName, 'businessName') }).click();
    await expectPath(page, '/app/home');
    const cookie = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.value).not.toBe(token);
    // Decision 0051: Strict, out of script reach, and no longer than the session's 12 hours.
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBe(true);
    expect(daysLeft(cookie?.expires)).toBeLessThanOrEqual(0.5);
    await eventually(() => page.getByRole('button', { name: 'Business: Switch Ltd' }).isVisible()).toBe(true);
  });

  it('shows the role in brackets for businesses the user does not administer, and hides admin-only items', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Client Books Ltd', role: 100 });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Business: Client Books Ltd' }).click();
    await page.getByRole('menu').waitFor();
    await eventually(() => page.getByRole('menuitem', { name: 'Client Books Ltd (Accountant)' }).count()).toBe(1);
    await eventually(() => page.getByRole('menuitem', { name: 'Edit Business' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Share Access' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Create Business' }).click();
    await expectPath(page, '/app/select-business');
  });
});
