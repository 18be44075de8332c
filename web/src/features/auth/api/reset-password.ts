import type { BodyOf } from '@bk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { authKeys } from '../auth-keys';

/** SPEC §7 PATCH user/forgotten/reset/check: whether the link's token can still be used. */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return api.call('userForgottenResetCheck', { body: { token }, signal });
}

export const resetCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetCheck(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // Checked once per visit; a used token must not turn valid from a cached answer.
    gcTime: 0,
    staleTime: Infinity,
    // Quiet: the screen itself says what went wrong.
    meta: { quiet: true },
  });

export function useResetCheck(token: string) {
  return useQuery(resetCheckQueryOptions(token));
}

export type ResetPasswordInput = BodyOf<'userForgottenReset'>;

/** SPEC §7 PATCH user/forgotten/reset (token, newPassword). */
export function resetPassword(input: ResetPasswordInput) {
  return api.call('userForgottenReset', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
