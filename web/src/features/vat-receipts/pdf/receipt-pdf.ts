import type { Receipt } from '../../../lib/queries/get-receipts';
import { downloadFile } from '../../../lib/download-file';
import { renderReceiptPdf } from '../../../lib/receipt-pdf/render';
import { receiptContent, receiptPdfFileName } from '../receipt-content';
import { layoutReceiptPdf, pdfSafe } from './receipt-pdf-layout';

/**
 * The receipt as a PDF (SPEC §2 Receipt: "PDF download"), made in the browser with pdfkit, with
 * the business logo and the embedded fonts (SPEC §7: "Receipt PDF fetches a logo and two fonts").
 * The library and the fonts load only when someone asks for a PDF (a separate chunk).
 */
export function receiptPdf(receipt: Receipt, logoDataUrl: string | null = null): Promise<Blob> {
  const content = receiptContent(receipt);
  return renderReceiptPdf(
    {
      Title: `VAT Return Receipt ${receipt.dateFrom} to ${receipt.dateTo}`,
      Subject: pdfSafe(`VAT return receipt ${receipt.receiptId ?? ''} for VRN ${receipt.vrn}`),
      Keywords: pdfSafe(`${receipt.receiptId ?? ''} ${receipt.formBundleNumber} ${receipt.periodKey}`),
      Author: pdfSafe(content.businessName),
      Creator: 'Bookkeeper',
    },
    (measure, options) => layoutReceiptPdf(content, measure, options),
    logoDataUrl,
  );
}

/** Make the receipt's PDF (with the business logo, if any) and hand it to the browser as a download named with the period's dates. */
export async function downloadReceiptPdf(receipt: Receipt, logoDataUrl: string | null = null): Promise<void> {
  downloadFile({ blob: await receiptPdf(receipt, logoDataUrl) }, receiptPdfFileName(receipt));
}
