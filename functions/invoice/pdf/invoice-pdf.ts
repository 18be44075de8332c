import {
  invoiceDocument,
  invoiceStatus,
  invoiceTotals,
  INVOICE_NOT_FOUND_MESSAGE,
  pence,
  todayIso,
  totalDue,
  vatRateById,
  type InvoiceDocument,
} from '@bk/domain';
import { businessRepository, invoiceRepository, type BusinessItem, type InvoiceItem } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { NotFoundError } from '../../shared/errors';
import { getFile } from '../../shared/files';
import { logger } from '../../shared/logger';
import { renderInvoicePdf } from './render';

/** How a line's rate reads in the table: the percent, or 'Exempt'. */
function rateLabel(vatRateId: string | null): string {
  const rate = vatRateById(vatRateId);
  if (!rate) return '-';
  return rate.exempt ? 'Exempt' : `${rate.vatPercent}%`;
}

/**
 * The business logo as a data URL for the PDF (null without one). A logo that cannot be read
 * leaves the invoice without it rather than without a PDF.
 */
async function logoOf(logoKey: string | null): Promise<string | null> {
  if (!logoKey) return null;
  try {
    const file = await getFile(logoKey);
    return file ? `data:${file.contentType ?? 'image/png'};base64,${Buffer.from(file.body).toString('base64')}` : null;
  } catch (error) {
    logger().warn('invoice logo not read', { reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** What the PDF of a stored invoice prints, its figures worked out by the domain as the screen's are. */
export async function documentOf(
  invoice: InvoiceItem,
  business: { name: string; logoKey: string | null },
  today: string,
): Promise<InvoiceDocument> {
  const lines = invoice.items.map((i) => ({ ...i, unitPrice: pence(i.unitPrice) }));
  const totals = invoiceTotals(lines);
  const paid = pence(invoice.amountPaid);
  const due = totalDue(totals.totalGross, paid);
  return invoiceDocument(
    {
      ...invoice,
      status: invoiceStatus(due, invoice.dueDate, today),
      logoBase64: null,
      invoiceItems: lines.map((line, i) => {
        const amounts = totals.lines[i] ?? { net: pence(0), vat: pence(0), gross: pence(0) };
        return { ...line, vatRateName: rateLabel(line.vatRateId), ...amounts };
      }),
      vatSummary: totals.vatSummary,
      totalNet: totals.totalNet,
      totalVat: totals.totalVat,
      totalGross: totals.totalGross,
      amountPaid: paid,
      totalDue: due,
    },
    { name: business.name, logoBase64: await logoOf(business.logoKey) },
  );
}

export interface InvoicePdf {
  readonly pdf: Buffer;
  readonly invoice: InvoiceItem;
  readonly business: BusinessItem;
  readonly document: InvoiceDocument;
}

/**
 * The PDF of one invoice of the business, with what the e-mail needs besides. A deleted invoice
 * is not found, as on the screen (SPEC §4 "Invoice").
 */
export async function invoicePdf(businessId: string, invoiceId: string, now: Date): Promise<InvoicePdf> {
  const db = getDb();
  const [invoice, business] = await Promise.all([
    invoiceRepository(db).getInvoice(businessId, invoiceId),
    businessRepository(db).getBusiness(businessId),
  ]);
  if (!invoice || invoice.deleted || !business) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  const document = await documentOf(invoice, business, todayIso(now));
  return {
    pdf: await renderInvoicePdf(document, {
      onLogoError: (reason) => logger().warn('invoice logo not drawn', { invoiceId, reason }),
    }),
    invoice,
    business,
    document,
  };
}
