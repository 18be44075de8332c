import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { resetSession } from '../../../lib/session/session-actions';

/** SPEC §8 wording while a deletion is still running (typos as the spec has them). */
export const DELETION_IN_PROGRESS_MESSAGE =
  'Your account is currently being deleted, although it may take a while - you should recieve an email when the process has completed';

export function deleteUser(email: string) {
  return api.call('userDelete', { body: { email } });
}

/**
 * Delete the account (SPEC §4 Session): once deleted, the user is signed out without a call to
 * the server; a deletion still running is reported and signs out too. The caller goes to sign
 * in from `onSuccess`, after which it calls {@link endDeletedSession}.
 */
export function useDeleteUser() {
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ status }) => {
      if (status === 'deleted') notify({ type: 'success', message: 'User account deleted' });
      else notify({ type: 'warning', message: DELETION_IN_PROGRESS_MESSAGE, timeout: 0 });
    },
  });
}

/** Forget the session of a deleted account: no server call, the token is already gone there. */
export function endDeletedSession(): void {
  resetSession();
}
