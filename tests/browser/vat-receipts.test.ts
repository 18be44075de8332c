import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { vatRepository, type VatReceiptItem } from '@bk/data';
import { LOCAL_SEED_USER, type HmrcSandbox } from '@bk/hmrc-sandbox';
import { VAT_DECLARATION_TEXTS, vatBoxLabels, VatMode, VatScheme } from '@bk/domain';
import { tokensFor } from '../../packages/hmrc-sandbox/src/test-support';
import { seedUser, stackDb } from '../support/seed';
import { api } from '../support/api-client';
import { readPdfText } from '../support/pdf-text';
import { axeScan, baseUrl, eventually, expectPath, shown, useBrowser } from './support/browser';
import { connectHmrc, createHmrcTestUser } from './support/hmrc';
import { defined } from '../support/defined';

type HmrcUser = Awaited<ReturnType<typeof createHmrcTestUser>>;

const browser = useBrowser();
const PDF_FAILED = 'Failed to download PDF. Please refresh and try again or contact support if this persists.';

/** A filed return as the product keeps it (boxes in pence), for `businessId`. */
function receiptItem(businessId: string, overrides: Partial<VatReceiptItem> = {}): VatReceiptItem {
  return {
    id: randomUUID(),
    businessId,
    periodKey: '26A1',
    dateFrom: '2026-01-01',
    dateTo: '2026-03-31',
    dateDue: '2026-05-07',
    vrn: LOCAL_SEED_USER.vrn,
    boxes: {
      vatDueSales: 123456,
      vatDueAcquisitions: 0,
      totalVatDue: 123456,
      vatReclaimedCurrPeriod: 20050,
      netVatDue: 103406,
      totalValueSalesExVAT: 617200,
      totalValuePurchasesExVAT: 100200,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
    },
    scheme: VatScheme.STANDARD,
    flatRatePercent: null,
    mode: VatMode.ACCOUNTING,
    declaration: 1,
    figuresEntryMethod: {},
    cellReferences: {},
    importSource: null,
    correlationId: `corr-${randomUUID().slice(0, 8)}`,
    receiptId: randomUUID(),
    receiptTimestamp: '2026-04-02T09:05:00Z',
    paymentIndicator: 'DD',
    chargeRefNumber: 'XW123456789012AB',
    processingDate: '2026-04-02T09:05:01.000Z',
    formBundleNumber: '092000001234',
    businessName: 'Receipts Traders Ltd',
    businessAddress: '1 High Street, Leeds, LS1 1AA',
    submittedBy: 'Sam Trader',
    submittedByUserId: randomUUID(),
    reconciled: false,
    createdDate: '2026-04-02T09:05:02.000Z',
    ...overrides,
  };
}

async function vatUser(businessName = 'Receipts Traders Ltd') {
  return seedUser({ withBusiness: true, businessName, enableVat: true, selectBusiness: true });
}

