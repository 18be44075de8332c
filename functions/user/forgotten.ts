import { userRepository } from '@bk/data';
import type { RequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { assertHuman } from './security/bot-check';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ValidationError } from '../shared/errors';
import { passwordResetMail } from '../shared/mail/templates';
import { sendMail } from '../shared/mail/send';
import { passwordChangedMail, sendSecurityNotice } from '../shared/mail/security-notices';
import { hashPassword } from './security/passwords';
import { addressSlot, clientAddress, LIMITS, rateLimiter, subjectOf } from './security/rate-limit';
import { forgottenMessage, USER_MESSAGES } from './messages';
import { accountDetails, newPasswordErrors } from './new-password';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens';
import { endSessions } from './open-session';

/**
 * SPEC §2 Forgot password: mail a reset link if the address has an account. The answer is the
 * same either way (SPEC §8), so the form cannot tell who has an account.
 */
export async function forgotten(
  body: { email: string; recaptchaResponse?: string | null | undefined },
  ctx: RequestContext,
): Promise<{ message: string }> {
  const ip = clientAddress(ctx);
  const limiter = rateLimiter();
  await assertHuman(body.recaptchaResponse, ip);
  await limiter.consume(LIMITS.resetRequestsPerAddress, subjectOf(ip), ctx.now);
  await limiter.consume(LIMITS.resetRequestsPerAccount, subjectOf(body.email), ctx.now);
  const users = userRepository(getDb());
  const userId = await users.getUserIdByEmail(body.email);
  const user = userId ? await users.getUser(userId) : null;
  if (user) {
    const token = await issueOneTimeToken('password-reset', user.id, user.email, ctx.now);
    await sendMail(user.email, passwordResetMail({ name: user.name, token }));
  }
  return { message: forgottenMessage() };
}

/** SPEC §2 Reset password: whether the link in the route still works. */
export async function checkResetToken(token: string, ctx: RequestContext): Promise<{ valid: boolean }> {
  const valid = await rateLimiter().attempt(
    [addressSlot(clientAddress(ctx))],
    ctx.now,
    async () => (await peekOneTimeToken('password-reset', token, ctx.now)) !== null,
  );
  return { valid };
}

/**
 * Set a new password with a reset link: the link is used up, every session of the user ends,
 * and the account counts as verified (the link proved the address).
 */
export async function resetPassword(
  body: { token: string; newPassword: string; confirmPassword?: string | undefined },
  ctx: RequestContext,
): Promise<{ ok: true }> {
  const ip = clientAddress(ctx);
  const users = userRepository(getDb());
  // A weak password is a field error that gives the slot back: the link was right.
  const user = await rateLimiter().attempt([addressSlot(ip)], ctx.now, async () => {
    // Check the link first, so a weak password does not use it up.
    const link = await peekOneTimeToken('password-reset', body.token, ctx.now);
    const linked = link ? await users.getUser(link.userId) : null;
    if (!link || !linked) return null;
    const details = await accountDetails(linked);
    const errors = await newPasswordErrors(body.newPassword, body.confirmPassword, 'newPassword', details);
    if (errors.length > 0) throw new ValidationError(errors);
    const used = await consumeOneTimeToken('password-reset', body.token, ctx.now);
    const owner = used ? await users.getUser(used.userId) : null;
    // A link sent to an address the account no longer has does not work.
    return owner && used && owner.email === used.email ? owner : null;
  });
  if (!user) throw new BadRequestError(USER_MESSAGES.resetInvalid);
  const at = ctx.now.toISOString();
  await users.setPasswordHash(user.id, await hashPassword(body.newPassword), at);
  if (!user.emailVerified) await users.markEmailVerified(user.id, at);
  await endSessions(user.id);
  await recordAudit({ event: 'password-reset', userId: user.id, userEmail: user.email, ipAddress: ip, now: ctx.now });
  await sendSecurityNotice(user.email, passwordChangedMail({ name: user.name, how: 'reset' }));
  return { ok: true };
}
