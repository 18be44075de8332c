import type { QueryOf } from '@bk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DirectoryQuery = NonNullable<QueryOf<'affiliateDirectoryList'>>;

/** The directory's reads (STYLE §12 key factories); public, so the same for everyone. */
export const directoryKeys = {
  all: ['directory'] as const,
  list: (query: DirectoryQuery) => [...directoryKeys.all, 'list', query] as const,
  profile: (slug: string) => [...directoryKeys.all, 'profile', slug] as const,
  industries: () => [...directoryKeys.all, 'industries'] as const,
};

/** A page of published profiles matching the search. */
export const directoryListQueryOptions = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: directoryKeys.list(query),
    queryFn: ({ signal }) => api.call('affiliateDirectoryList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useDirectoryList(query: DirectoryQuery) {
  return useQuery(directoryListQueryOptions(query));
}

/**
 * One published profile. An unknown or withdrawn address answers 404, which the page shows as
 * "Profile not found"; it is not asked again when the page mounts after the loader's try.
 */
export const directoryProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: directoryKeys.profile(slug),
    queryFn: ({ signal }) => api.call('affiliateDirectoryProfile', { params: { slug }, signal }),
    retryOnMount: false,
    meta: { quiet: true },
  });

export function useDirectoryProfile(slug: string) {
  return useQuery(directoryProfileQueryOptions(slug));
}

/** The industries to filter by (a background load that fails quietly, SPEC §8). */
export function useDirectoryIndustries() {
  return useQuery({
    queryKey: directoryKeys.industries(),
    queryFn: ({ signal }) => api.call('businessIndustryList', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });
}
