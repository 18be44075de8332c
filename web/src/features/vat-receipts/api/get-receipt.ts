import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { Receipt } from '../../../lib/queries/get-receipts';
import { receiptKeys } from '../../../lib/queries/receipt-keys';

/** Ids are short opaque strings (contract `Id`); anything else cannot name a receipt. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One receipt, or null when there is no such receipt for this business (404 or an impossible id). */
export async function getReceipt(id: string, signal?: AbortSignal): Promise<Receipt | null> {
  if (!ID.test(id)) return null;
  try {
    return await api.call('hmrcVatReturnReceipt', { params: { id }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const receiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: receiptKeys.one(id),
    queryFn: ({ signal }) => getReceipt(id, signal),
    staleTime: Infinity,
  });

export function useReceipt(id: string) {
  return useQuery(receiptQueryOptions(id));
}
