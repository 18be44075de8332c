import type { ReceiptContent, ReceiptLine } from '../receipt-content';

/**
 * Where each piece of a receipt's text goes on A4 pages: pure, so it can be tested without a
 * PDF library. The renderer (receipt-pdf.ts) only draws what this returns; text is never wrapped
 * or moved by the library, so what the tests check is what the PDF shows.
 */

export type PdfFont = 'regular' | 'bold';
/** The width of `text` in points in the font and size (pdfkit's widthOfString when drawing). */
export type Measure = (text: string, font: PdfFont, size: number) => number;

export interface PdfText {
  readonly kind: 'text';
  readonly text: string;
  /** Left edge and top of the line, in points from the page's top-left corner. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly font: PdfFont;
  readonly size: number;
}
export interface PdfRule {
  readonly kind: 'rule';
  readonly x1: number;
  readonly x2: number;
  readonly y: number;
}
/** The business logo, scaled by the renderer into a `fit` point square with its proportions kept. */
export interface PdfImage {
  readonly kind: 'image';
  readonly x: number;
  readonly y: number;
  readonly fit: number;
}
export type PdfItem = PdfText | PdfRule | PdfImage;

/** The logo's box on the receipt: a 48pt square at the top right, beside the title. */
export const RECEIPT_LOGO_BOX = 48;

export interface PdfLayout {
  readonly pages: readonly (readonly PdfItem[])[];
}

/** A4 in points, with 48pt margins (a footer sits in the bottom margin). */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 12;
const LINE = 1.3;
const BODY = 9;

/**
 * Text the embedded DejaVu fonts draw: control characters become a space, and characters beyond
 * the Basic Multilingual Plane (emoji), which the fonts have no glyph for, a '?'.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code > 0xffff) out += '?';
    else out += ch;
  }
  return out;
}

/** Break `text` into lines no wider than `width`, at spaces, and inside words too long to fit. */
export function wrapText(text: string, width: number, font: PdfFont, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n').map(pdfSafe)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, font, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest, font, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut), font, size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

/** Builds pages top to bottom; a block that does not fit starts a new page. */
class Pages {
  /** The page being filled: always the last of `pages`. */
  private page: PdfItem[] = [];
  readonly pages: PdfItem[][] = [this.page];
  y: number = PAGE.margin;

  constructor(private readonly measure: Measure) {}

  /** Make room for `height` points, moving to a new page when needed. */
  room(height: number): void {
    if (this.y + height > BOTTOM && this.y > PAGE.margin) {
      this.page = [];
      this.pages.push(this.page);
      this.y = PAGE.margin;
    }
  }

  text(text: string, x: number, width: number, font: PdfFont, size: number, y = this.y): void {
    this.page.push({ kind: 'text', text, x, y, width, font, size });
  }

  /** Text ending at `right` (figures line up on their last digit). */
  rightText(text: string, right: number, font: PdfFont, size: number, y = this.y): void {
    const width = this.measure(text, font, size);
    this.text(text, right - width, width, font, size, y);
  }

  image(x: number, fit: number): void {
    this.page.push({ kind: 'image', x, y: this.y, fit });
  }

  rule(): void {
    this.page.push({ kind: 'rule', x1: LEFT, x2: RIGHT, y: this.y });
  }

  wrap(text: string, width: number, font: PdfFont, size: number): string[] {
    return wrapText(text, width, font, size, this.measure);
  }
}

function heading(out: Pages, text: string, keepWith: number): void {
  out.room(14 * LINE + 6 + keepWith);
  out.y += 6;
  out.text(text, LEFT, RIGHT - LEFT, 'bold', 12);
  out.y += 12 * LINE;
  out.rule();
  out.y += 4;
}

/** Label and value side by side; the value wraps in its column. */
function lines(out: Pages, rows: readonly ReceiptLine[]): void {
  const labelWidth = 140;
  const valueX = LEFT + labelWidth + 10;
  for (const row of rows) {
    const label = out.wrap(row.label, labelWidth, 'bold', BODY);
    const value = out.wrap(row.value, RIGHT - valueX, 'regular', BODY);
    const count = Math.max(label.length, value.length);
    out.room(count * BODY * LINE + 3);
    label.forEach((l, i) => out.text(l, LEFT, labelWidth, 'bold', BODY, out.y + i * BODY * LINE));
    value.forEach((v, i) => out.text(v, valueX, RIGHT - valueX, 'regular', BODY, out.y + i * BODY * LINE));
    out.y += count * BODY * LINE + 3;
  }
}

function boxes(out: Pages, content: ReceiptContent): void {
  const withCells = content.boxes.some((b) => b.cell !== null);
  const valueWidth = 90;
  const cellWidth = withCells ? 50 : 0;
  const labelX = LEFT + 34;
  const labelWidth = RIGHT - labelX - valueWidth - cellWidth - 10;
  const cellX = RIGHT - valueWidth - cellWidth;
  const row = (box: string, label: string[], cell: string, value: string, font: PdfFont) => {
    const height = label.length * BODY * LINE + 4;
    out.room(height);
    out.text(box, LEFT, 30, font, BODY);
    label.forEach((l, i) => out.text(l, labelX, labelWidth, font, BODY, out.y + i * BODY * LINE));
    if (withCells) out.text(cell, cellX, cellWidth, font, BODY);
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
  const out = new Pages(measure);
  // The logo sits beside the title and business name, which wrap short of it.
  const top = out.y;
  const titleWidth = RIGHT - LEFT - (options.logo ? RECEIPT_LOGO_BOX + 12 : 0);
  if (options.logo) out.image(RIGHT - RECEIPT_LOGO_BOX, RECEIPT_LOGO_BOX);
  out.text(pdfSafe(content.title), LEFT, titleWidth, 'bold', 18);
  out.y += 18 * LINE;
  for (const l of out.wrap(content.businessName, titleWidth, 'bold', 12)) {
    out.text(l, LEFT, titleWidth, 'bold', 12);
    out.y += 12 * LINE;
  }
  out.y = Math.max(out.y, options.logo ? top + RECEIPT_LOGO_BOX : 0) + 4;

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
  text.forEach((l, i) => out.text(l, LEFT, RIGHT - LEFT, 'regular', BODY, out.y + i * BODY * LINE));
  out.y += text.length * BODY * LINE;

  const total = out.pages.length;
  out.pages.forEach((page, i) => {
    const footer = `${pdfSafe(content.title)} - page ${i + 1} of ${total}`;
    const width = measure(footer, 'regular', 8);
    page.push({
      kind: 'text',
      text: footer,
      x: RIGHT - width,
      y: PAGE.height - PAGE.margin,
      width,
      font: 'regular',
      size: 8,
    });
  });
  return { pages: out.pages };
}
