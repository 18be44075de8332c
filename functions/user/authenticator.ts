import { TwoFactorType } from '@bk/domain';
import { userRepository } from '@bk/data';
import type { UserRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { config } from '../shared/config';
import { ValidationError } from '../shared/errors';
import { sendSecurityNotice, twoFactorChangedMail } from '../shared/mail/security-notices';
import { clientAddress, LIMITS, rateLimiter, subjectOf } from './security/rate-limit';
import { matchTotp, newTotpSecret, totpUrl } from './security/totp';
import { USER_MESSAGES } from './messages';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';
import { requireTwoFactorProof, type TwoFactorProof } from './two-factor-proof';

/**
 * SPEC §4 Two-factor switch, step 1, once the account holder has proved themselves: a new
 * secret, kept aside (sealed) until a code confirms it.
 */
export async function generateAuthenticator(proof: TwoFactorProof, ctx: UserRequestContext): Promise<{ url: string }> {
  const caller = ctx.caller;
  await requireTwoFactorProof(proof, ctx);
  const secret = newTotpSecret();
  const sealed = await sealTotpSecret(secret);
  await userRepository(getDb()).setPendingTotpSecret(caller.user.id, sealed, ctx.now.toISOString());
  return { url: totpUrl(secret, config().PRODUCT_NAME, caller.user.email) };
}

/** Step 2: a code from the app proves it holds the secret; the authenticator becomes the second step. */
export async function verifyAuthenticator(code: string, ctx: UserRequestContext): Promise<{ ok: true }> {
  const caller = ctx.caller;
  const user = caller.user;
  const pending = user.totpPendingSecret;
  if (!pending) throw new ValidationError([{ field: 'code', message: USER_MESSAGES.authenticatorNotStarted }]);
  const slots = [{ limit: LIMITS.codeFailuresPerUser, subject: subjectOf(user.id) }];
  const secret = await openTotpSecret(pending);
  const step = await rateLimiter().attempt(slots, ctx.now, async () => matchTotp(secret, code, ctx.now.getTime()));
  if (step === null) throw new ValidationError([{ field: 'code', message: USER_MESSAGES.authenticatorCodeWrong }]);
  const users = userRepository(getDb());
  if (!(await users.activateTotp(user.id, pending, TwoFactorType.AUTHENTICATOR, step, ctx.now.toISOString())))
    throw new ValidationError([{ field: 'code', message: USER_MESSAGES.authenticatorNotStarted }]);
  await recordAudit({
    event: 'two-factor-enabled',
    userId: user.id,
    userEmail: user.email,
    ipAddress: clientAddress(ctx),
    now: ctx.now,
  });
  await sendSecurityNotice(user.email, twoFactorChangedMail({ name: user.name, now: 'authenticator' }));
  return { ok: true };
}

/**
 * Back to e-mail passcodes (SPEC §4: authenticator to e-mail via a disable action). A user
 * without two-factor turns e-mail passcodes on the same way, so switching the authenticator off
 * never leaves an account with no second step. Either way the account holder proves themselves first.
 */
export async function disableAuthenticator(proof: TwoFactorProof, ctx: UserRequestContext): Promise<{ ok: true }> {
  const caller = ctx.caller;
  const user = caller.user;
  await requireTwoFactorProof(proof, ctx);
  const changed = user.twofaTypeId !== TwoFactorType.EMAIL;
  await userRepository(getDb()).setTwoFactorType(user.id, TwoFactorType.EMAIL, ctx.now.toISOString());
  await recordAudit({
    event: 'two-factor-disabled',
    userId: user.id,
    userEmail: user.email,
    ipAddress: clientAddress(ctx),
    now: ctx.now,
  });
  if (changed) await sendSecurityNotice(user.email, twoFactorChangedMail({ name: user.name, now: 'email' }));
  return { ok: true };
}
