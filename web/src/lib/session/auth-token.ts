import { SIGNED_IN_COOKIE } from '@bk/contract';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie } from '../cookies';

/**
 * Whether the browser holds a session (SPEC §4 Session). The token itself lives in an HttpOnly
 * cookie that no script of the page can read (decision 0051); the API sets, beside it, a readable
 * marker with the same lifetime, and "logged in" means the marker is present. A marker that
 * outlives its session is found out by the next call's 401, which signs out.
 */

const listeners = new Set<() => void>();

export function isLoggedIn(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === '1';
}

/** The API has just set or replaced the session cookies: re-render whoever watches. */
export function sessionChanged(): void {
  listeners.forEach((notify) => notify());
}

/** Forget the session here: the marker goes (the server removes the HttpOnly cookie itself). */
export function forgetSignedIn(): void {
  deleteCookie(SIGNED_IN_COOKIE);
  sessionChanged();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether signed in, re-rendering when a session starts or ends. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn);
}
