import {
  A4_PAGE,
  PdfPages,
  pdfSafe,
  type PdfFont,
  type PdfItem,
  type PdfLayout,
  type PdfMeasure,
  type PdfText,
} from '../pdf-layout';
import type { InvoiceDocument, InvoiceDocumentLine } from './document';

/**
 * Where each piece of an invoice's text goes on A4 pages: pure, so page breaks and the repeated
 * table header are tested without a PDF library. The renderer draws exactly what this returns and
 * never wraps or moves text itself, so what the tests check is what the PDF shows.
 */

export type InvoicePdfFont = PdfFont;
export type InvoiceMeasure = PdfMeasure;
export type InvoicePdfText = PdfText;
export type InvoicePdfItem = PdfItem;
export type InvoicePdfLayout = PdfLayout;

/** A4 in points with 48pt margins; the footer sits in the bottom margin. */
export const INVOICE_PAGE = A4_PAGE;
/**
 * The logo's box: 128pt square, which shows the 256 x 256 logo of SPEC §9 at 144 dpi, crisp in
 * print, and leaves the invoice's details beside it.
 */
export const LOGO_BOX = 128;
const LEFT = INVOICE_PAGE.margin;
const RIGHT = INVOICE_PAGE.width - INVOICE_PAGE.margin;
const LINE = 1.3;
const BODY = 9;

/** The line table's columns: the description wraps at the left, figures end on the right edge. */
const COLUMNS: readonly { key: keyof InvoiceDocumentLine; heading: string; right: number }[] = [
  { key: 'quantity', heading: 'Qty', right: LEFT + 192 },
  { key: 'unitPrice', heading: 'Unit Price', right: LEFT + 262 },
  { key: 'vatRate', heading: 'VAT Rate', right: LEFT + 312 },
  { key: 'net', heading: 'Net', right: LEFT + 374 },
  { key: 'vat', heading: 'VAT', right: LEFT + 436 },
  { key: 'gross', heading: 'Gross', right: RIGHT },
];
const DESCRIPTION_WIDTH = 148;

/** Logo at the top left; title and details at the top right. */
function header(out: PdfPages, doc: InvoiceDocument): void {
  const top = out.y;
  if (doc.logo) out.push({ kind: 'image', x: LEFT, y: top, fit: LOGO_BOX });
  out.rightText(doc.title.toUpperCase(), RIGHT, 'bold', 20, top);
  let y = top + 20 * LINE + 4;
  const labelX = RIGHT - 230;
  for (const row of doc.details) {
    out.text(row.label, labelX, 'bold', BODY, y);
    out.rightText(pdfSafe(row.value), RIGHT, 'regular', BODY, y);
    y += BODY * LINE;
  }
  out.y = Math.max(y, doc.logo ? top + LOGO_BOX : y) + 16;
}

/** From and To side by side, each wrapping in its half. */
function parties(out: PdfPages, doc: InvoiceDocument): void {
  const half = (RIGHT - LEFT) / 2 - 10;
  const columns = [
    { heading: 'From', lines: doc.from, x: LEFT },
    { heading: 'To', lines: doc.to, x: LEFT + half + 20 },
  ].map((c) => ({ ...c, wrapped: c.lines.flatMap((l) => out.wrap(l, half, 'regular', BODY)) }));
  const height = (Math.max(...columns.map((c) => c.wrapped.length)) + 1) * BODY * LINE + 14;
  out.room(height);
  for (const c of columns) {
    out.text(c.heading, c.x, 'bold', 11);
    c.wrapped.forEach((l, i) => out.text(l, c.x, 'regular', BODY, out.y + 11 * LINE + i * BODY * LINE));
  }
  out.y += height;
}

/** The table's header row: `first` over the descriptions, then the headings of `columns`. */
function tableHeader(out: PdfPages, first: string, columns: readonly (typeof COLUMNS)[number][] = COLUMNS): void {
  out.text(first, LEFT, 'bold', BODY);
  for (const c of columns) out.rightText(c.heading, c.right, 'bold', BODY);
  out.y += BODY * LINE;
  out.rule();
  out.y += 4;
}

/** One table row: the description wrapped in its column, the figures on its first line. */
function row(out: PdfPages, line: InvoiceDocumentLine, font: InvoicePdfFont): void {
  const description = out.wrap(line.description, DESCRIPTION_WIDTH, font, BODY);
  out.room(description.length * BODY * LINE + 3);
  description.forEach((l, i) => out.text(l, LEFT, font, BODY, out.y + i * BODY * LINE));
  for (const c of COLUMNS) {
    const value = pdfSafe(line[c.key]);
    if (value) out.rightText(value, c.right, font, BODY);
  }
  out.y += description.length * BODY * LINE + 3;
}

function heading(out: PdfPages, text: string, keepWith: number): void {
  out.room(12 * LINE + 10 + keepWith);
  out.y += 6;
  out.text(text, LEFT, 'bold', 12);
  out.y += 12 * LINE;
}

/** Lay an invoice out on as many A4 pages as its lines need, each with a numbered footer. */
export function layoutInvoicePdf(doc: InvoiceDocument, measure: InvoiceMeasure): InvoicePdfLayout {
  // While the line table is being filled a new page starts with the table's header again.
  let repeatHeader: (() => void) | null = null;
  const out = new PdfPages(measure, () => repeatHeader?.());
  header(out, doc);
  parties(out, doc);

  heading(out, 'Items', BODY * LINE * 3);
  tableHeader(out, 'Description');
  repeatHeader = () => tableHeader(out, 'Description');
  for (const line of doc.lines) row(out, line, 'regular');
  repeatHeader = null;
  out.rule();
  out.y += 6;

  if (doc.vatSummary.length > 0) {
    heading(out, 'VAT Summary', BODY * LINE * (doc.vatSummary.length + 2));
    tableHeader(
      out,
      'Rate',
      COLUMNS.filter((c) => c.key === 'net' || c.key === 'vat'),
    );
    for (const line of doc.vatSummary) row(out, line, 'regular');
  }

  out.room(doc.totals.length * 11 * LINE + 12);
  out.y += 8;
  for (const [i, total] of doc.totals.entries()) {
    const font = i === doc.totals.length - 1 ? 'bold' : 'regular';
    out.text(total.label, RIGHT - 200, font, 10);
    out.rightText(total.value, RIGHT, font, 10);
    out.y += 10 * LINE;
  }

  if (doc.paymentTerms) {
    const terms = out.wrap(doc.paymentTerms, RIGHT - LEFT, 'regular', BODY);
    heading(out, 'Payment Terms', BODY * LINE * Math.min(terms.length, 3));
    for (const l of terms) {
      out.room(BODY * LINE);
      out.text(l, LEFT, 'regular', BODY);
      out.y += BODY * LINE;
    }
  }

  return out.finish((page, total) => `${doc.title} ${doc.invoiceNumber} - page ${page} of ${total}`);
}
