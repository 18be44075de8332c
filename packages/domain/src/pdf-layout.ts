/**
 * What the product's PDFs (the invoice, made on the server, and the VAT receipt, made in the
 * browser) are laid out with: items placed on A4 pages by pure code, so page breaks and wrapping
 * are tested without a PDF library; the renderers draw exactly what a layout returns and never
 * wrap or move text themselves.
 */

export type PdfFont = 'regular' | 'bold';
/** The width of `text` in points in the font and size (pdfkit's widthOfString when drawing). */
export type PdfMeasure = (text: string, font: PdfFont, size: number) => number;

export interface PdfText {
  readonly kind: 'text';
  readonly text: string;
  /** Left edge and top of the line, in points from the page's top-left corner. */
  readonly x: number;
  readonly y: number;
  /** The width the text is drawn in (its own width, or its column's). */
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

export interface PdfLayout {
  readonly pages: readonly (readonly PdfItem[])[];
}

/** A4 in points, with 48pt margins (a footer sits in the bottom margin). */
export const A4_PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const LEFT = A4_PAGE.margin;
const RIGHT = A4_PAGE.width - A4_PAGE.margin;
const BOTTOM = A4_PAGE.height - A4_PAGE.margin - 12;

/**
 * Text the embedded DejaVu fonts draw: control characters become a space, and characters beyond
 * the Basic Multilingual Plane (emoji), which the fonts have no glyph for, a '?'.
 * @example pdfSafe('Zoë 😀') // 'Zoë ?'
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

/**
 * Break `text` into lines no wider than `width`, at spaces, and inside words too long to fit (a
 * glyph wider than the column gets a line of its own).
 */
export function wrapPdfText(text: string, width: number, font: PdfFont, size: number, measure: PdfMeasure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/).map(pdfSafe)) {
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

/** Fills A4 pages top to bottom; a block that does not fit starts a new page. */
export class PdfPages {
  /** The page being filled: always the last of `pages`. */
  private page: PdfItem[] = [];
  readonly pages: PdfItem[][] = [this.page];
  y: number = A4_PAGE.margin;

  /** `onNewPage` draws what repeats at the top of a new page (a table's header). */
  constructor(
    readonly measure: PdfMeasure,
    private readonly onNewPage: () => void = () => undefined,
  ) {}

  /** Make room for `height` points, moving to a new page when needed. */
  room(height: number): void {
    if (this.y + height <= BOTTOM || this.y <= A4_PAGE.margin) return;
    this.page = [];
    this.pages.push(this.page);
    this.y = A4_PAGE.margin;
    this.onNewPage();
  }

  push(item: PdfItem): void {
    this.page.push(item);
  }

  /** A line of text at `x`, drawn in its own width unless a column's is given. */
  text(text: string, x: number, font: PdfFont, size: number, y = this.y, width = this.measure(text, font, size)): void {
    this.page.push({ kind: 'text', text, x, y, width, font, size });
  }

  /** Text ending at `right`, so figures line up on their last digit. */
  rightText(text: string, right: number, font: PdfFont, size: number, y = this.y): void {
    this.text(text, right - this.measure(text, font, size), font, size, y);
  }

  image(x: number, fit: number): void {
    this.page.push({ kind: 'image', x, y: this.y, fit });
  }

  rule(): void {
    this.page.push({ kind: 'rule', x1: LEFT, x2: RIGHT, y: this.y });
  }

  wrap(text: string, width: number, font: PdfFont, size: number): string[] {
    return wrapPdfText(text, width, font, size, this.measure);
  }

  /** The finished layout, each page with a small footer at the bottom right (e.g. "page 1 of 2"). */
  finish(footer: (page: number, total: number) => string): PdfLayout {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const text = pdfSafe(footer(i + 1, total));
      const width = this.measure(text, 'regular', 8);
      const y = A4_PAGE.height - A4_PAGE.margin;
      page.push({ kind: 'text', text, x: RIGHT - width, y, width, font: 'regular', size: 8 });
    });
    return { pages: this.pages };
  }
}
