import { describe, expect, it } from 'vitest';
import { pence } from '../money';
import {
  formatIsoDate,
  formatQuantity,
  invoiceDocument,
  invoicePdfFileName,
  printableLogo,
  type InvoiceDocumentSource,
} from './document';
import { INVOICE_PAGE, layoutInvoicePdf, type InvoiceMeasure, type InvoicePdfText } from './document-layout';

/** A stand-in for the font metrics: every character about as wide as DejaVu Sans's average. */
const measure: InvoiceMeasure = (text, font, size) => text.length * size * (font === 'bold' ? 0.62 : 0.56);

function source(lines: number, overrides: Partial<InvoiceDocumentSource> = {}): InvoiceDocumentSource {
  return {
    invoiceNumber: 'INV-00007',
    purchaseOrderNumber: null,
    issueDate: '2026-03-01',
    dueDate: null,
    status: 'Paid',
    toName: 'Customer Ltd',
    toAddress: null,
    fromName: null,
    fromAddress: '1 High Street\n\n  Leeds  ',
    fromVrn: 'GB123456789',
    fromPhoneNumber: null,
    fromEmailAddress: null,
    paymentTerms: '  ',
    logoBase64: null,
    invoiceItems: Array.from({ length: lines }, (_, i) => ({
      description: `Item ${i + 1}`,
      quantity: 1.25,
      unitPrice: pence(1234567),
      vatRateName: '20%',
      net: pence(1543208),
      vat: pence(308641),
      gross: pence(1851849),
    })),
    vatSummary: [{ name: 'Standard (20%)', percent: 20, net: pence(1543208), vat: pence(308641) }],
    totalNet: pence(1543208),
    totalVat: pence(308641),
    totalGross: pence(1851849),
    amountPaid: pence(1851849),
    totalDue: pence(0),
    ...overrides,
  };
}
const business = { name: 'Acme Traders', logoBase64: 'data:image/jpeg;base64,/9j/AAAA' };
const texts = (pages: ReturnType<typeof layoutInvoicePdf>['pages']) =>
  pages.flat().filter((i): i is InvoicePdfText => i.kind === 'text');

describe('invoice document', () => {
  it('fills the From block from the business when the invoice has no name, and formats figures', () => {
    const doc = invoiceDocument(source(1), business);
    expect(doc.from).toEqual(['Acme Traders', '1 High Street', 'Leeds', 'VAT Registration No: GB123456789']);
    expect(doc.to).toEqual(['Customer Ltd']);
    expect(doc.logo).toBe(business.logoBase64);
    expect(doc.details).toEqual([
      { label: 'Invoice Number', value: 'INV-00007' },
      { label: 'Invoice Date', value: '01/03/2026' },
      { label: 'Status', value: 'Paid' },
    ]);
    expect(doc.lines[0]).toEqual({
      description: 'Item 1',
      quantity: '1.25',
      unitPrice: '£12,345.67',
      vatRate: '20%',
      net: '£15,432.08',
      vat: '£3,086.41',
      gross: '£18,518.49',
    });
    expect(doc.totals.at(-1)).toEqual({ label: 'Total Due', value: '£0.00' });
    expect(doc.paymentTerms).toBeNull();
  });

  it('prints only PNG and JPEG logos, names the file and formats dates and quantities', () => {
    expect(printableLogo('data:image/gif;base64,R0lGOD')).toBeNull();
    expect(printableLogo('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
    expect(invoicePdfFileName('INV-00042')).toBe('invoice_INV-00042.pdf');
    expect(invoicePdfFileName('2026/7 "A"')).toBe('invoice_2026_7__A_.pdf');
    expect(formatIsoDate('2026-12-31')).toBe('31/12/2026');
    expect(formatQuantity(1.5)).toBe('1.5');
    expect(formatQuantity(1000)).toBe('1,000');
    expect(formatQuantity(0.125)).toBe('0.125');
  });
});

describe('invoice layout', () => {
  it('keeps a short invoice on one page, inside the margins, with the logo box at the top left', () => {
    const layout = layoutInvoicePdf(invoiceDocument(source(3), business), measure);
    expect(layout.pages).toHaveLength(1);
    expect(layout.pages[0]?.find((i) => i.kind === 'image')).toEqual({ kind: 'image', x: 48, y: 48, fit: 128 });
    for (const t of texts(layout.pages)) {
      expect(t.x).toBeGreaterThanOrEqual(INVOICE_PAGE.margin - 0.001);
      expect(t.x + t.width).toBeLessThanOrEqual(INVOICE_PAGE.width - INVOICE_PAGE.margin + 0.001);
      expect(t.y).toBeLessThanOrEqual(INVOICE_PAGE.height - INVOICE_PAGE.margin);
    }
    expect(texts(layout.pages).at(-1)?.text).toBe('Invoice INV-00007 - page 1 of 1');
  });

  it('runs 150 lines over several pages, each starting with the table header, every line once and in order', () => {
    const layout = layoutInvoicePdf(invoiceDocument(source(150), business), measure);
    expect(layout.pages.length).toBeGreaterThanOrEqual(3);
    const items: string[] = [];
    layout.pages.forEach((page, i) => {
      const lines = page.filter((t): t is InvoicePdfText => t.kind === 'text');
      const rows = lines.filter((t) => /^Item \d+$/.test(t.text));
      items.push(...rows.map((r) => r.text));
      if (rows.length > 0) {
        const header = lines.find((t) => t.text === 'Description');
        expect(header, `page ${i + 1}`).toBeDefined();
        expect(Math.min(...rows.map((r) => r.y))).toBeGreaterThan(header?.y ?? Infinity);
      }
      for (const t of lines) expect(t.y).toBeLessThanOrEqual(INVOICE_PAGE.height - INVOICE_PAGE.margin);
      expect(lines.at(-1)?.text).toBe(`Invoice INV-00007 - page ${i + 1} of ${layout.pages.length}`);
    });
    expect(items).toEqual(Array.from({ length: 150 }, (_, i) => `Item ${i + 1}`));
  });

  it('wraps a long description in its column and cuts an unbroken word', () => {
    const layout = layoutInvoicePdf(
      invoiceDocument(
        source(0, {
          invoiceItems: [
            {
              ...source(1).invoiceItems[0],
              description: 'X'.repeat(120),
            } as InvoiceDocumentSource['invoiceItems'][number],
          ],
        }),
        business,
      ),
      measure,
    );
    const pieces = texts(layout.pages).filter((t) => /^X+$/.test(t.text));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((p) => p.text).join('')).toBe('X'.repeat(120));
  });
});
