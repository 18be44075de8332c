import { api } from '../api-client';
import { queryClient } from '../query-client';
import { clearFieldErrors } from '../notifications/field-errors-store';
import { forgetSignedIn, sessionChanged } from './auth-token';

/** Forget everything about the session: the signed-in marker, cached data, field errors (SPEC §4 Session). */
export function resetSession(): void {
  forgetSignedIn();
  clearFieldErrors();
  void queryClient.cancelQueries();
  queryClient.removeQueries();
}

/**
 * A session has started (sign-in, support login) or been replaced (business switch): the API has
 * set its cookies; user and business load next.
 */
export function startSession(): void {
  sessionChanged();
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
 * Switch business: the server replaces our session cookie by a new token bound to it; all cached
 * data belonged to the old business, so it goes too (SPEC §4 Session).
 */
export async function selectBusiness(id: string): Promise<void> {
  await api.call('businessSelect', { params: { id } });
  startSession();
}
