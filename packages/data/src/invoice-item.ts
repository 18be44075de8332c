import * as z from 'zod/mini';
import { invoiceKeys } from './keys';

/** One line of an invoice as stored: the unit price in integer pence, the quantity as typed. */
export const InvoiceLineItem = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number().check(z.int()),
  vatRateId: z.nullable(z.string()),
});
export type InvoiceLineItem = z.infer<typeof InvoiceLineItem>;

/**
 * An invoice as stored (decision 0037). `totalGross` is worked out from the lines at each write so the
 * list can show what is owed without the lines; `amountPaid` is only ever changed by ADD, in the same
 * write that reconciles, frees or changes a transaction, so it is always the sum of its payments.
 * `deleted` is set first when an invoice is deleted: its payments are then freed and the item removed.
 */
export const InvoiceItem = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  purchaseOrderNumber: z.nullable(z.string()),
  issueDate: z.string(),
  dueDate: z.nullable(z.string()),
  toName: z.nullable(z.string()),
  toAddress: z.nullable(z.string()),
  fromName: z.nullable(z.string()),
  fromAddress: z.nullable(z.string()),
  fromVrn: z.nullable(z.string()),
  fromPhoneNumber: z.nullable(z.string()),
  fromEmailAddress: z.nullable(z.string()),
  paymentTerms: z.nullable(z.string()),
  contactId: z.nullable(z.string()),
  items: z.array(InvoiceLineItem),
  totalGross: z.number().check(z.int()),
  amountPaid: z._default(z.number().check(z.int()), 0),
  deleted: z._default(z.boolean(), false),
  sentAt: z._default(z.nullable(z.string()), null),
  sentTo: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

/** The fields an edit replaces (never the payments, the number's claim, or the e-mail record). */
export type InvoiceEdit = Omit<InvoiceItem, 'id' | 'amountPaid' | 'deleted' | 'sentAt' | 'sentTo' | 'createdAt'>;

export function parseInvoice(item: Record<string, unknown>): InvoiceItem {
  return InvoiceItem.parse(item);
}

export function invoiceRecord(businessId: string, invoice: InvoiceItem): Record<string, unknown> {
  return { ...invoiceKeys.invoice(businessId, invoice.id), entity: 'invoice', ...invoice };
}

/** What the list and initial details need of an invoice: everything but the lines and addresses. */
export const InvoiceSummaryItem = z.pick(InvoiceItem, {
  id: true,
  invoiceNumber: true,
  issueDate: true,
  dueDate: true,
  toName: true,
  contactId: true,
  totalGross: true,
  amountPaid: true,
  deleted: true,
  paymentTerms: true,
  createdAt: true,
});
export type InvoiceSummaryItem = z.infer<typeof InvoiceSummaryItem>;
export const INVOICE_SUMMARY_FIELDS = Object.keys(InvoiceSummaryItem.shape);

export function parseInvoiceSummary(item: Record<string, unknown>): InvoiceSummaryItem {
  return InvoiceSummaryItem.parse(item);
}

/** Why a create or an edit was refused. */
export type InvoiceWriteResult = 'ok' | 'numberTaken' | 'notFound';

/** Why reconciling or freeing a transaction was refused: each answers its own HTTP status. */
export type InvoicePaymentResult =
  | 'ok'
  /** Reconciled to another invoice (or to this one already, for add). */
  | 'taken'
  /** Not reconciled to this invoice (remove). */
  | 'notOnInvoice'
  /** The transaction changed since it was read: read it again and retry. */
  | 'stale'
  /** The invoice is gone or being deleted. */
  | 'invoiceGone';
