import { CUSTOM_TIMEFRAME, moneyInputToPence, rangeOf, todayIso, toPounds, type Timeframe } from '@bk/domain';
import type { TransactionFilter } from './api/get-transactions';

/** The Category filter's choice of the transactions with no category (never a category id). */
export const UNCATEGORISED_CHOICE = '(uncategorised)';

/** The search form of Income & Expenses as its inputs hold it (SPEC §4 Filters). */
export interface SearchValues {
  dateFrom: string;
  dateTo: string;
  desc: string;
  categoryId: string;
  minAmount: string;
  maxAmount: string;
  transactionTypeId: string;
  bankAccountId: string;
  refund: 'all' | 'non-refund' | 'refund';
}

export const EMPTY_SEARCH: SearchValues = {
  dateFrom: '',
  dateTo: '',
  desc: '',
  categoryId: '',
  minAmount: '',
  maxAmount: '',
  transactionTypeId: '',
  bankAccountId: '',
  refund: 'all',
};

/** A typed amount as the API's pounds, or null while the box holds no number. */
function pounds(text: string): number | null {
  const pence = moneyInputToPence(text);
  return pence === null ? null : toPounds(pence);
}

/** The list request for the chosen timeframe and, while search is open, its filters (SPEC §3, §4 Filters). */
export function filterOf(timeframe: Timeframe, searchOpen: boolean, s: SearchValues): TransactionFilter {
  const preset = rangeOf(timeframe, todayIso());
  const range =
    timeframe === CUSTOM_TIMEFRAME
      ? { dateFrom: s.dateFrom || null, dateTo: s.dateTo || null }
      : { dateFrom: preset.from, dateTo: preset.to };
  if (!searchOpen) return range;
  return {
    ...range,
    desc: s.desc.trim() || null,
    categoryId: s.categoryId && s.categoryId !== UNCATEGORISED_CHOICE ? s.categoryId : null,
    uncategorised: s.categoryId === UNCATEGORISED_CHOICE ? true : null,
    minAmount: pounds(s.minAmount),
    maxAmount: pounds(s.maxAmount),
    transactionTypeId: s.transactionTypeId ? Number(s.transactionTypeId) : null,
    bankAccountId: s.bankAccountId || null,
    isRefund: s.refund === 'all' ? null : s.refund === 'refund',
  };
}
