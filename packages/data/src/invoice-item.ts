import * as z from 'zod';
import { invoiceKeys } from './keys';

/** One line of an invoice as stored: the unit price in integer pence, the quantity as typed. */
export const InvoiceLineItem = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number().int(),
  vatRateId: z.string().nullable(),
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
  purchaseOrderNumber: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  toName: z.string().nullable(),
  toAddress: z.string().nullable(),
  fromName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  fromVrn: z.string().nullable(),
  fromPhoneNumber: z.string().nullable(),
  fromEmailAddress: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  contactId: z.string().nullable(),
  items: z.array(InvoiceLineItem),
  totalGross: z.number().int(),
  amountPaid: z.number().int().default(0),
  deleted: z.boolean().default(false),
  sentAt: z.string().nullable().default(null),
  sentTo: z.string().nullable().default(null),
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
export const InvoiceSummaryItem = InvoiceItem.pick({
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
