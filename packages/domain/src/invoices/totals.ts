import { pence, penceSum, roundHalfDown, subtractPence, type Pence } from '../money';
import { vatRateById } from '../vat-rates';

/**
 * An invoice's amounts (SPEC §5 "Invoice"): each line's net is quantity x unit price and its VAT is
 * net x rate percent, each rounded half down to the penny on its own; the totals are sums of the
 * lines, so what the lines show always adds up to what the totals show.
 */

/** Quantities are kept to three decimal places (the contract refuses more), so they scale exactly. */
const QUANTITY_SCALE = 1000n;
/** Rate percents are kept to three decimal places (12.5 and 17.5 were real UK rates). */
const PERCENT_SCALE = 1000n;

export interface InvoiceLineInput {
  quantity: number;
  unitPrice: Pence;
  vatRateId: string | null;
}

export interface InvoiceLineAmounts {
  net: Pence;
  vat: Pence;
  gross: Pence;
}

export interface InvoiceVatShare {
  vatRateId: string | null;
  name: string;
  percent: number;
  net: Pence;
  vat: Pence;
}

export interface InvoiceTotals {
  lines: InvoiceLineAmounts[];
  totalNet: Pence;
  totalVat: Pence;
  totalGross: Pence;
  /** One entry per VAT rate the lines use, in the order the rates first appear. */
  vatSummary: InvoiceVatShare[];
}

export type InvoiceStatus = 'Paid' | 'Awaiting Payment' | 'Overdue';

/** A number with at most three decimals as an exact integer of thousandths. */
function scaled(value: number, scale: bigint): bigint {
  return BigInt(Math.round(value * Number(scale)));
}

/**
 * One line's net, VAT and gross in pence.
 * @example lineAmounts({ quantity: 1.5, unitPrice: pence(5), vatRateId: 'standard' }) // net 7 (7.5 down), vat 1, gross 8
 */
export function lineAmounts(line: InvoiceLineInput): InvoiceLineAmounts {
  const net = roundHalfDown(scaled(line.quantity, QUANTITY_SCALE) * BigInt(line.unitPrice), QUANTITY_SCALE);
  const percent = vatRateById(line.vatRateId)?.vatPercent ?? 0;
  const vat = roundHalfDown(BigInt(net) * scaled(percent, PERCENT_SCALE), 100n * PERCENT_SCALE);
  return { net, vat, gross: pence(net + vat) };
}

/** The lines' amounts, their totals and the VAT summary by rate. */
export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceTotals {
  const amounts = lines.map(lineAmounts);
  const byRate = new Map<string, InvoiceVatShare>();
  lines.forEach((line, i) => {
    const a = amounts[i] as InvoiceLineAmounts;
    const rate = vatRateById(line.vatRateId);
    const key = rate?.id ?? '';
    const share = byRate.get(key) ?? {
      vatRateId: rate?.id ?? null,
      name: rate?.name ?? 'No VAT',
      percent: rate?.vatPercent ?? 0,
      net: pence(0),
      vat: pence(0),
    };
    byRate.set(key, { ...share, net: pence(share.net + a.net), vat: pence(share.vat + a.vat) });
  });
  return {
    lines: amounts,
    totalNet: penceSum(amounts.map((a) => a.net)),
    totalVat: penceSum(amounts.map((a) => a.vat)),
    totalGross: penceSum(amounts.map((a) => a.gross)),
    vatSummary: [...byRate.values()],
  };
}

/** What is still owed: gross less what the reconciled payments add up to. */
export function totalDue(totalGross: Pence, amountPaid: Pence): Pence {
  return subtractPence(totalGross, amountPaid);
}

/**
 * Paid when nothing is owed (SPEC §5: gross minus paid is 0 or less); Overdue when something is
 * owed and the due date is before `today`; otherwise Awaiting Payment.
 */
export function invoiceStatus(due: Pence, dueDate: string | null, today: string): InvoiceStatus {
  if (due <= 0) return 'Paid';
  return dueDate !== null && dueDate < today ? 'Overdue' : 'Awaiting Payment';
}
