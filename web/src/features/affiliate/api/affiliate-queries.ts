import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { affiliateKeys } from '../../../lib/queries/get-affiliate-visible';

/** The affiliate screens' own reads (STYLE §12 key factories), under the shared affiliate key. */
export const affiliateFeatureKeys = {
  profile: () => [...affiliateKeys.all, 'profile'] as const,
  profileState: () => [...affiliateKeys.all, 'profile-state'] as const,
  links: () => [...affiliateKeys.all, 'links'] as const,
  stats: () => [...affiliateKeys.all, 'stats'] as const,
  industries: () => [...affiliateKeys.all, 'industries'] as const,
};

/** The profile last submitted (null when none): Edit Profile starts from it. */
export const affiliateProfileQueryOptions = () =>
  queryOptions({
    queryKey: affiliateFeatureKeys.profile(),
    queryFn: ({ signal }) => api.call('affiliateProfile', { signal }),
  });

export function useAffiliateProfile() {
  return useQuery(affiliateProfileQueryOptions());
}

/** Where the profile is in its review (null when nothing was submitted). */
export const profileStateQueryOptions = () =>
  queryOptions({
    queryKey: affiliateFeatureKeys.profileState(),
    queryFn: ({ signal }) => api.call('affiliateProfileState', { signal }),
  });

export function useProfileState() {
  return useQuery(profileStateQueryOptions());
}

/** The sharing links of the published profile; asked for only once one is published. */
export function useAffiliateLinks(enabled: boolean) {
  return useQuery({
    queryKey: affiliateFeatureKeys.links(),
    queryFn: ({ signal }) => api.call('affiliateLinks', { signal }),
    enabled,
  });
}

/** Views and clicks of the published profile; each panel fails on its own, so quietly. */
export function useAffiliateStats(enabled: boolean) {
  return useQuery({
    queryKey: affiliateFeatureKeys.stats(),
    queryFn: ({ signal }) => api.call('affiliateStats', { signal }),
    enabled,
    meta: { quiet: true },
  });
}

/** The industries a business can pick (a background load that fails quietly, SPEC §8). */
export function useIndustryOptions() {
  return useQuery({
    queryKey: affiliateFeatureKeys.industries(),
    queryFn: ({ signal }) => api.call('businessIndustryList', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });
}
