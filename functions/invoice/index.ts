import { invoiceRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { lazyHandlers } from '../shared/api/lazy-handlers';
import { config } from '../shared/config';
import { invoiceHandlers } from './invoice-handlers';

/**
 * Invoices (SPEC §7 "Invoices"); the flags come from configuration. Each part of the group brings
 * its own handlers object, spread here; routes of the group without a handler answer 501. The PDF
 * and the e-mail (pdfkit's drawing code, the S3 and SES clients) load on their first call
 * (decision 0058).
 */
export const handler = createApi(invoiceRoutes, {
  invoiceVisible: async () => config().FEATURE_INVOICES,
  invoiceEmailEnabled: async () => config().FEATURE_INVOICE_EMAIL,
  ...invoiceHandlers,
  ...lazyHandlers(() => import('./pdf/pdf-handlers').then((m) => m.invoicePdfHandlers), { invoiceGenerate: true }),
  ...lazyHandlers(() => import('./send-invoice').then((m) => m.invoiceSendHandlers), { invoiceSend: true }),
});
