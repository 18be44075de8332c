import { VAT_DECLARATION_TEXTS, vatBoxLabels, VatMode, VatScheme } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../lib/queries/get-receipts';
import { receiptContent, receiptPdfFileName } from '../receipt-content';
import { layoutReceiptPdf, PAGE, pdfSafe, wrapText, type Measure, type PdfText } from './receipt-pdf-layout';
import { defined } from '../../../../../tests/support/defined';

/** A stand-in for the font metrics: every character as wide as Helvetica's widest common letters. */
const measure: Measure = (text, font, size) => text.length * size * (font === 'bold' ? 0.6 : 0.55);

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: 'r1',
    correlationId: 'corr-5f1a',
    receiptId: '2f1c5b0e-9a7d-4a5e-8d1f-3b2c1a0f9e8d',
    receiptTimestamp: '2026-07-01T09:05:00Z',
    processingDate: '2026-07-01T09:05:01.123Z',
    paymentIndicator: 'DD',
    formBundleNumber: '123456789012',
    chargeRefNumber: 'AbC123dEf456GhI7',
    vrn: '123456789',
    mode: VatMode.ACCOUNTING,
    declaration: 1,
    businessName: 'Acme Traders Ltd',
    businessAddress: '1 High Street, Leeds, LS1 1AA',
    scheme: VatScheme.STANDARD,
    flatRatePercent: null,
    periodKey: '26A2',
    dateFrom: '2026-04-01',
    dateTo: '2026-06-30',
    dateDue: '2026-08-07',
    vatDueSales: 1234.56,
    vatDueAcquisitions: 0,
    totalVatDue: 1234.56,
    vatReclaimedCurrPeriod: 2000.5,
    netVatDue: 765.94,
    totalValueSalesExVAT: 6172,
    totalValuePurchasesExVAT: -10002,
    totalValueGoodsSuppliedExVAT: 0,
    totalAcquisitionsExVAT: 0,
    figuresEntryMethod: {},
    cellReferences: {},
    importSource: null,
    submittedBy: 'Ada Lovelace',
    reconciled: false,
    createdDate: '2026-07-01T09:05:02.000Z',
    ...overrides,
  };
}

const texts = (layout: ReturnType<typeof layoutReceiptPdf>): PdfText[] =>
  layout.pages.flat().filter((i): i is PdfText => i.kind === 'text');
/** All text of the PDF in reading order, lines joined by spaces (wrapped phrases read whole). */
const allText = (layout: ReturnType<typeof layoutReceiptPdf>) =>
  texts(layout)
    .map((t) => t.text)
    .join(' ');

