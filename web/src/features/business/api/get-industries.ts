import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { businessKeys } from '../business-keys';

export function getIndustries(signal?: AbortSignal) {
  return api.call('businessIndustryList', { signal });
}

/** The industries a business can pick; a background load that fails quietly (SPEC §8). */
export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.industries(),
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: Infinity,
    meta: { quiet: true },
  });

export function useIndustries() {
  return useQuery(industriesQueryOptions());
}
