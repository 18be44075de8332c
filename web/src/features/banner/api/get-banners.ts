import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session/auth-token';

export const bannerKeys = {
  all: ['banner'] as const,
  list: (signedIn: boolean) => [...bannerKeys.all, 'list', { signedIn }] as const,
};

export function getBanners(signal?: AbortSignal) {
  return api.call('bannerList', { signal });
}

/** Banners fail quietly: a missing announcement must never block the app (SPEC §8). */
export const bannersQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: bannerKeys.list(signedIn),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

export function useBanners() {
  const signedIn = useSignedIn();
  return useQuery(bannersQueryOptions(signedIn));
}
