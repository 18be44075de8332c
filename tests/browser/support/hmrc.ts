import type { Page } from 'playwright-core';
import { LOCAL_SEED_USER } from '@bk/hmrc-sandbox';
import { eventually } from './browser';

/** The local emulator's ready test user (User ID, password, VRN). */
export const HMRC_TEST_USER = LOCAL_SEED_USER;

/**
 * Connect the active (VAT-enabled) business to HMRC through the local emulator's pages, as a
 * person does: Connect to HMRC -> Continue -> HMRC sign in (User ID, Password) -> Grant
 * authority -> back in the app, 'Sign in Successful' -> Okay -> Set VRN -> Save -> 'VRN Saved'.
 * The page must already be on the app, signed in, with the business selected.
 * Ends on the screen named by `returnName` (default the MTD VAT menu).
 */
export async function connectHmrc(page: Page, options: { returnName?: string } = {}): Promise<void> {
  const query = options.returnName ? `?returnName=${encodeURIComponent(options.returnName)}` : '';
  await page.goto(`/app/hmrc/login${query}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  // HMRC's (the emulator's) pages.
  await page.getByLabel('User ID').fill(HMRC_TEST_USER.userId);
  await page.getByLabel('Password').fill(HMRC_TEST_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Grant authority' }).click();
  // Back in the app.
  await page.getByRole('heading', { name: 'Sign in Successful' }).waitFor();
  await page.getByRole('button', { name: 'Okay' }).click();
  // No VRN yet: the guards send the user to Set VRN on the way to returnName.
  await eventually(() => new URL(page.url()).pathname).toBe('/app/hmrc/vrn');
  await page.getByLabel('VAT registration number').fill(HMRC_TEST_USER.vrn);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('VRN Saved').first().waitFor();
}
