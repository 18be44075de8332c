import { describe, expect, it } from 'vitest';
import { affiliateRedirect } from './affiliate-redirect';

const off = { enabled: false, enrolled: false, hasActiveProfile: false };
const joinable = { enabled: true, enrolled: false, hasActiveProfile: false };
const enrolled = { enabled: true, enrolled: true, hasActiveProfile: false };

describe('affiliateRedirect (SPEC §4 Affiliate)', () => {
  it('sends everyone Home while the programme is off', () => {
    expect(affiliateRedirect('AffiliateEnroll', off, true)).toBe('Home');
    expect(affiliateRedirect('AffiliateDashboard', off, true)).toBe('Home');
    expect(affiliateRedirect('AffiliateEditProfile', { ...off, enrolled: true }, true)).toBe('Home');
  });

  it('sends a business not enrolled to Enrol, and lets it enrol', () => {
    expect(affiliateRedirect('AffiliateDashboard', joinable, true)).toBe('AffiliateEnroll');
    expect(affiliateRedirect('AffiliateEditProfile', joinable, true)).toBe('AffiliateEnroll');
    expect(affiliateRedirect('AffiliateEnroll', joinable, true)).toBeNull();
  });

  it('shows an enrolled business its screens, and Enrol goes on to the dashboard', () => {
    expect(affiliateRedirect('AffiliateDashboard', enrolled, true)).toBeNull();
    expect(affiliateRedirect('AffiliateEditProfile', enrolled, true)).toBeNull();
    expect(affiliateRedirect('AffiliateEnroll', enrolled, true)).toBe('AffiliateDashboard');
  });

  it('sends a member who may not manage the programme Home', () => {
    expect(affiliateRedirect('AffiliateEnroll', joinable, false)).toBe('Home');
    expect(affiliateRedirect('AffiliateDashboard', enrolled, false)).toBe('Home');
  });
});
