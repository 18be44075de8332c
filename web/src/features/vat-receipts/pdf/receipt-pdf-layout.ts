import { A4_PAGE, PdfPages, pdfSafe, type PdfFont, type PdfLayout, type PdfMeasure } from '@bk/domain';
import { RECEIPT_LINE, receiptHeader } from '../../../lib/receipt-pdf/header';
import type { ReceiptContent, ReceiptLine } from '../receipt-content';

/**
 * Where each piece of a receipt's text goes on A4 pages: pure, so it can be tested without a
 * PDF library. The renderer (receipt-pdf.ts) only draws what this returns; text is never wrapped
 * or moved by the library, so what the tests check is what the PDF shows.
 */

export type { PdfFont, PdfItem, PdfLayout, PdfText } from '@bk/domain';
export { pdfSafe, wrapPdfText as wrapText } from '@bk/domain';
export type Measure = PdfMeasure;

export const PAGE = A4_PAGE;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const LINE = RECEIPT_LINE;
const BODY = 9;

function heading(out: PdfPages, text: string, keepWith: number): void {
  out.room(14 * LINE + 6 + keepWith);
  out.y += 6;
  out.text(text, LEFT, 'bold', 12, out.y, RIGHT - LEFT);
  out.y += 12 * LINE;
  out.rule();
  out.y += 4;
}

/** Label and value side by side; the value wraps in its column. */
function lines(out: PdfPages, rows: readonly ReceiptLine[]): void {
  const labelWidth = 140;
  const valueX = LEFT + labelWidth + 10;
  for (const row of rows) {
    const label = out.wrap(row.label, labelWidth, 'bold', BODY);
    const value = out.wrap(row.value, RIGHT - valueX, 'regular', BODY);
    const count = Math.max(label.length, value.length);
    out.room(count * BODY * LINE + 3);
    label.forEach((l, i) => out.text(l, LEFT, 'bold', BODY, out.y + i * BODY * LINE, labelWidth));
    value.forEach((v, i) => out.text(v, valueX, 'regular', BODY, out.y + i * BODY * LINE, RIGHT - valueX));
    out.y += count * BODY * LINE + 3;
  }
}

function boxes(out: PdfPages, content: ReceiptContent): void {
  const withCells = content.boxes.some((b) => b.cell !== null);
  const valueWidth = 90;
  const cellWidth = withCells ? 50 : 0;
  const labelX = LEFT + 34;
  const labelWidth = RIGHT - labelX - valueWidth - cellWidth - 10;
  const cellX = RIGHT - valueWidth - cellWidth;
  const row = (box: string, label: string[], cell: string, value: string, font: PdfFont) => {
    const height = label.length * BODY * LINE + 4;
    out.room(height);
    out.text(box, LEFT, font, BODY, out.y, 30);
    label.forEach((l, i) => out.text(l, labelX, font, BODY, out.y + i * BODY * LINE, labelWidth));
    if (withCells) out.text(cell, cellX, font, BODY, out.y, cellWidth);
    out.rightText(value, RIGHT, font, BODY);
    out.y += height;
  };
  row('Box', ['Description'], 'Cell', 'Amount', 'bold');
  for (const box of content.boxes) {
    row(
      String(box.number),
      out.wrap(box.label, labelWidth, 'regular', BODY),
      box.cell ?? '',
      pdfSafe(box.value),
      'regular',
    );
  }
}

/**
 * Lay out a receipt on A4 pages (one, or two when the address or labels run long): title, the
 * details, the VAT period, the nine boxes (with their cells for a bridging return), the
 * declaration, and a page footer; the business logo beside the title when it has one.
 */
export function layoutReceiptPdf(
  content: ReceiptContent,
  measure: Measure,
  options: { logo?: boolean } = {},
): PdfLayout {
  const out = new PdfPages(measure);
  receiptHeader(out, content.title, content.businessName, options.logo ?? false);

  heading(out, 'Details', BODY * LINE);
  lines(out, content.details);
  heading(out, 'VAT Period', BODY * LINE);
  lines(out, content.period);
  heading(out, 'VAT Return', BODY * LINE * 2);
  if (content.source) {
    lines(out, [
      { label: 'Spreadsheet', value: content.source.fileName },
      { label: 'Sheet', value: content.source.sheetName },
    ]);
    out.y += 2;
  }
  boxes(out, content);
  heading(out, 'Declaration', BODY * LINE * 2);
  lines(out, [{ label: 'Submitted as', value: content.declaration.who }]);
  const text = out.wrap(content.declaration.text, RIGHT - LEFT, 'regular', BODY);
  out.room(text.length * BODY * LINE);
  text.forEach((l, i) => out.text(l, LEFT, 'regular', BODY, out.y + i * BODY * LINE, RIGHT - LEFT));
  out.y += text.length * BODY * LINE;

  return out.finish((page, total) => `${content.title} - page ${page} of ${total}`);
}
