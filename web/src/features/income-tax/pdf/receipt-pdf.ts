import { downloadFile } from '../../../lib/download-file';
import { renderReceiptPdf } from '../../../lib/receipt-pdf/render';
import { layoutPdf, type PdfDocumentContent } from './receipt-pdf-layout';

/**
 * The receipt as a PDF made in the browser with pdfkit and the embedded fonts. This module, pdfkit
 * and the fonts load only when someone asks for a PDF (a chunk of their own).
 */
export function receiptPdf(content: PdfDocumentContent, logoDataUrl: string | null): Promise<Blob> {
  return renderReceiptPdf(
    { Title: content.title, Author: content.businessName, Creator: 'Bookkeeper' },
    (measure, options) => layoutPdf(content, measure, options),
    logoDataUrl,
  );
}

/** Make the PDF and hand it to the browser as a download named `fileName`. */
export async function downloadPdf(content: PdfDocumentContent, fileName: string, logoDataUrl: string | null) {
  downloadFile({ blob: await receiptPdf(content, logoDataUrl) }, fileName);
}
