import { A4_PAGE, PdfPages, pdfSafe, type PdfLayout, type PdfMeasure } from '@bk/domain';
import { RECEIPT_LINE, receiptHeader } from '../../../lib/receipt-pdf/header';

/**
 * Where each piece of an Income Tax receipt's text goes on A4 pages: pure, so it is tested
 * without a PDF library (the VAT receipt's approach); the renderer draws exactly what this returns.
 */

/** One labelled line; `figure` lines put their value at the right edge, so pence line up. */
export interface PdfLine {
  readonly label: string;
  readonly value: string;
  readonly figure?: boolean;
}

export interface PdfSection {
  readonly heading: string;
  readonly lines: readonly PdfLine[];
  /** Plain text after the lines (a declaration, HMRC's disclaimer). */
  readonly text?: string;
}

export interface PdfDocumentContent {
  readonly title: string;
  readonly businessName: string;
  readonly sections: readonly PdfSection[];
}

const LEFT = A4_PAGE.margin;
const RIGHT = A4_PAGE.width - A4_PAGE.margin;
const LINE = RECEIPT_LINE;
const BODY = 9;
const LABEL_WIDTH = 200;

function heading(out: PdfPages, text: string): void {
  out.room(14 * LINE + 6 + BODY * LINE);
  out.y += 6;
  out.text(pdfSafe(text), LEFT, 'bold', 12, out.y, RIGHT - LEFT);
  out.y += 12 * LINE;
  out.rule();
  out.y += 4;
}

function line(out: PdfPages, row: PdfLine): void {
  const valueX = LEFT + LABEL_WIDTH + 10;
  const label = out.wrap(row.label, LABEL_WIDTH, 'regular', BODY);
  const value = row.figure ? [pdfSafe(row.value)] : out.wrap(row.value, RIGHT - valueX, 'bold', BODY);
  const count = Math.max(label.length, value.length);
  out.room(count * BODY * LINE + 3);
  label.forEach((l, i) => out.text(l, LEFT, 'regular', BODY, out.y + i * BODY * LINE, LABEL_WIDTH));
  if (row.figure) out.rightText(value[0] ?? '', RIGHT, 'bold', BODY);
  else value.forEach((v, i) => out.text(v, valueX, 'bold', BODY, out.y + i * BODY * LINE, RIGHT - valueX));
  out.y += count * BODY * LINE + 3;
}

function paragraph(out: PdfPages, text: string): void {
  const lines = out.wrap(text, RIGHT - LEFT, 'regular', BODY);
  out.room(lines.length * BODY * LINE + 4);
  out.y += 4;
  lines.forEach((l, i) => out.text(l, LEFT, 'regular', BODY, out.y + i * BODY * LINE, RIGHT - LEFT));
  out.y += lines.length * BODY * LINE;
}

/** Lay the content out: title and business (the logo beside them), then each section, then page footers. */
export function layoutPdf(
  content: PdfDocumentContent,
  measure: PdfMeasure,
  options: { logo?: boolean } = {},
): PdfLayout {
  const out = new PdfPages(measure);
  receiptHeader(out, content.title, content.businessName, options.logo ?? false);
  for (const section of content.sections) {
    heading(out, section.heading);
    for (const row of section.lines) line(out, row);
    if (section.text) paragraph(out, section.text);
  }
  return out.finish((page, total) => `${content.title} - page ${page} of ${total}`);
}
