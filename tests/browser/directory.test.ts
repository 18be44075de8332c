import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { affiliateRepository } from '@bk/data';
import { api as testClient } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser, stackDb } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';

const browser = useBrowser();

const ACCOUNTANCY = 1;
const BUILDING = 7;

/** A business in the directory: enrolled, submitted and approved, its town shown. */
async function published(name: string, options: { town: string; industryId: number; isAccountant: boolean }) {
  const user = await seedUser({ withBusiness: true, businessName: name });
  const client = testClient(user.token);
  await client.ok('affiliateEnroll', {
    body: { industryId: options.industryId, town: options.town, termsAndConditions: true },
  });
  await client.ok('affiliateProfileSubmit', {
    body: {
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      description: `${name} in ${options.town}.`,
      isAccountant: options.isAccountant,
      includeLogo: false,
      includeEmailAddress: false,
      includePhoneNumber: false,
      includeWebsite: false,
      includeAddress: true,
      includeVrn: false,
      includeTwitter: false,
      includeFacebook: false,
      includeLinkedin: false,
      includeOtherSocials: false,
    },
  });
  const businessId = defined(user.businessId, 'the business');
  expect(await affiliateRepository(stackDb()).approve(businessId, { at: new Date().toISOString() })).toBe('ok');
}

async function found(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor();
}

describe('The public directory (open without signing in)', () => {
  it('searches by name, industry and town, filters accountants, pages, and links each card', async () => {
    const word = `Quay${randomUUID().slice(0, 6)}`;
    const town = `Port ${word}`;
    await published(`${word} Accountants`, { town, industryId: ACCOUNTANCY, isAccountant: true });
    await published(`${word} Joinery`, { town, industryId: BUILDING, isAccountant: false });
    await published(`${word} Inland Builders`, { town: 'Elsewhere', industryId: BUILDING, isAccountant: false });

    const page = await browser.open();
    page.setDefaultTimeout(20_000);
    await page.goto('/app/directory');
    await page.getByRole('heading', { level: 1, name: 'Affiliate Directory' }).waitFor();
    await eventually(() => page.title()).toBe('Affiliate Directory | Bookkeeper');
    await axeScan(page);

    // By name, from the keyboard: Enter in the field searches.
    const words = page.getByRole('textbox', { name: 'Name or description' });
    await words.fill(word);
    await words.press('Enter');
    await expectPath(page, `/app/directory?q=${word}`);
    await found(page, '3 profiles found');
    const cards = page.getByRole('list', { name: 'Profiles' });

    await page.getByRole('textbox', { name: 'Town' }).fill(town);
    await page.getByRole('button', { name: 'Search' }).click();
    await expectPath(page, `/app/directory?${new URLSearchParams({ q: word, town }).toString()}`);
    await found(page, '2 profiles found');

    await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Building and construction' });
    await page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => cards.getByRole('link').allTextContents()).toEqual([`${word} Joinery`]);
    await found(page, '1 profile found');

    await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Any industry' });
    await page.getByRole('checkbox', { name: 'Accountants only' }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => cards.getByRole('link').allTextContents()).toEqual([`${word} Accountants`]);
    await found(page, '1 profile found');
    await axeScan(page);

    // The search is in the address, so the back button returns to the one before.
    await page.goBack();
    await eventually(() => cards.getByRole('link').allTextContents()).toEqual([`${word} Joinery`]);
    await found(page, '1 profile found');

    await page.getByRole('textbox', { name: 'Town' }).fill('Nowhere at all');
    await page.getByRole('button', { name: 'Search' }).click();
    await found(page, 'No profiles found. Try fewer words, another town or any industry.');

    await page.goto(`/app/directory?q=${word}&accountants=true`);
    await cards.getByRole('link', { name: `${word} Accountants` }).click();
    await expectPath(page, `/app/directory/${word.toLowerCase()}-accountants`);
    await page.getByRole('heading', { level: 1, name: `${word} Accountants` }).waitFor();
    await page.getByText('Accountant', { exact: true }).waitFor();
    expect(await page.getByLabel('Address', { exact: true }).textContent()).toContain(town);
    await page.getByRole('link', { name: 'Back to the directory' }).click();
    await expectPath(page, '/app/directory');
  });

  it('pages twenty profiles at a time', async () => {
    const word = `Page${randomUUID().slice(0, 6)}`;
    const names = Array.from({ length: 21 }, (_, i) => `${word} Firm ${String(i + 1).padStart(2, '0')}`);
    for (let i = 0; i < names.length; i += 7) {
      await Promise.all(
        names
          .slice(i, i + 7)
          .map((name) => published(name, { town: 'Leeds', industryId: ACCOUNTANCY, isAccountant: false })),
      );
    }
    const page = await browser.open();
    page.setDefaultTimeout(20_000);
    await page.goto(`/app/directory?q=${word}`);
    await found(page, '21 profiles found');
    const cards = page.getByRole('list', { name: 'Profiles' });
    expect(await cards.getByRole('listitem').count()).toBe(20);
    const pages = page.getByRole('navigation', { name: 'Directory pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => cards.getByRole('listitem').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await axeScan(page);
  });

  it('is linked from the shell, fits a 390 px screen, and an unknown address is "Profile not found"', async () => {
    const page = await browser.open({ width: 390 });
    page.setDefaultTimeout(20_000);
    // The shell's Affiliates link leads anyone to the directory (the local stack shows it).
    await page.goto('/app/signin');
    await page.getByRole('banner').getByRole('link', { name: 'Affiliates' }).click();
    await expectPath(page, '/app/directory');
    await page.getByRole('heading', { level: 1, name: 'Affiliate Directory' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/app/directory/no-such-profile-here');
    await page.getByRole('heading', { level: 1, name: 'Profile not found' }).waitFor();
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await eventually(() => page.title()).toBe('Profile not found | Bookkeeper');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeScan(page);
    // The page's robots rule goes with it.
    await page.getByRole('link', { name: 'Search the directory' }).click();
    await expectPath(page, '/app/directory');
    // The address changes before the new screen is drawn; the rule goes when the old screen does.
    await page.getByRole('heading', { level: 1, name: 'Affiliate Directory' }).waitFor();
    await eventually(() => page.locator('head meta[name="robots"]').count()).toBe(0);
  });
});
