import type { User } from '@bk/contract';
import { sessionRepository } from '@bk/data';
import { TwoFactorType } from '@bk/domain';
import { clearedSessionCookies } from '../shared/api/session-cookie';
import { reply, type Caller, type Reply, type UserRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';

/** The signed-in user as the contract shows it: no hashes, no internal flags. */
export function getCurrentUser(caller: Caller): User {
  const u = caller.user;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    userTwofaTypeId: u.twofaTypeId,
    newEmailAfterVerify: u.newEmailAfterVerify,
    twofaRequired: u.twofaTypeId !== TwoFactorType.NONE,
    supportSession: caller.session.support,
  };
}

/** Milliseconds until the session's idle expiry (SPEC §7 `user/ping`). */
export function remainingSessionMs(caller: Caller, now: Date): number {
  return Math.max(0, caller.session.expiresAt - now.getTime());
}

/** End the session on the server (the token stops working at once), and remove the browser's cookies. */
export async function logout(ctx: UserRequestContext): Promise<Reply<{ ok: true }>> {
  await sessionRepository(getDb()).deleteSession(ctx.caller.tokenHash);
  return withSessionCleared({ ok: true }, ctx);
}

/** A reply that also removes the browser's session cookies (sign-out, account deletion). */
export function withSessionCleared<T>(body: T, ctx: UserRequestContext): Reply<T> {
  return reply(body, { cookies: clearedSessionCookies(ctx.headers) });
}
