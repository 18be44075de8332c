import type * as z from 'zod/mini';
import type { Invoice as InvoiceSchema, InvoiceSummary as InvoiceSummarySchema } from '@bk/contract';
import {
  businessRepository,
  invoiceRepository,
  type InvoiceItem,
  type InvoiceSummaryItem,
  type TransactionItem,
} from '@bk/data';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceStatus,
  invoiceTotals,
  pence,
  todayIso,
  toPounds,
  totalDue,
  type InvoiceStatus,
} from '@bk/domain';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';
import { transactions } from './ledger';

export type Invoice = z.input<typeof InvoiceSchema>;
export type InvoiceSummary = z.input<typeof InvoiceSummarySchema>;

export const invoices = () => invoiceRepository(getDb());

/** A live invoice (not deleted), or the 404 SPEC §8 words as 'Invoice not found'. */
export async function liveInvoice(businessId: string, invoiceId: string): Promise<InvoiceItem> {
  const invoice = await invoices().getInvoice(businessId, invoiceId);
  if (!invoice || invoice.deleted) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

function statusOf(invoice: Pick<InvoiceItem, 'totalGross' | 'amountPaid' | 'dueDate'>, now: Date): InvoiceStatus {
  return invoiceStatus(totalDue(pence(invoice.totalGross), pence(invoice.amountPaid)), invoice.dueDate, todayIso(now));
}

export function invoiceSummaryDto(invoice: InvoiceSummaryItem, now: Date): InvoiceSummary {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    toName: invoice.toName,
    contactId: invoice.contactId,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    totalGross: toPounds(pence(invoice.totalGross)),
    totalDue: toPounds(totalDue(pence(invoice.totalGross), pence(invoice.amountPaid))),
    status: statusOf(invoice, now),
  };
}

/** The business's logo as a data URL (what `<img>` and the PDF take), or null without one. */
async function businessLogo(businessId: string): Promise<string | null> {
  const business = await businessRepository(getDb()).getBusiness(businessId);
  if (!business?.logoKey) return null;
  // Loaded here, not with the module: only an invoice of a business with a logo needs the S3 client (decision 0058).
  const { getFile } = await import('../shared/files');
  const file = await getFile(business.logoKey);
  if (!file) return null;
  return `data:${file.contentType ?? 'image/png'};base64,${Buffer.from(file.body).toString('base64')}`;
}

/** The transactions reconciled to an invoice, oldest first (one gone meanwhile is left out). */
async function paymentsOf(businessId: string, invoiceId: string) {
  const ids = await invoices().listInvoicePaymentIds(businessId, invoiceId);
  const found = await Promise.all(ids.map((id) => transactions().getTransaction(businessId, id)));
  return found
    .filter((tx): tx is TransactionItem => tx !== null && tx.invoiceId === invoiceId)
    .map((tx) => ({ id: tx.id, date: tx.date, desc: tx.desc, amount: toPounds(pence(tx.amount)) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** An invoice as the contract shows it: its lines worked out, its payments and the business's logo. */
export async function invoiceDto(businessId: string, invoice: InvoiceItem, now: Date): Promise<Invoice> {
  const totals = invoiceTotals(invoice.items.map((i) => ({ ...i, unitPrice: pence(i.unitPrice) })));
  const [payments, logoBase64] = await Promise.all([paymentsOf(businessId, invoice.id), businessLogo(businessId)]);
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    purchaseOrderNumber: invoice.purchaseOrderNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    toName: invoice.toName,
    toAddress: invoice.toAddress,
    fromName: invoice.fromName,
    fromAddress: invoice.fromAddress,
    fromVrn: invoice.fromVrn,
    fromPhoneNumber: invoice.fromPhoneNumber,
    fromEmailAddress: invoice.fromEmailAddress,
    paymentTerms: invoice.paymentTerms,
    invoiceItems: invoice.items.map((item, i) => {
      const line = totals.lines[i] ?? { net: pence(0), vat: pence(0), gross: pence(0) };
      return {
        description: item.description,
        quantity: item.quantity,
        unitPrice: toPounds(pence(item.unitPrice)),
        vatRateId: item.vatRateId,
        net: toPounds(line.net),
        vat: toPounds(line.vat),
        gross: toPounds(line.gross),
      };
    }),
    transactions: payments,
    deleted: false,
    status: statusOf(invoice, now),
    totalNet: toPounds(totals.totalNet),
    totalVat: toPounds(totals.totalVat),
    vatSummary: totals.vatSummary.map((s) => ({ ...s, net: toPounds(s.net), vat: toPounds(s.vat) })),
    totalGross: toPounds(pence(invoice.totalGross)),
    totalDue: toPounds(totalDue(pence(invoice.totalGross), pence(invoice.amountPaid))),
    amountPaid: toPounds(pence(invoice.amountPaid)),
    contactId: invoice.contactId,
    logoBase64,
    sentAt: invoice.sentAt,
    sentTo: invoice.sentTo,
  };
}

/** A live invoice as the contract shows it (what the PDF and the e-mail are made from). */
export async function loadInvoiceView(businessId: string, invoiceId: string, now: Date): Promise<Invoice> {
  return invoiceDto(businessId, await liveInvoice(businessId, invoiceId), now);
}
