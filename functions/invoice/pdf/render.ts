import { layoutInvoicePdf, LOGO_BOX, type InvoiceDocument, type InvoicePdfFont } from '@bk/domain';
import { invoiceFonts } from './fonts';

/** The logo's bytes from its data URL, or null when it has none. */
function logoBytes(dataUrl: string | null): Buffer | null {
  const comma = dataUrl?.indexOf(',') ?? -1;
  return dataUrl && comma > 0 ? Buffer.from(dataUrl.slice(comma + 1), 'base64') : null;
}

/**
 * Draw an invoice as a PDF (SPEC §2 Invoice: Preview, Download PDF, Email) with pdfkit: the two
 * embedded fonts, the logo, and the text where `layoutInvoicePdf` put it. pdfkit runs unbundled
 * in the Lambda (it reads its own data files), see infra/lib/bundling.ts.
 */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  options: { onLogoError?: (reason: string) => void } = {},
): Promise<Buffer> {
  // Loaded on the first PDF, not at cold start: most calls of the invoice function draw none.
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    // No standard font: pdfkit would read its Helvetica metrics, which the embedded fonts replace.
    font: null,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `${document.title} ${document.invoiceNumber}`,
      Author: document.from[0] ?? '',
      Subject: `${document.title} ${document.invoiceNumber}`,
      Creator: 'Bookkeeper',
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Lines repeat the same words and figures: measure each text once.
  const widths = new Map<string, number>();
  const measure = (text: string, font: InvoicePdfFont, size: number) => {
    const key = `${font}|${size}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.font(font).fontSize(size).widthOfString(text);
      widths.set(key, width);
    }
    return width;
  };
  const layout = layoutInvoicePdf(document, measure);
  const logo = logoBytes(document.logo);
  for (const page of layout.pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    for (const item of page) {
      if (item.kind === 'rule') {
        doc.moveTo(item.x1, item.y).lineTo(item.x2, item.y).lineWidth(0.5).strokeColor('#888888').stroke();
      } else if (item.kind === 'image') {
        if (!logo) continue;
        try {
          doc.image(logo, item.x, item.y, { fit: [LOGO_BOX, LOGO_BOX] });
        } catch (error) {
          // A logo whose bytes do not decode leaves the invoice without it rather than without a PDF.
          options.onLogoError?.(error instanceof Error ? error.message : String(error));
        }
      } else {
        doc
          .font(item.font)
          .fontSize(item.size)
          .fillColor('#000000')
          .text(item.text, item.x, item.y, { lineBreak: false });
      }
    }
  }
  doc.end();
  return done;
}
