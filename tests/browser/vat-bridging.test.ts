import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { call } from '../integration/business-support';
import { seedUser } from '../support/seed';
import { axeScan, eventually, expectPath, shown, useBrowser } from './support/browser';
import { connectHmrc, createHmrcTestUser } from './support/hmrc';

/**
 * Submit VAT Return in Bridging Mode (SPEC §2 "Import figures modal", §4 VAT mode, §5 "VAT
 * spreadsheet import"): the example template downloaded through the page and imported back, a sheet
 * with the figures moved elsewhere, cell references edited and flagged, the spec's texts for files
 * that cannot be imported, and a filed return that keeps its cell references (digital links).
 *
 * The emulator's last open obligation is 18A2, 01/04/2017-30/06/2017 (see vat-return.test.ts);
 * each trader has its own HMRC test user, so each files 18A2 once.
 */

const browser = useBrowser();
const KEY_PATH = '/app/hmrc/vat-return/18A2/20170401/20170630';

/** The example template's figures and cells, written out by hand. */
const TEMPLATE_BOXES = ['12345.67', '123.45', '12469.12', '2345.89', '10123.23', '61728', '11729', '0', '617'];
const TEMPLATE_CELLS = ['C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'C11', 'C12'];

/**
 * A workbook with a notes sheet first and the figures on 'Q2 figures', moved to F10:F18 beside labels
 * in E; H2 holds another figure and A1 a title. Figures: 1 = 1,000.00, 2 = 50.50, 3 = 1,050.50,
 * 4 = 300.25, 5 = |1,050.50 - 300.25| = 750.25, 6 = 5000, 7 = 1500, 8 = 0, 9 = 252.
 */
const MOVED_FIGURES = [1000, 50.5, 1050.5, 300.25, 750.25, 5000, 1500, 0, 252];
const MOVED_BOXES = ['1000.00', '50.50', '1050.50', '300.25', '750.25', '5000', '1500', '0', '252'];
const MOVED_CELLS = ['F10', 'F11', 'F12', 'F13', 'F14', 'F15', 'F16', 'F17', 'F18'];
function movedWorkbook(): Buffer {
  const rows: (string | number | null)[][] = [
    ['Quarter to 30 June 2017'],
    [null, null, null, null, null, null, null, 999.99],
  ];
  while (rows.length < 9) rows.push([]);
  MOVED_FIGURES.forEach((f, i) => rows.push([null, null, null, null, `Box ${i + 1}`, f]));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['Prepared by the bookkeeper'], ['Checked', 'yes']]),
    'Notes',
  );
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Q2 figures');
  return XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

async function trader(name: string): Promise<{ token: string }> {
  const user = await seedUser({ withBusiness: true, businessName: name, enableVat: true, selectBusiness: true });
  const page = await open(user.token);
  await connectHmrc(page, { user: await createHmrcTestUser() });
  await page.context().close();
  return { token: user.token };
}

