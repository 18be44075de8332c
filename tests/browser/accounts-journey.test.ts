import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, useBrowser } from './support/browser';
import { field } from './support/fields';
import { appLinkIn, mailIds, nextMail } from './support/mail';

const browser = useBrowser();
// No word of the business names in it: those count against a password's strength (decision 0055).
const PASSWORD = 'Quince-Harbour-Walnut-77';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/app/signin');
  const main = page.getByRole('main');
  await main.getByLabel(field('Email')).fill(email);
  await main.getByLabel(field('Password')).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The journey of a person who keeps books with others, end to end through the screens: register,
 * verify by the mailed link, sign in, create a second business, switch to it, edit it, share it
 * with a second user who then sees it with the role, and revoke, after which that user is sent
 * to Select Business.
 */
describe('accounts and shared access, end to end', () => {
  it('register -> verify -> sign in -> second business -> switch -> edit -> share -> revoke', async () => {
    const tag = randomUUID().slice(0, 6);
    const email = `journey-${tag}@example.test`;
    const first = `First Ledger ${tag}`;
    const second = `Second Ledger ${tag}`;
    const renamed = `Renamed Ledger ${tag}`;
    const page = await browser.open();

    // Register.
    await page.goto('/app/register');
    const main = page.getByRole('main');
    await main.getByLabel(field('Name')).fill('Robin Journey');
    await main.getByLabel(field('Business name')).fill(first);
    await main.getByLabel(field('Email')).fill(email);
    await main.getByLabel(field('Password')).fill(PASSWORD);
    await main.getByLabel(field('Confirm password')).fill(PASSWORD);
    // The strength meter has loaded its estimator (fetched on first input), as a person sees it.
    await main.getByRole('progressbar', { name: /^Password strength: (Strong|Very strong)$/ }).waitFor();
    await main.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    const seen = await mailIds(email);
    await main.getByRole('button', { name: 'Register' }).click();
    await expectPath(page, '/app/verify-email/required');

    // Verify by the link in the mail.
    const mail = await nextMail(email, /Verify your email address/, seen);
    await page.goto(appLinkIn(mail, '/verify-email/'));
    await main.getByRole('heading', { level: 1, name: 'Email Verified' }).waitFor();

    // Sign in: Home of the first business (its type was never chosen, so Home asks for it).
    await signIn(page, email, PASSWORD);
    await expectPath(page, '/app/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `Business: ${first}` }).waitFor();
    const typeDialog = page.getByRole('dialog', { name: 'What type of business is this?' });
    await typeDialog.waitFor();
    await typeDialog.getByLabel('Business type').selectOption({ label: 'Sole Trader' });
    await typeDialog.getByRole('button', { name: 'Update' }).click();
    await eventually(() => typeDialog.count()).toBe(0);

    // Create a second business from the business menu.
    await header.getByRole('button', { name: `Business: ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Create Business' }).click();
    const create = page.getByRole('dialog', { name: 'Create Business' });
    await create.getByLabel('Business name').fill(second);
    await create.getByLabel('Business type').selectOption({ label: 'Limited Company' });
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').getByText('Created business successfully').waitFor();

    // Switch to it.
    await page.getByRole('list', { name: 'Your businesses' }).getByRole('button', { name: second }).click();
    await expectPath(page, '/app/home');
    await header.getByRole('button', { name: `Business: ${second}` }).waitFor();

    // Edit it.
    await header.getByRole('button', { name: `Business: ${second}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Business' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Business' }).waitFor();
    await eventually(() => page.getByLabel('Business name').inputValue()).toBe(second);
    await page.getByLabel('Business name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Business updated').waitFor();
    await header.getByRole('button', { name: `Business: ${renamed}` }).waitFor();
    await axeScan(page);

    // Invite a second user, as Accountant (decision 0050).
    const friend = await seedUser({ withBusiness: true, businessName: `Friend Ltd ${tag}`, password: PASSWORD });
    await header.getByRole('button', { name: `Business: ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Share Access' }).click();
    // Edit Business has an Email field too, and stays until Share Access has loaded.
    await page.getByRole('heading', { level: 1, name: 'Share Access' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(friend.email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Accountant' });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${friend.email}`).waitFor();
    await nextMail(friend.email, /invited to share a business/);

    // The second user signs in, accepts the invitation, and sees the business, role in brackets.
    const other = await browser.open();
    await signIn(other, friend.email, PASSWORD);
    await expectPath(other, '/app/home');
    await other.getByRole('link', { name: 'See your invitations' }).click();
    await other.getByRole('button', { name: `Accept the invitation to ${renamed}` }).click();
    await other.getByRole('status').getByText(`You now have access to ${renamed}`).waitFor();
    await other.goto('/app/home');
    const otherHeader = other.getByRole('banner');
    await otherHeader.getByRole('button', { name: `Business: Friend Ltd ${tag}` }).click();
    await other.getByRole('menuitem', { name: `${renamed} (Accountant)` }).click();
    await otherHeader.getByRole('button', { name: `Business: ${renamed}` }).waitFor();
    await otherHeader.getByRole('button', { name: `Business: ${renamed}` }).click();
    await other.getByRole('menuitem', { name: 'Edit Business' }).click();
    await eventually(() => other.getByLabel('Business name').inputValue()).toBe(renamed);

    // Revoke: the owner's list shows the friend as a member once they have accepted.
    await page.reload();
    const table = page.getByRole('table', { name: `Who has access to ${renamed}` });
    await table.getByRole('button', { name: `Revoke access for ${friend.email}` }).click();
    await page.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').getByText(`Access revoked for ${friend.email}`).waitFor();

    // The second user's next business call is refused, and they are taken to Select Business,
    // where the business is no longer listed; what they typed was not saved.
    await other.getByLabel('Business name').fill('Should Not Save');
    await other.getByRole('button', { name: 'Save' }).click();
    await expectPath(other, '/app/select-business');
    const tiles = other.getByRole('list', { name: 'Your businesses' });
    await tiles.getByRole('button', { name: `Friend Ltd ${tag}` }).waitFor();
    expect(await tiles.getByRole('button', { name: new RegExp(renamed) }).count()).toBe(0);
    await page.reload();
    await header.getByRole('button', { name: `Business: ${renamed}` }).waitFor();
  });
});
