import type { Category, VatRate } from './ledger-types';

/**
 * The amount rules of SPEC §5 "Transaction amounts" as the edit row needs them, in integer pence.
 * (A stand-in until packages/domain's money and transaction rules land; same names, same rules.)
 */

export const TransactionTypeId = {
  BUSINESS: 1,
  BUSINESS_EU: 2,
  UNRECONCILED: 3,
  DISALLOWABLE: 4,
  IGNORE: 5,
  PERSONAL: 10,
  MARGIN_SCHEME: 20,
} as const;

const MAX_PENCE = 999_999_999_999_999;

/**
 * SPEC §5 "Inputs": digits, one minus, one point, at most two decimals, clamped to ±9999999999999.99.
 * @example sanitiseMoneyInput('£1,2a3.456') // '123.45'
 */
export function sanitiseMoneyInput(raw: string): string {
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const [i, ch] of [...raw].entries()) {
    if (ch === '-' && out === '' && i === raw.indexOf('-')) out = '-';
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += '.';
    } else if (/\d/.test(ch) && (!seenPoint || decimals < 2)) {
      out += ch;
      if (seenPoint) decimals += 1;
    }
  }
  const pence = parsePounds(out);
  if (pence !== null && Math.abs(pence) > MAX_PENCE) return toPounds(Math.sign(pence) * MAX_PENCE);
  return out;
}

/** Pounds text to pence, by string (never `* 100`); null when not a number. @example parsePounds('2.01') // 201 */
export function parsePounds(text: string): number | null {
  const match = /^(-)?(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const pence = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -pence : pence;
}

/** Pence as pounds text with two decimals. @example toPounds(-201) // '-2.01' */
export function toPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Pounds (an API number) to pence. */
export function penceOf(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Pence to the API's pounds number. */
export function poundsOf(pence: number): number {
  return Number(toPounds(pence));
}

/** n / d rounded to a whole number, halves away from zero ('up') or towards zero ('down'). */
function divide(n: number, d: number, mode: 'up' | 'down'): number {
  const sign = Math.sign(n) * Math.sign(d);
  const an = Math.abs(n);
  const ad = Math.abs(d);
  const q = Math.floor(an / ad);
  const twice = 2 * (an - q * ad);
  const rounded = twice > ad || (twice === ad && mode === 'up') ? q + 1 : q;
  return sign * rounded;
}

/** A VAT percent as basis points, so 17.5% stays exact. */
const bp = (percent: number) => Math.round(percent * 100);

/** Net = gross / (1 + rate), half up. @example netFromGross(201, 20) // 168 */
export function netFromGross(gross: number, ratePercent: number): number {
  return divide(gross * 10_000, 10_000 + bp(ratePercent), 'up');
}

/** Gross = net × (1 + rate), half up. @example grossFromNet(168, 20) // 202 */
export function grossFromNet(net: number, ratePercent: number): number {
  return divide(net * (10_000 + bp(ratePercent)), 10_000, 'up');
}

/** VAT = |gross| - |net|, or 0 if the net exceeds the gross. */
export function vatFromGrossNet(gross: number, net: number): number {
  return Math.abs(net) > Math.abs(gross) ? 0 : Math.abs(gross) - Math.abs(net);
}

/** Margin scheme income: VAT on the margin at rate/(rate+100), half down; net = gross - VAT. */
export function marginSchemeIncome(gross: number, purchasePrice: number, ratePercent: number) {
  const margin = Math.max(0, Math.abs(gross) - Math.abs(purchasePrice));
  const vat = divide(margin * bp(ratePercent), 10_000 + bp(ratePercent), 'down');
  return { vat, net: Math.sign(gross || 1) * (Math.abs(gross) - vat) };
}

/** The signed amount to store (SPEC §5): the category's direction, refunds flipped. */
export function signedAmount(input: number, category: Category | null, isRefund: boolean, typeId: number): number {
  const abs = Math.abs(input);
  let negative = input < 0;
  if (category) {
    if (category.isNegative !== null) negative = category.isNegative;
    else if (category.saCategory) {
      const refund = isRefund && typeId !== TransactionTypeId.MARGIN_SCHEME;
      negative = refund ? category.saCategory.income : !category.saCategory.income || input < 0;
    }
  }
  return negative ? -abs : abs;
}

/** Whether a category is income (for margin scheme income and refunds). */
export function isIncomeCategory(category: Category | null): boolean {
  return category?.saCategory?.income === true;
}

/** SPEC §5: on or after startDate and before endDate (null open), or already selected. */
export function isCategorySelectable(category: Category, today: string, selectedId: string | null): boolean {
  if (category.id === selectedId) return true;
  return category.startDate <= today && (category.endDate === null || today < category.endDate);
}

/** SPEC §5 "Suggested VAT rate". */
export function suggestVatRateId(
  rates: readonly VatRate[],
  input: { category: Category | null; typeId: number; gross: number | null; purchasePrice: number | null },
): string | null {
  const standard = [...rates].sort((a, b) => b.vatPercent - a.vatPercent)[0]?.id ?? null;
  const zero = rates.find((r) => r.vatPercent === 0 && !/exempt/i.test(r.name))?.id ?? standard;
  const { category, typeId, gross, purchasePrice } = input;
  if (category && (category.saCategory === null || category.ignore)) return zero;
  const income = isIncomeCategory(category);
  if (income && typeId === TransactionTypeId.BUSINESS_EU) return zero;
  if (income && typeId === TransactionTypeId.MARGIN_SCHEME) {
    if (gross === null || purchasePrice === null) return standard;
    return Math.abs(gross) > Math.abs(purchasePrice) ? standard : zero;
  }
  return standard;
}

/** SPEC §5: the types and categories whose transactions the totals and VAT ignore. */
export function isIgnored(typeId: number, category: Category | null): boolean {
  const ignoredTypes: number[] = [
    TransactionTypeId.UNRECONCILED,
    TransactionTypeId.DISALLOWABLE,
    TransactionTypeId.PERSONAL,
    TransactionTypeId.IGNORE,
  ];
  return ignoredTypes.includes(typeId) || (category !== null && category.saCategory === null);
}
