import { createApi } from '../shared/api/create-api';
import { getCurrentUser, logout, remainingSessionMs } from './session';

/** Account and session calls (SPEC §7 "User and business"). */
export const handler = createApi('user', {
  userGet: async (_input, ctx) => getCurrentUser(ctx.caller!),
  userPing: async (_input, ctx) => ({ remainingMs: remainingSessionMs(ctx.caller!, ctx.now) }),
  userLogout: async (_input, ctx) => logout(ctx.caller!),
});
