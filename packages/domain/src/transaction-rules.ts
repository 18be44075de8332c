/**
 * SPEC §5 "Transaction amounts", in integer pence with explicit rounding.
 */
import { absPence, negatePence, pence, roundHalfDown, roundHalfUp, subtractPence, type Pence } from './money';
import { TransactionType } from './transaction-types';
import { STANDARD_RATE_ID, VAT_TREATMENTS, ZERO_RATE_ID, type VatTreatment } from './vat-rates';

/** What the sign and ignore rules need of a category (a domain Category or the API's shape). */
export interface CategoryLike {
  readonly saCategory: { readonly income: boolean } | null;
  readonly isNegative?: boolean | null;
  readonly ignore?: boolean;
}

/**
 * The stored (signed) gross of a transaction from the amount as typed (SPEC §5):
 * - a category's isNegative (true or false) decides the sign, overriding everything else;
 * - a category with a self-assessment line: income positive, expense negative; a negative input stays
 *   negative; a refund flips the sign relative to the category's income flag (a refund of income is
 *   money out, a refund of an expense is money in), except for margin scheme transactions, where the
 *   refund flag is ignored;
 * - no category, or 'Other' (no self-assessment line): the sign as typed; the refund flag is ignored.
 * signedAmount({ amount: 1000, category: expense }) === -1000.
 */
export function signedAmount(input: {
  amount: Pence;
  category: CategoryLike | null | undefined;
  isRefund?: boolean | null;
  transactionTypeId: number;
}): Pence {
  const { amount, category } = input;
  const magnitude = absPence(amount);
  let negative: boolean;
  if (category && typeof category.isNegative === 'boolean') negative = category.isNegative;
  else if (category?.saCategory) {
    const income = category.saCategory.income;
    const refund = input.isRefund === true && input.transactionTypeId !== TransactionType.MARGIN_SCHEME;
    negative = refund ? income : !income || amount < 0;
  } else negative = amount < 0;
  return negative ? negatePence(magnitude) : magnitude;
}

/** A VAT percent (e.g. 20, 12.5, 16.5) as an exact fraction numerator/denominator of 1. */
function percentFraction(vatPercent: number): { num: bigint; den: bigint } {
  if (!Number.isFinite(vatPercent) || vatPercent < 0 || vatPercent > 1000) {
    throw new RangeError(`Not a VAT percent: ${vatPercent}`);
  }
  const text = String(vatPercent);
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) throw new RangeError(`VAT percent with too many decimals: ${text}`);
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  return { num: BigInt(match[1] + fraction), den: 100n * scale };
}

/**
 * Net from gross: gross / (1 + rate), rounded half up to the penny (exact: 2.01 at 20% is
 * 167.5p -> 168p, where floating point gives 1.6749999... and rounds to 1.67). Negative gross keeps
 * its sign (magnitude rounded).
 */
export function netFromGross(gross: Pence, vatPercent: number): Pence {
  const { num, den } = percentFraction(vatPercent);
  return roundHalfUp(BigInt(gross) * den, den + num);
}

/** Gross from net: net x (1 + rate), rounded half up to the penny. */
export function grossFromNet(net: Pence, vatPercent: number): Pence {
  const { num, den } = percentFraction(vatPercent);
  return roundHalfUp(BigInt(net) * (den + num), den);
}

/** VAT of an ordinary transaction: |gross| - |net|, or 0 when net exceeds gross (never negative). */
export function vatFromGrossNet(gross: Pence, net: Pence): Pence {
  const vat = subtractPence(absPence(gross), absPence(net));
  return vat > 0 ? vat : pence(0);
}

/**
 * Margin scheme income (SPEC §5): the margin is gross minus the purchase price; VAT is
 * margin x rate / (100 + rate), rounded half down, when there is a margin, else 0 (a loss carries no
 * VAT). `net` is gross minus that VAT (the sale excluding VAT, for box 6); `margin` is SPEC's
 * "net = gross minus purchase price".
 * £120 sold, £60 paid, 20%: margin 6000, vat 1000, net 11000.
 */
export function marginSchemeIncome(input: {
  gross: Pence;
  purchasePrice: Pence | null | undefined;
  vatPercent: number;
}): {
  margin: Pence;
  net: Pence;
  vat: Pence;
} {
  const { num, den } = percentFraction(input.vatPercent);
  const margin = input.purchasePrice == null ? input.gross : subtractPence(input.gross, input.purchasePrice);
  const vat = margin > 0 ? roundHalfDown(BigInt(margin) * num, den + num) : pence(0);
  return { margin, net: subtractPence(input.gross, vat), vat };
}

/**
 * The net and VAT of any transaction, as stored and shown:
 * - margin scheme income: `marginSchemeIncome` (the net sent by hand is ignored, SPEC §5);
 * - otherwise the net given by hand (taking the sign of the gross), or net from gross; VAT is
 *   |gross| - |net|, or 0 when the net exceeds the gross.
 * transactionNetAndVat({ gross: -201, net: null, vatPercent: 20, transactionTypeId: 1, isIncome: false })
 *   -> { net: -168, vat: 33 }
 */
export function transactionNetAndVat(input: {
  gross: Pence;
  net: Pence | null | undefined;
  vatPercent: number;
  transactionTypeId: number;
  isIncome: boolean;
  purchasePrice?: Pence | null;
}): { net: Pence; vat: Pence } {
  if (input.transactionTypeId === TransactionType.MARGIN_SCHEME && input.isIncome) {
    const { net, vat } = marginSchemeIncome({
      gross: input.gross,
      purchasePrice: input.purchasePrice,
      vatPercent: input.vatPercent,
    });
    return { net, vat };
  }
  let net = input.net == null ? netFromGross(input.gross, input.vatPercent) : absPence(input.net);
  if (input.gross < 0 && net > 0) net = negatePence(net);
  return { net, vat: vatFromGrossNet(input.gross, net) };
}

