import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { eventually, expectPath, useBrowser } from './support/browser';
import { defined } from '../support/defined';

const browser = useBrowser();
/** hmrc/auth refuses a code that comes back without the `state` of a sign-in this session started. */
const NO_STATE = 'The answer from HMRC did not match your sign-in request. Please sign in to HMRC again';

/** Pick the (only) business from the business menu: a real action whose reply a test can shape. */
async function switchBusiness(page: Page, businessName: string): Promise<void> {
  await page.getByRole('button', { name: `Business: ${businessName}` }).click();
  await page.getByRole('menuitem', { name: businessName }).click();
}

async function failSwitchWith(page: Page, status: number, body: object): Promise<void> {
  await page.unroute('**/api/user/business/select/**');
  await page.route('**/api/user/business/select/**', (r) => r.fulfill({ status, json: body }));
}

describe('notifications (SPEC §4, §8)', () => {
  it('shows an error notice from a failed call and removes it after about 4 seconds', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await browser.open({ token });
    // A paused clock: the notice's 4 seconds pass only when the test says so, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    // The way back from HMRC: the code goes to hmrc/auth, which refuses it without a matching state.
    await page.goto('/app/?code=test-code&returnName=Vat');
    const notice = page.getByRole('alert').getByText(NO_STATE);
    await eventually(() => notice.isVisible()).toBe(true);
    await expectPath(page, '/app/home');
    await page.clock.fastForward(3_000);
    await eventually(() => notice.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await eventually(() => notice.count()).toBe(0);
  });

  it('replaces an identical message instead of stacking it, and offers Clear all for two or more', async () => {
    const { token, businessName } = await seedUser({ withBusiness: true, businessName: 'Notice Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await failSwitchWith(page, 500, { message: 'Could not switch business' });

    await switchBusiness(page, defined(businessName, 'businessName'));
    await eventually(() => page.getByText('Could not switch business').count()).toBe(1);
    await switchBusiness(page, defined(businessName, 'businessName'));
    await page.waitForTimeout(300);
    expect(await page.getByText('Could not switch business').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Clear all' }).count()).toBe(0);

    await failSwitchWith(page, 403, { message: 'Not yours' });
    await switchBusiness(page, defined(businessName, 'businessName'));
    await eventually(() => page.getByText(MESSAGES.forbidden).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await eventually(() => page.getByRole('alert').getByText(/./).count()).toBe(0);
  });

  it('lists field errors no screen field shows in words, never by their code names', async () => {
    const { token, businessName } = await seedUser({ withBusiness: true, businessName: 'Fields Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await failSwitchWith(page, 400, {
      message: 'Invalid',
      errors: [
        { field: 'id', message: 'Field is not a known business' },
        { field: 'token', message: 'Field is required' },
      ],
    });
    await switchBusiness(page, defined(businessName, 'businessName'));
    const alert = page.getByRole('alert');
    await eventually(() => alert.getByText(MESSAGES.validation).isVisible()).toBe(true);
    expect(await alert.getByRole('listitem').allTextContents()).toEqual([
      'Id is not a known business',
      'Token is required',
    ]);
  });

  it('tells the user when the site cannot be reached', async () => {
    const { token, businessName } = await seedUser({ withBusiness: true, businessName: 'Offline Ltd' });
    const page = await browser.open({ token });
    await page.goto('/app/home');
    await page.route('**/api/user/business/select/**', (r) => r.abort('internetdisconnected'));
    await switchBusiness(page, defined(businessName, 'businessName'));
    await eventually(() => page.getByRole('alert').getByText(MESSAGES.unreachable).isVisible()).toBe(true);
  });
});
