import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api as testClient } from '../support/api-client';
import { seedUser } from '../support/seed';
import { axeScan, eventually, shown, useBrowser } from './support/browser';

const browser = useBrowser();

/** A page that waits a little longer than usual: the stack shares two cores with other test runs. */
async function openPage(options: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  page.setDefaultTimeout(20_000);
  return page;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function api(token: string, method: string, path: string, body?: unknown) {
  const reply = await testClient(token).raw({ method, path, ...(body !== undefined ? { body } : {}) });
  if (reply.status >= 300) throw new Error(`${method} ${path} -> ${reply.status} ${reply.text}`);
  return reply.json as { id: string };
}

async function choose(page: Page, modal: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    modal.getByRole('button', { name: /^File/ }).click(),
  ]);
  await chooser.setFiles(file);
}

describe('Attachments (SPEC §2 Other widgets, §5 Attachment upload)', () => {
  it('uploads, describes, views, downloads and deletes files of a transaction', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Receipts Ltd' });
    const account = await api(user.token, 'POST', '/account', { name: 'Current Account', isMain: true });
    const today = new Date().toISOString().slice(0, 10);
    await api(user.token, 'POST', '/transaction', {
      date: today,
      desc: 'Printer paper',
      amount: 12.5,
      transactionTypeId: 1,
      accountId: account.id,
    });
    const page = await openPage({ token: user.token });
    await page.goto('/app/transactions');
    const shownDate = today.split('-').reverse().join('/');
    // Edit is the row's button; Attach, Split and Delete are in its More actions menu.
    await page.getByRole('button', { name: `More actions for Printer paper on ${shownDate}` }).click();
    await page.getByRole('menuitem', { name: 'Attach a file' }).click();
    const modal = page.getByRole('dialog', { name: `Attachments of Printer paper on ${shownDate}` });
    await modal.getByText('No attachments found').waitFor();
    await shown(modal);
    await axeScan(page);

    // Nothing chosen, then a file over 5mb: refused before anything is sent.
    await modal.getByRole('button', { name: 'Upload' }).click();
    await modal.getByText('Select a file to continue').waitFor();
    await choose(page, modal, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await modal.getByText('File too large, max size 5mb').waitFor();

    // A file whose bytes are not what its name says is checked on the server and refused on the field.
    await choose(page, modal, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await modal.getByRole('button', { name: 'Upload' }).click();
    await modal.getByText('The uploaded file is not an image or a PDF').waitFor();
    await modal.getByText('No attachments found').waitFor();

    // An image, with a description.
    await choose(page, modal, { name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByRole('textbox', { name: 'Description' }).fill('Till receipt');
    await modal.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').getByText('Uploaded receipt.png').waitFor();
    const files = modal.getByRole('table', { name: 'Files attached to this transaction' });
    const pngRow = files.getByRole('row').filter({ has: page.getByRole('cell', { name: 'receipt.png', exact: true }) });
    await pngRow.waitFor();
    expect(await pngRow.getByRole('textbox', { name: 'Description of receipt.png' }).inputValue()).toBe('Till receipt');
    expect(await pngRow.getByRole('cell', { name: new RegExp(`^${shownDate} \\d\\d:\\d\\d$`) }).count()).toBe(1);
    await eventually(() => modal.getByRole('textbox', { name: 'Description', exact: true }).inputValue()).toBe('');

    // A PDF too.
    await choose(page, modal, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await modal.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').getByText('Uploaded invoice.pdf').waitFor();
    await axeScan(page);

    // Describe.
    const describe = pngRow.getByRole('textbox', { name: 'Description of receipt.png' });
    await describe.fill('Paper for the office printer');
    await pngRow.getByRole('button', { name: 'Save description of receipt.png' }).click();
    await page.getByRole('status').getByText('Description saved').waitFor();

    // View the image, then the PDF.
    await modal.getByRole('button', { name: 'View receipt.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'View receipt.png' });
    await shown(viewer);
    const image = viewer.getByRole('img', { name: 'receipt.png: Paper for the office printer' });
    await eventually(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await viewer.evaluate((el) => el.getBoundingClientRect().width)).toBe(650);
    await axeScan(page);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await eventually(() => viewer.count()).toBe(0);
    await modal.getByRole('button', { name: 'View invoice.pdf' }).click();
    const pdfViewer = page.getByRole('dialog', { name: 'View invoice.pdf' });
    await pdfViewer.locator('iframe[title="invoice.pdf"]').waitFor();
    await pdfViewer.getByRole('button', { name: 'Close' }).click();

    // Download gives back the very bytes uploaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download receipt.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('receipt.png');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(Buffer.compare(readFileSync(path), PNG)).toBe(0);

    // The row counts its files.
    await page.getByText('2 attachments', { exact: true }).waitFor();

    // Delete, after confirming.
    await modal.getByRole('button', { name: 'Delete receipt.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete attachment?' });
    await shown(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => pngRow.count()).toBe(0);
    await modal.getByRole('button', { name: 'Delete invoice.pdf' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await modal.getByText('No attachments found').waitFor();
    await eventually(() => page.getByText(/^\d+ attachments?$/).count()).toBe(0);
  });

  it('fits a 360px-wide screen', async () => {
    const user = await seedUser({ withBusiness: true, businessName: 'Pocket Ltd' });
    const account = await api(user.token, 'POST', '/account', { name: 'Current Account', isMain: true });
    const today = new Date().toISOString().slice(0, 10);
    await api(user.token, 'POST', '/transaction', {
      date: today,
      desc: 'Bus fare',
      amount: 2.5,
      transactionTypeId: 1,
      accountId: account.id,
    });
    const page = await openPage({ token: user.token, width: 360 });
    await page.goto('/app/transactions');
    await page.getByRole('button', { name: /^More actions for Bus fare/ }).click();
    await page.getByRole('menuitem', { name: 'Attach a file' }).click();
    const modal = page.getByRole('dialog', { name: /^Attachments of Bus fare/ });
    await modal.getByText('No attachments found').waitFor();
    await shown(modal);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(await modal.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
    await axeScan(page);
  });
});
