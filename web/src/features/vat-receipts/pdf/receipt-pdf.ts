import type { Receipt } from '../../../lib/queries/get-receipts';
import { receiptContent, receiptPdfFileName } from '../receipt-content';
import { layoutReceiptPdf, pdfSafe, type PdfFont } from './receipt-pdf-layout';

const FONTS: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/**
 * The receipt as a PDF (SPEC §2 Receipt: "PDF download"), made in the browser with pdfkit. The
 * library and its font metrics load only when someone asks for a PDF (a separate chunk).
 */
export async function receiptPdf(receipt: Receipt): Promise<Blob> {
  const [{ default: PDFDocument, registerStdFonts }, helvetica, helveticaBold] = await Promise.all([
    import('pdfkit'),
    import('pdfkit/standard-fonts/Helvetica'),
    import('pdfkit/standard-fonts/HelveticaBold'),
  ]);
  registerStdFonts(helvetica.default, helveticaBold.default);

  const content = receiptContent(receipt);
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `VAT Return Receipt ${receipt.dateFrom} to ${receipt.dateTo}`,
      Subject: pdfSafe(`VAT return receipt ${receipt.receiptId ?? ''} for VRN ${receipt.vrn}`),
      Keywords: pdfSafe(`${receipt.receiptId ?? ''} ${receipt.formBundleNumber} ${receipt.periodKey}`),
      Author: pdfSafe(content.businessName),
      Creator: 'Bookkeeper',
    },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })));
    doc.on('error', reject);
  });

  const measure = (text: string, font: PdfFont, size: number) =>
    doc.font(FONTS[font]).fontSize(size).widthOfString(text);
  const layout = layoutReceiptPdf(content, measure);
  for (const page of layout.pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    for (const item of page) {
      if (item.kind === 'rule') {
        doc.moveTo(item.x1, item.y).lineTo(item.x2, item.y).lineWidth(0.5).strokeColor('#888888').stroke();
      } else {
        doc.font(FONTS[item.font]).fontSize(item.size).fillColor('#000000').text(item.text, item.x, item.y, {
          lineBreak: false,
        });
      }
    }
  }
  doc.end();
  return done;
}

/** Make the receipt's PDF and hand it to the browser as a download named with the period's dates. */
export async function downloadReceiptPdf(receipt: Receipt): Promise<void> {
  const blob = await receiptPdf(receipt);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptPdfFileName(receipt);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address stops working.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
