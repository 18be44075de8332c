import type { InvoiceStatus } from '@bk/domain';

/** The statuses the list filters by, in the order the filter offers them. */
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['Awaiting Payment', 'Overdue', 'Paid'];

/** SPEC §9: the PDF is saved as invoice_{number}.pdf. */
export function pdfFileName(invoiceNumber: string): string {
  return `invoice_${invoiceNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}
