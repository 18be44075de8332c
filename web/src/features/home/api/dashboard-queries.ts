import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defaultRange } from '../../../lib/date-range';

/**
 * Home's own reads (STYLE §12 key factories). Each panel fails on its own and says so in place,
 * so these loads are quiet: one failing call must not cover Home with error notices.
 */
export const homeKeys = {
  all: ['home'] as const,
  stats: (range: { startDate: string; endDate: string }) => [...homeKeys.all, 'stats', range] as const,
  incomplete: () => [...homeKeys.all, 'incomplete-count'] as const,
  anyTransaction: () => [...homeKeys.all, 'any-transaction'] as const,
  openObligations: (range: { from: string; to: string }) => [...homeKeys.all, 'open-obligations', range] as const,
  vatEstimate: (input: VatEstimateInput) => [...homeKeys.all, 'vat-estimate', input] as const,
};

/** Income and expenses of a range, from the category totals by period (decision 0039). */
export function useIncomeExpenses(range: { startDate: string; endDate: string }) {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.stats(range),
      queryFn: ({ signal }) => api.call('transactionStats', { body: range, signal }),
      meta: { quiet: true },
    }),
  );
}

/** How many imported transactions wait to be completed. */
export function useIncompleteCount() {
  return useQuery({
    queryKey: homeKeys.incomplete(),
    queryFn: ({ signal }) => api.call('transactionIncompleteCount', { signal }),
    meta: { quiet: true },
  });
}

/** Whether the business has recorded any transaction yet (the first page of the list is enough). */
export function useHasTransaction(enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.anyTransaction(),
    queryFn: async ({ signal }) =>
      (await api.call('transactionList', { query: { page: 1 }, body: {}, signal })).transactions.length > 0,
    enabled,
    meta: { quiet: true },
  });
}

/** The VAT periods HMRC lists as open, over the obligations screen's default range. */
export function useOpenObligations(enabled: boolean) {
  const range = defaultRange(new Date());
  return useQuery({
    queryKey: homeKeys.openObligations(range),
    queryFn: ({ signal }) => api.call('hmrcObligations', { body: { ...range, status: 'O' }, query: {}, signal }),
    enabled,
    meta: { quiet: true },
  });
}

export interface VatEstimateInput {
  startDate: string;
  endDate: string;
  scheme: number;
  flatRatePercent: number | null;
}

/** The VAT boxes of a period worked out from the ledger, as the VAT return's accounting mode does. */
export function useVatEstimate(input: VatEstimateInput | null) {
  return useQuery({
    queryKey: homeKeys.vatEstimate(input ?? { startDate: '', endDate: '', scheme: 0, flatRatePercent: null }),
    queryFn: input ? ({ signal }) => api.call('transactionVatFigures', { body: input, signal }) : skipToken,
    meta: { quiet: true },
  });
}
