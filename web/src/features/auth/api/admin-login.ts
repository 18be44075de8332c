import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session/session-actions';

/** Exchange a user's support token for a support session, and start it (SPEC §2 Admin login). */
export async function adminLogin(token: string) {
  await api.call('userAdminLogin', { body: { token } });
  startSession();
}

/** Quiet: the screen says what went wrong. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { quiet: true } });
}
