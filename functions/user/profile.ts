import { userRepository } from '@bk/data';
import type { Caller, RequestContext, UserRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';
import { emailChangeNoticeMail, emailChangeVerifyMail } from '../shared/mail/templates';
import { sendMail } from '../shared/mail/send';
import { passwordChangedMail, sendSecurityNotice } from '../shared/mail/security-notices';
import { passwordBackoff } from './security/backoff';
import { hashPassword, verifyPassword } from './security/passwords';
import { clientAddress, LIMITS, rateLimiter, subjectOf } from './security/rate-limit';
import { USER_MESSAGES } from './messages';
import { accountDetails, newPasswordErrors } from './new-password';
import { issueOneTimeToken } from './one-time-tokens';
import { deviceIdOf, endSessions } from './open-session';

export interface ProfileChanges {
  name?: string | undefined;
  newEmail?: string | null | undefined;
  password?: string | null | undefined;
  confirmPassword?: string | null | undefined;
  currentPassword?: string | null | undefined;
}

/**
 * SPEC §2 Edit Profile: name; a new e-mail address (used once its link is clicked); a new
 * password (ends every other session). Changing either sign-in detail needs the current
 * password, so a session left open cannot take the account over. Support sessions never get
 * here: the chain refuses them every change (decision 0023).
 */
export async function updateProfile(
  body: ProfileChanges,
  ctx: UserRequestContext,
): Promise<{ emailNeedsVerify: boolean }> {
  const caller = ctx.caller;
  const user = caller.user;
  const newPassword = body.password ? body.password : null;
  const newEmail = body.newEmail && body.newEmail !== user.email ? body.newEmail : null;
  const errors = newPassword
    ? await newPasswordErrors(newPassword, body.confirmPassword ?? '', 'password', await accountDetails(user))
    : [];
  if ((newPassword || newEmail) && !body.currentPassword)
    errors.push({ field: 'currentPassword', message: USER_MESSAGES.currentPasswordRequired });
  if (errors.length > 0) throw new ValidationError(errors);
  if (newPassword || newEmail) await checkCurrentPassword(caller, body.currentPassword ?? '', ctx);
  const users = userRepository(getDb());
  const at = ctx.now.toISOString();
  if (body.name !== undefined && body.name !== user.name) await users.updateUserName(user.id, body.name, at);
  if (newPassword) {
    await users.setPasswordHash(user.id, await hashPassword(newPassword), at);
    await endSessions(user.id, caller.tokenHash);
    await recordAudit(audit(caller, ctx, 'password-changed'));
    await sendSecurityNotice(user.email, passwordChangedMail({ name: user.name, how: 'profile' }));
  }
  if (newEmail) {
    await requestEmailChange(caller, newEmail, ctx);
  } else if (body.newEmail === user.email && user.newEmailAfterVerify) {
    // Asking for the current address again cancels a change waiting for its link.
    await users.setNewEmailAfterVerify(user.id, null, at);
  }
  return { emailNeedsVerify: newEmail !== null };
}

function audit(
  caller: Caller,
  ctx: RequestContext,
  event: 'password-changed' | 'email-change-requested',
  detail?: string,
) {
  return {
    event,
    userId: caller.user.id,
    userEmail: caller.user.email,
    detail: detail ?? null,
    ipAddress: clientAddress(ctx),
    now: ctx.now,
  } as const;
}

/** The current password, needed to change the password or the e-mail address. */
async function checkCurrentPassword(caller: Caller, currentPassword: string, ctx: RequestContext): Promise<void> {
  // Wrong current passwords back off the device like wrong sign-in passwords (decision 0055).
  const source = { account: caller.user.email, deviceId: deviceIdOf(ctx.headers), ip: clientAddress(ctx) };
  const right = await passwordBackoff().attempt(source, ctx.now, () =>
    verifyPassword(currentPassword, caller.user.passwordHash),
  );
  if (!right) throw new ValidationError([{ field: 'currentPassword', message: USER_MESSAGES.currentPasswordWrong }]);
}

/**
 * Record the wanted address and mail it a link; tell the current address. Whether another
 * account holds the new address is not revealed here: the link then fails with a clear message.
 */
async function requestEmailChange(caller: Caller, newEmail: string, ctx: RequestContext): Promise<void> {
  const user = caller.user;
  await rateLimiter().consume(LIMITS.emailChangesPerUser, subjectOf(user.id), ctx.now);
  await userRepository(getDb()).setNewEmailAfterVerify(user.id, newEmail, ctx.now.toISOString());
  const token = await issueOneTimeToken('email-change', user.id, newEmail, ctx.now);
  await sendMail(newEmail, emailChangeVerifyMail({ name: user.name, token }));
  await sendMail(user.email, emailChangeNoticeMail({ name: user.name, newEmail }));
  await recordAudit(audit(caller, ctx, 'email-change-requested', `to ${newEmail}`));
}
