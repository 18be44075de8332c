import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { BusinessRole } from '@bk/domain';
import { api as testClient } from '../support/api-client';
import { defined } from '../support/defined';
import { seedUser } from '../support/seed';
import { reviewCommands } from '../support/affiliate-review';
import { axeScan, baseUrl, CONSENT_COOKIE, eventually, expectPath, shown, useBrowser } from './support/browser';
import { nextMail } from './support/mail';

const browser = useBrowser();

/**
 * A visitor's browser as people have them: the directory does not count what says it is headless
 * (an obvious bot), so the signed-out visitor gets an ordinary Chrome user agent.
 */
async function visitor(from: Page): Promise<Page> {
  const chromium = defined<Browser>(from.context().browser() ?? undefined, 'the test browser');
  const context = await chromium.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'declined', url: baseUrl() }]);
  // The affiliate's website is somewhere else on the web: answered here, so the click goes nowhere real.
  await context.route('https://www.harbourlanebakery.example/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<title>Bakery</title>' }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function notice(page: Page, text: string): Promise<void> {
  await page.getByRole('status').getByText(text, { exact: true }).first().waitFor();
}

/** A value of the dashboard's figures, found by its label, once the figures have loaded. */
async function figure(page: Page, label: string): Promise<string> {
  const value = page.getByLabel(label, { exact: true }).filter({ hasText: /^\d/ });
  await value.waitFor();
  return (await value.textContent()) ?? '';
}

/** Another business that holds an address already (enrolled and submitted through the API). */
async function holderOf(slug: string): Promise<void> {
  const other = await seedUser({ withBusiness: true, businessName: 'Slug Holder Ltd' });
  const client = testClient(other.token);
  await client.ok('affiliateEnroll', { body: { termsAndConditions: true } });
  await client.ok('affiliateProfileSubmit', {
    body: {
      slug,
      name: 'Slug Holder',
      description: '',
      isAccountant: false,
      includeLogo: false,
      includeEmailAddress: false,
      includePhoneNumber: false,
      includeWebsite: false,
      includeAddress: false,
      includeVrn: false,
      includeTwitter: false,
      includeFacebook: false,
      includeLinkedin: false,
      includeOtherSocials: false,
    },
  });
}