async function open(token: string, path: string, width?: number): Promise<Page> {
  const page = await browser.open({ token, ...(width ? { width } : {}) });
  page.setDefaultTimeout(20_000);
  await page.goto(`/app${path}`);
  return page;
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('VAT Return Receipts (SPEC §2 Receipt list, Receipt)', () => {
  it('says No VAT Return Receipts before anything was filed, also on a 360px screen', async () => {
    const user = await vatUser();
    const page = await open(user.token, '/hmrc/vat-return/receipt/list', 360);
    await page.getByRole('heading', { name: 'VAT Return Receipts', level: 1 }).waitFor();
    await page.getByText('No VAT Return Receipts', { exact: true }).waitFor();
    await expect(page.getByRole('table', { name: 'VAT return receipts' }).count()).resolves.toBe(0);
    await expect(noOverflow(page)).resolves.toBeLessThanOrEqual(360);
    await axeScan(page);
  });

  it('warns before deleting a business that filed VAT returns here, with the way to its receipts', async () => {
    const user = await vatUser('Filed Before Ltd');
    await vatRepository(stackDb()).putReceipt(receiptItem(defined(user.businessId, 'user.businessId')));
    const page = await open(user.token, '/edit-business');
    await page.getByRole('button', { name: 'Delete Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Business' });
    const note = dialog.getByRole('alert').filter({ hasText: 'Keep your VAT return receipts' });
    await note.getByText(/This business has filed 1 VAT return here/).waitFor();
    await shown(dialog);
    await axeScan(page);
    await note.getByRole('link', { name: 'VAT Return Receipts' }).click();
    await expectPath(page, '/app/hmrc/vat-return/receipt/list');
    // A business with none is not warned.
    const other = await vatUser('Never Filed Ltd');
    const plain = await open(other.token, '/edit-business');
    const answered = plain.waitForResponse((r) => new URL(r.url()).pathname === '/api/hmrc/vat-return/receipts');
    await plain.getByRole('button', { name: 'Delete Business' }).click();
    const quiet = plain.getByRole('dialog', { name: 'Delete Business' });
    await quiet.getByText('all of its data').waitFor();
    expect((await answered).status()).toBe(200);
    await expect(quiet.getByText('Keep your VAT return receipts').count()).resolves.toBe(0);
  });

  it('lists the receipts, opens one with its details, boxes and declaration, and downloads its PDF', async () => {
    const user = await vatUser();
    const repo = vatRepository(stackDb());
    const older = receiptItem(defined(user.businessId, 'user.businessId'), {
      periodKey: '25A4',
      dateFrom: '2025-10-01',
      dateTo: '2025-12-31',
      dateDue: '2026-02-07',
      receiptTimestamp: '2026-01-15T14:30:00Z',
      formBundleNumber: '092000000999',
      createdDate: '2026-01-15T14:30:02.000Z',
    });
    const newer = receiptItem(defined(user.businessId, 'user.businessId'));
    await repo.putReceipt(older);
    await repo.putReceipt(newer);
    // The business's logo goes on the receipt PDF (a 1 x 1 PNG).
    await api(user.token).ok('businessActiveUpdate', {
      body: {
        name: 'Receipts Traders Ltd',
        logoBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      },
    });

    const page = await open(user.token, '/hmrc/vat-return/receipt/list');
    const table = page.getByRole('table', { name: 'VAT return receipts' });
    await eventually(() => table.locator('tbody tr').count()).toBe(2);
    for (const name of ['Receipt Timestamp', 'Receipt ID', 'Form Bundle Number', 'Date From', 'Date To', 'View'])
      await table.getByRole('columnheader', { name, exact: true }).waitFor();
    const first = table.locator('tbody tr').first();
    // Newest first, timestamps DD/MM/YYYY HH:mm in UK time (BST in April).
    await first.getByRole('cell', { name: '02/04/2026 10:05', exact: true }).waitFor();
    await first.getByRole('cell', { name: defined(newer.receiptId, 'newer.receiptId'), exact: true }).waitFor();
    await first.getByRole('cell', { name: '092000001234', exact: true }).waitFor();
    await table.getByRole('cell', { name: '15/01/2026 14:30', exact: true }).waitFor();
    await axeScan(page);

    await table.getByRole('link', { name: 'View receipt for 01/01/2026 to 31/03/2026' }).click();
    await expectPath(page, `/app/hmrc/vat-return/receipt/${newer.id}`);
    await page.getByRole('heading', { name: 'VAT Return Receipt', level: 1 }).waitFor();
    const details = page.getByRole('table', { name: 'Receipt details' });
    const row = (name: string) => details.getByRole('row', { name: new RegExp(`^${name}\\b`) });
    await expect(row('Receipt ID').textContent()).resolves.toContain(newer.receiptId);
    await expect(row('Receipt Timestamp').textContent()).resolves.toContain('02/04/2026 10:05');
    await expect(row('Form Bundle Number').textContent()).resolves.toContain('092000001234');
    await expect(row('Charge Reference').textContent()).resolves.toContain('XW123456789012AB');
    await expect(row('Payment Indicator').textContent()).resolves.toContain('DD');
    await expect(row('Correlation ID').textContent()).resolves.toContain(newer.correlationId);
    await expect(row('VAT Registration Number').textContent()).resolves.toContain(LOCAL_SEED_USER.vrn);
    await expect(row('Business Address').textContent()).resolves.toContain('1 High Street, Leeds, LS1 1AA');
    await expect(row('Submitted By').textContent()).resolves.toContain('Sam Trader');
    const period = page.getByRole('table', { name: 'VAT period' });
    await expect(period.textContent()).resolves.toContain('07/05/2026');
    // What the return means to pay, in words (box 3 less box 4; a Direct Debit payer is collected from).
    const owed = 'You owe £1,034.06 for this period. HMRC will collect it by Direct Debit.';
    await expect(period.getByRole('row', { name: /^Payment/ }).textContent()).resolves.toContain(owed);
    await page.getByText(owed).first().waitFor();
    const boxes = page.getByRole('table', { name: 'VAT return figures' });
    await expect(boxes.getByRole('row', { name: /^Box 1 / }).textContent()).resolves.toContain('£1,234.56');
    await expect(boxes.getByRole('row', { name: /^Box 5 / }).textContent()).resolves.toContain('£1,034.06');
    await expect(boxes.getByRole('row', { name: /^Box 6 / }).textContent()).resolves.toMatch(/£6,172$/);
    const labels = vatBoxLabels('2026-03-31', VatScheme.STANDARD);
    await boxes.getByText(labels.vatDueAcquisitions, { exact: true }).waitFor();
    await page.getByText(VAT_DECLARATION_TEXTS[1]).waitFor();
    await page
      .getByText(/accountant/)
      .first()
      .waitFor();
    await axeScan(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vat-return-receipt-2026-01-01-to-2026-03-31.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    // The two DejaVu fonts are embedded (subset, so their names carry a tag), not standard fonts.
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).not.toContain('/Helvetica');
    expect(raw).toContain('%%EOF');
    const read = await readPdfText(pdf);
    expect(read.pages).toHaveLength(1);
    expect(read.all).toContain(defined(newer.receiptId, 'newer.receiptId'));
    expect(read.all).toContain('Receipts Traders Ltd');
    expect(read.all).toContain('£1,234.56');
    expect(read.all).toContain('You owe £1,034.06 for this period.');
    expect(read.imagesPerPage).toEqual([1]);
  });

  it('shows a bridging return its spreadsheet, sheet and cells, on a 360px screen', async () => {
    const user = await vatUser();
    const item = receiptItem(defined(user.businessId, 'user.businessId'), {
      mode: VatMode.BRIDGING,
      importSource: { fileName: 'q1-vat.xlsx', sheetName: 'VAT Return' },
      cellReferences: { vatDueSales: 'C4', totalAcquisitionsExVAT: 'C12' },
      declaration: 2,
    });
    await vatRepository(stackDb()).putReceipt(item);
    const page = await open(user.token, `/hmrc/vat-return/receipt/${item.id}`, 360);
    const boxes = page.getByRole('table', { name: 'VAT return figures' });
    await boxes.getByRole('columnheader', { name: 'Cell' }).waitFor();
    await expect(boxes.getByRole('row', { name: /^Box 1 / }).textContent()).resolves.toContain('C4');
    await expect(boxes.getByRole('row', { name: /^Box 9 / }).textContent()).resolves.toContain('C12');
    await page.getByRole('cell', { name: 'q1-vat.xlsx' }).waitFor();
    await page.getByText(VAT_DECLARATION_TEXTS[2]).waitFor();
    await expect(noOverflow(page)).resolves.toBeLessThanOrEqual(360);
    await axeScan(page);

    // The PDF library cannot load (a network failure): SPEC §8's PDF failure text, and no download.
    await page.route(/\/assets\/pdfkit[^/]*\.js$/, (route) => route.abort());
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.getByRole('alert').getByText(PDF_FAILED, { exact: true }).waitFor();
    expect(downloads).toBe(0);
  });

  it('says VAT Receipt not found for an id that is not one of the business receipts', async () => {
    const user = await vatUser();
    const other = await vatUser('Someone Else Ltd');
    const theirs = receiptItem(defined(other.businessId, 'other.businessId'));
    await vatRepository(stackDb()).putReceipt(theirs);
    for (const id of [randomUUID(), theirs.id]) {
      const page = await open(user.token, `/hmrc/vat-return/receipt/${id}`);
      await page.getByText('VAT Receipt not found', { exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Download PDF' }).count()).resolves.toBe(0);
      await axeScan(page);
    }
  });
});

/** A return worked out by hand: box 3 = 1 + 2, box 5 = |3 - 4| (a debit, so paid by Direct Debit). */
const FIGURES = {
  vatDueSales: 1234.56,
  vatDueAcquisitions: 10.5,
  totalVatDue: 1245.06,
  vatReclaimedCurrPeriod: 200.5,
  netVatDue: 1044.56,
  totalValueSalesExVAT: 6172,
  totalValuePurchasesExVAT: 1002,
  totalValueGoodsSuppliedExVAT: 0,
  totalAcquisitionsExVAT: 52,
};

/** File a return for `periodKey` straight at the HMRC emulator, as `user` (not through the product). */
async function fileAtHmrc(user: HmrcUser, periodKey: string): Promise<void> {
  const url = defined(inject('stackEnv').HMRC_API_BASE_URL, 'HMRC_API_BASE_URL of the stack');
  const { access_token } = await tokensFor({ url } as HmrcSandbox, user);
  const response = await fetch(`${url}/organisations/vat/${user.vrn}/returns`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.hmrc.1.0+json',
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ periodKey, ...FIGURES, finalised: true }),
  });
  expect(response.status).toBe(201);
}

