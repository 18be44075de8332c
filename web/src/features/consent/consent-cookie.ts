import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE_DAYS } from '../../config/constants';
import { readCookie, writeCookie } from '../../lib/cookies';

/**
 * The visitor's answer to the analytics question, kept for 730 days (SPEC §9). No analytics
 * script is loaded either way yet (docs/decisions/0002-ui-library.md); the answer is recorded
 * so that whatever is added later can respect it.
 */
export const CONSENT_COOKIE = 'analytics_consent';
export type Consent = 'accepted' | 'declined';

const listeners = new Set<() => void>();

export function readConsent(): Consent | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function recordConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, consent, CONSENT_COOKIE_DAYS);
  listeners.forEach((notify) => notify());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, readConsent);
}