describe('receipt PDF layout', () => {
  it('puts every detail, the period, the nine boxes with their wording and the declaration on one page', () => {
    const layout = layoutReceiptPdf(receiptContent(receipt()), measure);
    expect(layout.pages).toHaveLength(1);
    const text = allText(layout);
    for (const expected of [
      'VAT Return Receipt',
      'Acme Traders Ltd',
      'Receipt ID',
      '2f1c5b0e-9a7d-4a5e-8d1f-3b2c1a0f9e8d',
      'Receipt Timestamp',
      '01/07/2026 10:05',
      'Form Bundle Number',
      '123456789012',
      'AbC123dEf456GhI7',
      'DD (paid by Direct Debit)',
      'corr-5f1a',
      '123456789',
      '1 High Street, Leeds, LS1 1AA',
      'Ada Lovelace',
      'Date From 01/04/2026',
      'Date To 30/06/2026',
      'Due Date 07/08/2026',
      '£1,234.56',
      '£2,000.50',
      '£765.94',
      '£6,172',
      '-£10,002',
      VAT_DECLARATION_TEXTS[1],
    ]) {
      expect(text).toContain(expected);
    }
    for (const label of Object.values(vatBoxLabels('2026-06-30', VatScheme.STANDARD))) expect(text).toContain(label);
    expect(text).not.toContain('Cell');
  });

  it('keeps every line inside the margins and above the footer, and right-aligns the amounts', () => {
    const content = receiptContent(receipt());
    const layout = layoutReceiptPdf(content, measure);
    for (const t of texts(layout)) {
      expect(t.x).toBeGreaterThanOrEqual(PAGE.margin - 0.001);
      expect(t.x + measure(t.text, t.font, t.size)).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.001);
      expect(t.y).toBeGreaterThanOrEqual(PAGE.margin);
      expect(t.y).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
    }
    const amount = defined(
      texts(layout).find((t) => t.text === '£765.94'),
      'the £765.94 text',
    );
    expect(amount.x + amount.width).toBeCloseTo(PAGE.width - PAGE.margin, 6);
    const footer = defined(texts(layout).at(-1), 'the last text');
    expect(footer.text).toBe('VAT Return Receipt - page 1 of 1');
  });

  it('no two lines of a page overlap', () => {
    const layout = layoutReceiptPdf(receiptContent(receipt({ mode: VatMode.BRIDGING })), measure);
    for (const page of layout.pages) {
      const lines = page.filter((i): i is PdfText => i.kind === 'text');
      for (const a of lines)
        for (const b of lines) {
          if (a === b || Math.abs(a.y - b.y) >= Math.min(a.size, b.size)) continue;
          const apart = a.x + measure(a.text, a.font, a.size) <= b.x || b.x + measure(b.text, b.font, b.size) <= a.x;
          expect(apart, `"${a.text}" and "${b.text}"`).toBe(true);
        }
    }
  });

  it('shows a bridging return its spreadsheet, sheet and each box cell (digital links)', () => {
    const layout = layoutReceiptPdf(
      receiptContent(
        receipt({
          mode: VatMode.BRIDGING,
          importSource: { fileName: 'q2-vat.xlsx', sheetName: 'VAT Return' },
          cellReferences: { vatDueSales: 'B7', netVatDue: 'B11', totalAcquisitionsExVAT: 'B15' },
        }),
      ),
      measure,
    );
    const text = allText(layout);
    expect(text).toContain('Spreadsheet q2-vat.xlsx');
    expect(text).toContain('Sheet VAT Return');
    const cells = texts(layout).filter((t) => /^B\d+$/.test(t.text));
    expect(cells.map((c) => c.text)).toEqual(['B7', 'B11', 'B15']);
  });

  it('uses the older EC wording before 2021-04-08, the flat rate box 6 and the agent declaration', () => {
    const content = receiptContent(
      receipt({
        dateFrom: '2021-01-01',
        dateTo: '2021-03-31',
        scheme: VatScheme.FLAT_RATE,
        flatRatePercent: 16.5,
        declaration: 2,
      }),
    );
    const text = allText(layoutReceiptPdf(content, measure));
    expect(text).toContain('VAT due in the period on acquisitions from other EC Member States');
    expect(text).toContain('flat rate turnover');
    expect(text).toContain('Flat Rate (16.5%)');
    expect(text).toContain(VAT_DECLARATION_TEXTS[2]);
    expect(text).toContain('Submitted as Agent');
  });

  it('runs onto a second page, never a third, when the address and names are long; every page has its footer', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Unit ${i + 1} Industrial Estate Road`).join(', ');
    const layout = layoutReceiptPdf(
      receiptContent(receipt({ businessAddress: long, submittedBy: 'A'.repeat(200), mode: VatMode.BRIDGING })),
      measure,
    );
    expect(layout.pages).toHaveLength(2);
    expect(layout.pages.map((p) => (p.at(-1) as PdfText).text)).toEqual([
      'VAT Return Receipt - page 1 of 2',
      'VAT Return Receipt - page 2 of 2',
    ]);
    // The unbroken 200-letter name was cut to fit its column.
    const pieces = texts(layout).filter((t) => /^A+$/.test(t.text));
    expect(pieces.map((p) => p.text).join('')).toBe('A'.repeat(200));
    expect(pieces.length).toBeGreaterThan(1);
  });

  it('says which receipt details HMRC did not give (a return confirmed by reading it back)', () => {
    const content = receiptContent(
      receipt({
        receiptId: null,
        receiptTimestamp: null,
        correlationId: null,
        chargeRefNumber: null,
        paymentIndicator: null,
        formBundleNumber: '',
        reconciled: true,
      }),
    );
    const value = (label: string) => content.details.find((d) => d.label === label)?.value;
    expect(value('Confirmed')).toMatch(/^By reading the return back from HMRC/);
    expect(value('Form Bundle Number')).toBe('Not given by HMRC');
    expect(receiptContent(receipt()).details.some((d) => d.label === 'Confirmed')).toBe(false);
    expect(value('Receipt ID')).toBe('Not given by HMRC');
    expect(value('Receipt Timestamp')).toBe('Not given by HMRC');
    expect(value('Correlation ID')).toBe('Not given by HMRC');
    expect(value('Charge Reference')).toBe('None');
    expect(value('Payment Indicator')).toBe('None');
  });

  it('names the file with the ISO from and to dates', () => {
    expect(receiptPdfFileName(receipt())).toBe('vat-return-receipt-2026-04-01-to-2026-06-30.pdf');
  });
});

describe('text the embedded fonts can draw', () => {
  it('keeps accented and other European letters, £ and €; replaces emoji and control characters', () => {
    expect(pdfSafe('Café £5 – “ok” €')).toBe('Café £5 – “ok” €');
    expect(pdfSafe('Łódź Ærøskøbing 😀\tok')).toBe('Łódź Ærøskøbing ? ok');
  });

  it('puts the logo beside the title, keeps the receipt on one page and the names clear of the logo', () => {
    const plain = layoutReceiptPdf(receiptContent(receipt()), measure);
    const withLogo = layoutReceiptPdf(receiptContent(receipt({ businessName: 'B'.repeat(120) })), measure, {
      logo: true,
    });
    expect(withLogo.pages).toHaveLength(1);
    expect(withLogo.pages[0]?.[0]).toEqual({
      kind: 'image',
      x: PAGE.width - PAGE.margin - 48,
      y: PAGE.margin,
      fit: 48,
    });
    for (const t of texts(withLogo).filter((t) => t.y < PAGE.margin + 48))
      expect(t.x + measure(t.text, t.font, t.size)).toBeLessThanOrEqual(PAGE.width - PAGE.margin - 48);
    expect(plain.pages.flat().some((i) => i.kind === 'image')).toBe(false);
  });

  it('wraps at spaces within the width', () => {
    const lines = wrapText('one two three four five', 56, 'regular', 10, measure);
    expect(lines).toEqual(['one two', 'three four', 'five']);
    expect(wrapText('', 100, 'regular', 10, measure)).toEqual(['']);
    // A glyph wider than the column stays on a line of its own instead of never ending.
    expect(wrapText('WW', 1, 'regular', 10, measure)).toEqual(['W', 'W']);
  });
});