/** File a return (accounting mode, business declaration) through the product's API; its receipt's id. */
async function submitThroughApi(token: string, periodKey: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/hmrc/vat-return/${periodKey}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...FIGURES,
      scheme: VatScheme.STANDARD,
      flatRatePercent: null,
      mode: VatMode.ACCOUNTING,
      declaration: 1,
      dateFrom: '2017-04-01',
      dateTo: '2017-06-30',
      dateDue: '2017-08-07',
      idempotencyKey: randomUUID(),
    }),
  });
  const reply = (await response.json()) as { receiptId: string };
  expect(response.status, JSON.stringify(reply)).toBe(201);
  return reply.receiptId;
}

/** A period key with no return at HMRC yet, and not among the emulator's obligations. */
const freshPeriodKey = () => `Z${randomUUID().replace(/-/g, '').slice(0, 3).toUpperCase()}`;

/**
 * One business connected to the HMRC emulator as its own new test user (its own VRN, so its open
 * period 18A2 is its own), once, in the first test that needs it, for the View tests.
 */
let connected: Promise<{ token: string; hmrc: HmrcUser }> | null = null;
function connectedUser() {
  connected ??= (async () => {
    const user = await vatUser('View Return Traders');
    const hmrc = await createHmrcTestUser();
    const page = await browser.open({ token: user.token });
    page.setDefaultTimeout(20_000);
    await connectHmrc(page, { user: hmrc });
    await page.context().close();
    return { token: user.token, hmrc };
  })();
  return connected;
}