async function open(token: string, width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  return page;
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Box ${n}`, exact: true });
/** Boxes 3 and 5 are worked out: text named by their label ('£1,050.49' is read as '1050.49'). */
const workedOut = async (page: Page, n: 3 | 5) =>
  ((await page.getByLabel(`Box ${n}`, { exact: true }).textContent()) ?? '').replace(/[£,]/g, '');
const cell = (page: Page, n: number) => page.getByRole('textbox', { name: `Box ${n} cell`, exact: true });
/** A box's figure as shown: boxes 3 and 5 as text, the others as typed in their inputs. */
const boxValue = (page: Page, n: number) => (n === 3 || n === 5 ? workedOut(page, n) : box(page, n).inputValue());
const cellValue = (page: Page, n: number) => cell(page, n).inputValue();
async function values(page: Page, read: (page: Page, n: number) => Promise<string>): Promise<string[]> {
  const found: string[] = [];
  for (let n = 1; n <= 9; n++) found.push(await read(page, n));
  return found;
}

async function openBridging(page: Page): Promise<void> {
  await page.goto('/app/vat');
  await page.getByRole('link', { name: 'VAT Return', exact: true }).click();
  await expectPath(page, KEY_PATH);
  await page.getByRole('heading', { name: 'Submit VAT Return' }).waitFor();
  await page.getByRole('radio', { name: 'Bridging Mode' }).check();
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import figures' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import figures' });
  // Faded in fully before anything is read or scanned (axe measures contrast through opacity).
  await shown(dialog);
  return dialog;
}

/** Choose a file through the file picker, as a person does, then press Import. */
async function importFile(page: Page, dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Spreadsheet or CSV file' }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
}

async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A password-protected workbook as Excel writes one: an OLE container holding EncryptionInfo (agile
 * encryption, version 4.4, its XML) and the EncryptedPackage.
 */
function encryptedWorkbook(): Buffer {
  const CFB = XLSX.CFB as {
    utils: { cfb_new(): object; cfb_add(cfb: object, name: string, content: Uint8Array): void };
    write(cfb: object, options: { type: 'buffer' }): Buffer;
  };
  const container = CFB.utils.cfb_new();
  const xml = '<?xml version="1.0" encoding="UTF-8"?><encryption><keyData saltSize="16" blockSize="16"/></encryption>';
  CFB.utils.cfb_add(container, 'EncryptionInfo', Uint8Array.from([4, 0, 4, 0, 0x40, 0, 0, 0, ...Buffer.from(xml)]));
  CFB.utils.cfb_add(container, 'EncryptedPackage', new Uint8Array(4096).fill(7));
  return CFB.write(container, { type: 'buffer' });
}

describe('Submit VAT Return: bridging mode (SPEC §2, §4, §5)', () => {
  it('imports the example template and a sheet with moved cells, re-reads edited cells, flags bad ones and files the return with its cell references', async () => {
    const t = await trader('Bridging Figures Ltd');
    const page = await open(t.token);
    await openBridging(page);

    const dialog = await openImport(page);
    await axeScan(page);
    // No file yet.
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Select a file to continue').waitFor();

    // Both example templates come from the page itself.
    const csv = await download(page, dialog.getByRole('button', { name: 'Download example template (csv)' }));
    expect(csv.name).toBe('vat-return-template.csv');
    expect(csv.bytes.toString('utf8')).toContain('1,VAT due on sales and other outputs,"12,345.67"');
    const template = await download(page, dialog.getByRole('button', { name: 'Download example template (xlsx)' }));
    expect(template.name).toBe('vat-return-template.xlsx');

    // The xlsx template read back: the nine figures exactly, each with its cell.
    await importFile(page, dialog, { name: template.name, mimeType: XLSX_MIME, buffer: template.bytes });
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => values(page, boxValue)).toEqual(TEMPLATE_BOXES);
    await expect(values(page, cellValue)).resolves.toEqual(TEMPLATE_CELLS);
    await page.getByText('Imported from the spreadsheet').first().waitFor();

    // Figures moved to F10:F18 of the second sheet are found there.
    const movedDialog = await openImport(page);
    await importFile(page, movedDialog, {
      name: 'moved-figures.xlsx',
      mimeType: XLSX_MIME,
      buffer: movedWorkbook(),
    });
    // Gone, not fading out, before the scan below (axe measures contrast through opacity).
    await movedDialog.waitFor({ state: 'hidden' });
    await eventually(() => values(page, boxValue)).toEqual(MOVED_BOXES);
    await expect(values(page, cellValue)).resolves.toEqual(MOVED_CELLS);
    await page.getByText(/Figures from moved-figures\.xlsx, sheet Q2 figures/).waitFor();
    await axeScan(page);

    // Another cell for box 1: its figure is read from there, and box 3 follows (999.99 + 50.50).
    await cell(page, 1).fill('H2');
    await cell(page, 1).press('Enter');
    await eventually(() => box(page, 1).inputValue()).toBe('999.99');
    await eventually(() => workedOut(page, 3)).toBe('1050.49');
    // Not letters then digits, and a cell with no figure: flagged with the reason.
    await cell(page, 2).fill('11F');
    await cell(page, 2).press('Enter');
    await page.getByText('Enter a cell reference as letters followed by digits, for example C4').waitFor();
    await expect(cell(page, 2).getAttribute('aria-invalid')).resolves.toBe('true');
    await cell(page, 4).fill('E10');
    await cell(page, 4).press('Enter');
    await page
      .getByText("Cell E10 in 'Q2 figures' does not hold a figure. Enter the reference of a cell with a number in it.")
      .waitFor();
    await expect(cell(page, 4).getAttribute('aria-invalid')).resolves.toBe('true');
    await axeScan(page);

    // Import the moved sheet again and file it: the receipt keeps each box's cell and the source.
    const refileDialog = await openImport(page);
    await importFile(page, refileDialog, {
      name: 'moved-figures.xlsx',
      mimeType: XLSX_MIME,
      buffer: movedWorkbook(),
    });
    // Gone, not fading out, before the scan below (axe measures contrast through opacity).
    await refileDialog.waitFor({ state: 'hidden' });
    await eventually(() => values(page, boxValue)).toEqual(MOVED_BOXES);
    await expect(values(page, cellValue)).resolves.toEqual(MOVED_CELLS);
    await page.getByRole('radio', { name: 'Business', exact: true }).check();
    await page.getByRole('button', { name: 'Review & Submit' }).click();
    const review = page.getByRole('dialog', { name: 'Review VAT Return' });
    await review.waitFor();
    await review.getByRole('button', { name: 'Submit' }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/app\/hmrc\/vat-return\/receipt\/[^/]+$/);
    await page.getByRole('heading', { name: 'VAT Return Receipt' }).waitFor();

    const filed = await call('GET', '/hmrc/vat-return/18A2', { token: t.token });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json).toMatchObject({
      vatDueSales: 1000,
      vatDueAcquisitions: 50.5,
      totalVatDue: 1050.5,
      vatReclaimedCurrPeriod: 300.25,
      netVatDue: 750.25,
      totalValueSalesExVAT: 5000,
      totalValuePurchasesExVAT: 1500,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 252,
    });
    const receipts = await call('GET', '/hmrc/vat-return/receipts', { token: t.token });
    expect(receipts.status, receipts.text).toBe(200);
    const [receipt] = receipts.json as Record<string, unknown>[];
    expect(receipt).toMatchObject({
      periodKey: '18A2',
      mode: 2,
      importSource: { fileName: 'moved-figures.xlsx', sheetName: 'Q2 figures' },
      cellReferences: {
        vatDueSales: 'F10',
        vatDueAcquisitions: 'F11',
        vatReclaimedCurrPeriod: 'F13',
        totalValueSalesExVAT: 'F15',
        totalValuePurchasesExVAT: 'F16',
        totalValueGoodsSuppliedExVAT: 'F17',
        totalAcquisitionsExVAT: 'F18',
      },
      figuresEntryMethod: {
        vatDueSales: 2,
        vatDueAcquisitions: 2,
        vatReclaimedCurrPeriod: 2,
        totalValueSalesExVAT: 2,
        totalValuePurchasesExVAT: 2,
        totalValueGoodsSuppliedExVAT: 2,
        totalAcquisitionsExVAT: 2,
      },
    });
  });

  it("gives the spec's texts for empty, non-spreadsheet, figureless and password-protected files, lets references be entered by hand, and works by keyboard on a 360px screen", async () => {
    const t = await trader('Bridging Errors Ltd');
    const page = await open(t.token, 360);
    await openBridging(page);
    const dialog = await openImport(page);

    await importFile(page, dialog, { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await dialog.getByText('Could not find file data').waitFor();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    await importFile(page, dialog, { name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await dialog.getByText('An unknown error occurred, please try again').waitFor();
    await importFile(page, dialog, {
      name: 'letter.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Dear HMRC,\nplease find my figures attached.\n'),
    });
    await dialog.getByText("No VAT figures found in 'Sheet1'. Try again or use the example VAT template.").waitFor();
    await importFile(page, dialog, { name: 'short.csv', mimeType: 'text/csv', buffer: Buffer.from('1,2,3\n4,5,6\n') });
    await dialog
      .getByText(
        'Could not automatically detect which cells contained VAT figures. Either enter the cell references manually or try again using the example VAT template.',
      )
      .waitFor();
    // Nothing was imported: no cell references on the screen.
    await expect(page.getByRole('textbox', { name: 'Box 1 cell' }).count()).resolves.toBe(0);
    await importFile(page, dialog, { name: 'locked.xlsx', mimeType: XLSX_MIME, buffer: encryptedWorkbook() });
    await dialog
      .getByText('Unable to import the sheet because it is password protected. Remove protection and try again.')
      .waitFor();
    await axeScan(page);

    // A file read whose figures were not found: the cell references can be entered by hand.
    await importFile(page, dialog, { name: 'short.csv', mimeType: 'text/csv', buffer: Buffer.from('1,2,3\n4,5,6\n') });
    await dialog.getByRole('button', { name: 'Enter cell references manually' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await cell(page, 1).fill('C2');
    await cell(page, 1).press('Enter');
    await eventually(() => box(page, 1).inputValue()).toBe('6.00');
    await page.getByRole('button', { name: 'Import figures' }).click();
    await dialog.waitFor();

    // Fits a 360px screen; the template buttons work from the keyboard.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    const csvButton = dialog.getByRole('button', { name: 'Download example template (csv)' });
    await csvButton.focus();
    const started = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await started).suggestedFilename()).toBe('vat-return-template.csv');
  });
});
