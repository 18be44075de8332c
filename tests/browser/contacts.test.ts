import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api as testClient } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, shown, useBrowser } from './support/browser';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

const EMPTY = {
  email: null,
  phone: null,
  mobile: null,
  address: null,
  website: null,
  twitterHandle: null,
  facebookProfile: null,
  linkedinProfile: null,
  otherSocials: null,
  vrn: null,
};

async function addContacts(token: string, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) ids.push((await testClient(token).ok('contactCreate', { body: { ...EMPTY, name } })).id);
  return ids;
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: /^Contacts? of/ });
}

function rowOf(page: Page, name: string): Locator {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The names in the table, top to bottom. */
function names(page: Page): Promise<string[]> {
  return table(page).getByRole('row').locator('td:first-child a').allTextContents();
}

describe('Contacts (SPEC §2)', () => {
  it('adds, edits with an HMRC VRN check, and deletes a contact', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Contact Books Ltd' });
    const page = await openPage({ token: user.token });
    await page.goto('/app/contacts');
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    await table(page).getByRole('cell', { name: 'No Contacts' }).waitFor();

    // The name is required; nothing is sent without it.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a contact' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();

    await form.getByRole('textbox', { name: /^Name/ }).fill('  Acme Supplies ');
    await form.getByRole('textbox', { name: 'Email' }).fill(' orders@acme.test ');
    await form.getByRole('textbox', { name: 'Phone' }).fill('0113 496 0000');
    await form.getByRole('textbox', { name: 'Address' }).fill('1 Trade Street\nLeeds');
    await form.getByRole('textbox', { name: 'Website' }).fill('acme.test');
    await form.getByRole('textbox', { name: 'Twitter handle' }).fill('@acme');
    const vrn = form.getByRole('textbox', { name: 'VRN' });
    await vrn.fill('gb 123-456-789');
    expect(await vrn.inputValue()).toBe('GB123456789');
    // HMRC's published example of a registered number, answered by the local HMRC sandbox.
    await vrn.fill('553557881');
    await vrn.press('Tab');
    await form.getByText('Registered with HMRC: Credite Sberger Donal Inc., 131B Barton Hamlet, SW97 5CK').waitFor();
    await axeScan(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Contact created').waitFor();
    const row = rowOf(page, 'Acme Supplies');
    await row.getByRole('cell', { name: 'orders@acme.test', exact: true }).waitFor();
    await row.getByRole('cell', { name: '553557881', exact: true }).waitFor();
    await row.getByText('Twitter: @acme').waitFor();
    await axeScan(page);

    // Edit: Cancel keeps it; Save changes it.
    await page.getByRole('button', { name: 'Edit Acme Supplies' }).click();
    const edit = page.getByRole('form', { name: 'Edit Acme Supplies' });
    await edit.getByRole('textbox', { name: /^Name/ }).fill('Acme Trading');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await rowOf(page, 'Acme Supplies').waitFor();
    await page.getByRole('button', { name: 'Edit Acme Supplies' }).click();
    await edit.getByRole('textbox', { name: /^Name/ }).fill('Acme Trading');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Contact updated').waitFor();
    await rowOf(page, 'Acme Trading').waitFor();

    // Delete from the More menu, after confirming.
    await page.getByRole('button', { name: 'Edit Acme Trading' }).click();
    await page.getByRole('button', { name: 'More actions for Acme Trading' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete contact?' });
    await dialog.getByText('Transactions with this contact keep showing its name.').waitFor();
    await shown(dialog);
    await axeScan(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('Contact deleted').waitFor();
    await table(page).getByRole('cell', { name: 'No Contacts' }).waitFor();
  });

  it('pages, filters back to page 1, shows one contact alone, and clears filters with showAll', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Many Contacts Ltd' });
    const all = Array.from({ length: 23 }, (_, i) => `Client ${String(i + 1).padStart(2, '0')}`);
    await addContacts(user.token, all);
    const [special] = await addContacts(user.token, ['Zed Special']);
    const page = await openPage({ token: user.token });
    await page.goto('/app/contacts');
    await rowOf(page, 'Client 01').waitFor();
    expect(await names(page)).toEqual(all.slice(0, 20));

    const pages = page.getByRole('navigation', { name: 'Contacts pages' });
    await pages.getByRole('button', { name: /2/ }).click();
    await rowOf(page, 'Zed Special').waitFor();
    expect(await names(page)).toEqual([...all.slice(20), 'Zed Special']);

    // Any filter change goes back to page 1.
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('form', { name: 'Search contacts' });
    await search.getByRole('textbox', { name: 'Name' }).fill('client 1');
    await eventually(() => names(page)).toEqual(all.slice(9, 19));
    await search.getByRole('textbox', { name: 'Email' }).fill('nobody');
    await table(page).getByRole('cell', { name: 'No Contacts' }).waitFor();
    await axeScan(page);

    // The single-contact view, unpaged, then all contacts again with the filters cleared.
    await page.goto(`/app/contacts/${special ?? ''}`);
    await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
    await eventually(() => names(page)).toEqual(['Zed Special']);
    expect(await page.getByRole('navigation', { name: 'Contacts pages' }).count()).toBe(0);
    await page.getByRole('link', { name: 'All contacts' }).click();
    await expectPath(page, '/app/contacts?showAll=true');
    await eventually(() => names(page)).toEqual(all.slice(0, 20));
  });

  it('picks a contact on a transaction, creating it from the search text', async () => {
    const user = await seedUser({ withBusiness: true, enableVat: false, businessName: 'Picker Ltd' });
    await testClient(user.token).ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
    await addContacts(
      user.token,
      Array.from({ length: 21 }, (_, i) => `Customer ${String(i + 1).padStart(2, '0')}`),
    );
    const page = await openPage({ token: user.token });
    await page.goto('/app/transactions');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a transaction' });
    await form.getByRole('textbox', { name: 'Description' }).fill('Catering');
    await form.getByRole('textbox', { name: 'Gross amount' }).fill('120');
    // With no category to set the sign, the person says which way the money went.
    await form.getByRole('radio', { name: 'Money in' }).check();

    // More than one page of contacts: the picker says so, and searching narrows it.
    const picker = form.getByRole('combobox', { name: 'Contact' });
    await picker.click();
    await page.getByText('Too many contacts to display, please search to refine').waitFor();
    const options = page.getByRole('listbox', { name: 'Contacts found' }).getByRole('option');
    await eventually(() => options.count()).toBe(21); // 20 contacts and "Show more contacts"
    await axeScan(page);
    await page.getByRole('option', { name: 'Show more contacts' }).click();
    await page.getByRole('option', { name: 'Customer 21' }).waitFor();
    expect(await page.getByRole('option', { name: 'Show more contacts' }).count()).toBe(0);
    await picker.fill('customer 2');
    await eventually(() => options.allTextContents()).toEqual([
      'Customer 20',
      'Customer 21',
      'Create contact “customer 2”',
    ]);

    // A new contact from the typed text, chosen with the keyboard.
    await picker.fill('Party Planners');
    const create = page.getByRole('option', { name: 'Create contact “Party Planners”' });
    await create.waitFor();
    await eventually(() => options.count()).toBe(1);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await page.getByRole('status').getByText('Contact created').waitFor();
    await eventually(() => picker.inputValue()).toBe('Party Planners');
    await form.getByRole('button', { name: 'Save' }).click();
    await eventually(() => form.count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: 'Catering' });
    await row.getByText('Party Planners').waitFor();

    // Editing shows the chosen contact; clearing it saves the transaction without one.
    await row.getByRole('button', { name: /^Edit Catering/ }).click();
    const edit = page.getByRole('form', { name: /^Edit transaction Catering/ });
    const editPicker = edit.getByRole('combobox', { name: 'Contact' });
    expect(await editPicker.inputValue()).toBe('Party Planners');
    await edit.getByRole('button', { name: 'Clear contact' }).click();
    await eventually(() => editPicker.inputValue()).toBe('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await eventually(() => edit.count()).toBe(0);
    await eventually(() => row.getByText('Party Planners').count()).toBe(0);

    // The contact list has it too.
    await page.goto('/app/contacts');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('form', { name: 'Search contacts' }).getByRole('textbox', { name: 'Name' }).fill('party');
    await eventually(() => names(page)).toEqual(['Party Planners']);
  });
});
