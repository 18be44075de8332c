import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VatReceipt } from '@bk/contract';
import type * as z from 'zod';
import { api } from '../api-client';
import { receiptKeys } from './receipt-keys';

export type Receipt = z.infer<typeof VatReceipt>;

/** SPEC §2 Receipt list: the business's stored VAT return receipts, newest first. */
export const receiptsQueryOptions = () =>
  queryOptions({
    queryKey: receiptKeys.list(),
    queryFn: ({ signal }) => api.call('hmrcVatReturnReceipts', { signal }),
    // Long enough that the screen does not fetch again right after its prefetch; a filing
    // elsewhere should invalidate `receiptKeys.all`.
    staleTime: 10_000,
  });

export function useReceipts() {
  return useQuery(receiptsQueryOptions());
}

/** The stored receipt of a period, if this product filed it (View VAT Return's accounting-mode check). */
export function receiptOfPeriod(receipts: readonly Receipt[] | undefined, periodKey: string): Receipt | undefined {
  return receipts?.find((r) => r.periodKey === periodKey);
}
