import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { getBotCheckToken } from '../../bot-check/bot-check';

export interface LoginInput {
  email: string;
  password: string;
  /** The second step's code; left out to (re)send an e-mailed passcode or backup code. */
  twofaToken?: string;
  usingBackupEmailCode?: boolean;
}

/** SPEC §7 POST user/login: a token, or word that a second step is needed and of which kind. */
export async function login(input: LoginInput) {
  const recaptchaResponse = await getBotCheckToken('login');
  return api.call('userLogin', { body: { ...input, recaptchaResponse } });
}

/** Quiet: the sign-in screen shows the server's reason beside the form (a 401 included). */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { quiet: true } });
}
