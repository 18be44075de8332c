import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { axeScan, eventually, shown, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();

describe('Share Access (SPEC §2, §6)', () => {
  it('shares with an existing user, who sees the business with the role in brackets, then revokes', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Shared Books Ltd' });
    const friend = await seedUser({ withBusiness: true, businessName: 'Friend Own Ltd' });
    const page = await browser.open({ token: owner.token });
    await page.goto('/app/share-access');
    await page.getByText('People who can use Shared Books Ltd').waitFor();
    const table = page.getByRole('table', { name: 'Who has access to Shared Books Ltd' });
    const ownerRow = table.getByRole('row', { name: new RegExp(owner.email) });
    await ownerRow.waitFor();
    expect(await ownerRow.getByRole('cell', { name: 'Administrator' }).count()).toBe(1);
    // Administrators cannot be revoked.
    expect(await ownerRow.getByRole('button', { name: /Revoke/ }).count()).toBe(0);

    // Only existing users: the server's message shows on the e-mail field, and what was typed stays.
    const email = page.getByRole('textbox', { name: 'Email' });
    const role = page.getByRole('combobox', { name: 'Role' });
    expect(await role.locator('option').allTextContents()).not.toContain('Administrator');
    await email.fill('nobody-here@example.test');
    await role.selectOption({ label: 'Employee' });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('There is no account with this email address. Ask them to register first.').first().waitFor();
    await eventually(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('nobody-here@example.test');

    await email.fill(friend.email);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('status').getByText(`Access shared with ${friend.email}`).waitFor();
    const friendRow = table.getByRole('row', { name: new RegExp(friend.email) });
    await friendRow.getByRole('cell', { name: 'Employee' }).waitFor();
    await eventually(() => email.inputValue()).toBe('');
    await axeScan(page);

    // The friend sees it among their businesses, role in brackets.
    const friendPage = await browser.open({ token: friend.token });
    await friendPage.goto('/app/select-business');
    const friendTiles = friendPage.getByRole('list', { name: 'Your businesses' });
    await friendTiles.getByRole('button', { name: 'Shared Books Ltd (Employee)' }).waitFor();

    // Revoke, after confirming.
    await friendRow.getByRole('button', { name: `Revoke access for ${friend.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access?' });
    await dialog.getByText('will no longer be able to use Shared Books Ltd').waitFor();
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').getByText(`Access revoked for ${friend.email}`).waitFor();
    await eventually(() => friendRow.count()).toBe(0);

    await friendPage.reload();
    await friendTiles.getByRole('button', { name: 'Friend Own Ltd' }).waitFor();
    expect(await friendTiles.getByRole('button', { name: /Shared Books Ltd/ }).count()).toBe(0);

    // The security log shows both changes, with who made them.
    await page.reload();
    const log = page.getByRole('table', { name: 'Security log of Shared Books Ltd, newest first' });
    await log.getByRole('row', { name: new RegExp(`Access shared: with ${friend.email} as Employee`) }).waitFor();
    const revoked = log.getByRole('row', { name: /Access revoked/ });
    await revoked.waitFor();
    expect(await revoked.getByRole('cell', { name: owner.email }).count()).toBe(1);
    expect(await revoked.getByRole('cell').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await axeScan(page);
  });

  it('works on a phone-sized screen', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Small Screen Ltd' });
    const page = await browser.open({ token: owner.token, width: 360 });
    await page.goto('/app/share-access');
    await page.getByRole('table', { name: 'Who has access to Small Screen Ltd' }).waitFor();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.scrollIntoViewIfNeeded();
    const box = defined(await share.boundingBox(), 'the bounding box of the share button');
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // Nothing wider than the screen but the scrollable tables.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(360);
    await axeScan(page);
  });
});
