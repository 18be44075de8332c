import { A4_PAGE, pdfSafe, type PdfPages } from '@bk/domain';

/**
 * The top of every receipt PDF (the VAT return's and the Income Tax update's): the title and the
 * business name in bold, the business logo beside them when it has one. Pure, like the layouts.
 */

/** The logo's box on a receipt: a 48pt square at the top right, beside the title. */
export const RECEIPT_LOGO_BOX = 48;

/** Line height as a multiple of the font size, as the receipts' layouts use it. */
export const RECEIPT_LINE = 1.3;

const LEFT = A4_PAGE.margin;
const RIGHT = A4_PAGE.width - A4_PAGE.margin;

/** Title and business name from the top of the page; the logo sits beside them, which wrap short of it. */
export function receiptHeader(out: PdfPages, title: string, businessName: string, logo: boolean): void {
  const top = out.y;
  const titleWidth = RIGHT - LEFT - (logo ? RECEIPT_LOGO_BOX + 12 : 0);
  if (logo) out.image(RIGHT - RECEIPT_LOGO_BOX, RECEIPT_LOGO_BOX);
  out.text(pdfSafe(title), LEFT, 'bold', 18, out.y, titleWidth);
  out.y += 18 * RECEIPT_LINE;
  for (const l of out.wrap(businessName, titleWidth, 'bold', 12)) {
    out.text(l, LEFT, 'bold', 12, out.y, titleWidth);
    out.y += 12 * RECEIPT_LINE;
  }
  out.y = Math.max(out.y, logo ? top + RECEIPT_LOGO_BOX : 0) + 4;
}