describe('View VAT Return (SPEC §2)', () => {
  it('shows a return filed through the product: the figures HMRC holds, View Transactions in a new tab, and its receipt', async () => {
    const user = await connectedUser();
    // The emulator's default obligations: 18A2 (2017-04-01 to 2017-06-30, due 2017-08-07) is open.
    const receiptId = await submitThroughApi(user.token, '18A2');

    const page = await open(user.token, '/hmrc/view-vat-return/20170401/20170630/18A2');
    await page.getByRole('heading', { name: 'View VAT Return', level: 1 }).waitFor();
    const boxes = page.getByRole('table', { name: 'VAT return figures' });
    await expect(boxes.getByRole('row', { name: /^Box 2 / }).textContent()).resolves.toContain('£10.50');
    await expect(boxes.getByRole('row', { name: /^Box 5 / }).textContent()).resolves.toContain('£1,044.56');
    await expect(boxes.getByRole('row', { name: /^Box 9 / }).textContent()).resolves.toMatch(/£52$/);
    // Wording by the period end date: before 2021-04-08, the older EC wording.
    await boxes.getByText(vatBoxLabels('2017-06-30', VatScheme.STANDARD).totalAcquisitionsExVAT).waitFor();
    const period = page.getByRole('table', { name: 'VAT period' });
    await expect(period.textContent()).resolves.toContain('01/04/2017');
    await expect(period.textContent()).resolves.toContain('30/06/2017');
    await expect(period.textContent()).resolves.toContain('07/08/2017');
    await axeScan(page);

    const transactions = page.getByRole('link', { name: /View Transactions/ });
    await expect(transactions.getAttribute('target')).resolves.toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), transactions.click()]);
    await eventually(() => tab.getByLabel('From date').inputValue()).toBe('01/04/2017');
    await expect(tab.getByLabel('To date').inputValue()).resolves.toBe('30/06/2017');
    await tab.close();

    await page.getByRole('link', { name: 'View receipt' }).click();
    await expectPath(page, `/app/hmrc/vat-return/receipt/${receiptId}`);
    const details = page.getByRole('table', { name: 'Receipt details' });
    await expect(details.getByRole('row', { name: /^Form Bundle Number/ }).textContent()).resolves.toMatch(/\d{12}$/);
    await expect(details.getByRole('row', { name: /^Receipt ID/ }).textContent()).resolves.toMatch(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    await expect(details.getByRole('row', { name: /^Receipt Timestamp/ }).textContent()).resolves.toMatch(
      /\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    await expect(details.getByRole('row', { name: /^Payment Indicator/ }).textContent()).resolves.toContain('DD');
    await expect(details.getByRole('row', { name: /^Submitted By/ }).textContent()).resolves.toContain('Sam Trader');

    await page.getByRole('link', { name: 'Back to VAT Return Receipts' }).click();
    await page
      .getByRole('table', { name: 'VAT return receipts' })
      .getByRole('link', { name: 'View receipt for 01/04/2017 to 30/06/2017' })
      .waitFor();
    await page.goto('/app/hmrc/view-vat-return/20170401/20170630/18A2');
    await page.getByRole('link', { name: 'Change Period' }).click();
    await expectPath(page, '/app/hmrc/obligations');
  });

  it('has no View Transactions for a period filed elsewhere, and fits 360px', async () => {
    const user = await connectedUser();
    const periodKey = freshPeriodKey();
    await fileAtHmrc(user.hmrc, periodKey);

    const page = await open(user.token, `/hmrc/view-vat-return/20260101/20260331/${periodKey}`, 360);
    const boxes = page.getByRole('table', { name: 'VAT return figures' });
    // After 2021-04-08: the Northern Ireland wording.
    await boxes.getByText(vatBoxLabels('2026-03-31', VatScheme.STANDARD).totalAcquisitionsExVAT).waitFor();
    await expect(page.getByRole('link', { name: /View Transactions/ }).count()).resolves.toBe(0);
    await expect(noOverflow(page)).resolves.toBeLessThanOrEqual(360);
    await axeScan(page);
  });

  it('says a period HMRC has no MTD return for was filed another way, and links back to the list', async () => {
    const user = await connectedUser();
    const page = await open(user.token, `/hmrc/view-vat-return/20260101/20260331/${freshPeriodKey()}`);
    await page.getByRole('heading', { name: 'HMRC has no return to show for this period' }).waitFor();
    await page.getByText(/no return sent by Making Tax Digital software for 01\/01\/2026 to 31\/03\/2026/).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/hmrc\/view-vat-return\/20260101\/20260331\//);
    await axeScan(page);
    await page.getByRole('link', { name: 'Back to VAT Obligations' }).click();
    await expectPath(page, '/app/hmrc/obligations');
  });
});
