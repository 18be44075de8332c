import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  token: () => [...supportKeys.all, 'token'] as const,
};

export function getSupportToken(signal?: AbortSignal) {
  return api.call('userSupportToken', { signal });
}

/**
 * A fresh support token each time the screen opens (SPEC §2 Support "generated on load"); never
 * kept once the screen is left, never reused from the cache.
 */
export const supportTokenQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.token(),
    queryFn: ({ signal }) => getSupportToken(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    retry: false,
    // The screen says so itself when it fails.
    meta: { quiet: true },
  });

export function useSupportToken() {
  return useQuery(supportTokenQueryOptions());
}
