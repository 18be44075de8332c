/** Contacts, and the invoices written to them. */
import * as z from 'zod';
import { Id, IsoDate, Money } from './common';

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

export const InvoiceItem = z.object({
  description: z.string().max(2000),
  quantity: z.number(),
  unitPrice: Money,
  vatRateId: Id.nullable(),
});
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
  invoiceItems: z.array(InvoiceItem),
  transactions: z.array(z.object({ id: Id, date: IsoDate, desc: z.string(), amount: Money })),
  deleted: z.boolean(),
  totalGross: Money,
  totalDue: Money,
  amountPaid: Money,
  contactId: Id.nullable(),
  logoBase64: z.string().nullable(),
});
export const InvoiceInput = Invoice.omit({
  id: true,
  transactions: true,
  deleted: true,
  totalGross: true,
  totalDue: true,
  amountPaid: true,
  logoBase64: true,
}).extend({ transactionIds: z.array(Id).max(500).optional() });
export const InvoiceSummary = z.object({
  id: Id,
  invoiceNumber: z.string(),
  toName: z.string().nullable(),
  issueDate: IsoDate,
  dueDate: IsoDate.nullable(),
  totalGross: Money,
  totalDue: Money,
});
