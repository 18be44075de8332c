import { BusinessRole } from '@bk/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkBusinessToHmrc } from '../support/hmrc-link';
import { seedMembership, seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, useBrowser } from './support/browser';
import { mailTo } from './support/mail';
import { defined } from '../support/defined';

const browser = useBrowser();

const reminderSwitch = (page: Page, name: string) => page.getByRole('switch', { name });

describe('VAT Reminders settings (SPEC §2)', () => {
  it('shows who is reminded, saves a change with "Settings Saved", and keeps it', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Reminder Settings Ltd' });
    const page = await browser.open({ token: user.token });
    // From its tile on the MTD VAT menu (not in silent mode, as locally).
    await page.goto('/app/vat');
    await page.getByRole('link', { name: 'VAT Reminders' }).click();
    await expectPath(page, '/app/hmrc/vat-reminders');
    await page.getByRole('heading', { name: 'VAT Reminders' }).waitFor();
    const admins = reminderSwitch(page, 'Administrator reminders');
    const shared = reminderSwitch(page, 'Shared-access reminders');
    await eventually(() => admins.isChecked()).toBe(true);
    expect(await shared.isChecked()).toBe(false);
    await axeScan(page);

    // Keyboard alone: Space toggles a switch.
    await shared.focus();
    await page.keyboard.press('Space');
    await eventually(() => shared.isChecked()).toBe(true);
    await admins.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Settings Saved').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'VAT Reminders' }).waitFor();
    await eventually(() => reminderSwitch(page, 'Shared-access reminders').isChecked()).toBe(true);
    expect(await reminderSwitch(page, 'Administrator reminders').isChecked()).toBe(false);
  });

  it('is read-only for a role without the VAT settings right, on a 360px screen', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: true, role: BusinessRole.OTHER });
    const page = await browser.open({ token: user.token, width: 360 });
    await page.goto('/app/hmrc/vat-reminders');
    await page.getByText('Your role in this business cannot change who gets VAT reminders.').waitFor();
    expect(await reminderSwitch(page, 'Administrator reminders').isDisabled()).toBe(true);
    expect(await reminderSwitch(page, 'Shared-access reminders').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await axeScan(page);
  });
});

describe('Disable reminders (SPEC §2)', () => {
  it('turns off all reminders from the link of a real reminder e-mail', async () => {
    const admin = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Reminder Link Ltd' });
    const accountant = await seedUser({ name: 'Ann Accountant' });
    await seedMembership(
      defined(admin.businessId, 'admin.businessId'),
      accountant.userId,
      accountant.email,
      BusinessRole.ACCOUNTANT,
    );
    await linkBusinessToHmrc(baseUrl(), admin.token);
    // 14 days before the emulator's open obligation (18A2, due 2017-08-07).
    // Only this business: other test files run the job at other dates at the same time.
    const detail = encodeURIComponent(JSON.stringify({ businessIds: [admin.businessId] }));
    const runJob = (time: string) =>
      fetch(`${baseUrl()}/_local/jobs/vat-reminders?time=${time}&detail=${detail}`, { method: 'POST' });
    expect((await runJob('2017-07-24T07:00:00Z')).status).toBe(200);
    const [mail] = (await mailTo(admin.email)).filter((m) => m.subject.startsWith('VAT Return for Reminder Link Ltd'));
    expect(mail?.subject).toBe('VAT Return for Reminder Link Ltd due in 14 days, on 07/08/2017');
    const link = /\/app\/vat-reminders\/[A-Za-z0-9_-]+\/disable-all/.exec(defined(mail, 'mail').text)?.[0];
    expect(link).toBeDefined();

    const page = await browser.open();
    await page.goto(defined(link, 'link'));
    await page.getByRole('heading', { name: 'VAT Reminders Disabled' }).waitFor();
    await page.getByText('Your VAT Reminders have been disabled.').waitFor();
    await axeScan(page);

    // A week later the administrator gets nothing more.
    expect((await runJob('2017-07-31T07:00:00Z')).status).toBe(200);
    expect((await mailTo(admin.email)).filter((m) => m.subject.startsWith('VAT Return for'))).toHaveLength(1);

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/app/signin');

    // Signed in, the VAT Reminders screen says they are off and turns them back on.
    const signedIn = await browser.open({ token: admin.token });
    await signedIn.goto('/app/hmrc/vat-reminders');
    const off = signedIn.getByRole('alert').filter({ hasText: 'Your VAT Reminders are off' });
    await off.waitFor();
    await axeScan(signedIn);
    await off.getByRole('button', { name: 'Turn my VAT Reminders back on' }).click();
    await signedIn.getByRole('status').getByText('Your VAT Reminders are on again.').waitFor();
    await eventually(() => off.count()).toBe(0);
    // The day before it is due, the reminder comes again.
    expect((await runJob('2017-08-06T07:00:00Z')).status).toBe(200);
    const again = (await mailTo(admin.email)).filter((m) => m.subject.startsWith('VAT Return for'));
    expect(again.map((m) => m.subject).sort()).toEqual([
      'VAT Return for Reminder Link Ltd due in 1 day, on 07/08/2017',
      'VAT Return for Reminder Link Ltd due in 14 days, on 07/08/2017',
    ]);
  });

  it("says so when the link's id is unknown, with Try again and a way to sign in", async () => {
    const page = await browser.open({ width: 360 });
    await page.goto('/app/vat-reminders/not-a-real-reminder-link/disable-all');
    await page.getByRole('heading', { name: 'Failed to Disable VAT Reminders' }).waitFor();
    await axeScan(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Failed to Disable VAT Reminders' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/app/signin');
  });

  it('works for a signed-in person too, who goes on to Home', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true });
    const page = await browser.open({ token });
    await page.goto('/app/vat-reminders/not-a-real-reminder-link/disable-all');
    await page.getByRole('heading', { name: 'Failed to Disable VAT Reminders' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await expectPath(page, '/app/home');
  });
});
