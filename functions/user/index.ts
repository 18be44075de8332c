import { auditRepository } from '@bk/data';
import { userRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { toAuditEntry } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { sessionReply } from '../shared/api/session-cookie';
import { disableAuthenticator, generateAuthenticator, verifyAuthenticator } from './authenticator';
import { deleteAccount } from './delete-account';
import { checkResetToken, forgotten, resetPassword } from './forgotten';
import { login } from './login';
import { updateProfile } from './profile';
import { register } from './register';
import { getCurrentUser, logout, remainingSessionMs, withSessionCleared } from './session';
import { adminLogin, createSupportToken } from './support-access';
import { verifyEmail } from './verify-email';

/** Account and session calls (SPEC §7 "User and business"). */
export const handler = createApi(userRoutes, {
  userLogin: async ({ body }, ctx) => {
    const answer = await login(body, ctx);
    const opened = answer.token ? { token: answer.token, createdAt: ctx.now.toISOString() } : null;
    return sessionReply({ ...answer, signedIn: opened !== null }, opened, ctx);
  },
  userRegister: async ({ body }, ctx) => register(body, ctx),
  userGet: async (_input, ctx) => getCurrentUser(ctx.caller),
  userPing: async (_input, ctx) => ({ remainingMs: remainingSessionMs(ctx.caller, ctx.now) }),
  userLogout: async (_input, ctx) => logout(ctx),
  userUpdate: async ({ body }, ctx) => updateProfile(body, ctx),
  userDelete: async ({ body }, ctx) => withSessionCleared(await deleteAccount(body.email, ctx), ctx),
  userVerifyEmail: async ({ body }, ctx) => verifyEmail(body.token, ctx),
  userForgotten: async ({ body }, ctx) => forgotten(body, ctx),
  userForgottenResetCheck: async ({ body }, ctx) => checkResetToken(body.token, ctx),
  userForgottenReset: async ({ body }, ctx) => resetPassword(body, ctx),
  userAuthenticatorGenerate: async ({ body }, ctx) => generateAuthenticator(body, ctx),
  userAuthenticatorVerify: async ({ body }, ctx) => verifyAuthenticator(body.code, ctx),
  userAuthenticatorDisable: async ({ body }, ctx) => disableAuthenticator(body, ctx),
  userSupportToken: async (_input, ctx) => createSupportToken(ctx),
  userAdminLogin: async ({ body }, ctx) => adminLogin(body.token, ctx),
  userAudit: async (_input, ctx) =>
    (await auditRepository(getDb()).listUserAudit(ctx.caller.user.id, 50)).map(toAuditEntry),
});
