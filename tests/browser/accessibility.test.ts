import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';

const browser = useBrowser();

describe('accessibility (axe, keyboard, small screens)', () => {
  it('Home passes axe', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await axeScan(page);
  });

  it('Home passes axe with a notice showing and the business menu open', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Open Menu Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/?code=axe-code&returnName=Vat');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // The way back from HMRC with a code and no matching sign-in: a notice says so.
    await page.getByRole('alert').getByText(/./).first().waitFor();
    await page.getByRole('button', { name: 'Business: Open Menu Ltd' }).click();
    await page.getByRole('menu').waitFor();
    await axeScan(page);
  });

  it('PageNotFound passes axe', async () => {
    const page = await browser.open();
    await page.goto('/app/not-a-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await axeScan(page);
  });

  it('Sign in passes axe, with the consent bar showing', async () => {
    const page = await browser.open({ consent: null });
    await page.goto('/app/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await axeScan(page);
  });

  it('Select Business passes axe', async () => {
    const { token } = await seedUser({ withBusiness: false });
    const page = await browser.open({ token });
    await page.goto('/app/select-business');
    await page.getByRole('heading', { level: 1, name: 'Select Business' }).waitFor();
    await axeScan(page);
  });

  it('has the landmarks, and a skip link that is the first stop for the keyboard', async () => {
    const page = await browser.open();
    await page.goto('/app/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    for (const role of ['banner', 'main', 'contentinfo'] as const)
      expect(await page.getByRole(role).count(), role).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('opens and uses the business menu with the keyboard alone', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Keys Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    const target = page.getByRole('button', { name: 'Business: Keys Ltd' });
    await target.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await eventually(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Keys Ltd');
  });

  it('Home and the consent bar fit a 360 px wide phone screen without sideways scrolling', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Narrow Screens Ltd', name: 'Pat Phone' });
    const page = await browser.open({ token, width: 360, consent: null });
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await eventually(() => page.getByRole('button', { name: 'Business: Narrow Screens Ltd' }).isVisible()).toBe(true);
    await axeScan(page);
  });
});
