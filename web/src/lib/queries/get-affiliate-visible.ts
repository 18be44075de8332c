import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  publicVisible: () => [...affiliateKeys.all, 'public-visible'] as const,
};

/** Whether the affiliate programme is shown; a failure counts as hidden. */
export async function getAffiliateVisible(signal?: AbortSignal): Promise<boolean> {
  return api.call('affiliatePublicVisible', { signal }).catch(() => false);
}

export const affiliateVisibleQueryOptions = () =>
  queryOptions({
    queryKey: affiliateKeys.publicVisible(),
    queryFn: ({ signal }) => getAffiliateVisible(signal),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

export function useAffiliateVisible(): boolean {
  return useQuery(affiliateVisibleQueryOptions()).data === true;
}
