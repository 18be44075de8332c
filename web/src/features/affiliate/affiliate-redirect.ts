import type { AffiliateState } from '../../lib/queries/affiliate-state';

export type AffiliateScreen = 'AffiliateEnroll' | 'AffiliateDashboard' | 'AffiliateEditProfile';

/**
 * SPEC §4 Affiliate: the programme off sends Home; enabled but not enrolled sends to Enrol;
 * enrolled shows the affiliate screens, and Enrol itself goes on to the dashboard. A member whose
 * role may not manage the programme (only the administrator may, SPEC §6) goes Home too: every
 * call of these screens would be refused. Answers where to go instead, or null to stay.
 * @example affiliateRedirect('AffiliateDashboard', { enabled: true, enrolled: false, hasActiveProfile: false }, true) // 'AffiliateEnroll'
 */
export function affiliateRedirect(
  screen: AffiliateScreen,
  state: AffiliateState,
  mayManage: boolean,
): 'Home' | AffiliateScreen | null {
  if (!state.enabled || !mayManage) return 'Home';
  if (screen === 'AffiliateEnroll') return state.enrolled ? 'AffiliateDashboard' : null;
  return state.enrolled ? null : 'AffiliateEnroll';
}
