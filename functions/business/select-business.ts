import { businessRepository, sessionRepository } from '@bk/data';
import type { Caller } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { config } from '../shared/config';
import { ForbiddenError } from '../shared/errors';
import { hashToken, newToken } from '../shared/tokens';

/**
 * Select a business: a new session token bound to it replaces the current one (SPEC §4
 * "Selecting a business replaces the token"). Only a member may select a business.
 */
export async function selectBusiness(caller: Caller, businessId: string, now: Date): Promise<{ token: string }> {
  const db = getDb();
  const member = await businessRepository(db).getMembership(businessId, caller.user.id);
  // Not a member (or no such business): the same 403 either way, so ids reveal nothing.
  if (!member) throw new ForbiddenError();
  const token = newToken();
  const sessions = sessionRepository(db);
  await sessions.putSession({
    ...caller.session,
    tokenHash: hashToken(token),
    businessId,
    createdAt: now.toISOString(),
    touchedAt: now.getTime(),
    expiresAt: now.getTime() + config().SESSION_IDLE_MINUTES * 60_000,
  });
  await sessions.deleteSession(caller.tokenHash);
  // Sign-in reopens the business selected most recently.
  await businessRepository(db).recordSelection(businessId, caller.user.id, now.toISOString());
  return { token };
}
