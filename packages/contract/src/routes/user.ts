import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/** User calls (SPEC §7 "User and business"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const userRoutes = {
  userLogin: route({ method: 'POST', path: '/user/login', group: 'user', access: 'public', summary: 'Sign in', body: S.LoginRequest, response: S.LoginResponse }),
  userRegister: route({ method: 'POST', path: '/user/register', group: 'user', access: 'public', summary: 'Create an account and its first business', body: S.RegisterRequest, response: S.Ok, status: 201 }),
  userPing: route({ method: 'GET', path: '/user/ping', group: 'user', access: 'user', summary: 'Remaining idle session time in milliseconds (does not extend the session)', response: z.object({ remainingMs: z.number().check(z.int()) }) }),
  userGet: route({ method: 'GET', path: '/user', group: 'user', access: 'user', summary: 'The signed-in user', response: S.User }),
  userUpdate: route({ method: 'PATCH', path: '/user', group: 'user', access: 'user', summary: 'Update name, e-mail or password', body: z.object({ name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), newEmail: z.nullable(z.optional(S.Email)), password: z.nullable(z.optional(z.string().check(z.maxLength(1024)))), confirmPassword: z.nullable(z.optional(z.string().check(z.maxLength(1024)))), currentPassword: z.nullable(z.optional(z.string().check(z.maxLength(1024)))) }), response: z.object({ emailNeedsVerify: z.boolean() }) }),
  userDelete: route({ method: 'DELETE', path: '/user', group: 'user', access: 'user', summary: 'Delete the account (typed e-mail confirms)', body: z.object({ email: S.Email }), response: z.object({ status: z.enum(['deleted', 'in-progress']) }) }),
  userLogout: route({ method: 'PATCH', path: '/user/logout', group: 'user', access: 'user', summary: 'End the session on the server', response: S.Ok, support: 'allow' }),
  userVerifyEmail: route({ method: 'PATCH', path: '/user/verify-email', group: 'user', access: 'public', summary: 'Verify an e-mail address with the token from the e-mail', body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }), response: S.Ok }),
  userForgotten: route({ method: 'PATCH', path: '/user/forgotten', group: 'user', access: 'public', summary: 'Send a password reset e-mail (always answers the same)', body: z.object({ email: S.Email, recaptchaResponse: z.nullable(z.optional(z.string().check(z.maxLength(4096)))) }), response: S.Message }),
  userForgottenResetCheck: route({ method: 'PATCH', path: '/user/forgotten/reset/check', group: 'user', access: 'public', summary: 'Whether a reset token is valid', body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }), response: z.object({ valid: z.boolean() }) }),
  userForgottenReset: route({ method: 'PATCH', path: '/user/forgotten/reset', group: 'user', access: 'public', summary: 'Set a new password with a reset token', body: S.PasswordResetRequest, response: S.Ok }),
  userAuthenticatorGenerate: route({ method: 'PATCH', path: '/user/mobile-authenticator/generate', group: 'user', access: 'user', summary: 'Start authenticator set-up', body: S.TwoFactorProof, response: z.object({ url: z.string() }) }),
  userAuthenticatorVerify: route({ method: 'PATCH', path: '/user/mobile-authenticator/verify', group: 'user', access: 'user', summary: 'Confirm authenticator set-up with a code', body: z.object({ code: z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code')) }), response: S.Ok }),
  userAuthenticatorDisable: route({ method: 'PATCH', path: '/user/mobile-authenticator/disable', group: 'user', access: 'user', summary: 'Switch back to e-mail passcodes', body: S.TwoFactorProof, response: S.Ok }),
  userSupportToken: route({ method: 'GET', path: '/user/support-token', group: 'user', access: 'user', summary: 'A short-lived support token', response: z.object({ supportToken: z.string() }), support: 'deny' }),
  userAudit: route({ method: 'GET', path: '/user/audit', group: 'user', access: 'user', summary: "The user's recent security events", response: z.array(S.AuditEntry) }),
  userAdminLogin: route({ method: 'POST', path: '/user/admin-login', group: 'user', access: 'public', summary: 'Exchange a support token for a session (support staff)', body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }), response: S.SessionOpened }),
} as const;
