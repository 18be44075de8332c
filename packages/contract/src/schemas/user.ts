/** The signed-in person, their sign-in and sign-up, and their security log. */
import * as z from 'zod/mini';
import { Email, Id, IsoDateTime, TERMS_REQUIRED_MESSAGE } from './common';

export const User = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  userTwofaTypeId: z.number().check(z.int()),
  newEmailAfterVerify: z.nullable(z.string()),
  twofaRequired: z.boolean(),
  /** True in a session that support staff opened with the user's support token. */
  supportSession: z.boolean(),
});
export type User = z.infer<typeof User>;

/** One security event of the audit log, newest first in lists. */
export const AuditEntry = z.object({
  id: Id,
  event: z.string(),
  /** Plain English, e.g. "Signed in" or "Shared access with jo@example.com as Accountant". */
  summary: z.string(),
  userEmail: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  createdAt: IsoDateTime,
});
/**
 * A new password as typed: never blank (the form says so before sending). Its strength (length,
 * a zxcvbn score of 3 counting the person's own details, decision 0055) needs the account's details
 * and a 1.6 MB estimator, so the user functions check it and answer in their own words; forms
 * check the same before sending.
 */
export const NewPassword = z.string().check(z.minLength(1), z.maxLength(1024));
export const LoginRequest = z.object({
  email: Email,
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  recaptchaResponse: z.nullable(z.optional(z.string().check(z.maxLength(4096)))),
  /** The second step's code; left out (not blank) to have a passcode or backup code e-mailed. */
  twofaToken: z.nullable(z.optional(z.string().check(z.minLength(1), z.maxLength(32)))),
  usingBackupEmailCode: z.optional(z.boolean()),
});
/**
 * `token` is null until the session opens, and always null to the web app, whose session travels
 * in the HttpOnly cookie (decision 0051); `signedIn` says whether it has opened (absent: not yet).
 */
export const LoginResponse = z.object({
  token: z.nullable(z.string()),
  userTwofaTypeId: z.number().check(z.int()),
  twofaRequired: z.boolean(),
  signedIn: z._default(z.boolean(), false),
});
/** Proof of the account holder before a two-factor change: the current password, or a code from the authenticator. */
export const TwoFactorProof = z.object({
  currentPassword: z.nullable(z.optional(z.string().check(z.maxLength(1024)))),
  code: z.nullable(z.optional(z.string().check(z.maxLength(32)))),
});
/** A new session: the token for callers that send it as a bearer, null to the web app (decision 0051). */
export const SessionOpened = z.object({ token: z.nullable(z.string()) });
export const RegisterRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  businessName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  businessTypeId: z.number().check(z.int()),
  enableVat: z.boolean(),
  email: Email,
  password: NewPassword,
  confirmPassword: z.string().check(z.maxLength(1024)),
  agreeTC: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  recaptchaResponse: z.nullable(z.optional(z.string().check(z.maxLength(4096)))),
});
/** Reset password: the link's token and the new password (PATCH user/forgotten/reset). */
export const PasswordResetRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: NewPassword,
  confirmPassword: z.optional(z.string().check(z.maxLength(1024))),
});
