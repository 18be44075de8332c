import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { eventually, useBrowser } from './support/browser';

const browser = useBrowser();

/** Serve version.json with another version, as after a deployment; records the addresses asked for. */
async function deployed(page: Page, version: string): Promise<string[]> {
  const asked: string[] = [];
  await page.unroute('**/app/version.json*');
  await page.route('**/app/version.json*', (r) => {
    asked.push(r.request().url());
    return r.fulfill({ json: { version } });
  });
  return asked;
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Site has been updated' });

describe('the update modal (SPEC §4 Version check)', () => {
  it('does not show while the deployed version is the one loaded', async () => {
    const page = await browser.open();
    const checked = page.waitForResponse((r) => r.url().includes('/app/version.json?t='));
    await page.goto('/app/signin');
    expect((await checked).status()).toBe(200);
    await page.waitForTimeout(300);
    expect(await modal(page).count()).toBe(0);
  });

  it('shows when version.json differs; Dismiss hides it and it stays dismissed for that version', async () => {
    const page = await browser.open();
    const asked = await deployed(page, '99.0.0-test');
    await page.goto('/app/signin');
    await eventually(() => modal(page).isVisible()).toBe(true);
    expect(asked[0]).toMatch(/\/app\/version\.json\?t=\d+$/);
    await eventually(() => modal(page).getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);

    await modal(page).getByRole('button', { name: 'Dismiss' }).click();
    await eventually(() => modal(page).count()).toBe(0);
    await page.reload();
    await eventually(() => asked.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(300);
    expect(await modal(page).count()).toBe(0);

    // A later deployment is offered again, found on a route change.
    await deployed(page, '99.0.1-test');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await eventually(() => modal(page).isVisible()).toBe(true);
  });

  it('checks again on every route change for a signed-in user', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.getByRole('main').getByRole('link', { name: 'Contacts' }).waitFor();
    const asked = await deployed(page, '99.0.2-test');
    await page.getByRole('main').getByRole('link', { name: 'Contacts' }).click();
    await eventually(() => modal(page).isVisible()).toBe(true);
    expect(asked.length).toBeGreaterThanOrEqual(1);
  });

  it('ignores a failed check', async () => {
    const page = await browser.open();
    await page.route('**/app/version.json*', (r) => r.fulfill({ status: 500, body: 'oops' }));
    await page.goto('/app/signin');
    await page.waitForTimeout(300);
    expect(await modal(page).count()).toBe(0);
    expect(await page.getByRole('alert').getByText(/./).count()).toBe(0);
  });
});
