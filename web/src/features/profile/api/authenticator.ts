import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';
import { profileKeys } from '../profile-keys';
import type { TwoFactorProofBody } from '../components/current-password-field';

/**
 * SPEC §4 "Two-factor switch": start authenticator set-up, with the current password as proof
 * (decision 0051); answers the otpauth:// address to scan.
 */
export function generateAuthenticator(proof: TwoFactorProofBody) {
  return api.call('userAuthenticatorGenerate', { body: proof });
}

export function verifyAuthenticator(code: string) {
  return api.call('userAuthenticatorVerify', { body: { code } });
}

export function disableAuthenticator(proof: TwoFactorProofBody) {
  return api.call('userAuthenticatorDisable', { body: proof });
}

/** Quiet: the dialog shows what went wrong beside its password field. */
export function useGenerateAuthenticator() {
  return useMutation({ mutationFn: generateAuthenticator, meta: { quiet: true } });
}

function useRefreshUser() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      queryClient.invalidateQueries({ queryKey: profileKeys.audit() }),
    ]);
}

/** Confirm set-up with a code from the app: 'Two factor authentication enabled' (SPEC §8). */
export function useVerifyAuthenticator() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: verifyAuthenticator,
    onSuccess: async () => {
      notify({ type: 'success', message: 'Two factor authentication enabled' });
      await refresh();
    },
  });
}

/** Switch back to e-mail passcodes. Quiet: the dialog shows what went wrong. */
export function useDisableAuthenticator() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: disableAuthenticator,
    meta: { quiet: true },
    onSuccess: async () => {
      notify({ type: 'success', message: 'Two factor authentication changed to e-mail passcodes' });
      await refresh();
    },
  });
}