/** What the VAT suggestion needs of a category: the zero-VAT flag, and its treatment with its reason. */
export interface VatCategoryLike extends CategoryLike {
  readonly zeroVat?: boolean;
  readonly vatTreatment?: VatTreatment;
  readonly vatReason?: string | null;
}

/** A suggested VAT rate, and why (shown next to the VAT rate field), or no reason where none is needed. */
export interface VatSuggestion {
  readonly rateId: string;
  readonly reason: string | null;
}

/** The reasons of SPEC §5's own rules, which come before a category's treatment. */
export const VAT_SUGGESTION_REASONS = {
  euSale: 'Sales of goods to EU businesses are zero-rated.',
  margin: 'Margin scheme: VAT is due on your margin over the purchase price.',
  noMargin: 'Margin scheme: there is no margin over the purchase price, so no VAT is due.',
} as const;

/**
 * The VAT rate to suggest, and why (SPEC §5, then the category's treatment, decision 0024):
 * - zero rate for zero-VAT categories (no self-assessment line, or ignored), with the category's reason;
 * - zero rate for EU business income;
 * - margin scheme income: standard rate when there is a margin (amount above purchase price) or
 *   either value is missing, else zero rate;
 * - otherwise (and as soon as none of these holds any more) the rate of the category's VAT treatment
 *   with its reason; standard when there is no category or it has no treatment.
 * suggestVat({ category: bankCharges, transactionTypeId: 1, isIncome: false, amount: -850, purchasePrice: null })
 *   -> { rateId: 'exempt', reason: 'Bank charges are usually exempt from VAT.' }
 */
export function suggestVat(input: {
  category: VatCategoryLike | null | undefined;
  transactionTypeId: number;
  isIncome: boolean;
  amount: Pence | null | undefined;
  purchasePrice: Pence | null | undefined;
}): VatSuggestion {
  const { category } = input;
  const reason = category?.vatReason ?? null;
  if (category && (category.zeroVat === true || !category.saCategory || category.ignore === true))
    return { rateId: ZERO_RATE_ID, reason };
  if (input.isIncome && input.transactionTypeId === TransactionType.BUSINESS_EU)
    return { rateId: ZERO_RATE_ID, reason: VAT_SUGGESTION_REASONS.euSale };
  if (input.isIncome && input.transactionTypeId === TransactionType.MARGIN_SCHEME) {
    const { amount, purchasePrice } = input;
    const margin = amount == null || purchasePrice == null || Math.abs(amount) > purchasePrice;
    return margin
      ? { rateId: STANDARD_RATE_ID, reason: VAT_SUGGESTION_REASONS.margin }
      : { rateId: ZERO_RATE_ID, reason: VAT_SUGGESTION_REASONS.noMargin };
  }
  if (!category?.vatTreatment) return { rateId: STANDARD_RATE_ID, reason: null };
  return { rateId: VAT_TREATMENTS[category.vatTreatment].rateId, reason };
}

/** The rate of `suggestVat`, without its reason. */
export function suggestVatRateId(input: Parameters<typeof suggestVat>[0]): string {
  return suggestVat(input).rateId;
}

/**
 * Whether a suggestion may replace the rate in the form: when the box is empty or still holds the
 * previous suggestion (the person has not picked a rate by hand). Returns the rate the form should show.
 */
export function applyVatSuggestion(input: {
  currentId: string | null | undefined;
  previousSuggestionId: string | null | undefined;
  suggestionId: string;
}): string {
  const { currentId, previousSuggestionId } = input;
  if (currentId == null || currentId === '' || currentId === previousSuggestionId) return input.suggestionId;
  return currentId;
}

/**
 * SPEC §5: selectable only if today is on or after startDate and before endDate (null: open), or it
 * is the category already selected. Dates are ISO 'YYYY-MM-DD'.
 */
export function isCategorySelectable(
  category: { readonly id: string; readonly startDate: string; readonly endDate: string | null },
  today: string,
  selectedId?: string | null,
): boolean {
  if (selectedId != null && category.id === selectedId) return true;
  return today >= category.startDate && (category.endDate === null || today < category.endDate);
}

/** Types whose transactions are left out of the accounts and VAT figures. */
export const IGNORED_TRANSACTION_TYPE_IDS: readonly number[] = [
  TransactionType.UNRECONCILED,
  TransactionType.DISALLOWABLE,
  TransactionType.PERSONAL,
  TransactionType.IGNORE,
];

/**
 * SPEC §5: ignored when the type is unreconciled, disallowable, personal or ignore, or the category
 * has no self-assessment line ('Other', an ignore category, or no category at all yet).
 */
export function isIgnoredTransaction(input: {
  transactionTypeId: number;
  category: CategoryLike | null | undefined;
}): boolean {
  if (IGNORED_TRANSACTION_TYPE_IDS.includes(input.transactionTypeId)) return true;
  const { category } = input;
  return !category || !category.saCategory || category.ignore === true;
}

/**
 * SPEC §5: the net to send with a transaction: only when it was adjusted by hand (differs from the net
 * worked out from the gross) and the transaction is not margin scheme income; otherwise null and the
 * server works it out.
 */
export function netToSend(input: {
  net: Pence | null | undefined;
  gross: Pence;
  vatPercent: number;
  transactionTypeId: number;
  isIncome: boolean;
}): Pence | null {
  if (input.net == null) return null;
  if (input.transactionTypeId === TransactionType.MARGIN_SCHEME && input.isIncome) return null;
  return Math.abs(input.net) === Math.abs(netFromGross(input.gross, input.vatPercent)) ? null : input.net;
}
