import { invoiceDocument, invoiceTotals, parsePounds, pence, type InvoiceDocumentSource } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../tests/support/pdf-text';
import { renderInvoicePdf } from './render';

/** A 64 x 32 red PNG. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAYAAACinX6EAAAATElEQVR4AeXBAQ0AIAzAsH1CUIL/4IoLWTvv3E+YxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxC2GxAJhvZGpoQAAAABJRU5ErkJggg==';

type Line = { description: string; quantity: number; unitPrice: string; vatRateId: string };

function source(lines: Line[], overrides: Partial<InvoiceDocumentSource> = {}): InvoiceDocumentSource {
  const items = lines.map((l) => ({ ...l, unitPrice: parsePounds(l.unitPrice) }));
  const totals = invoiceTotals(items);
  const labels: Record<string, string> = { standard: '20%', reduced: '5%', zero: '0%' };
  return {
    invoiceNumber: 'INV-00042',
    purchaseOrderNumber: 'PO-7781',
    issueDate: '2026-11-25',
    dueDate: '2026-12-25',
    status: 'Awaiting Payment',
    toName: 'Zoë Ängström & Søn',
    toAddress: '12 Rue de la Paix\nParis 75002',
    fromName: 'Acme Café Ltd',
    fromAddress: '1 High Street\nLeeds LS1 1AA',
    fromVrn: '123456789',
    fromPhoneNumber: '0113 496 0000',
    fromEmailAddress: 'accounts@acme.example',
    paymentTerms: 'Payment within 30 days by bank transfer to sort code 12-34-56, account 12345678.',
    logoBase64: LOGO,
    invoiceItems: items.map((item, i) => ({
      ...item,
      vatRateName: labels[item.vatRateId] ?? '-',
      ...(totals.lines[i] ?? { net: pence(0), vat: pence(0), gross: pence(0) }),
    })),
    vatSummary: totals.vatSummary,
    totalNet: totals.totalNet,
    totalVat: totals.totalVat,
    totalGross: totals.totalGross,
    amountPaid: pence(0),
    totalDue: totals.totalGross,
    ...overrides,
  };
}

const business = { name: 'Acme', logoBase64: null };

describe('invoice PDF (pdfkit with the embedded DejaVu fonts)', () => {
  it('prints the number, each line, the VAT summary, the totals, the VRN and the logo, with £, € and accents', async () => {
    const doc = invoiceDocument(
      source([
        {
          description: 'Consultancy – design review (hours)',
          quantity: 1.5,
          unitPrice: '80.00',
          vatRateId: 'standard',
        },
        { description: 'Children’s car seat €-priced', quantity: 2, unitPrice: '45.99', vatRateId: 'reduced' },
        { description: 'Printed books', quantity: 3, unitPrice: '12.50', vatRateId: 'zero' },
      ]),
      business,
    );
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await readPdfText(pdf);
    expect(text.pages).toHaveLength(1);
    for (const expected of [
      'INVOICE',
      'INV-00042',
      '25/11/2026',
      '25/12/2026',
      'PO-7781',
      'Acme Café Ltd',
      'VAT Registration No: 123456789',
      'Zoë Ängström & Søn',
      'Paris 75002',
      // Each line: description, quantity, unit price, rate, net, VAT, gross.
      'Consultancy – design review (hours) 1.5 £80.00 20% £120.00 £24.00 £144.00',
      'Children’s car seat €-priced 2 £45.99 5% £91.98 £4.60 £96.58',
      'Printed books 3 £12.50 0% £37.50 £0.00 £37.50',
      'VAT Summary Rate Net VAT',
      'Standard (20%) £120.00 £24.00',
      'Reduced (5%) £91.98 £4.60',
      'Zero (0%) £37.50 £0.00',
      'Net £249.48',
      'VAT £28.60',
      'Total £278.08',
      'Amount Paid £0.00',
      'Total Due £278.08',
      'sort code 12-34-56',
      'Invoice INV-00042 - page 1 of 1',
    ]) {
      expect(text.all).toContain(expected);
    }
    expect(text.imagesPerPage).toEqual([1]);
  });

  it('breaks 150 lines across pages, repeating the table header on each, and keeps every line once', async () => {
    const lines = Array.from({ length: 150 }, (_, i) => ({
      description: `Line ${i + 1} widget`,
      quantity: 1,
      unitPrice: '10.00',
      vatRateId: 'standard',
    }));
    const pdf = await renderInvoicePdf(invoiceDocument(source(lines, { logoBase64: null }), business));
    const text = await readPdfText(pdf);
    expect(text.pages.length).toBeGreaterThanOrEqual(3);
    const pagesWithLines = text.pages.filter((p) => /Line \d+ widget/.test(p));
    expect(pagesWithLines.length).toBeGreaterThanOrEqual(3);
    for (const page of pagesWithLines) expect(page).toContain('Description Qty Unit Price VAT Rate Net VAT Gross');
    for (let n = 1; n <= 150; n++) {
      const found = text.all.match(new RegExp(`Line ${n} widget 1 £10\\.00 20% £10\\.00 £2\\.00 £12\\.00`, 'g'));
      expect(found, `line ${n}`).toHaveLength(1);
    }
    text.pages.forEach((p, i) => expect(p).toContain(`Invoice INV-00042 - page ${i + 1} of ${text.pages.length}`));
    expect(text.all).toContain('Total Due £1,800.00');
    expect(text.imagesPerPage.every((n) => n === 0)).toBe(true);
  });

  it('still makes the PDF when the logo does not decode', async () => {
    const doc = invoiceDocument(source([], { logoBase64: 'data:image/png;base64,bm90IGEgcG5n' }), business);
    const text = await readPdfText(await renderInvoicePdf(doc));
    expect(text.all).toContain('INV-00042');
    expect(text.imagesPerPage).toEqual([0]);
  });
});
