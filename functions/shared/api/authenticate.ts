import type { RouteSpec } from '@bk/contract';
import { businessRepository, sessionRepository, userRepository, type MemberItem } from '@bk/data';
import { getDb } from '../clients/db';
import { UnauthenticatedError } from '../errors';
import { logger } from '../logger';
import { routedState } from './chain-state';
import { hashToken } from '../tokens';
import { cookieToken, idleExpiry, sessionOpen } from './session-cookie';
import type { ApiMiddleware, Caller } from './types';

/** Activity moves the idle expiry forward at most once a minute, to keep writes off hot paths. */
const TOUCH_INTERVAL_MS = 60_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_\-.~+/=]{16,512}$/;

function bearerToken(headers: Record<string, string | undefined>): string | null {
  const value = headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/.exec(value.trim());
  return match && TOKEN_SHAPE.test(match[1] as string) ? (match[1] as string) : null;
}

/**
 * Where the request's session token came from (decision 0051): an `Authorization: Bearer`
 * header (scripts, ops tools, the integration tests; a browser never adds one by itself) wins
 * over the browser's HttpOnly cookie.
 */
export function presentedToken(
  headers: Record<string, string | undefined>,
  cookies: readonly string[] | undefined,
): { token: string; via: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(headers);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = cookieToken(cookies);
  return cookie && TOKEN_SHAPE.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Session token -> session -> user (ARCHITECTURE "Identity"), and, when `withMembership`, the
 * caller's membership of the session's business read in parallel with the user (two round trips
 * in all). Returns null when no valid session exists (idle too long, or past its absolute
 * lifetime however active); the caller decides whether that is a 401. `user/ping` reads without
 * touching, so the idle check never keeps a session alive by itself.
 */
export async function resolveCaller(
  headers: Record<string, string | undefined>,
  now: number,
  options: { touch: boolean; withMembership: boolean; cookies?: readonly string[] | undefined },
): Promise<{ caller: Caller; member: MemberItem | null } | null> {
  const presented = presentedToken(headers, options.cookies);
  if (!presented) return null;
  const { via } = presented;
  const tokenHash = hashToken(presented.token);
  const db = getDb();
  const sessions = sessionRepository(db);
  const session = await sessions.getSessionByTokenHash(tokenHash);
  if (!session || !sessionOpen(session, now)) return null;
  const businessId = options.withMembership ? session.businessId : null;
  const [user, member] = await Promise.all([
    userRepository(db).getUser(session.userId),
    businessId ? businessRepository(db).getMembership(businessId, session.userId) : Promise.resolve(null),
  ]);
  if (!user) return null;
  if (options.touch && now - session.touchedAt >= TOUCH_INTERVAL_MS) {
    const expiresAt = idleExpiry(session.createdAt, now);
    await sessions.touchSession(tokenHash, now, expiresAt);
    return { caller: { tokenHash, via, user, session: { ...session, touchedAt: now, expiresAt } }, member };
  }
  return { caller: { tokenHash, via, user, session }, member };
}

/**
 * Who calls, as the route's access level asks: nobody on `public` routes (no lookup at all), the
 * caller when a valid token came on `optional` ones, and on `user` and `business` routes the
 * caller or a 401; `business` routes also read the caller's membership of the session's business.
 */
export async function identifyCaller(
  route: RouteSpec & { name: string },
  headers: Record<string, string | undefined>,
  now: number,
  cookies?: readonly string[],
): Promise<{ caller: Caller | null; member: MemberItem | null }> {
  if (route.access === 'public') return { caller: null, member: null };
  const resolved = await resolveCaller(headers, now, {
    touch: route.name !== 'userPing',
    withMembership: route.access === 'business',
    cookies,
  });
  if (route.access === 'optional') return { caller: resolved?.caller ?? null, member: null };
  if (!resolved) throw new UnauthenticatedError();
  return resolved;
}

/** Authentication by the route's access level; the caller's user id joins the request's log lines. */
export const authentication: ApiMiddleware = {
  before: async (request) => {
    const s = routedState(request.context);
    const { event } = request;
    const { caller, member } = await identifyCaller(s.route, event.headers ?? {}, Date.now(), event.cookies);
    s.caller = caller;
    s.member = member;
    if (caller) logger().appendKeys({ userId: caller.user.id });
  },
};
