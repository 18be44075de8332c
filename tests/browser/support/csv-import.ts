/** What the Import & Export journeys share: a business with an account, choosing and reading files. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { api as testClient } from '../../support/api-client';
import { seedUser } from '../../support/seed';

export const FIXTURES = join(import.meta.dirname, '../../fixtures/csv');
export const PARSE_ERROR = "Couldn't parse CSV, ensure the file type is '.csv' and the file is valid";

export async function business(name: string) {
  const user = await seedUser({ withBusiness: true, businessName: name });
  const account = await testClient(user.token).ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  return { token: user.token, accountId: account.id };
}

export async function upload(page: Page, file: { name: string; buffer: Buffer } | null, header = true) {
  if (file) {
    await page.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'text/csv' });
  }
  await page
    .getByRole('radio', {
      name: header ? 'Import first row as header' : 'Do not import first row as header',
      exact: true,
    })
    .check();
  await page.getByRole('button', { name: 'Upload' }).click();
}

export async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** A Pay in / Pay out statement with DD/MM dates: one row the account holds, two bad rows. */
export const STATEMENT = [
  'Date,Description,Paid in,Paid out,Balance',
  '03/02/2025,TESCO STORES 2341,,45.20,954.80',
  '05/02/2025,ACME LTD INVOICE 1042,"1,250.00",,2204.80',
  '31/02/2025,BAD DATE ROW,,1.00,2203.80',
  '14/02/2025,SPOTIFY UK,,9.99,2193.81',
  '16/02/2025,TOO PRECISE,,1.234,2192.58',
  '',
].join('\n');
