import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

const flag = z.boolean();

/** Invoice calls (SPEC §7 "Invoices"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const invoiceRoutes = {
  invoiceList: route({ method: 'PATCH', path: '/invoice/list', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'A page of filtered invoices', query: S.PageQuery, body: S.InvoiceFilter, response: S.Paged('invoices', S.InvoiceSummary) }),
  invoiceGet: route({ method: 'GET', path: '/invoice/{id}', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'An invoice', params: S.IdParams, response: S.Invoice }),
  invoiceCreate: route({ method: 'POST', path: '/invoice', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Create an invoice', body: S.InvoiceInput, response: S.Invoice, status: 201 }),
  invoiceUpdate: route({ method: 'PATCH', path: '/invoice/{id}', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Edit an invoice', params: S.IdParams, body: S.InvoiceInput, response: S.Invoice }),
  invoiceDelete: route({ method: 'DELETE', path: '/invoice/{id}', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Delete an invoice', params: S.IdParams, response: S.Ok }),
  invoiceAddPayment: route({ method: 'PATCH', path: '/invoice/{id}/add-payment', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Reconcile transactions as payments', params: S.IdParams, body: z.object({ transactionIds: z.array(S.Id).check(z.minLength(1), z.maxLength(500)) }), response: S.Invoice }),
  invoiceRemovePayment: route({ method: 'PATCH', path: '/invoice/{id}/remove-payment', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'Remove a payment', params: S.IdParams, body: z.object({ transactionId: S.Id }), response: S.Invoice }),
  invoiceSend: route({ method: 'PATCH', path: '/invoice/{id}/send', group: 'invoice', access: 'business', permission: 'invoice:write', summary: 'E-mail the invoice', params: S.IdParams, body: z.object({ emailTo: S.Email, emailNote: z.nullable(z.optional(z.string().check(z.maxLength(5000)))) }), response: S.Ok }),
  invoiceGenerate: route({ method: 'GET', path: '/invoice/{id}/generate', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'The invoice as a PDF', params: S.IdParams, response: z.object({ pdfBase64: z.string() }) }),
  invoiceInitialDetails: route({ method: 'GET', path: '/invoice/create/initial-details', group: 'invoice', access: 'business', permission: 'invoice:read', summary: 'Next invoice number and last payment details', response: z.object({ generatedInvoiceNumber: z.string(), latestPaymentDetails: z.nullable(z.string()) }) }),
  invoiceVisible: route({ method: 'GET', path: '/invoice/visible', group: 'invoice', access: 'user', summary: 'Whether invoices are switched on', response: flag }),
  invoiceEmailEnabled: route({ method: 'GET', path: '/invoice/email/enabled', group: 'invoice', access: 'user', summary: 'Whether invoice e-mail is switched on', response: flag }),
} as const;
