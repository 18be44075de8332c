import type * as z from 'zod/mini';
import type { FieldError, InvoiceInput } from '@bk/contract';
import type { InvoiceEdit } from '@bk/data';
import { invoiceTotals, MAX_POUNDS_TEXT, parsePounds, pence, vatRateById } from '@bk/domain';
import { ValidationError } from '../shared/errors';

export type InvoiceBody = z.output<typeof InvoiceInput>;

/** The number typed in the form, or null when the server is to give the next one. */
export function typedNumber(body: InvoiceBody): string | null {
  const typed = body.invoiceNumber?.trim() ?? '';
  return typed === '' ? null : typed;
}

/**
 * What a create or an edit stores from the body: lines in pence and the gross worked out by the
 * domain. A VAT rate the product does not know, or totals beyond the range of money, are field
 * errors (nothing is written).
 */
export function invoiceFields(body: InvoiceBody, at: string): Omit<InvoiceEdit, 'invoiceNumber'> {
  const errors: FieldError[] = [];
  body.invoiceItems.forEach((item, i) => {
    if (item.vatRateId !== null && !vatRateById(item.vatRateId))
      errors.push({ field: `invoiceItems.${i}.vatRateId`, message: 'Choose a VAT rate from the list' });
  });
  if (errors.length) throw new ValidationError(errors);
  const items = body.invoiceItems.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPrice: parsePounds(item.unitPrice),
    vatRateId: item.vatRateId,
  }));
  let totalGross: number;
  try {
    const totals = invoiceTotals(items);
    // Every amount shown must be money: pence() refuses what is beyond the range.
    for (const line of totals.lines) [line.net, line.vat, line.gross].forEach((a) => pence(a));
    totalGross = pence(totals.totalGross);
    pence(totals.totalNet);
    pence(totals.totalVat);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    throw new ValidationError([
      { field: 'invoiceItems', message: `The invoice total must be within £${MAX_POUNDS_TEXT}` },
    ]);
  }
  return {
    purchaseOrderNumber: body.purchaseOrderNumber,
    issueDate: body.issueDate,
    dueDate: body.dueDate,
    toName: body.toName,
    toAddress: body.toAddress,
    fromName: body.fromName,
    fromAddress: body.fromAddress,
    fromVrn: body.fromVrn,
    fromPhoneNumber: body.fromPhoneNumber,
    fromEmailAddress: body.fromEmailAddress,
    paymentTerms: body.paymentTerms,
    contactId: body.contactId,
    items,
    totalGross,
    updatedAt: at,
  };
}
