import { describe, expect, it } from 'vitest';
import { BusinessRole } from '@bk/domain';
import { seedMembership, seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, shown, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();

/** A 1 by 1 pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('Select Business (SPEC §2)', () => {
  it('shows a tile per business, the role in brackets except for administrators, and switches on a click', async () => {
    const me = await seedUser({ withBusiness: true, businessName: 'Own Books Ltd', selectBusiness: false });
    const other = await seedUser({ withBusiness: true, businessName: 'Client Co' });
    await seedMembership(defined(other.businessId, 'other.businessId'), me.userId, me.email, BusinessRole.ACCOUNTANT);
    const page = await browser.open({ token: me.token });

    // No business selected yet: the guards bring the user here.
    await page.goto('/app/home');
    await expectPath(page, '/app/select-business');
    const tiles = page.getByRole('list', { name: 'Your businesses' });
    await tiles.getByRole('button', { name: 'Client Co (Accountant)' }).waitFor();
    expect(await tiles.getByRole('button', { name: 'Own Books Ltd', exact: true }).count()).toBe(1);
    expect(await tiles.getByRole('button', { name: /Own Books Ltd \(/ }).count()).toBe(0);
    expect(await tiles.getByRole('button', { name: 'Create Business' }).count()).toBe(1);
    await axeScan(page);

    await tiles.getByRole('button', { name: 'Client Co (Accountant)' }).click();
    await expectPath(page, '/app/home');
    await page.getByRole('button', { name: 'Business: Client Co' }).waitFor();
  });

  it('creates a business from the Create Business tile: notice, dialog closed, new tile listed', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'First Shop' });
    const page = await browser.open({ token });
    await page.goto('/app/select-business');
    await page.getByRole('list', { name: 'Your businesses' }).getByRole('button', { name: 'Create Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Business' });
    await dialog.waitFor();
    // Nothing typed: the form says what is missing and keeps the dialog open.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Business name cannot be blank').waitFor();
    await dialog.getByLabel('Business name').fill('Second Shop');
    await dialog.getByLabel('Business type').selectOption({ label: 'Ordinary Partnership' });
    const vat = dialog.getByRole('checkbox', { name: 'The business is VAT registered' });
    expect(await vat.isChecked()).toBe(true);
    await vat.uncheck();
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').getByText('Created business successfully').waitFor();
    await eventually(() => dialog.count()).toBe(0);
    const tile = page
      .getByRole('list', { name: 'Your businesses' })
      .getByRole('button', { name: 'Second Shop', exact: true });
    await tile.waitFor();

    // It really exists as typed: select it and look at its details.
    await tile.click();
    await expectPath(page, '/app/home');
    await page.goto('/app/edit-business');
    expect(await page.getByLabel('Business name').inputValue()).toBe('Second Shop');
    expect(await page.getByLabel('Business type').inputValue()).toBe('40');
    expect(await page.getByRole('switch', { name: 'The business is VAT registered' }).isChecked()).toBe(false);
  });

  it("opens the same dialog from the shell's business menu", async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Menu Shop' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Business: Menu Shop' }).click();
    await page.getByRole('menuitem', { name: 'Create Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Business' });
    await dialog.waitFor();
    await dialog.getByLabel('Business name').fill('Menu Made Ltd');
    await dialog.getByLabel('Business type').selectOption({ label: 'Limited Company' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').getByText('Created business successfully').waitFor();
    await eventually(() => dialog.count()).toBe(0);
    // Listed on Select Business and in the menu.
    await page.getByRole('list', { name: 'Your businesses' }).getByRole('button', { name: 'Menu Made Ltd' }).waitFor();
    await page.getByRole('button', { name: 'Business: Menu Shop' }).click();
    await page.getByRole('menuitem', { name: 'Menu Made Ltd' }).waitFor();
    // A reload does not open the dialog again.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Select Business' }).waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
  });
});

describe('Edit Business (SPEC §2)', () => {
  it('saves the details, VAT settings, socials and logo, and shows them after a reload', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Plain Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/edit-business');
    await page.getByRole('heading', { level: 1, name: 'Edit Business' }).waitFor();
    await page.getByText('The details of Plain Ltd').waitFor();

    const crn = page.getByLabel('Company registration number');
    expect(await crn.isDisabled()).toBe(true);
    await page.getByLabel('Business name').fill('Polished Ltd');
    await page.getByLabel('Business type').selectOption({ label: 'Limited Company' });
    expect(await crn.isDisabled()).toBe(false);
    await crn.fill('01234567');
    await eventually(() => page.getByLabel('Industry').locator('option').count()).toBeGreaterThan(1);
    const industry = await page.getByLabel('Industry').locator('option').nth(1).textContent();
    await page.getByLabel('Industry').selectOption({ label: defined(industry, 'industry') });
    await page.getByLabel('Email', { exact: true }).fill('hello@polished.example');
    await page.getByLabel('Phone').fill('0113 496 0000');
    await page.getByLabel('Website').fill('https://polished.example');
    await page.getByLabel('First line of address').fill('1 Market Street');
    await page.getByLabel('Town').fill('Leeds');
    await page.getByLabel('Region').fill('West Yorkshire');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByLabel('Postcode').fill('LS1 4AB');
    // The VAT number keeps letters then digits, in capitals.
    await page.getByLabel('VAT number').fill('gb 123 456 789');
    expect(await page.getByLabel('VAT number').inputValue()).toBe('GB123456789');
    await page.getByLabel('VAT number').fill('123456789');
    const percent = page.getByLabel('Flat rate percent');
    expect(await percent.count()).toBe(0);
    await page.getByLabel('VAT scheme').selectOption({ label: 'Flat Rate' });
    expect(await percent.inputValue()).toBe('16.5');
    await percent.fill('12.5');
    await page.getByLabel('Twitter').fill('@polished');
    await page.getByLabel('LinkedIn').fill('https://linkedin.example/polished');
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Logo of Plain Ltd' }).waitFor();
    await axeScan(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Business updated').waitFor();
    // The shell names the business by its new name at once.
    await page.getByRole('button', { name: 'Business: Polished Ltd' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Edit Business' }).waitFor();
    const values = async (label: string, exact = false) => page.getByLabel(label, { exact }).inputValue();
    expect(await values('Business name')).toBe('Polished Ltd');
    expect(await values('Business type')).toBe('20');
    expect(await values('Company registration number')).toBe('01234567');
    await eventually(() => page.getByLabel('Industry').locator('option:checked').textContent()).toBe(industry);
    expect(await values('Email', true)).toBe('hello@polished.example');
    expect(await values('Town')).toBe('Leeds');
    expect(await values('Postcode')).toBe('LS1 4AB');
    expect(await values('VAT number')).toBe('123456789');
    expect(await values('VAT scheme')).toBe('2');
    expect(await values('Flat rate percent')).toBe('12.5');
    expect(await values('Twitter')).toBe('@polished');
    const logo = page.getByRole('img', { name: 'Logo of Polished Ltd' });
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const size = await logo.boundingBox();
    expect(size?.width).toBe(256);
    expect(size?.height).toBe(256);
  });

  it('fills the address from the lookup: pick one in Confirm Address, then save', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Harbour Ltd' });
    const page = await browser.open({ token });
    const tokenCalls: string[] = [];
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/places/session-token')) tokenCalls.push(r.url());
      if (r.method() === 'PATCH' && r.url().endsWith('/api/user/business/active')) saves.push(r.postData() ?? '');
    });
    await page.goto('/app/edit-business');
    const search = page.getByLabel('Find an address');
    const find = page.getByRole('button', { name: 'Find address' });
    await search.fill('YO');
    expect(await find.isDisabled()).toBe(true);

    // Typing a postcode and pausing searches, but the list waits to be asked for: the cursor stays
    // in the field for someone still typing.
    await search.fill('yo21 3zx');
    const dialog = page.getByRole('dialog', { name: 'Confirm Address' });
    const choose = page.getByRole('button', { name: 'Choose an address' });
    await choose.waitFor();
    await page.getByText(/address(es)? found for “yo21 3zx”\./).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await choose.click();
    await shown(dialog);
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await axeScan(page);
    // Cancel leaves the fields alone.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await page.getByLabel('Town').inputValue()).toBe('');

    await find.click();
    await shown(dialog);
    await dialog.getByRole('radio', { name: 'Harbour Lane Bakery, 12 Harbour Lane, Whitby, YO21 3ZX' }).check();
    await confirm.click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await page.getByLabel('First line of address').inputValue()).toBe('12 Harbour Lane');
    expect(await page.getByLabel('Town').inputValue()).toBe('Whitby');
    expect(await page.getByLabel('Region').inputValue()).toBe('North Yorkshire');
    expect(await page.getByLabel('Country').inputValue()).toBe('England');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('YO21 3ZX');
    // One session token served both searches and the details; the next search starts a new one.
    expect(tokenCalls).toHaveLength(1);
    await search.fill('Whitby');
    await find.click();
    await shown(dialog);
    expect(tokenCalls).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Choosing an address fills the form; only Save saves it.
    expect(saves).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Business updated').waitFor();
    expect(saves).toHaveLength(1);
    await page.reload();
    await eventually(() => page.getByLabel('Town').inputValue()).toBe('Whitby');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('YO21 3ZX');
  });

  it("checks a changed VAT number with HMRC and shows HMRC's doubt on the field, never blocking the save", async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Vat Check Ltd' });
    const page = await browser.open({ token });
    // HMRC's answer for one number is stubbed; any other goes to the real route.
    await page.route('**/api/hmrc/vrn/999999999', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ validVrn: false, name: null, address: null }),
      }),
    );
    await page.goto('/app/edit-business');
    const vrn = page.getByLabel('VAT number');
    const doubt = page.getByText('HMRC does not recognise this VAT number');
    // Too short or not all digits: no check at all.
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/hmrc/vrn/')) checks.push(r.url());
    });
    await vrn.fill('12345678');
    await vrn.press('Tab');
    await vrn.fill('999999999');
    await vrn.press('Tab');
    await doubt.waitFor();
    expect(checks).toHaveLength(1);
    expect(await vrn.getAttribute('aria-invalid')).toBe('true');
    await axeScan(page);

    // When the check cannot be made (the real route, not stubbed), nothing is shown.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/hmrc/vrn/123456789'));
    await vrn.fill('123456789');
    await vrn.press('Tab');
    const reply = await answered;
    if (reply.status() === 200 && (await reply.json()).validVrn === false) return; // a real HMRC check now exists
    await eventually(() => doubt.count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Business updated').waitFor();
  });

  it('refuses a file that is not an image, keeping what was typed', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Careful Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/edit-business');
    await page.getByLabel('Town').fill('York');
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByRole('alert').getByText('Invalid logo image file provided').waitFor();
    // Named and typed as a PNG, but its bytes are not.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await page.getByRole('alert').getByText('Invalid logo image file provided').waitFor();
    expect(await page.getByRole('img', { name: /Logo of/ }).count()).toBe(0);
    expect(await page.getByLabel('Town').inputValue()).toBe('York');
  });

  it('deletes the business once DELETE is typed exactly, then offers Select Business', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Doomed Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/edit-business');
    await page.getByRole('button', { name: 'Delete Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Business' });
    await dialog.getByText('all of its data').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete Business' });
    const typed = dialog.getByLabel('Type DELETE to confirm');
    await typed.fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill('DELETE');
    expect(await confirm.isDisabled()).toBe(false);
    await shown(dialog);
    await axeScan(page);
    await confirm.click();
    await expectPath(page, '/app/select-business');
    await page.getByRole('status').getByText('Business deleted').waitFor();
    await page.getByRole('button', { name: 'Business: No business selected' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Select Business' }).waitFor();
    await page
      .getByRole('list', { name: 'Your businesses' })
      .getByRole('button', { name: 'Create Business' })
      .waitFor();
    await eventually(() =>
      page.getByRole('list', { name: 'Your businesses' }).getByRole('button', { name: 'Doomed Ltd' }).count(),
    ).toBe(0);
    // No business is selected any more: Home sends the user back here.
    await page.goto('/app/home');
    await expectPath(page, '/app/select-business');
  });
});

