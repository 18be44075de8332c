import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { guardAffiliate } from './affiliate-guard';
import { affiliateProfileQueryOptions, profileStateQueryOptions } from './api/affiliate-queries';
import { AffiliateDashboardPage } from './components/dashboard-page';
import { AffiliateEditProfilePage } from './components/edit-profile-page';

/**
 * Affiliate Dashboard and Edit Profile (SPEC §2), for app/screens.tsx's lazy map; each runs the
 * SPEC §4 guard first. Enrol is put together at the route, with Edit Business's address lookup.
 */
export const AFFILIATE_SCREENS = {
  AffiliateDashboard: {
    Component: AffiliateDashboardPage,
    prefetch: async () =>
      (await guardAffiliate('AffiliateDashboard')) ??
      queryClient.ensureQueryData(profileStateQueryOptions()).catch(() => undefined),
  },
  AffiliateEditProfile: {
    Component: AffiliateEditProfilePage,
    prefetch: async () =>
      (await guardAffiliate('AffiliateEditProfile')) ??
      queryClient.ensureQueryData(affiliateProfileQueryOptions()).catch(() => undefined),
  },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
