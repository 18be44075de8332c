import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { api as testClient } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';

const browser = useBrowser();

const PASSWORD = 'Correct-horse-battery-9';
/** Desktop and a phone (SPEC's two sizes), each journey at both. */
const SIZES = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openAt(size: (typeof SIZES)[number], token?: string): Promise<Page> {
  const page = await browser.open(token ? { token, width: size.width } : { width: size.width });
  await page.setViewportSize({ width: size.width, height: size.height });
  page.setDefaultTimeout(20_000);
  return page;
}

/** The toasts: the shell's notifications region. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A signed-in user whose business has one bank account, so transactions can be added. */
async function userWithAccount(businessName: string) {
  const user = await seedUser({ withBusiness: true, businessName });
  const reply = await testClient(user.token).raw({
    method: 'POST',
    path: '/account',
    body: { name: 'Current Account', isMain: true },
  });
  expect(reply.status).toBe(201);
  return user;
}

describe.each(SIZES)('one way to tell people what went wrong ($name)', (size) => {
  it('shows a server field error on its field and in the form’s summary, with no toast of code names', async () => {
    const user = await seedUser({ withBusiness: true, password: PASSWORD });
    const page = await openAt(size, user.token);
    await page.goto('/app/edit-profile');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    const main = page.getByRole('main');
    const current = main.getByLabel('Current password');
    await current.fill('not-my-password');
    await main.getByLabel('Password', { exact: true }).fill('A-new-long-passphrase-42');
    await main.getByLabel('Confirm password').fill('A-new-long-passphrase-42');
    await main.getByRole('button', { name: 'Save' }).click();

    await eventually(() => current.getAttribute('aria-invalid')).toBe('true');
    const summary = main.getByRole('alert').filter({ hasText: MESSAGES.validation });
    await summary.waitFor();
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'Current password: Current password is incorrect',
    ]);
    // Give a toast the time it would take to show, then make sure none did.
    await page.waitForTimeout(500);
    expect(await toasts(page).getByText('Something went wrong').count()).toBe(0);
    expect(await toasts(page).getByText(MESSAGES.validation).count()).toBe(0);
    expect(await page.getByText('currentPassword').count()).toBe(0);
    await axeScan(page);

    // Put right, the summary goes and only the success notice shows.
    await current.fill(PASSWORD);
    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Profile updated', { exact: true }).waitFor();
    await eventually(() => summary.count()).toBe(0);
    expect(await toasts(page).getByRole('alert').getByText(/./).count()).toBe(0);
  });

  it('refuses 12.345 and 12abc in a money box with a message instead of saving another amount', async () => {
    const user = await userWithAccount(`Money Box ${size.name}`);
    const page = await openAt(size, user.token);
    await page.goto('/app/transactions');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/transaction') posted.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a transaction' });
    await form.getByRole('textbox', { name: 'Description' }).fill('Paper');
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    const gross = form.getByRole('textbox', { name: 'Gross amount' });

    await gross.fill('12.345');
    await form.getByText('Enter an amount with no more than 2 decimal places').waitFor();
    expect(await gross.inputValue()).toBe('12.345');
    expect(await gross.getAttribute('aria-invalid')).toBe('true');
    await axeScan(page);
    await form.getByRole('button', { name: 'Save' }).click();

    await gross.fill('12abc');
    await form.getByText('Enter an amount in pounds and pence, for example 12.50').waitFor();
    expect(await gross.inputValue()).toBe('12abc');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    expect(posted).toEqual([]);

    await gross.fill('12.34');
    await eventually(() => form.getByText(/Enter an amount/).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await eventually(() => posted.length).toBe(1);
    // Money in or out by the category: the amount itself is what was typed.
    expect(Math.abs((JSON.parse(posted[0] ?? '{}') as { amount: number }).amount)).toBe(12.34);
  });

  it('says when a search’s Date to comes before its Date from, and does not search', async () => {
    const user = await userWithAccount(`Date Order ${size.name}`);
    const page = await openAt(size, user.token);
    await page.goto('/app/transactions');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('form', { name: 'Search transactions' });
    const lists: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/transaction/list') lists.push(r.postData() ?? '');
    });
    const to = search.getByRole('textbox', { name: 'To date' });
    await search.getByRole('textbox', { name: 'From date' }).fill('10/03/2026');
    await to.fill('01/03/2026');
    await search.getByText('Date to must be after Date from').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await axeScan(page);
    await page.waitForTimeout(500);
    expect(lists.filter((body) => body.includes('2026-03-01'))).toEqual([]);

    await to.fill('31/03/2026');
    await eventually(() => search.getByText('Date to must be after Date from').count()).toBe(0);
    await eventually(() => lists.some((body) => body.includes('2026-03-31'))).toBe(true);
  });

  it('takes a logged-out visitor to the screen they asked for once signed in, never to another site', async () => {
    const user = await seedUser({ withBusiness: true, businessName: `Come Back ${size.name}`, password: PASSWORD });
    const page = await openAt(size);
    await page.goto('/app/edit-profile');
    await expectPath(page, '/app/signin?next=%2Fedit-profile');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await axeScan(page);
    await main.getByLabel(field('Email')).fill(user.email);
    await main.getByLabel(field('Password')).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/app/edit-profile');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    await axeScan(page);

    const other = await openAt(size);
    await other.goto('/app/signin?next=https%3A%2F%2Fevil.example%2F');
    const otherMain = other.getByRole('main');
    await otherMain.getByLabel(field('Email')).fill(user.email);
    await otherMain.getByLabel(field('Password')).fill(PASSWORD);
    await otherMain.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(other, '/app/home');
  });
});
