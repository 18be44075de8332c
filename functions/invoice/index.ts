import { invoiceRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { config } from '../shared/config';
import { invoiceHandlers } from './invoice-handlers';
import { invoicePdfHandlers } from './pdf/pdf-handlers';
import { invoiceSendHandlers } from './send-invoice';

/**
 * Invoices (SPEC §7 "Invoices"); the flags come from configuration. Each part of the group brings
 * its own handlers object, spread here; routes of the group without a handler answer 501.
 */
export const handler = createApi(invoiceRoutes, {
  invoiceVisible: async () => config().FEATURE_INVOICES,
  invoiceEmailEnabled: async () => config().FEATURE_INVOICE_EMAIL,
  ...invoiceHandlers,
  ...invoicePdfHandlers,
  ...invoiceSendHandlers,
});
