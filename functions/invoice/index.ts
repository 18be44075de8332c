import { createApi } from '../shared/api/create-api';
import { config } from '../shared/config';

/** Invoices (SPEC §7 "Invoices"); the flags come from configuration. */
export const handler = createApi('invoice', {
  invoiceVisible: async () => config().FEATURE_INVOICES,
  invoiceEmailEnabled: async () => config().FEATURE_INVOICE_EMAIL,
});
