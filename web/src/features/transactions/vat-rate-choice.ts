import { categoryGroup, parsePounds, suggestVat, transactionNetAndVat, type Pence } from '@bk/domain';
import type { Category, Transaction, VatRate } from '../../lib/ledger-types';

/** Whether a category counts as income (margin scheme income, refunds, VAT suggestions): its SPEC §2 group. */
export const isIncomeCategory = (category: Category | null): boolean =>
  category !== null && categoryGroup(category) === 'Income';

/**
 * The domain's suggested VAT rate (SPEC §5, decision 0024) among the rates the server offers, with
 * the reason to show next to the field. A suggestion the server does not offer falls back to its
 * first rate, with no reason (the reason would not fit that rate).
 */
export function suggestVatRate(
  rates: readonly VatRate[],
  input: { category: Category | null; typeId: number; gross: Pence | null; purchasePrice: Pence | null },
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

/** The net and VAT of a listed transaction (the API's pounds), by the domain's rules. */
export function vatOfTransaction(t: Transaction, category: Category | null, ratePercent: number) {
  return transactionNetAndVat({
    gross: parsePounds(t.amount),
    net: t.netAmount === null ? null : parsePounds(t.netAmount),
    vatPercent: ratePercent,
    transactionTypeId: t.transactionTypeId,
    isIncome: isIncomeCategory(category),
    purchasePrice: t.purchasePrice === null ? null : parsePounds(t.purchasePrice),
  });
}
