import { userRepository } from '@bk/data';
import type { RequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { assertHuman } from '../shared/bot-check';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ValidationError } from '../shared/errors';
import { passwordResetMail } from '../shared/mail/templates';
import { sendMail } from '../shared/mail/send';
import { hashPassword } from '../shared/passwords';
import { clientAddress, LIMITS, rateLimiter, subjectOf } from '../shared/rate-limit';
import { forgottenMessage, USER_MESSAGES } from './messages';
import { newPasswordErrors } from './new-password';
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
  const limiter = rateLimiter();
  const address = subjectOf(clientAddress(ctx));
  await limiter.check(LIMITS.failuresPerAddress, address, ctx.now);
  const valid = (await peekOneTimeToken('password-reset', token, ctx.now)) !== null;
  if (!valid) await limiter.hit(LIMITS.failuresPerAddress, address, ctx.now);
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
  const limiter = rateLimiter();
  const ip = clientAddress(ctx);
  await limiter.check(LIMITS.failuresPerAddress, subjectOf(ip), ctx.now);
  const refuse = async (): Promise<never> => {
    await limiter.hit(LIMITS.failuresPerAddress, subjectOf(ip), ctx.now);
    throw new BadRequestError(USER_MESSAGES.resetInvalid);
  };
  // Check the link first, so a weak password does not use it up.
  if (!(await peekOneTimeToken('password-reset', body.token, ctx.now))) return refuse();
  const errors = await newPasswordErrors(body.newPassword, body.confirmPassword, 'newPassword');
  if (errors.length > 0) throw new ValidationError(errors);
  const used = await consumeOneTimeToken('password-reset', body.token, ctx.now);
  if (!used) return refuse();
  const db = getDb();
  const users = userRepository(db);
  const user = await users.getUser(used.userId);
  // A link sent to an address the account no longer has does not work.
  if (!user || user.email !== used.email) return refuse();
  const at = ctx.now.toISOString();
  await users.setPasswordHash(user.id, await hashPassword(body.newPassword), at);
  if (!user.emailVerified) await users.markEmailVerified(user.id, at);
  await endSessions(user.id);
  await recordAudit({ event: 'password-reset', userId: user.id, userEmail: user.email, ipAddress: ip, now: ctx.now });
  return { ok: true };
}
