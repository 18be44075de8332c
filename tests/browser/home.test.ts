import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { eventually, useBrowser } from './support/browser';

const browser = useBrowser();

describe('Home (SPEC §2 Home)', () => {
  it('asks for the business type when the business has none, and saves the choice', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Typeless Ltd', businessTypeId: -1 });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    const dialog = page.getByRole('dialog', { name: 'What type of business is this?' });
    await dialog.waitFor();
    const update = dialog.getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);
    await dialog.getByLabel('Business type').selectOption({ label: 'Limited Company' });
    await update.click();
    await eventually(() => dialog.count()).toBe(0);
    await page.getByRole('status').getByText('Updated business type successfully').waitFor();
    // Stored on the server: a fresh load asks no more.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('does not ask when the business has a type', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.waitForTimeout(200);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
