import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, shown, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();

describe('Share Access (SPEC §2, §6)', () => {
  it('invites people, who see the business with the role in brackets once they accept, then revokes', async () => {
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

    // Anyone not yet a member is invited, whether or not they have an account, and the answer
    // does not say which (decision 0050).
    const email = page.getByRole('textbox', { name: 'Email' });
    const role = page.getByRole('combobox', { name: 'Role' });
    expect(await role.locator('option').allTextContents()).not.toContain('Administrator');
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    await email.fill(stranger);
    await role.selectOption({ label: 'Employee' });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${stranger}`).waitFor();
    const strangerRow = table.getByRole('row', { name: new RegExp(stranger) });
    await strangerRow.getByText('Invited — waiting for them to accept').waitFor();
    await eventually(() => email.inputValue()).toBe('');

    await email.fill(friend.email);
    await role.selectOption({ label: 'Employee' });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${friend.email}`).waitFor();
    const friendRow = table.getByRole('row', { name: new RegExp(friend.email) });
    await friendRow.getByText('Invited — waiting for them to accept').waitFor();
    await axeScan(page);

    // Nothing is shared until the friend accepts; then they see it, role in brackets.
    const friendPage = await browser.open({ token: friend.token });
    await friendPage.goto('/app/select-business');
    const friendTiles = friendPage.getByRole('list', { name: 'Your businesses' });
    await friendTiles.getByRole('button', { name: 'Friend Own Ltd' }).waitFor();
    expect(await friendTiles.getByRole('button', { name: /Shared Books Ltd/ }).count()).toBe(0);
    const [invitation] = await api(friend.token).ok('invitationList');
    await api(friend.token).ok('invitationAccept', { params: { id: invitation?.id ?? '' } });
    await friendPage.reload();
    await friendTiles.getByRole('button', { name: 'Shared Books Ltd (Employee)' }).waitFor();
    await page.reload();
    await friendRow.getByRole('cell', { name: 'Employee', exact: true }).waitFor();

    // Revoke, after confirming.
    await friendRow.getByRole('button', { name: `Revoke access for ${friend.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access?' });
    await dialog.getByText('will no longer be able to use Shared Books Ltd').waitFor();
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').getByText(`Access revoked for ${friend.email}`).waitFor();
    await eventually(() => friendRow.count()).toBe(0);

    // Withdraw the stranger's invitation the same way.
    await strangerRow.getByRole('button', { name: `Revoke the invitation for ${stranger}` }).click();
    const withdraw = page.getByRole('dialog', { name: 'Revoke the invitation?' });
    await shown(withdraw);
    await withdraw.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').getByText(`Invitation withdrawn for ${stranger}`).waitFor();
    await eventually(() => strangerRow.count()).toBe(0);

    await friendPage.reload();
    await friendTiles.getByRole('button', { name: 'Friend Own Ltd' }).waitFor();
    expect(await friendTiles.getByRole('button', { name: /Shared Books Ltd/ }).count()).toBe(0);

    // The security log shows both changes, with who made them.
    await page.reload();
    const log = page.getByRole('table', { name: 'Security log of Shared Books Ltd, newest first' });
    await log.getByRole('row', { name: new RegExp(`Invited to share access: ${friend.email} as Employee`) }).waitFor();
    await log.getByRole('row', { name: new RegExp(`Invitation withdrawn: to ${stranger}`) }).waitFor();
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
