import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC §7 PATCH user/forgotten: always answers the same neutral sentence (SPEC §8). */
export function requestPasswordReset(email: string) {
  return api.call('userForgotten', { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
