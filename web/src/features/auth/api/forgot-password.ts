import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { getBotCheckToken } from '../../bot-check/bot-check';

/**
 * SPEC §7 PATCH user/forgotten, with the invisible bot check's token: always answers the same
 * neutral sentence (SPEC §8).
 */
export async function requestPasswordReset(email: string) {
  const recaptchaResponse = await getBotCheckToken('forgot_password');
  return api.call('userForgotten', { body: { email, recaptchaResponse } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
