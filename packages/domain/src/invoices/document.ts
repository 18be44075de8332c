import { formatMoney, type Pence } from '../money';

/**
 * Everything an invoice PDF prints, already worked out and formatted: the renderer
 * (functions/invoice/pdf) only places and draws it, so the wording and figures are tested here
 * without a PDF library. Amounts stay in pence until they are formatted.
 */

/** What the builder reads from an invoice: the API's invoice with its money as pence. */
export interface InvoiceDocumentSource {
  readonly invoiceNumber: string;
  readonly purchaseOrderNumber: string | null;
  readonly issueDate: string;
  readonly dueDate: string | null;
  readonly status: string;
  readonly toName: string | null;
  readonly toAddress: string | null;
  readonly fromName: string | null;
  readonly fromAddress: string | null;
  readonly fromVrn: string | null;
  readonly fromPhoneNumber: string | null;
  readonly fromEmailAddress: string | null;
  readonly paymentTerms: string | null;
  readonly logoBase64: string | null;
  readonly invoiceItems: readonly {
    readonly description: string;
    readonly quantity: number;
    readonly unitPrice: Pence;
    readonly vatRateName: string;
    readonly net: Pence;
    readonly vat: Pence;
    readonly gross: Pence;
  }[];
  readonly vatSummary: readonly {
    readonly name: string;
    readonly percent: number;
    readonly net: Pence;
    readonly vat: Pence;
  }[];
  readonly totalNet: Pence;
  readonly totalVat: Pence;
  readonly totalGross: Pence;
  readonly amountPaid: Pence;
  readonly totalDue: Pence;
}

/** The business behind the invoice: its name and logo stand in where the invoice has none. */
export interface InvoiceDocumentBusiness {
  readonly name: string;
  readonly logoBase64: string | null;
}

export interface InvoiceDocumentLine {
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly vatRate: string;
  readonly net: string;
  readonly vat: string;
  readonly gross: string;
}

export interface InvoiceDocumentRow {
  readonly label: string;
  readonly value: string;
}

export interface InvoiceDocument {
  /** Shown in the heading and the footer of each page. */
  readonly title: string;
  readonly invoiceNumber: string;
  /** The business logo as a data URL (PNG or JPEG), or null to print none. */
  readonly logo: string | null;
  /** The From block, line by line (name, address, VRN, phone, e-mail). */
  readonly from: readonly string[];
  /** The To block, line by line. */
  readonly to: readonly string[];
  /** Invoice number, dates, purchase order number and status. */
  readonly details: readonly InvoiceDocumentRow[];
  readonly lines: readonly InvoiceDocumentLine[];
  /** One row per VAT rate used: label, net and VAT. */
  readonly vatSummary: readonly InvoiceDocumentLine[];
  readonly totals: readonly InvoiceDocumentRow[];
  readonly paymentTerms: string | null;
}

/** ISO 'YYYY-MM-DD' as the UI shows it, 'DD/MM/YYYY' (SPEC §9). */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

/** A quantity as typed: up to three decimals, no trailing zeros, thousands separated (1.5, 1,000). */
export function formatQuantity(quantity: number): string {
  return quantity.toLocaleString('en-GB', { maximumFractionDigits: 3 });
}

/** Text lines of a multi-line value, blank lines and surrounding spaces dropped. */
function textLines(value: string | null): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Image data URLs pdfkit can embed; other logos (GIF, WebP) are left off rather than failing. */
export function printableLogo(dataUrl: string | null): string | null {
  return dataUrl && /^data:image\/(png|jpe?g);base64,/i.test(dataUrl) ? dataUrl : null;
}

/** Put an invoice into the words and figures its PDF prints. */
export function invoiceDocument(invoice: InvoiceDocumentSource, business: InvoiceDocumentBusiness): InvoiceDocument {
  const money = (p: Pence) => formatMoney(p);
  const fromName = invoice.fromName?.trim() || business.name;
  const from = [
    ...(fromName ? [fromName] : []),
    ...textLines(invoice.fromAddress),
    ...(invoice.fromVrn ? [`VAT Registration No: ${invoice.fromVrn}`] : []),
    ...(invoice.fromPhoneNumber ? [`Phone: ${invoice.fromPhoneNumber}`] : []),
    ...(invoice.fromEmailAddress ? [`Email: ${invoice.fromEmailAddress}`] : []),
  ];
  const to = [...(invoice.toName ? [invoice.toName] : []), ...textLines(invoice.toAddress)];
  const details: InvoiceDocumentRow[] = [
    { label: 'Invoice Number', value: invoice.invoiceNumber },
    { label: 'Invoice Date', value: formatIsoDate(invoice.issueDate) },
    ...(invoice.dueDate ? [{ label: 'Due Date', value: formatIsoDate(invoice.dueDate) }] : []),
    ...(invoice.purchaseOrderNumber ? [{ label: 'Purchase Order', value: invoice.purchaseOrderNumber }] : []),
    { label: 'Status', value: invoice.status },
  ];
  return {
    title: 'Invoice',
    invoiceNumber: invoice.invoiceNumber,
    logo: printableLogo(invoice.logoBase64 ?? business.logoBase64),
    from,
    to,
    details,
    lines: invoice.invoiceItems.map((item) => ({
      description: item.description,
      quantity: formatQuantity(item.quantity),
      unitPrice: money(item.unitPrice),
      vatRate: item.vatRateName,
      net: money(item.net),
      vat: money(item.vat),
      gross: money(item.gross),
    })),
    vatSummary: invoice.vatSummary.map((v) => ({
      description: v.name,
      quantity: '',
      unitPrice: '',
      vatRate: '',
      net: money(v.net),
      vat: money(v.vat),
      gross: '',
    })),
    totals: [
      { label: 'Net', value: money(invoice.totalNet) },
      { label: 'VAT', value: money(invoice.totalVat) },
      { label: 'Total', value: money(invoice.totalGross) },
      { label: 'Amount Paid', value: money(invoice.amountPaid) },
      { label: 'Total Due', value: money(invoice.totalDue) },
    ],
    paymentTerms: invoice.paymentTerms?.trim() ? invoice.paymentTerms.trim() : null,
  };
}

/** SPEC §9: the PDF downloads as `invoice_{number}.pdf` (characters a file name cannot hold become '_'). */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `invoice_${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
