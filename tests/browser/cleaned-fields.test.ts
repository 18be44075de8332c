import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { useBrowser } from './support/browser';

/**
 * Fields that clean what is typed show the cleaned text after every key, including a key they
 * refuse outright (the text stays as it was, so nothing renders again). React puts the field's
 * value back by itself; the build runs on Preact, which would leave the refused key showing
 * (decision 0059), so each kind of cleaning field is typed into key by key here.
 */
const browser = useBrowser();

async function typeInto(page: Page, name: string, text: string): Promise<string> {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.fill('');
  await field.focus();
  await page.keyboard.type(text);
  return field.inputValue();
}

describe('fields that clean what is typed', () => {
  it('keep only what they accept: a VAT number, an invoice quantity', async () => {
    const { token } = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Clean Keys Ltd' });
    const page = await browser.open({ token });
    page.setDefaultTimeout(20_000);

    await page.goto('/app/edit-business');
    await page.getByText('The details of Clean Keys Ltd').waitFor();
    // Letters, then digits, in capitals: the space and the letter among the digits are refused.
    expect(await typeInto(page, 'VAT number', 'gb 12a3')).toBe('GB123');

    await page.goto('/app/invoice/create');
    await page.getByRole('heading', { name: 'Create Invoice', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Line Item' }).click();
    // Digits and one point, three decimals at most: the x and the fourth and fifth decimals are refused.
    expect(await typeInto(page, 'Quantity of line 1', '1x.23456')).toBe('1.234');
  });
});
