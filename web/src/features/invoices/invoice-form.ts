import type { BodyOf, ResponseOf } from '@bk/contract';
import { moneyInputToPence, parsePounds, penceToInputText, todayIso, toPounds } from '@bk/domain';
import type { PickedContact } from '../../components/contact-picker';
import type { Invoice } from '../../lib/queries/invoices';
import { isQuantity } from './line-amounts';

export type { Invoice } from '../../lib/queries/invoices';
export type InvoiceBody = BodyOf<'invoiceCreate'>;
export type Business = ResponseOf<'businessActiveGet'>;

/** One line item as its inputs hold it; `key` tells rows apart while they are edited. */
export interface LineValues {
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRateId: string | null;
}

/** The invoice form as its inputs hold it (SPEC §2 Invoice create/edit). */
export interface InvoiceValues {
  invoiceNumber: string;
  purchaseOrderNumber: string;
  /** ISO, '' when blank, null while the typed text is no date (the date field says why). */
  issueDate: string | null;
  dueDate: string | null;
  contact: PickedContact | null;
  toName: string;
  toAddress: string;
  fromName: string;
  fromAddress: string;
  fromVrn: string;
  fromPhoneNumber: string;
  fromEmailAddress: string;
  paymentTerms: string;
  items: LineValues[];
}

let nextKey = 1;
/** A fresh key for a line row. */
export function lineKey(): string {
  nextKey += 1;
  return `line-${nextKey}`;
}

/** A new, empty line: one of something at the standard rate when VAT applies. */
export function newLine(vatRateId: string | null): LineValues {
  return { key: lineKey(), description: '', quantity: '1', unitPrice: '', vatRateId };
}

/** The business's address on one line per part, as the From block prints it. */
export function businessAddress(business: Business): string {
  const parts = [business.firstLineOfAddress, business.town, business.region, business.postalCode, business.country];
  const lines = parts.map((p) => p?.trim() ?? '').filter((p) => p !== '');
  return lines.length > 0 ? lines.join('\n') : (business.formattedAddress ?? '');
}

/** A new invoice: From filled from the business, number and payment terms from initial details. */
export function newInvoiceValues(
  business: Business,
  initial: { generatedInvoiceNumber: string; latestPaymentDetails: string | null },
): InvoiceValues {
  return {
    invoiceNumber: initial.generatedInvoiceNumber,
    purchaseOrderNumber: '',
    issueDate: todayIso(),
    dueDate: '',
    contact: null,
    toName: '',
    toAddress: '',
    fromName: business.name,
    fromAddress: businessAddress(business),
    fromVrn: business.vrn ?? '',
    fromPhoneNumber: business.phoneNumber ?? '',
    fromEmailAddress: business.emailAddress ?? '',
    paymentTerms: initial.latestPaymentDetails ?? '',
    items: [],
  };
}

/** A saved invoice's values, for editing. */
export function invoiceValues(invoice: Invoice): InvoiceValues {
  return {
    invoiceNumber: invoice.invoiceNumber,
    purchaseOrderNumber: invoice.purchaseOrderNumber ?? '',
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate ?? '',
    contact: invoice.contactId ? { id: invoice.contactId, name: invoice.toName ?? '' } : null,
    toName: invoice.toName ?? '',
    toAddress: invoice.toAddress ?? '',
    fromName: invoice.fromName ?? '',
    fromAddress: invoice.fromAddress ?? '',
    fromVrn: invoice.fromVrn ?? '',
    fromPhoneNumber: invoice.fromPhoneNumber ?? '',
    fromEmailAddress: invoice.fromEmailAddress ?? '',
    paymentTerms: invoice.paymentTerms ?? '',
    items: invoice.invoiceItems.map((item) => ({
      key: lineKey(),
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: penceToInputText(parsePounds(item.unitPrice)),
      vatRateId: item.vatRateId,
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Problems the form can see before it sends anything, by field name. */
export function invoiceProblems(values: InvoiceValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const { issueDate, dueDate } = values;
  if (issueDate === '') problems['issueDate'] = 'Invoice date is required';
  if (issueDate === null) problems['issueDate'] = 'Enter the invoice date as DD/MM/YYYY';
  if (dueDate === null) problems['dueDate'] = 'Enter the due date as DD/MM/YYYY';
  else if (dueDate !== '' && issueDate && dueDate < issueDate)
    problems['dueDate'] = 'Due date must not be before the invoice date';
  if (values.items.length === 0) problems['invoiceItems'] = 'Add at least one line item';
  return problems;
}

/** Problems of one line item as it is edited, by input. */
export function lineProblems(line: LineValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (line.description.trim() === '') problems['description'] = 'Description is required';
  if (!isQuantity(line.quantity)) problems['quantity'] = 'Enter a quantity, such as 1 or 1.5';
  if (moneyInputToPence(line.unitPrice) === null) problems['unitPrice'] = 'Enter a unit price in pounds';
  return problems;
}

/**
 * What the API is sent for the form (SPEC §3 "Create payload"). A new invoice still showing the
 * number initial-details previewed, or none, sends no number: the server takes the next one from
 * its counter, so two invoices made at once never share it.
 */
export function invoiceBody(values: InvoiceValues, previewedNumber: string | null = null): InvoiceBody {
  const typed = values.invoiceNumber.trim();
  return {
    invoiceNumber: typed === '' || typed === previewedNumber ? null : typed,
    purchaseOrderNumber: orNull(values.purchaseOrderNumber),
    issueDate: values.issueDate ?? '',
    dueDate: values.dueDate || null,
    contactId: values.contact?.id ?? null,
    toName: orNull(values.toName),
    toAddress: orNull(values.toAddress),
    fromName: orNull(values.fromName),
    fromAddress: orNull(values.fromAddress),
    fromVrn: orNull(values.fromVrn),
    fromPhoneNumber: orNull(values.fromPhoneNumber),
    fromEmailAddress: orNull(values.fromEmailAddress),
    paymentTerms: orNull(values.paymentTerms),
    invoiceItems: values.items.map((line) => ({
      description: line.description.trim(),
      quantity: Number(line.quantity),
      unitPrice: toPounds(moneyInputToPence(line.unitPrice) ?? parsePounds(0)),
      vatRateId: line.vatRateId,
    })),
  };
}
