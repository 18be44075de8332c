import type { RouteSpec } from '@bk/contract';
import { can, isBusinessRoleId, MESSAGES } from '@bk/domain';
import { businessRepository, sessionRepository, userRepository, type MemberItem } from '@bk/data';
import { getDb } from '../clients/db';
import { config } from '../config';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { hashToken } from '../tokens';
import type { BusinessContext, Caller } from './types';

/** Activity moves the idle expiry forward at most once a minute, to keep writes off hot paths. */
const TOUCH_INTERVAL_MS = 60_000;

function bearerToken(headers: Record<string, string | undefined>): string | null {
  const value = headers.authorization ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})$/.exec(value.trim());
  return match ? (match[1] as string) : null;
}

/**
 * Bearer token -> session -> user (ARCHITECTURE "Identity"), and, when `withMembership`, the
 * caller's membership of the session's business read in parallel with the user (two round trips
 * in all). Returns null when no valid session exists; the caller decides whether that is a 401.
 * `user/ping` reads without touching, so the idle check never keeps a session alive by itself.
 */
export async function resolveCaller(
  headers: Record<string, string | undefined>,
  now: number,
  options: { touch: boolean; withMembership: boolean },
): Promise<{ caller: Caller; member: MemberItem | null } | null> {
  const token = bearerToken(headers);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const db = getDb();
  const sessions = sessionRepository(db);
  const session = await sessions.getSessionByTokenHash(tokenHash);
  if (!session || session.expiresAt <= now) return null;
  const businessId = options.withMembership ? session.businessId : null;
  const [user, member] = await Promise.all([
    userRepository(db).getUser(session.userId),
    businessId ? businessRepository(db).getMembership(businessId, session.userId) : Promise.resolve(null),
  ]);
  if (!user) return null;
  if (options.touch && now - session.touchedAt >= TOUCH_INTERVAL_MS) {
    const expiresAt = now + config().SESSION_IDLE_MINUTES * 60_000;
    await sessions.touchSession(tokenHash, now, expiresAt);
    return { caller: { tokenHash, user, session: { ...session, touchedAt: now, expiresAt } }, member };
  }
  return { caller: { tokenHash, user, session }, member };
}

/**
 * The business of the session and the caller's role in it, checked against the route's
 * permission (SPEC §6). A membership revoked since the session began is refused at once.
 */
export function authoriseBusiness(caller: Caller, member: MemberItem | null, route: RouteSpec): BusinessContext {
  const businessId = caller.session.businessId;
  if (!businessId) throw new ForbiddenError(MESSAGES.noBusinessSelected);
  if (!member || !isBusinessRoleId(member.roleId)) throw new ForbiddenError();
  if (route.permission && !can(member.roleId, route.permission)) throw new ForbiddenError();
  return { id: businessId, roleId: member.roleId };
}

/** Run authentication as the route's access level asks. */
export async function authenticate(
  route: RouteSpec & { name: string },
  headers: Record<string, string | undefined>,
  now: number,
): Promise<{ caller: Caller | null; business: BusinessContext | null }> {
  if (route.access === 'public') return { caller: null, business: null };
  const resolved = await resolveCaller(headers, now, {
    touch: route.name !== 'userPing',
    withMembership: route.access === 'business',
  });
  if (route.access === 'optional') return { caller: resolved?.caller ?? null, business: null };
  if (!resolved) throw new UnauthenticatedError();
  if (route.access === 'user') return { caller: resolved.caller, business: null };
  return { caller: resolved.caller, business: authoriseBusiness(resolved.caller, resolved.member, route) };
}
