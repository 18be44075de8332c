import { businessRepository, sessionRepository } from '@bk/data';
import { idleExpiry, sessionReply } from '../shared/api/session-cookie';
import type { Reply, UserRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ForbiddenError } from '../shared/errors';
import { hashToken, newToken } from '../shared/tokens';

/**
 * Select a business: a new session token bound to it replaces the current one (SPEC §4
 * "Selecting a business replaces the token"). Only a member may select a business. The new
 * token keeps the session's start, so switching never extends the absolute lifetime (decision 0051).
 */
export async function selectBusiness(
  ctx: UserRequestContext,
  businessId: string,
): Promise<Reply<{ token: string | null }>> {
  const { caller, now } = ctx;
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
    touchedAt: now.getTime(),
    expiresAt: idleExpiry(caller.session.createdAt, now.getTime()),
  });
  await sessions.deleteSession(caller.tokenHash);
  // Sign-in reopens the business selected most recently.
  await businessRepository(db).recordSelection(businessId, caller.user.id, now.toISOString());
  return sessionReply({ token }, { token, createdAt: caller.session.createdAt }, ctx);
}
