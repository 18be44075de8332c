import { userRepository } from '@bk/data';
import type { UserRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';
import { passwordBackoff } from './security/backoff';
import { verifyPassword } from './security/passwords';
import { addressSlot, clientAddress, LIMITS, rateLimiter, subjectOf } from './security/rate-limit';
import { deviceIdOf } from './open-session';
import { matchUserTotp } from './totp-secrets';

/** What a two-factor change asks for, in plain words. */
export const PROOF_MESSAGES = {
  missing: 'Enter your current password to change two-factor authentication',
  passwordWrong: 'Current password is incorrect',
  codeWrong: 'The code is incorrect or has expired, please try again',
} as const;

export interface TwoFactorProof {
  currentPassword?: string | null | undefined;
  code?: string | null | undefined;
}

/**
 * Changing two-factor needs proof that the account holder is here, not only their open session
 * (decision 0051): the current password, or a current code from the authenticator app. Wrong
 * answers count as sign-in's do (passwords back off the device, codes count per user and per
 * client address), so a stolen session cannot guess its way to a new second step.
 */
export async function requireTwoFactorProof(proof: TwoFactorProof, ctx: UserRequestContext): Promise<void> {
  const user = ctx.caller.user;
  const password = proof.currentPassword ?? '';
  const code = proof.code?.trim() ?? '';
  const address = clientAddress(ctx);
  if (password) {
    const source = { account: user.email, deviceId: deviceIdOf(ctx.headers), ip: address };
    if (await passwordBackoff().attempt(source, ctx.now, () => verifyPassword(password, user.passwordHash))) return;
    throw new ValidationError([{ field: 'currentPassword', message: PROOF_MESSAGES.passwordWrong }]);
  }
  if (code && user.totpSecret) {
    const slots = [{ limit: LIMITS.codeFailuresPerUser, subject: subjectOf(user.id) }, addressSlot(address)];
    const right = await rateLimiter().attempt(slots, ctx.now, async () => {
      const step = await matchUserTotp(user, code, ctx.now.getTime());
      // A code proves the holder once: the same code cannot be replayed for sign-in or another change.
      return step !== null && (await userRepository(getDb()).claimTotpStep(user.id, step));
    });
    if (right) return;
    throw new ValidationError([{ field: 'code', message: PROOF_MESSAGES.codeWrong }]);
  }
  throw new ValidationError([{ field: 'currentPassword', message: PROOF_MESSAGES.missing }]);
}
