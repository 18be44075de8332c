import type { PdfLayout, PdfMeasure } from '@bk/domain';
import type { PdfKitOptions } from 'pdfkit';
// The same two open-licence fonts the invoice PDF embeds on the server (decision 0038), served as
// static files of the build and fetched only when a PDF is made.
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import { RECEIPT_LOGO_BOX } from './header';

/**
 * The receipts' PDFs (the VAT return's and the Income Tax update's), made in the browser with
 * pdfkit. Only the features' receipt-pdf modules import this, and they load only when someone asks
 * for a PDF, so pdfkit, this module and the fonts stay out of the first load.
 */

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
 * An A4 PDF with the embedded fonts and the business logo (if the browser can read it) that draws
 * exactly what `layout` places: text is never wrapped or moved by the library, so what the layout's
 * tests check is what the PDF shows.
 */
export async function renderReceiptPdf(
  info: NonNullable<PdfKitOptions['info']>,
  layout: (measure: PdfMeasure, options: { logo: boolean }) => PdfLayout,
  logoDataUrl: string | null,
): Promise<Blob> {
  const [{ default: PDFDocument }, regular, bold, logo] = await Promise.all([
    import('pdfkit'),
    fetchBytes(regularFontUrl),
    fetchBytes(boldFontUrl),
    // A logo the browser cannot read leaves the receipt without it rather than without a PDF.
    logoJpeg(logoDataUrl).catch(() => null),
  ]);
  const doc = new PDFDocument({
    // No standard font: the embedded fonts replace Helvetica and its metrics.
    font: null,
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    lang: 'en-GB',
    displayTitle: true,
    info,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })));
    doc.on('error', reject);
  });
  const measure: PdfMeasure = (text, font, size) => doc.font(font).fontSize(size).widthOfString(text);
  for (const page of layout(measure, { logo: logo !== null }).pages) {
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
