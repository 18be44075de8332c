import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE_DAYS } from '../../config/constants';
import { deleteCookie, readCookie, writeCookie } from '../cookies';

/**
 * The session token lives in a first-party cookie (SPEC §9: 3650 days, SameSite=Lax, Secure on
 * https). "Logged in" means this cookie is present (SPEC §4 Session).
 */
export const AUTH_COOKIE = 'auth_token';

const listeners = new Set<() => void>();

export function getToken(): string | null {
  const value = readCookie(AUTH_COOKIE);
  return value && value.length > 0 ? value : null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

export function setToken(token: string): void {
  writeCookie(AUTH_COOKIE, token, AUTH_COOKIE_DAYS);
  listeners.forEach((notify) => notify());
}

export function clearToken(): void {
  deleteCookie(AUTH_COOKIE);
  listeners.forEach((notify) => notify());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when it is set or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
