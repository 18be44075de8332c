/** Contacts, and the invoices written to them. */
import * as z from 'zod';
import { ContactRef, EnteredDate, Id, IsoDate, IsoDateTime, Money } from './common';

export const Contact = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  otherSocials: z.string().nullable(),
  vrn: z.string().nullable(),
});
export const ContactInput = Contact.omit({ id: true }).extend({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().max(254).nullable(),
  phone: z.string().max(40).nullable(),
  mobile: z.string().max(40).nullable(),
  address: z.string().max(500).nullable(),
  website: z.string().max(300).nullable(),
  twitterHandle: z.string().max(100).nullable(),
  facebookProfile: z.string().max(300).nullable(),
  linkedinProfile: z.string().max(300).nullable(),
  otherSocials: z.string().max(1000).nullable(),
  vrn: z.string().max(20).nullable(),
});
export const ContactFilter = z.object({
  /** One contact only (the single-contact view), unpaged. */
  id: Id.optional(),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  mobile: z.string().max(40).optional(),
  address: z.string().max(500).optional(),
  website: z.string().max(300).optional(),
  vrn: z.string().max(20).optional(),
  twitterHandle: z.string().max(100).optional(),
  facebookProfile: z.string().max(300).optional(),
  linkedinProfile: z.string().max(300).optional(),
  otherSocials: z.string().max(1000).optional(),
});

/**
 * A line's quantity: decimals are allowed (1.5 hours) up to three places, so net = quantity x unit
 * price stays an exact division the domain rounds once (SPEC §5).
 */
export const Quantity = z
  .number()
  .min(-1_000_000, 'Quantity must be between -1,000,000 and 1,000,000')
  .max(1_000_000, 'Quantity must be between -1,000,000 and 1,000,000')
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'Quantity may have at most 3 decimal places');

/** A line as it is typed (the request). */
export const InvoiceItem = z.object({
  description: z.string().max(2000),
  quantity: Quantity,
  unitPrice: Money,
  vatRateId: Id.nullable(),
});
/** A line as the server answers it: the typed values and what the domain worked out from them. */
export const InvoiceItemView = InvoiceItem.extend({ net: Money, vat: Money, gross: Money });
export const InvoiceStatus = z.enum(['Paid', 'Awaiting Payment', 'Overdue']);
/** One VAT rate's share of an invoice (the PDF's VAT summary and the totals block). */
export const InvoiceVatLine = z.object({
  vatRateId: Id.nullable(),
  name: z.string(),
  percent: z.number(),
  net: Money,
  vat: Money,
});
export const InvoicePayment = z.object({ id: Id, date: IsoDate, desc: z.string(), amount: Money });
export const Invoice = z.object({
  id: Id,
  invoiceNumber: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  issueDate: IsoDate,
  dueDate: IsoDate.nullable(),
  toName: z.string().nullable(),
  toAddress: z.string().nullable(),
  fromName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  fromVrn: z.string().nullable(),
  fromPhoneNumber: z.string().nullable(),
  fromEmailAddress: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  invoiceItems: z.array(InvoiceItemView),
  transactions: z.array(InvoicePayment),
  deleted: z.boolean(),
  status: InvoiceStatus,
  totalNet: Money,
  totalVat: Money,
  vatSummary: z.array(InvoiceVatLine),
  totalGross: Money,
  totalDue: Money,
  amountPaid: Money,
  contactId: Id.nullable(),
  logoBase64: z.string().nullable(),
  /** When the invoice was last e-mailed, and to whom; null until it is. */
  sentAt: IsoDateTime.nullable(),
  sentTo: z.string().nullable(),
});
/**
 * The create and edit body. `invoiceNumber` null, omitted or blank asks the server for the next
 * number from the business's counter (initial-details only previews it); a typed number is kept
 * as typed and may be used once per business (a clash is a field error on invoiceNumber).
 * `transactionIds` reconciles transactions as payments on create, as add-payment does.
 */
export const InvoiceInput = z.object({
  invoiceNumber: z.string().trim().max(50).nullable().optional(),
  purchaseOrderNumber: z.string().max(100).nullable(),
  issueDate: EnteredDate,
  dueDate: EnteredDate.nullable(),
  toName: z.string().max(200).nullable(),
  toAddress: z.string().max(500).nullable(),
  fromName: z.string().max(200).nullable(),
  fromAddress: z.string().max(500).nullable(),
  fromVrn: z.string().max(20).nullable(),
  fromPhoneNumber: z.string().max(40).nullable(),
  fromEmailAddress: z.string().max(254).nullable(),
  paymentTerms: z.string().max(2000).nullable(),
  invoiceItems: z.array(InvoiceItem).max(1000),
  contactId: ContactRef.nullable(),
  transactionIds: z.array(Id).max(500).optional(),
});
export const InvoiceSummary = z.object({
  id: Id,
  invoiceNumber: z.string(),
  toName: z.string().nullable(),
  contactId: Id.nullable(),
  issueDate: IsoDate,
  dueDate: IsoDate.nullable(),
  totalGross: Money,
  totalDue: Money,
  status: InvoiceStatus,
});
/** The invoice list's filters (all optional; dates bound the invoice date, inclusive). */
export const InvoiceFilter = z.object({
  status: InvoiceStatus.optional(),
  contactId: Id.optional(),
  dateFrom: EnteredDate.optional(),
  dateTo: EnteredDate.optional(),
});
