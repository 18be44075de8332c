import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BusinessRole } from '@bk/domain';
import { api as testClient } from '../support/api-client';
import { defined } from '../support/defined';
import { seedMembership, seedUser } from '../support/seed';
import { axeScan, baseUrl, eventually, expectPath, shown, useBrowser } from './support/browser';
import { mailIds, nextMail } from './support/mail';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

/** A VAT-registered business with a bank account and two payments received, by the API. */
async function business() {
  const user = await seedUser({ withBusiness: true, enableVat: true, businessName: 'Invoice Books Ltd' });
  const client = testClient(user.token);
  const account = await client.ok('accountCreate', { body: { name: 'Current Account', isMain: true } });
  const categories = await client.ok('categoryList');
  const sales = defined(
    categories.find((c) => c.saCategory?.income === true),
    'an income category',
  );
  const pay = (desc: string, amount: number) =>
    client.ok('transactionCreate', {
      body: { date: '2026-03-02', desc, amount, transactionTypeId: 1, categoryId: sales.id, accountId: account.id },
    });
  const first = await pay('Bright transfer part one', 60);
  const second = await pay('Bright transfer part two', 40);
  return { user, first, second };
}

async function notice(page: Page, text: string): Promise<void> {
  await page.getByRole('status').getByText(text, { exact: true }).first().waitFor();
}

/** Add a line with the editor's inputs and save it. */
async function addLine(page: Page, n: number, line: { desc: string; qty: string; price: string; rate: string }) {
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await page.getByRole('textbox', { name: `Description of line ${n}` }).fill(line.desc);
  await page.getByRole('textbox', { name: `Quantity of line ${n}` }).fill(line.qty);
  await page.getByRole('textbox', { name: `Unit price of line ${n}` }).fill(line.price);
  await page.getByRole('combobox', { name: `VAT rate of line ${n}` }).selectOption({ label: line.rate });
  await page.getByRole('button', { name: `Save line ${n}` }).click();
  await page.getByRole('button', { name: `Edit line ${n}` }).waitFor();
}

function totalRow(page: Page, label: string): Locator {
  return page.getByRole('table', { name: 'Invoice totals' }).getByRole('row', { name: new RegExp(`^${label}`) });
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await page.getByText(status, { exact: true }).first().waitFor();
}