describe('roles on the business screens (SPEC §6)', () => {
  it('lets an accountant edit but not delete or share access', async () => {
    const { token } = await seedUser({
      withBusiness: true,
      businessName: 'Kept Books Ltd',
      role: BusinessRole.ACCOUNTANT,
    });
    const page = await browser.open({ token });
    await page.goto('/app/edit-business');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.getByLabel('Business name').isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Delete Business' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Business: Kept Books Ltd' }).click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Share Access' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/app/share-access');
    await page.getByText('Only the administrator of Kept Books Ltd can see and change who has access to it.').waitFor();
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await axeScan(page);
  });

  it('shows the business read-only to a role without edit rights', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Look Only Ltd', role: BusinessRole.OTHER });
    const page = await browser.open({ token });
    await page.goto('/app/edit-business');
    await page.getByText('lets you see these details but not change them').waitFor();
    expect(await page.getByLabel('Business name').isDisabled()).toBe(true);
    expect(await page.getByLabel('Business name').inputValue()).toBe('Look Only Ltd');
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Business' }).count()).toBe(0);
    await axeScan(page);
  });
});

describe('phones and keyboards', () => {
  it('fits Select Business and Edit Business on a 360px screen', async () => {
    const { token } = await seedUser({ withBusiness: true, businessName: 'Pocket Ltd' });
    const page = await browser.open({ token, width: 360 });
    for (const path of ['/app/select-business', '/app/edit-business']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await axeScan(page);
    }
  });

  it('chooses a business with the keyboard alone', async () => {
    const me = await seedUser({ withBusiness: true, businessName: 'Keys Ltd', selectBusiness: false });
    const page = await browser.open({ token: me.token });
    await page.goto('/app/select-business');
    await page.getByRole('button', { name: 'Keys Ltd' }).waitFor();
    let focused = '';
    for (let i = 0; i < 40 && focused !== 'Keys Ltd'; i += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Keys Ltd');
    await page.keyboard.press('Enter');
    await expectPath(page, '/app/home');
    await page.getByRole('button', { name: 'Business: Keys Ltd' }).waitFor();
  });
});
