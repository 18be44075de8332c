import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { receiptKeys } from '../../../lib/queries/receipt-keys';

/**
 * The figures HMRC holds for a period (SPEC §2 View VAT return), or null when HMRC has no return
 * for it (an open obligation: HMRC answers 404).
 */
export async function getSubmittedReturn(periodKey: string, signal?: AbortSignal) {
  try {
    return await api.call('hmrcVatReturnGet', { params: { periodKey }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const submittedReturnQueryOptions = (periodKey: string) =>
  queryOptions({
    queryKey: receiptKeys.submittedReturn(periodKey),
    queryFn: ({ signal }) => getSubmittedReturn(periodKey, signal),
    staleTime: 5 * 60_000,
  });

export function useSubmittedReturn(periodKey: string) {
  return useQuery(submittedReturnQueryOptions(periodKey));
}
