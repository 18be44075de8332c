import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vatReturnKeys } from '../vat-return-keys';

/** The VAT periods HMRC lists for a date range (SPEC §7 POST hmrc/obligations). */
export const obligationsQueryOptions = (range: { from: string; to: string }, govTestScenario?: string) =>
  queryOptions({
    queryKey: vatReturnKeys.obligations(range, govTestScenario),
    queryFn: ({ signal }) => api.call('hmrcObligations', { body: range, query: { govTestScenario }, signal }),
    staleTime: 0,
  });

export function useObligations(range: { from: string; to: string }, govTestScenario?: string) {
  return useQuery(obligationsQueryOptions(range, govTestScenario));
}
