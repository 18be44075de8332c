import {
  invoiceTotals,
  lineAmounts,
  moneyInputToPence,
  totalDue,
  type InvoiceLineAmounts,
  type InvoiceLineInput,
  type InvoiceTotals,
  type Pence,
} from '@bk/domain';

/** Digits, at most one point, at most three decimals (the contract's quantity: 1.5 hours). */
const QUANTITY = /^\d+(\.\d{1,3})?$/;

/** A typed quantity: digits with at most one point and three decimals, nothing else. */
export function sanitiseQuantity(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept;
  return `${kept.slice(0, point + 1)}${kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 3)}`;
}

export function isQuantity(text: string): boolean {
  return QUANTITY.test(text.trim());
}

/** A line as typed, as the domain's line input; null while a box holds no number. */
export function lineInput(line: {
  quantity: string;
  unitPrice: string;
  vatRateId: string | null;
}): InvoiceLineInput | null {
  const unitPrice = moneyInputToPence(line.unitPrice);
  if (!isQuantity(line.quantity) || unitPrice === null) return null;
  return { quantity: Number(line.quantity), unitPrice, vatRateId: line.vatRateId };
}

/** One typed line's net, VAT and gross by SPEC §5's rounding, or null while it is incomplete. */
export function typedLineAmounts(line: {
  quantity: string;
  unitPrice: string;
  vatRateId: string | null;
}): InvoiceLineAmounts | null {
  const input = lineInput(line);
  return input ? lineAmounts(input) : null;
}

/** The totals box: the domain's totals of the complete lines, what is paid and what is due. */
export function formTotals(
  lines: readonly { quantity: string; unitPrice: string; vatRateId: string | null }[],
  amountPaid: Pence,
): InvoiceTotals & { amountPaid: Pence; totalDue: Pence } {
  const inputs = lines.map(lineInput).filter((l): l is InvoiceLineInput => l !== null);
  const totals = invoiceTotals(inputs);
  return { ...totals, amountPaid, totalDue: totalDue(totals.totalGross, amountPaid) };
}
