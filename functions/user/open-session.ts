import { BusinessRole } from '@bk/domain';
import { businessRepository, sessionRepository, type MemberItem } from '@bk/data';
import type { RequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { idleExpiry } from '../shared/api/session-cookie';
import { hashToken, newToken } from '../shared/tokens';

/**
 * The business a new session opens on: the one the user selected most recently; when they have
 * never selected one, the first business they administer (their own, made at registration), else
 * the first they joined; null when they have none. A business shared with someone does not take
 * over their next sign-in: they open it from the business menu.
 */
export function mostRecentBusiness(memberships: readonly MemberItem[]): string | null {
  const selected = memberships.filter((m) => m.lastSelectedAt !== null);
  if (selected.length > 0) {
    return selected.reduce((a, b) => ((b.lastSelectedAt ?? '') > (a.lastSelectedAt ?? '') ? b : a)).businessId;
  }
  const earliest = (list: readonly MemberItem[]) => list.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
  const own = memberships.filter((m) => m.roleId === BusinessRole.ADMINISTRATOR);
  if (own.length > 0) return earliest(own).businessId;
  return memberships.length > 0 ? earliest(memberships).businessId : null;
}

/** The browser's device id (SPEC §7 "headers for device UUID"), if it looks like one. */
export function deviceIdOf(headers: RequestContext['headers']): string | null {
  const value = headers['x-device-id']?.trim();
  return value && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
}

/**
 * Start a session for a user (sign-in, or support staff's admin login): a new opaque token,
 * stored only as its hash, bound to the device and the user's most recent business. `createdAt`
 * starts the absolute lifetime (decision 0051), which nothing later extends.
 */
export async function openSession(
  userId: string,
  ctx: RequestContext,
  options: { support: boolean },
): Promise<{ token: string; businessId: string | null; createdAt: string }> {
  const db = getDb();
  const businessId = mostRecentBusiness(await businessRepository(db).listMembershipsOfUser(userId));
  const token = newToken();
  const now = ctx.now.getTime();
  const createdAt = ctx.now.toISOString();
  await sessionRepository(db).putSession({
    tokenHash: hashToken(token),
    userId,
    deviceId: deviceIdOf(ctx.headers),
    businessId,
    createdAt,
    touchedAt: now,
    expiresAt: idleExpiry(createdAt, now),
    support: options.support,
  });
  return { token, businessId, createdAt };
}

/** End every session of a user, or every one but `keepTokenHash` (the caller's own). */
export async function endSessions(userId: string, keepTokenHash: string | null = null): Promise<number> {
  return sessionRepository(getDb()).endSessionsOfUser(userId, keepTokenHash);
}
