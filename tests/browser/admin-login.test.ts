import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../functions/user/messages';
import { BusinessRole } from '@bk/domain';
import { seedMembership, seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();

/** The user's support token, as their Support page would show it. */
async function supportTokenOf(token: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/user/support-token`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { supportToken: string }).supportToken;
}

describe('Admin login with a support token (SPEC §2 Admin login)', () => {
  it('opens a support session on the user’s account, clearly marked on every screen', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Support Scones', name: 'Casey Customer' });
    const supportToken = await supportTokenOf(user.token);
    const page = await browser.open();
    await page.goto(`/app/admin-login/${supportToken}`);
    await expectPath(page, '/app/home');
    const marker = page.getByRole('region', { name: 'Support session' });
    await eventually(() => marker.textContent()).toBe(
      `Support session: you are signed in as ${user.email} with their support token`,
    );
    await eventually(() =>
      page.getByRole('banner').getByRole('button', { name: 'Business: Support Scones' }).isVisible(),
    ).toBe(true);
    await axeScan(page);
    await page.goto('/app/select-business');
    await eventually(() => page.getByRole('region', { name: 'Support session' }).isVisible()).toBe(true);
  });

  it('shows the business, who has access and VAT reminders, with no control to change them', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Support Scones' });
    const colleague = await seedUser();
    await seedMembership(
      defined(user.businessId, 'user.businessId'),
      colleague.userId,
      colleague.email,
      BusinessRole.EMPLOYEE,
    );
    const page = await browser.open();
    await page.goto(`/app/admin-login/${await supportTokenOf(user.token)}`);
    await expectPath(page, '/app/home');
    const viewOnly = 'This is a support session: support staff can see this but not change it.';

    await page.goto('/app/edit-business');
    await page.getByText(viewOnly).waitFor();
    expect(await page.getByLabel('Business name').inputValue()).toBe('Support Scones');
    expect(await page.getByLabel('Business name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Business' }).count()).toBe(0);
    await axeScan(page);

    await page.goto('/app/share-access');
    await page
      .getByRole('table', { name: /Who has access/ })
      .getByText(colleague.email)
      .waitFor();
    await page.getByText(viewOnly).waitFor();
    expect(await page.getByRole('button', { name: `Revoke access for ${colleague.email}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await axeScan(page);

    await page.goto('/app/hmrc/vat-reminders');
    await page.getByText(viewOnly).waitFor();
    expect(await page.getByRole('switch', { name: 'Administrator reminders' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });

  it('does not mark the user’s own session', async () => {
    const user = await seedUser({ withBusiness: true });
    const page = await browser.open({ token: user.token });
    await page.goto('/app/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // Once the user is loaded (their name is in the account menu), there is still no marker.
    await eventually(() => page.getByRole('button', { name: 'Account: Sam Trader' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Support session' }).count()).toBe(0);
  });

  it('says so when the support token is not valid', async () => {
    const page = await browser.open();
    await page.goto('/app/admin-login/not-a-real-support-token');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Support sign in failed' }).waitFor();
    await eventually(() => main.getByText(USER_MESSAGES.supportTokenInvalid).isVisible()).toBe(true);
    await axeScan(page);
    await expectPath(page, '/app/admin-login/not-a-real-support-token');
  });
});
