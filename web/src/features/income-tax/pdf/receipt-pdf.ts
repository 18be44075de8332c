import { layoutPdf, LOGO_BOX, type PdfDocumentContent } from './receipt-pdf-layout';
// The two open-licence fonts the VAT receipt embeds, served as static files of the build and
// fetched only when a PDF is made.
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

const LOGO_PIXELS = 256;

/**
 * The logo as JPEG bytes drawn on a white canvas, or null without one: pdfkit embeds a JPEG as it
 * is, while a PNG it would decode in a Web Worker made from a blob, which the app's CSP refuses.
 */
async function logoJpeg(dataUrl: string | null): Promise<Uint8Array | null> {
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
 * The receipt as a PDF made in the browser with pdfkit and the embedded fonts. This module, pdfkit
 * and the fonts load only when someone asks for a PDF (a chunk of their own).
 */
export async function receiptPdf(content: PdfDocumentContent, logoDataUrl: string | null): Promise<Blob> {
  const [{ default: PDFDocument }, regular, bold, logo] = await Promise.all([
    import('pdfkit'),
    fetchBytes(regularFontUrl),
    fetchBytes(boldFontUrl),
    // A logo the browser cannot read leaves the receipt without it rather than without a PDF.
    logoJpeg(logoDataUrl).catch(() => null),
  ]);
  const doc = new PDFDocument({
    font: null,
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: content.title, Author: content.businessName, Creator: 'Bookkeeper' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })));
    doc.on('error', reject);
  });
  const measure = (text: string, font: 'regular' | 'bold', size: number) =>
    doc.font(font).fontSize(size).widthOfString(text);
  for (const page of layoutPdf(content, measure, { logo: logo !== null }).pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    for (const item of page) {
      if (item.kind === 'rule') {
        doc.moveTo(item.x1, item.y).lineTo(item.x2, item.y).lineWidth(0.5).strokeColor('#888888').stroke();
      } else if (item.kind === 'image') {
        if (logo) doc.image(logo, item.x, item.y, { fit: [LOGO_BOX, LOGO_BOX] });
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

/** Make the PDF and hand it to the browser as a download named `fileName`. */
export async function downloadPdf(content: PdfDocumentContent, fileName: string, logoDataUrl: string | null) {
  const url = URL.createObjectURL(await receiptPdf(content, logoDataUrl));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address stops working.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