describe('Affiliate programme (SPEC §2 Affiliate, §4)', () => {
  it('enrols, submits a profile, is approved, found signed out, counted, changed, rejected, and withdrawn', async () => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Harbour Books ${suffix}`;
    const slug = `harbour-books-${suffix}`;
    const taken = `taken-${suffix}`;
    await holderOf(taken);
    const user = await seedUser({ withBusiness: true, businessName: `${name} Ltd` });
    const businessId = defined(user.businessId, 'the business');
    const page = await browser.open({ token: user.token });
    page.setDefaultTimeout(20_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    // Home's tile leads a business that has not joined to Enrol (SPEC §4).
    await page.goto('/app/home');
    const tiles = page.getByRole('list', { name: 'Parts of the product' });
    await tiles.getByRole('link', { name: 'Affiliate Programme' }).click();
    await expectPath(page, '/app/affiliate/enroll');
    await page.getByRole('heading', { level: 1, name: 'Join the Affiliate Programme' }).waitFor();
    await page.getByText(`You are joining the affiliate programme for ${name} Ltd.`).waitFor();
    await axeScan(page);

    // The terms must be agreed to.
    await page.getByRole('button', { name: 'Join the programme' }).click();
    await page.getByText('You must agree to the terms and conditions').first().waitFor();

    // The address lookup fills the address, and the website and phone left empty.
    await page.getByLabel('Find an address').fill('yo21 3zx');
    await page.getByRole('button', { name: 'Find address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Address' });
    await shown(dialog);
    await dialog.getByRole('radio', { name: /^Harbour Lane Bakery/ }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await eventually(() => page.getByLabel('Town').inputValue()).toBe('Whitby');
    expect(await page.getByLabel('Website').inputValue()).toBe('https://www.harbourlanebakery.example');
    expect(await page.getByLabel('Phone').inputValue()).toBe('01632 960 012');

    await page.getByRole('checkbox', { name: /I agree to the affiliate programme/ }).check();
    await page.getByRole('button', { name: 'Join the programme' }).click();
    await notice(page, 'You have successfully joined the affiliate programme');
    await expectPath(page, '/app/affiliate/dashboard');
    await page.getByText('You have yet to submit an affiliate profile for review!').waitFor();
    await axeScan(page);

    // Enrol now goes on to the dashboard.
    await page.goto('/app/affiliate/enroll');
    await expectPath(page, '/app/affiliate/dashboard');

    // The profile: the address follows the name until typed, a taken one is refused in the spec's words.
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await expectPath(page, '/app/affiliate/edit-profile');
    const url = page.getByRole('textbox', { name: 'Profile URL' });
    await eventually(() => url.inputValue()).toBe(`${slug}-ltd`);
    await page.getByRole('textbox', { name: 'Business name' }).fill(name);
    expect(await url.inputValue()).toBe(slug);
    await url.fill(taken);
    await page.getByText('URL is already in use by another profile').waitFor();
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    expect(new URL(page.url()).pathname).toBe('/app/affiliate/edit-profile');
    await url.fill(slug);
    await eventually(() => page.getByText('URL is already in use by another profile').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Description' }).fill('Books kept <b>by the sea</b>.');
    await page.getByRole('checkbox', { name: 'We are accountants or bookkeepers' }).check();
    await axeScan(page);
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await notice(
      page,
      'Affiliate profile submitted for approval, you will be notified via email once it has been reviewed',
    );
    await expectPath(page, '/app/affiliate/dashboard');
    await page.getByText('Pending', { exact: true }).waitFor();

    // An operator approves it with the review command (`npm run affiliate -- approve <id>`), which e-mails the outcome.
    expect((await reviewCommands().approve(businessId, null)).result).toBe('ok');
    await nextMail(user.email, /affiliate profile on .* is published/);
    await page.reload();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Share your profile' }).waitFor();
    const other = page.getByRole('textbox', { name: 'Other link' });
    // Built by the API from the stage's web address (the stack names it localhost).
    const address = `${inject('stackEnv').APP_URL}/directory/${slug}`;
    expect(await other.inputValue()).toBe(address);
    await page.getByRole('button', { name: 'Copy other link' }).click();
    await page.getByRole('button', { name: 'Copied other link' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(await figure(page, 'Profile views')).toBe('0');
    expect(await figure(page, 'Website clicks')).toBe('0');
    await axeScan(page);
    await page.getByRole('link', { name: 'View Published Profile' }).click();
    await expectPath(page, `/app/directory/${slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await expectPath(page, '/app/affiliate/dashboard');

    // Signed out, someone finds it in the directory and follows its website link.
    const guest = await visitor(page);
    await guest.goto('/app/directory');
    await guest.getByRole('heading', { level: 1, name: 'Affiliate Directory' }).waitFor();
    await guest.getByRole('textbox', { name: 'Name or description' }).fill(`Harbour Books ${suffix}`);
    await guest.getByRole('checkbox', { name: 'Accountants only' }).check();
    await guest.getByRole('button', { name: 'Search' }).click();
    await guest.getByText('1 profile found').waitFor();
    await axeScan(guest);
    await guest.getByRole('link', { name }).click();
    await expectPath(guest, `/app/directory/${slug}`);
    await guest.getByRole('heading', { level: 1, name }).waitFor();
    await eventually(() => guest.title()).toBe(`${name} | Bookkeeper`);
    // Plain text: the description's markup is shown as typed, never made into HTML.
    await guest.getByText('Books kept <b>by the sea</b>.').waitFor();
    expect(await guest.locator('main b').count()).toBe(0);
    await axeScan(guest);
    const popup = guest.waitForEvent('popup');
    await guest.getByRole('link', { name: 'https://www.harbourlanebakery.example' }).click();
    await (await popup).close();

    await eventually(async () => {
      await page.reload();
      return [await figure(page, 'Profile views'), await figure(page, 'Website clicks')];
    }).toEqual(['1', '1']);

    // A change waits for review while the approved profile stays published.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Now also payroll.');
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await expectPath(page, '/app/affiliate/dashboard');
    await page.getByText('A change is waiting for review').waitFor();
    await guest.reload();
    await guest.getByText('Books kept <b>by the sea</b>.').waitFor();

    // Rejected with a note: the dashboard shows it, the approved profile stays published.
    const note = 'Please say which payroll services you offer.';
    expect((await reviewCommands().reject(businessId, note)).result).toBe('ok');
    expect((await nextMail(user.email, /affiliate profile on .* needs changes/)).text).toContain(note);
    await page.reload();
    await page.getByText('Rejected', { exact: true }).waitFor();
    await page.getByText(note).waitFor();
    await axeScan(page);
    await guest.reload();
    await guest.getByText('Books kept <b>by the sea</b>.').waitFor();

    // Withdraw: confirmed, then Home; the profile's address is "not found" and not to be indexed.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw from the affiliate programme?' });
    await shown(confirm);
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await notice(page, 'You have successfully withdrawn from the affiliate programme');
    await expectPath(page, '/app/home');
    // The dashboard's profile calls are not made again on the way out (they answer 409 now).
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const errors = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    expect(await errors.textContent()).toBe('');

    await guest.goto(`/app/directory/${slug}`);
    await guest.getByRole('heading', { level: 1, name: 'Profile not found' }).waitFor();
    expect(await guest.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await eventually(() => guest.title()).toBe('Profile not found | Bookkeeper');
    await axeScan(guest);
    await guest.getByRole('link', { name: 'Search the directory' }).click();
    await expectPath(guest, '/app/directory');
    await guest.context().close();
  });

  it('sends a member who may not manage the programme Home (SPEC §6: only the administrator may)', async () => {
    const employee = await seedUser({ withBusiness: true, role: BusinessRole.EMPLOYEE });
    const page = await browser.open({ token: employee.token });
    await page.goto('/app/affiliate/dashboard');
    await expectPath(page, '/app/home');
    const tiles = page.getByRole('list', { name: 'Parts of the product' });
    await tiles.getByRole('link', { name: 'Contacts' }).waitFor();
    expect(await tiles.getByRole('link', { name: 'Affiliate Programme' }).count()).toBe(0);
  });

  it('enrols at 390 px wide with the keyboard alone, and keeps what was typed when a submit is refused', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Narrow Books Ltd' });
    const page = await browser.open({ token: user.token, width: 390 });
    page.setDefaultTimeout(20_000);
    await page.goto('/app/affiliate/dashboard');
    await expectPath(page, '/app/affiliate/enroll');
    await page.getByRole('heading', { level: 1, name: 'Join the Affiliate Programme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The terms box and the button are reached and used from the keyboard.
    await page.getByRole('checkbox', { name: /I agree to the affiliate programme/ }).focus();
    await page.keyboard.press('Space');
    // Past the terms' link to the button.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Join the programme') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Join the programme');
    await page.keyboard.press('Enter');
    await expectPath(page, '/app/affiliate/dashboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeScan(page);

    // Another business takes the address between the check and the submit: the server refuses it,
    // the field says why, and nothing typed is lost.
    await page.route('**/api/affiliate/profile', (r) =>
      r.request().method() === 'PATCH'
        ? r.fulfill({
            status: 400,
            json: {
              message: 'Validation failed',
              errors: [{ field: 'slug', message: 'URL is already in use by another profile' }],
            },
          })
        : r.fallback(),
    );
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Typed with care.');
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await page.getByRole('alert').getByText('Profile URL: URL is already in use by another profile').waitFor();
    expect(await page.getByRole('textbox', { name: 'Profile URL' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Typed with care.');
    expect(await page.getByRole('textbox', { name: 'Profile URL' }).inputValue()).toBe('narrow-books-ltd');
    expect(new URL(page.url()).pathname).toBe('/app/affiliate/edit-profile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeScan(page);
    // Typing another address drops the server's message about the old one.
    await page.getByRole('textbox', { name: 'Profile URL' }).fill('narrow-books');
    await eventually(() => page.getByText('URL is already in use by another profile').count()).toBe(0);
  });
});
