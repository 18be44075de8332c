import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, useBrowser } from './support/browser';

const browser = useBrowser();

describe('Support (SPEC §2)', () => {
  it('shows a support token made on load, copies it, and Generate New replaces it', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/app/support');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await page.getByRole('link', { name: 'help pages' }).waitFor();
    expect(await page.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
    await page.getByText('for 15 minutes').waitFor();

    const field = page.getByLabel('Support token');
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await eventually(() => field.inputValue()).not.toBe('');
    const first = await field.inputValue();
    await axeScan(page);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole('button', { name: 'Generate New' }).click();
    await eventually(() => field.inputValue()).not.toBe(first);
    const second = await field.inputValue();
    expect(second).not.toBe('');

    // The token on screen is one support staff can use.
    const res = await fetch(`${baseUrl()}/api/user/admin-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: second }),
    });
    expect(res.status).toBe(200);
  });

  it('is open without a selected business, and fits a 360px screen', async () => {
    const { token } = await seedUser({ withBusiness: true, selectBusiness: false });
    const page = await browser.open({ token, width: 360 });
    await page.goto('/app/support');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await eventually(() => page.getByLabel('Support token').inputValue()).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axeScan(page);
  });
});
