import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addAccount, addTx } from '../integration/ledger-support';
import { seedUser } from '../support/seed';
import { axeScan, eventually, useBrowser } from './support/browser';
import { connectHmrc, createHmrcTestUser } from './support/hmrc';

/**
 * The flat rate scheme's first-year discount in the browser (decision 0047): the VAT registration
 * and joining dates typed on Edit Business with the UK date field, then the return for 18A2
 * (01/04/2017-30/06/2017, the emulator's open period) worked out with the discount to 30/04/2017
 * and said in words; boxes 3 and 5 are text, not inputs.
 */

const browser = useBrowser();
const RETURN_PATH = '/app/hmrc/vat-return/18A2/20170401/20170630';

async function open(token: string): Promise<Page> {
  const page = await browser.open({ token });
  page.setDefaultTimeout(20_000);
  return page;
}

describe('flat rate scheme first year (VAT Notice 733)', () => {
  it('keeps the dates from Edit Business and says the discount on the return, with box 1 split at the anniversary', async () => {
    const user = await seedUser({
      withBusiness: true,
      businessName: 'First Year Florist',
      enableVat: true,
      selectBusiness: true,
    });
    const accountId = await addAccount(user.token, 'Current account', true);
    const sale = (date: string, amount: number) =>
      addTx(user.token, {
        date,
        desc: `Flowers ${date}`,
        transactionTypeId: 1,
        categoryId: 'sales',
        amount,
        accountId,
        vatRateId: 'standard',
      });
    await sale('2017-04-10', 1000);
    await sale('2017-05-15', 100.01);
    const page = await open(user.token);
    await connectHmrc(page, { user: await createHmrcTestUser() });

    await page.goto('/app/edit-business');
    await page.getByRole('combobox', { name: 'VAT scheme' }).selectOption({ label: 'Flat Rate' });
    await page.getByRole('textbox', { name: 'Flat rate percent' }).fill('12.5');
    const registered = page.getByRole('textbox', { name: 'VAT registration date', exact: true });
    const joined = page.getByRole('textbox', { name: 'Date you joined the flat rate scheme', exact: true });
    await registered.fill('01/05/2016');
    // Joining before registering is refused on the field, in words.
    await joined.fill('30/04/2016');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('The date you joined the flat rate scheme cannot be before the VAT registration date')
      .first()
      .waitFor();
    await expect(joined.getAttribute('aria-invalid')).resolves.toBe('true');
    await axeScan(page);
    await joined.fill('01/05/2016');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Business updated').waitFor();

    // Registered 01/05/2016: 11.5% to 30/04/2017, 12.5% from 01/05/2017.
    await page.goto(RETURN_PATH);
    await page.getByRole('heading', { name: 'Submit VAT Return' }).waitFor();
    await page
      .getByText(
        'Your flat rate is 11.5% (12.5% less the 1% first-year discount) until 30/04/2017, and 12.5% from 01/05/2017.',
      )
      .waitFor();
    // 1,000.00 x 11.5% = 115.00; 100.01 x 12.5% = 12.50125; together 127.50125 -> £127.50.
    const box1 = page.getByRole('textbox', { name: 'Box 1', exact: true });
    await eventually(() => box1.inputValue()).toBe('127.50');
    // Boxes 3 and 5 are worked out, so they are labelled text, not inputs.
    await expect(page.getByLabel('Box 3', { exact: true }).textContent()).resolves.toBe('£127.50');
    await expect(page.getByLabel('Box 5', { exact: true }).textContent()).resolves.toBe('£127.50');
    await expect(page.getByRole('textbox', { name: 'Box 3', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Box 5', exact: true }).count()).resolves.toBe(0);
    await axeScan(page);

    // The standard scheme has no flat rate, so no sentence.
    await page.getByRole('combobox', { name: 'VAT scheme' }).selectOption({ label: 'Standard' });
    await page.getByText('2 transactions in this period are counted in these figures.').waitFor();
    await eventually(() => page.getByText(/first-year discount/).count()).toBe(0);
  });
});
