/** Hands CSV text to the browser as a download with the given file name. */
export function downloadCsv(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the Blob's address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
