import {
  grossFromNet as domainGrossFromNet,
  isCategorySelectable as domainIsCategorySelectable,
  marginSchemeIncome as domainMarginSchemeIncome,
  moneyInputToPence,
  netFromGross as domainNetFromGross,
  netToSend as domainNetToSend,
  parsePounds as domainParsePounds,
  penceToInputText,
  sanitiseMoneyInput as domainSanitiseMoneyInput,
  signedAmount as domainSignedAmount,
  suggestVat,
  toPounds as domainToPounds,
  transactionNetAndVat,
  TransactionType,
  vatFromGrossNet as domainVatFromGrossNet,
} from '@bk/domain';
import type { Category, Transaction, VatRate } from './ledger-types';

/**
 * The amount rules of SPEC §5 "Transaction amounts" as the edit row uses them, all from
 * packages/domain (integer pence, exact rounding): this file only adapts them to the row's
 * text boxes and the contract's shapes.
 */

export const TransactionTypeId = TransactionType;

/** SPEC §5 "Inputs". @example sanitiseMoneyInput('£1,2a3.456') // '123.45' */
export const sanitiseMoneyInput = (raw: string): string => domainSanitiseMoneyInput(raw);

/** Typed pounds to pence, or null while the box holds no number. @example parsePounds('2.01') // 201 */
export function parsePounds(text: string): number | null {
  try {
    return moneyInputToPence(text);
  } catch {
    return null;
  }
}

/** Pence as text for a box. @example toPounds(-201) // '-2.01' */
export const toPounds = (pence: number): string => penceToInputText(pence);

/** The API's pounds number to pence, exactly. */
export const penceOf = (pounds: number): number => domainParsePounds(pounds);

/** Pence to the API's pounds number. */
export const poundsOf = (pence: number): number => domainToPounds(pence);

export const netFromGross = (gross: number, ratePercent: number) => domainNetFromGross(gross, ratePercent);
export const grossFromNet = (net: number, ratePercent: number) => domainGrossFromNet(net, ratePercent);
export const vatFromGrossNet = (gross: number, net: number) => domainVatFromGrossNet(gross, net);

/** Margin scheme income: VAT on the margin at rate/(rate+100), half down; net = gross - VAT. */
export function marginSchemeIncome(gross: number, purchasePrice: number, ratePercent: number) {
  const { vat, net } = domainMarginSchemeIncome({ gross, purchasePrice, vatPercent: ratePercent });
  return { vat, net };
}

/** The signed amount to store (SPEC §5): the category's direction, refunds flipped. */
export function signedAmount(input: number, category: Category | null, isRefund: boolean, typeId: number): number {
  return domainSignedAmount({ amount: input, category, isRefund, transactionTypeId: typeId });
}

/** Whether a category is income (for margin scheme income, refunds and VAT suggestions). */
export function isIncomeCategory(category: Category | null): boolean {
  return category?.saCategory?.income === true;
}

/** SPEC §5: on or after startDate and before endDate (null open), or already selected. */
export function isCategorySelectable(category: Category, today: string, selectedId: string | null): boolean {
  return domainIsCategorySelectable(category, today, selectedId);
}

/**
 * SPEC §5 "Suggested VAT rate" and the category's VAT treatment (decision 0024), among the rates the
 * server offers, with the reason to show next to the field. A suggestion the server does not offer
 * falls back to its first rate, with no reason (the reason would not fit that rate).
 */
export function suggestVatRate(
  rates: readonly VatRate[],
  input: { category: Category | null; typeId: number; gross: number | null; purchasePrice: number | null },
): { id: string | null; reason: string | null } {
  if (rates.length === 0) return { id: null, reason: null };
  const { rateId, reason } = suggestVat({
    category: input.category,
    transactionTypeId: input.typeId,
    isIncome: isIncomeCategory(input.category),
    amount: input.gross,
    purchasePrice: input.purchasePrice,
  });
  if (rates.some((r) => r.id === rateId)) return { id: rateId, reason };
  return { id: rates[0]?.id ?? null, reason: null };
}

/** SPEC §5: the net is sent only when adjusted by hand, never for margin scheme income. */
export function netToSend(input: {
  net: number | null;
  gross: number;
  ratePercent: number;
  typeId: number;
  category: Category | null;
}): number | null {
  return domainNetToSend({
    net: input.net,
    gross: input.gross,
    vatPercent: input.ratePercent,
    transactionTypeId: input.typeId,
    isIncome: isIncomeCategory(input.category),
  });
}

/** The net and VAT of a stored transaction: its own net if adjusted, else worked out from the gross. */
export function vatOfTransaction(t: Transaction, category: Category | null, ratePercent: number) {
  return transactionNetAndVat({
    gross: penceOf(t.amount),
    net: t.netAmount === null ? null : penceOf(t.netAmount),
    vatPercent: ratePercent,
    transactionTypeId: t.transactionTypeId,
    isIncome: isIncomeCategory(category),
    purchasePrice: t.purchasePrice === null ? null : penceOf(t.purchasePrice),
  });
}
