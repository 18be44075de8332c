/**
 * Hands CSV text (made in the browser) or a file address (a presigned download) to the browser as
 * a download with the given name: the exports, the chart CSVs and the self-assessment CSV.
 */
export function downloadFile(source: { text: string } | { url: string }, fileName: string): void {
  const href =
    'text' in source ? URL.createObjectURL(new Blob([source.text], { type: 'text/csv;charset=utf-8' })) : source.url;
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the Blob's address is no longer needed after it.
  if ('text' in source) setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** CSV text as a download. */
export const downloadCsv = (text: string, fileName: string): void => downloadFile({ text }, fileName);
