import type { Receipt } from '../../../lib/queries/get-receipts';
import { receiptContent, receiptPdfFileName } from '../receipt-content';
import { layoutReceiptPdf, pdfSafe, RECEIPT_LOGO_BOX, type PdfFont } from './receipt-pdf-layout';
// The same two open-licence fonts the invoice PDF embeds on the server (decision 0038), served as
// static files of the build and fetched only when a PDF is made.
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The largest side of the logo as drawn into the PDF, in pixels (SPEC §9: logos show at 256 x 256). */
const LOGO_PIXELS = 256;

/**
 * The logo as JPEG bytes, drawn by the browser on a white canvas no larger than 256 x 256, or null
 * without one. pdfkit embeds a JPEG as it is; a PNG it would decode with a Web Worker made from a
 * blob, which the app's Content Security Policy refuses. The browser reads any logo type (GIF and
 * WebP too).
 */
export async function logoJpeg(dataUrl: string | null | undefined): Promise<Uint8Array | null> {
  if (!dataUrl?.startsWith('data:image/')) return null;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const scale = Math.min(1, LOGO_PIXELS / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

/**
 * The receipt as a PDF (SPEC §2 Receipt: "PDF download"), made in the browser with pdfkit, with
 * the business logo and the embedded fonts (SPEC §7: "Receipt PDF fetches a logo and two fonts").
 * The library and the fonts load only when someone asks for a PDF (a separate chunk).
 */
export async function receiptPdf(receipt: Receipt, logoDataUrl: string | null = null): Promise<Blob> {
  const [{ default: PDFDocument }, regular, bold, logo] = await Promise.all([
    import('pdfkit'),
    fetchBytes(regularFontUrl),
    fetchBytes(boldFontUrl),
    // A logo the browser cannot read leaves the receipt without it rather than without a PDF.
    logoJpeg(logoDataUrl).catch(() => null),
  ]);

  const content = receiptContent(receipt);
  const doc = new PDFDocument({
    // No standard font: the embedded fonts replace Helvetica and its metrics.
    font: null,
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
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })));
    doc.on('error', reject);
  });

  const measure = (text: string, font: PdfFont, size: number) => doc.font(font).fontSize(size).widthOfString(text);
  const layout = layoutReceiptPdf(content, measure, { logo: logo !== null });
  for (const page of layout.pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    for (const item of page) {
      if (item.kind === 'rule') {
        doc.moveTo(item.x1, item.y).lineTo(item.x2, item.y).lineWidth(0.5).strokeColor('#888888').stroke();
      } else if (item.kind === 'image') {
        if (logo) doc.image(logo, item.x, item.y, { fit: [RECEIPT_LOGO_BOX, RECEIPT_LOGO_BOX] });
      } else {
        doc.font(item.font).fontSize(item.size).fillColor('#000000').text(item.text, item.x, item.y, {
          lineBreak: false,
        });
      }
    }
  }
  doc.end();
  return done;
}

/** Make the receipt's PDF (with the business logo, if any) and hand it to the browser as a download named with the period's dates. */
export async function downloadReceiptPdf(receipt: Receipt, logoDataUrl: string | null = null): Promise<void> {
  const blob = await receiptPdf(receipt, logoDataUrl);
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
