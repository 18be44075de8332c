/** Contacts, and the invoices written to them. */
import * as z from 'zod/mini';
import { ContactRef, EnteredDate, Id, IsoDate, IsoDateTime, Money } from './common';

export const Contact = z.object({
  id: Id,
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  address: z.nullable(z.string()),
  website: z.nullable(z.string()),
  twitterHandle: z.nullable(z.string()),
  facebookProfile: z.nullable(z.string()),
  linkedinProfile: z.nullable(z.string()),
  otherSocials: z.nullable(z.string()),
  vrn: z.nullable(z.string()),
});
export const ContactInput = z.extend(z.omit(Contact, { id: true }), {
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
  email: z.nullable(z.string().check(z.trim(), z.maxLength(254))),
  phone: z.nullable(z.string().check(z.maxLength(40))),
  mobile: z.nullable(z.string().check(z.maxLength(40))),
  address: z.nullable(z.string().check(z.maxLength(500))),
  website: z.nullable(z.string().check(z.maxLength(300))),
  twitterHandle: z.nullable(z.string().check(z.maxLength(100))),
  facebookProfile: z.nullable(z.string().check(z.maxLength(300))),
  linkedinProfile: z.nullable(z.string().check(z.maxLength(300))),
  otherSocials: z.nullable(z.string().check(z.maxLength(1000))),
  vrn: z.nullable(z.string().check(z.maxLength(20))),
});
export const ContactFilter = z.object({
  /** One contact only (the single-contact view), unpaged. */
  id: z.optional(Id),
  name: z.optional(z.string().check(z.maxLength(200))),
  email: z.optional(z.string().check(z.maxLength(254))),
  phone: z.optional(z.string().check(z.maxLength(40))),
  mobile: z.optional(z.string().check(z.maxLength(40))),
  address: z.optional(z.string().check(z.maxLength(500))),
  website: z.optional(z.string().check(z.maxLength(300))),
  vrn: z.optional(z.string().check(z.maxLength(20))),
  twitterHandle: z.optional(z.string().check(z.maxLength(100))),
  facebookProfile: z.optional(z.string().check(z.maxLength(300))),
  linkedinProfile: z.optional(z.string().check(z.maxLength(300))),
  otherSocials: z.optional(z.string().check(z.maxLength(1000))),
});

/**
 * A line's quantity: decimals are allowed (1.5 hours) up to three places, so net = quantity x unit
 * price stays an exact division the domain rounds once (SPEC §5).
 */
export const Quantity = z.number().check(
  z.gte(-1_000_000, 'Quantity must be between -1,000,000 and 1,000,000'),
  z.lte(1_000_000, 'Quantity must be between -1,000,000 and 1,000,000'),
  z.refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'Quantity may have at most 3 decimal places'),
);

/** A line as it is typed (the request). */
export const InvoiceItem = z.object({
  description: z.string().check(z.maxLength(2000)),
  quantity: Quantity,
  unitPrice: Money,
  vatRateId: z.nullable(Id),
});
/** A line as the server answers it: the typed values and what the domain worked out from them. */
export const InvoiceItemView = z.extend(InvoiceItem, { net: Money, vat: Money, gross: Money });
export const InvoiceStatus = z.enum(['Paid', 'Awaiting Payment', 'Overdue']);
/** One VAT rate's share of an invoice (the PDF's VAT summary and the totals block). */
export const InvoiceVatLine = z.object({
  vatRateId: z.nullable(Id),
  name: z.string(),
  percent: z.number(),
  net: Money,
  vat: Money,
});
export const InvoicePayment = z.object({ id: Id, date: IsoDate, desc: z.string(), amount: Money });
export const Invoice = z.object({
  id: Id,
  invoiceNumber: z.string(),
  purchaseOrderNumber: z.nullable(z.string()),
  issueDate: IsoDate,
  dueDate: z.nullable(IsoDate),
  toName: z.nullable(z.string()),
  toAddress: z.nullable(z.string()),
  fromName: z.nullable(z.string()),
  fromAddress: z.nullable(z.string()),
  fromVrn: z.nullable(z.string()),
  fromPhoneNumber: z.nullable(z.string()),
  fromEmailAddress: z.nullable(z.string()),
  paymentTerms: z.nullable(z.string()),
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
  contactId: z.nullable(Id),
  logoBase64: z.nullable(z.string()),
  /** When the invoice was last e-mailed, and to whom; null until it is. */
  sentAt: z.nullable(IsoDateTime),
  sentTo: z.nullable(z.string()),
});
/**
 * The create and edit body. `invoiceNumber` null, omitted or blank asks the server for the next
 * number from the business's counter (initial-details only previews it); a typed number is kept
 * as typed and may be used once per business (a clash is a field error on invoiceNumber).
 * `transactionIds` reconciles transactions as payments on create, as add-payment does.
 */
export const InvoiceInput = z.object({
  invoiceNumber: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50)))),
  purchaseOrderNumber: z.nullable(z.string().check(z.maxLength(100))),
  issueDate: EnteredDate,
  dueDate: z.nullable(EnteredDate),
  toName: z.nullable(z.string().check(z.maxLength(200))),
  toAddress: z.nullable(z.string().check(z.maxLength(500))),
  fromName: z.nullable(z.string().check(z.maxLength(200))),
  fromAddress: z.nullable(z.string().check(z.maxLength(500))),
  fromVrn: z.nullable(z.string().check(z.maxLength(20))),
  fromPhoneNumber: z.nullable(z.string().check(z.maxLength(40))),
  fromEmailAddress: z.nullable(z.string().check(z.maxLength(254))),
  paymentTerms: z.nullable(z.string().check(z.maxLength(2000))),
  invoiceItems: z.array(InvoiceItem).check(z.maxLength(1000)),
  contactId: z.nullable(ContactRef),
  transactionIds: z.optional(z.array(Id).check(z.maxLength(500))),
});
export const InvoiceSummary = z.object({
  id: Id,
  invoiceNumber: z.string(),
  toName: z.nullable(z.string()),
  contactId: z.nullable(Id),
  issueDate: IsoDate,
  dueDate: z.nullable(IsoDate),
  totalGross: Money,
  totalDue: Money,
  status: InvoiceStatus,
});
/** The invoice list's filters (all optional; dates bound the invoice date, inclusive). */
export const InvoiceFilter = z.object({
  status: z.optional(InvoiceStatus),
  contactId: z.optional(Id),
  dateFrom: z.optional(EnteredDate),
  dateTo: z.optional(EnteredDate),
});
