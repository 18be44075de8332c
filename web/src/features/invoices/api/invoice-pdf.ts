import { api } from '../../../lib/api-client';
import { pdfFileName } from '../invoice-status';

/** SPEC §8 "PDF failure". */
export const PDF_FAILED = 'Failed to download PDF. Please refresh and try again or contact support if this persists.';

/** The invoice's PDF, made by the server (SPEC §7 invoice/{id}/generate), as a Blob. */
export async function invoicePdf(id: string, signal?: AbortSignal): Promise<Blob> {
  const { pdfBase64 } = await api.call('invoiceGenerate', { params: { id }, signal });
  const binary = atob(pdfBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Save the invoice's PDF as invoice_{number}.pdf (SPEC §9). */
export async function downloadInvoicePdf(id: string, invoiceNumber: string): Promise<void> {
  const url = URL.createObjectURL(await invoicePdf(id));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = pdfFileName(invoiceNumber);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download at once; the address is only needed until then.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
