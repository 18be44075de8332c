import { auditRepository } from '@bk/data';
import { userRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { toAuditEntry } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { sessionReply } from '../shared/api/session-cookie';
import { getCurrentUser, logout, remainingSessionMs, withSessionCleared } from './session';

/**
 * Account and session calls (SPEC §7 "User and business"). The calls of a signed-in screen (the
 * user, the ping, sign-out) are loaded with the function; each other call loads its module on its
 * first call (decision 0058): password hashing, TOTP and its KMS key, the e-mails, the deletion job.
 */
export const handler = createApi(userRoutes, {
  userLogin: async ({ body }, ctx) => {
    const answer = await (await import('./login')).login(body, ctx);
    const opened = answer.token ? { token: answer.token, createdAt: ctx.now.toISOString() } : null;
    return sessionReply({ ...answer, signedIn: opened !== null }, opened, ctx);
  },
  userRegister: async ({ body }, ctx) => (await import('./register')).register(body, ctx),
  userGet: async (_input, ctx) => getCurrentUser(ctx.caller),
  userPing: async (_input, ctx) => ({ remainingMs: remainingSessionMs(ctx.caller, ctx.now) }),
  userLogout: async (_input, ctx) => logout(ctx),
  userUpdate: async ({ body }, ctx) => (await import('./profile')).updateProfile(body, ctx),
  userDelete: async ({ body }, ctx) =>
    withSessionCleared(await (await import('./delete-account')).deleteAccount(body.email, ctx), ctx),
  userVerifyEmail: async ({ body }, ctx) => (await import('./verify-email')).verifyEmail(body.token, ctx),
  userForgotten: async ({ body }, ctx) => (await import('./forgotten')).forgotten(body, ctx),
  userForgottenResetCheck: async ({ body }, ctx) => (await import('./forgotten')).checkResetToken(body.token, ctx),
  userForgottenReset: async ({ body }, ctx) => (await import('./forgotten')).resetPassword(body, ctx),
  userAuthenticatorGenerate: async ({ body }, ctx) =>
    (await import('./authenticator')).generateAuthenticator(body, ctx),
  userAuthenticatorVerify: async ({ body }, ctx) =>
    (await import('./authenticator')).verifyAuthenticator(body.code, ctx),
  userAuthenticatorDisable: async ({ body }, ctx) => (await import('./authenticator')).disableAuthenticator(body, ctx),
  userSupportToken: async (_input, ctx) => (await import('./support-access')).createSupportToken(ctx),
  userAdminLogin: async ({ body }, ctx) => (await import('./support-access')).adminLogin(body.token, ctx),
  userAudit: async (_input, ctx) =>
    (await auditRepository(getDb()).listUserAudit(ctx.caller.user.id, 50)).map(toAuditEntry),
});
