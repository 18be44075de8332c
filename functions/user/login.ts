import type * as z from 'zod/mini';
import type { LoginRequest, LoginResponse } from '@bk/contract';
import { TwoFactorType } from '@bk/domain';
import { userRepository, type PasscodePurpose, type UserItem } from '@bk/data';
import type { RequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ValidationError } from '../shared/errors';
import { backupCodeMail, signInPasscodeMail, verifyEmailMail } from '../shared/mail/templates';
import { sendMail } from '../shared/mail/send';
import { checkPasscode, issuePasscode } from './security/passcodes';
import { checkSignInPassword, signInDeps } from './security/sign-in-password';
import { addressSlot, clientAddress, LIMITS, rateLimiter, subjectOf } from './security/rate-limit';
import { matchUserTotp } from './totp-secrets';
import { USER_MESSAGES } from './messages';
import { issueOneTimeToken } from './one-time-tokens';
import { deviceIdOf, openSession } from './open-session';

type LoginBody = z.output<typeof LoginRequest>;
type LoginAnswer = z.input<typeof LoginResponse>;

const secondStepNeeded = (userTwofaTypeId: number): LoginAnswer => ({
  token: null,
  userTwofaTypeId,
  twofaRequired: true,
});

/**
 * SPEC §2 Sign in and §4 Login: e-mail and password, then the second step of the user's
 * two-factor type, then a session. Every refusal of the password says the same thing, and an
 * unknown address costs the same work as a wrong password (decision 0055).
 */
export async function login(body: LoginBody, ctx: RequestContext): Promise<LoginAnswer> {
  const { now } = ctx;
  const ip = clientAddress(ctx);
  const attempt = { ...body, account: body.email, deviceId: deviceIdOf(ctx.headers), ip };
  const user = await checkSignInPassword(attempt, now, signInDeps());
  if (!user) throw new BadRequestError(USER_MESSAGES.loginFailed);
  if (!user.emailVerified) {
    await resendVerification(user, now);
    throw new BadRequestError(USER_MESSAGES.emailNotVerified);
  }

  const pending = await secondStep(user, body, ctx);
  if (pending) return pending;
  const { token } = await openSession(user.id, ctx, { support: false });
  await recordAudit({ event: 'sign-in', userId: user.id, userEmail: user.email, ipAddress: ip, now });
  return { token, userTwofaTypeId: user.twofaTypeId, twofaRequired: user.twofaTypeId !== TwoFactorType.NONE };
}

/** A new verification link for an unverified account trying to sign in (a few an hour at most). */
async function resendVerification(user: UserItem, now: Date): Promise<void> {
  if (!(await rateLimiter().allow(LIMITS.verificationMailsPerUser, subjectOf(user.id), now))) return;
  const token = await issueOneTimeToken('verify-email', user.id, user.email, now);
  await sendMail(user.email, verifyEmailMail({ name: user.name, token }));
}

/**
 * The second step: null when it is passed (or there is none), or the answer asking for it.
 * A call without a code sends a new e-mailed code where the type uses one.
 */
async function secondStep(user: UserItem, body: LoginBody, ctx: RequestContext): Promise<LoginAnswer | null> {
  const code = body.twofaToken?.trim() || null;
  const db = getDb();
  const { now } = ctx;
  if (user.twofaTypeId === TwoFactorType.NONE) return null;
  if (user.twofaTypeId === TwoFactorType.AUTHENTICATOR && user.totpSecret) {
    if (body.usingBackupEmailCode) {
      if (!code) return sendCode(user, 'backup', now);
      await requireCode(user, ctx, () => checkPasscode(db, user.id, 'backup', code, now));
      return null;
    }
    if (!code) return secondStepNeeded(TwoFactorType.AUTHENTICATOR);
    await requireCode(user, ctx, async () => {
      const step = await matchUserTotp(user, code, now.getTime());
      return step !== null && (await userRepository(db).claimTotpStep(user.id, step));
    });
    return null;
  }
  // E-mail passcodes (and any type this code does not know, which fails safe to e-mail).
  if (!code) return sendCode(user, 'sign-in', now);
  await requireCode(user, ctx, () => checkPasscode(db, user.id, 'sign-in', code, now));
  return null;
}

/** Mail a new passcode (sign-in) or backup code, replacing the previous one. */
async function sendCode(user: UserItem, purpose: PasscodePurpose, now: Date): Promise<LoginAnswer> {
  await rateLimiter().consume(LIMITS.codeMailsPerUser, subjectOf(user.id), now);
  const code = await issuePasscode(getDb(), user.id, purpose, now);
  await sendMail(
    user.email,
    purpose === 'backup' ? backupCodeMail({ name: user.name, code }) : signInPasscodeMail({ name: user.name, code }),
  );
  return secondStepNeeded(purpose === 'backup' ? TwoFactorType.AUTHENTICATOR : TwoFactorType.EMAIL);
}

/** Run a code check under the per-user limit; a wrong code is a field error on `twofaToken`. */
async function requireCode(user: UserItem, ctx: RequestContext, check: () => Promise<boolean>): Promise<void> {
  const ip = clientAddress(ctx);
  const slots = [{ limit: LIMITS.codeFailuresPerUser, subject: subjectOf(user.id) }, addressSlot(ip)];
  if (await rateLimiter().attempt(slots, ctx.now, check)) return;
  await recordAudit({
    event: 'sign-in-failed',
    userId: user.id,
    userEmail: user.email,
    detail: 'wrong two-factor code',
    ipAddress: ip,
    now: ctx.now,
  });
  throw new ValidationError([{ field: 'twofaToken', message: USER_MESSAGES.codeIncorrect }]);
}
