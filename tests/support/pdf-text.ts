import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF says, read back the way a PDF reader extracts it: one string per page. */
export interface PdfText {
  readonly pages: readonly string[];
  /** Every page's text, joined. */
  readonly all: string;
  /** How many images each page paints. */
  readonly imagesPerPage: readonly number[];
}

/**
 * Read a PDF's text with Mozilla's pdf.js (the legacy build runs in Node). Text items of a page
 * are joined by single spaces, so a test can look for a line's words and figures in order.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const imagesPerPage: number[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((s) => s.trim() !== '')
          .join(' '),
      );
      const ops = await page.getOperatorList();
      imagesPerPage.push(ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
    }
  } finally {
    await pdf.destroy();
  }
  return { pages, all: pages.join('\n'), imagesPerPage };
}
