import { api } from '../api-client';
import { queryClient } from '../query-client';
import { clearFieldErrors } from '../notifications/field-errors-store';
import { clearToken, setToken } from './auth-token';

/** Forget everything about the session: token, cached data, field errors (SPEC §4 Session). */
export function resetSession(): void {
  clearToken();
  clearFieldErrors();
  void queryClient.cancelQueries();
  queryClient.removeQueries();
}

/** Start a session with a token from sign-in or support login; user and business load next. */
export function startSession(token: string): void {
  setToken(token);
  void queryClient.cancelQueries();
  queryClient.removeQueries();
}

/**
 * Sign out: tell the server, then reset state. The state is reset even when the call fails,
 * so a user can always leave (SPEC §4 "Logout calls the server then resets state").
 */
export async function signOut(): Promise<void> {
  try {
    await api.call('userLogout');
  } catch {
    // The server may already have ended the session; signing out locally is what matters.
  } finally {
    resetSession();
  }
}

/**
 * Switch business: the server answers a new token bound to it, which replaces ours; all cached
 * data belonged to the old business, so it goes too (SPEC §4 Session).
 */
export async function selectBusiness(id: string): Promise<void> {
  const { token } = await api.call('businessSelect', { params: { id } });
  startSession(token);
}
