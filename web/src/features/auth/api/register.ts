import type { BodyOf } from '@bk/contract';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { getBotCheckToken } from '../../bot-check/bot-check';

export type RegisterInput = Omit<BodyOf<'userRegister'>, 'recaptchaResponse'>;

/** SPEC §7 POST user/register, with the invisible bot check's token. */
export async function register(input: RegisterInput) {
  const recaptchaResponse = await getBotCheckToken('register');
  return api.call('userRegister', { body: { ...input, recaptchaResponse } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
