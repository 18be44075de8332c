import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/session-keys';

/** SPEC §7 PATCH user/verify-email (token from the e-mail's link). */
export function verifyEmail(token: string) {
  return api.call('userVerifyEmail', { body: { token } });
}

/**
 * Quiet: the screen itself says what went wrong. A signed-in user confirming a changed address
 * sees the new one afterwards.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
  });
}
