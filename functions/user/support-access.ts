import { userRepository } from '@bk/data';
import { sessionReply } from '../shared/api/session-cookie';
import type { Reply, RequestContext, UserRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { BadRequestError } from '../shared/errors';
import { addressSlot, clientAddress, rateLimiter } from './security/rate-limit';
import { USER_MESSAGES } from './messages';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { openSession } from './open-session';

/**
 * SPEC §2 Support: a new short-lived token on every call (15 minutes, one use); earlier ones
 * stop working. The user reads it out to support staff.
 */
export async function createSupportToken(ctx: UserRequestContext): Promise<{ supportToken: string }> {
  const caller = ctx.caller;
  const supportToken = await issueOneTimeToken('support', caller.user.id, null, ctx.now);
  await recordAudit({
    event: 'support-token-created',
    userId: caller.user.id,
    userEmail: caller.user.email,
    ipAddress: clientAddress(ctx),
    now: ctx.now,
  });
  return { supportToken };
}

/**
 * SPEC §2 Admin login: support staff exchange the token for a support session of that user,
 * on their most recent business. The user's log, and the business's, record the access.
 */
export async function adminLogin(token: string, ctx: RequestContext): Promise<Reply<{ token: string | null }>> {
  const ip = clientAddress(ctx);
  const user = await rateLimiter().attempt([addressSlot(ip)], ctx.now, async () => {
    const used = await consumeOneTimeToken('support', token, ctx.now);
    return used ? userRepository(getDb()).getUser(used.userId) : null;
  });
  if (!user) throw new BadRequestError(USER_MESSAGES.supportTokenInvalid);
  const session = await openSession(user.id, ctx, { support: true });
  await recordAudit({
    event: 'support-access',
    userId: user.id,
    userEmail: user.email,
    businessId: session.businessId,
    ipAddress: ip,
    now: ctx.now,
  });
  return sessionReply({ token: session.token }, session, ctx);
}