describe('Invoices (SPEC §2)', () => {
  it('creates, previews, downloads, e-mails, reconciles and deletes an invoice', async () => {
    const { user } = await business();
    const page = await openPage({ token: user.token });

    await page.goto('/app/home');
    await page
      .getByRole('link', { name: /Invoices/ })
      .first()
      .click();
    await expectPath(page, '/app/invoice/list');
    await page.getByRole('cell', { name: 'No invoices found' }).waitFor();
    await axeScan(page);

    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/app/invoice/create');
    await page.getByRole('heading', { name: 'Create Invoice', level: 1 }).waitFor();
    await eventually(() => page.getByRole('textbox', { name: /^Invoice number/ }).inputValue()).toBe('INV-00001');
    expect(await page.getByRole('textbox', { name: 'Business name' }).inputValue()).toBe('Invoice Books Ltd');

    // A contact that does not exist yet, made from the picker.
    const picker = page.getByRole('combobox', { name: 'Contact' });
    await picker.fill('Bright Client Ltd');
    await page.getByRole('option', { name: /Create contact .Bright Client Ltd/ }).click();
    await notice(page, 'Contact created');
    await eventually(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Bright Client Ltd',
    );
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('2 Market Row\nYork');
    await page.getByRole('textbox', { name: 'Purchase order number' }).fill('PO-77');
    // A date far off is taken, once confirmed: it may be a slip of the year.
    await page.getByLabel('Due date').fill('31/12/2099');
    await page.getByText('31/12/2099 is more than a year away — is the year right?').waitFor();

    await addLine(page, 1, { desc: 'Consulting hours', qty: '1.5', price: '40', rate: 'Standard (20%)' });
    await addLine(page, 2, { desc: 'Printed guide', qty: '2', price: '10', rate: 'Reduced (5%)' });
    await addLine(page, 3, { desc: 'Postage', qty: '1', price: '7', rate: 'Zero (0%)' });
    await totalRow(page, 'Total Net').getByText('£87.00').waitFor();
    await totalRow(page, 'VAT \\(Standard').getByText('£12.00').waitFor();
    await totalRow(page, 'VAT \\(Reduced').getByText('£1.00').waitFor();
    await totalRow(page, 'Total Gross').getByText('£100.00').waitFor();
    await axeScan(page);

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Is the date right?' })
      .getByRole('button', { name: 'Yes, save it' })
      .click();
    await notice(page, 'Invoice Created');
    await page.getByRole('heading', { name: 'Invoice INV-00001', level: 1 }).waitFor();
    const invoiceUrl = new URL(page.url()).pathname;
    expect(invoiceUrl).toMatch(/^\/app\/invoice\/[A-Za-z0-9_-]+$/);
    await expectStatus(page, 'Awaiting Payment');
    await totalRow(page, 'Total Due').getByText('£100.00').waitFor();
    await axeScan(page);

    // Preview: the server's PDF in a frame.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of INV-00001' });
    await shown(preview);
    await preview.locator('iframe[title="Invoice INV-00001 as a PDF"]').waitFor();
    await axeScan(page);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice_INV-00001.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // E-mail it: the mail reaches the local sink with the PDF attached.
    const to = `bright-${Date.now()}@example.test`;
    const seen = await mailIds(to);
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Email INV-00001' });
    await shown(emailDialog);
    await emailDialog.getByRole('textbox', { name: /^To/ }).fill(to);
    await emailDialog.getByRole('textbox', { name: /^Note/ }).fill('Thank you for your business.');
    await axeScan(page);
    // A failure keeps the modal open with the reason (SPEC §8), and nothing typed is lost.
    await page.route(
      '**/api/invoice/*/send',
      (r) => r.fulfill({ status: 502, json: { message: 'The e-mail service is not answering' } }),
      { times: 1 },
    );
    await emailDialog.getByRole('button', { name: 'Send' }).click();
    await emailDialog.getByRole('alert').getByText('The e-mail service is not answering').waitFor();
    expect(await emailDialog.getByRole('textbox', { name: /^To/ }).inputValue()).toBe(to);
    await emailDialog.getByRole('button', { name: 'Send' }).click();
    await notice(page, 'Email successfully sent');
    await emailDialog.waitFor({ state: 'hidden' });
    await page.getByText(`Sent to ${to} on`).waitFor();
    const mail = await nextMail(to, /./, seen);
    const all = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as {
      id: string;
      attachments: { filename: string; contentType: string }[];
    }[];
    const sent = defined(
      all.find((m) => m.id === mail.id),
      'the sent mail in mail.json',
    );
    expect(sent.attachments).toEqual([
      expect.objectContaining({ filename: 'invoice_INV-00001.pdf', contentType: 'application/pdf' }),
    ]);
    const attached = await fetch(`${baseUrl()}/_local/mail/${encodeURIComponent(mail.id)}/attachments/0`);
    expect(
      Buffer.from(await attached.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // Reconcile both payments: Paid.
    await page.getByRole('button', { name: 'Reconcile' }).click();
    const match = page.getByRole('dialog', { name: 'Match Transactions' });
    await shown(match);
    const matchButton = match.getByRole('button', { name: 'Match', exact: true });
    expect(await matchButton.isDisabled()).toBe(true);
    await match.getByRole('checkbox', { name: /^Match Bright transfer part one/ }).check();
    await match.getByRole('checkbox', { name: /^Match Bright transfer part two/ }).check();
    await axeScan(page);
    await matchButton.click();
    const confirm = page.getByRole('dialog', { name: 'Match transactions?' });
    await shown(confirm);
    await confirm.getByRole('button', { name: 'Match' }).click();
    await notice(page, 'Added transaction(s) as payment');
    await expectStatus(page, 'Paid');
    await totalRow(page, 'Amount Paid').getByText('£100.00').waitFor();
    const payments = page.getByRole('table', { name: 'Payments received' });
    await payments.getByRole('cell', { name: 'Bright transfer part two', exact: true }).waitFor();

    // Already on this invoice: the boxes are ticked and cannot be changed.
    await page.getByRole('button', { name: 'Reconcile' }).click();
    await shown(match);
    const onThis = match.getByRole('checkbox', { name: /^Match Bright transfer part one/ });
    expect(await onThis.isDisabled()).toBe(true);
    await match.getByRole('button', { name: 'Cancel' }).click();
    await match.waitFor({ state: 'hidden' });

    // Income & Expenses links a reconciled transaction to its invoice.
    await page.goto('/app/transactions?showAll=true');
    await page.getByRole('link', { name: 'INV-00001' }).first().click();
    await expectPath(page, invoiceUrl);

    // Remove one payment: Awaiting Payment again.
    await page.getByRole('button', { name: /^Remove Bright transfer part two/ }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove payment?' });
    await shown(removeDialog);
    await removeDialog.getByRole('button', { name: 'Remove' }).click();
    await notice(page, 'Removed transaction as payment');
    await expectStatus(page, 'Awaiting Payment');
    await totalRow(page, 'Total Due').getByText('£40.00').waitFor();

    // The rest arrives as a payment not yet in the books: made and matched from the modal.
    await page.getByRole('button', { name: 'Reconcile' }).click();
    await shown(match);
    await match.getByRole('button', { name: 'Create Transaction' }).click();
    const create = page.getByRole('dialog', { name: 'Create Transaction' });
    await create.getByRole('form', { name: 'Create a transaction' }).waitFor();
    expect(await create.getByRole('textbox', { name: /^Amount received/ }).inputValue()).toBe('40.00');
    await axeScan(page);
    await create.getByRole('button', { name: 'Done' }).click();
    await notice(page, 'Added transaction(s) as payment');
    await expectStatus(page, 'Paid');
    await payments.getByRole('cell', { name: 'Payment for INV-00001', exact: true }).waitFor();

    // Delete the invoice: back to an empty list, and its address finds nothing.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete invoice?' });
    await shown(deleteDialog);
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Invoice Deleted');
    await expectPath(page, '/app/invoice/list');
    await page.getByRole('cell', { name: 'No invoices found' }).waitFor();

    await page.goto(invoiceUrl);
    await page.getByText('Invoice not found', { exact: true }).waitFor();
    await axeScan(page);
    await page.goto('/app/invoice/-1');
    await page.getByText('Invoice not found', { exact: true }).waitFor();
  });

  it('lists an overdue invoice, filters by status, and shows it read-only to a role without invoice:write', async () => {
    const reader = await seedUser({ withBusiness: true, role: BusinessRole.OTHER, businessName: 'Read Only Ltd' });
    const businessId = defined(reader.businessId, 'the reader business');
    // The invoice is written while the user is its administrator; then they may only look.
    await seedMembership(businessId, reader.userId, reader.email, BusinessRole.ADMINISTRATOR);
    const invoice = await testClient(reader.token).ok('invoiceCreate', {
      body: {
        purchaseOrderNumber: null,
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        toName: 'Past Due Ltd',
        toAddress: null,
        fromName: 'Read Only Ltd',
        fromAddress: null,
        fromVrn: null,
        fromPhoneNumber: null,
        fromEmailAddress: null,
        paymentTerms: null,
        contactId: null,
        invoiceItems: [{ description: 'Work', quantity: 1, unitPrice: 10, vatRateId: 'standard' }],
      },
    });
    await seedMembership(businessId, reader.userId, reader.email, BusinessRole.OTHER);

    const page = await openPage({ token: reader.token });
    await page.goto('/app/invoice/list');
    const row = page.getByRole('row', { name: new RegExp(invoice.invoiceNumber) });
    await row.getByText('Overdue').waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Paid');
    await page.getByRole('cell', { name: 'No invoices found' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Overdue');
    await row.getByRole('link', { name: `View ${invoice.invoiceNumber}` }).click();

    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    for (const name of ['Update', 'Delete', 'Email', 'Reconcile', 'Add Line Item'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    await axeScan(page);
  });

  it('sends the invoice screens Home when invoices are switched off (SPEC §6)', async () => {
    const { token } = await seedUser({ withBusiness: true });
    const page = await openPage({ token });
    await page.route('**/api/invoice/visible', (r) => r.fulfill({ json: false }));
    await page.goto('/app/invoice/list');
    await expectPath(page, '/app/home');
    await page.goto('/app/invoice/create');
    await expectPath(page, '/app/home');
  });
});
