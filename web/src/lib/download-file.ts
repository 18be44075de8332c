/**
 * Hands a file made in the browser (CSV text, a PDF) or a file address (a presigned download) to
 * the browser as a download with the given name: the exports, the chart and self-assessment CSVs
 * and the receipt PDFs.
 */
export function downloadFile(source: { text: string } | { blob: Blob } | { url: string }, fileName: string): void {
  const href =
    'url' in source
      ? source.url
      : URL.createObjectURL(
          'blob' in source ? source.blob : new Blob([source.text], { type: 'text/csv;charset=utf-8' }),
        );
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the Blob's address is no longer needed after it.
  if (!('url' in source)) setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** CSV text as a download. */
export const downloadCsv = (text: string, fileName: string): void => downloadFile({ text }, fileName);
