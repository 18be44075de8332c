import { businessRepository, userRepository } from '@bk/data';
import type { RequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { BadRequestError } from '../shared/errors';
import { addressSlot, clientAddress, rateLimiter } from './security/rate-limit';
import { USER_MESSAGES } from './messages';
import { consumeOneTimeToken } from './one-time-tokens';

/**
 * SPEC §2 Email verification: a link from registration verifies the account; a link from an
 * e-mail change moves the account to the new address. Links work once, for 24 hours.
 */
export async function verifyEmail(token: string, ctx: RequestContext): Promise<{ ok: true }> {
  const ip = clientAddress(ctx);
  const done = await rateLimiter().attempt(
    [addressSlot(ip)],
    ctx.now,
    async () => (await verifyRegistration(token, ctx.now)) || (await completeEmailChange(token, ctx.now, ip)),
  );
  if (!done) throw new BadRequestError(USER_MESSAGES.verifyInvalid);
  return { ok: true };
}

async function verifyRegistration(token: string, now: Date): Promise<boolean> {
  const used = await consumeOneTimeToken('verify-email', token, now);
  if (!used) return false;
  const users = userRepository(getDb());
  const user = await users.getUser(used.userId);
  if (!user || user.email !== used.email) return false;
  if (!user.emailVerified) await users.markEmailVerified(user.id, now.toISOString());
  return true;
}

async function completeEmailChange(token: string, now: Date, ip: string): Promise<boolean> {
  const used = await consumeOneTimeToken('email-change', token, now);
  if (!used?.email) return false;
  const db = getDb();
  const users = userRepository(db);
  const user = await users.getUser(used.userId);
  if (!user || user.newEmailAfterVerify !== used.email) return false;
  const result = await users.changeEmail(user.id, user.email, used.email, now.toISOString());
  if (result === 'stale') return false;
  if (result === 'taken') {
    await users.setNewEmailAfterVerify(user.id, null, now.toISOString());
    throw new BadRequestError(USER_MESSAGES.emailTaken);
  }
  // Memberships keep a copy of the address for access lists.
  const businesses = businessRepository(db);
  for (const m of await businesses.listMembershipsOfUser(user.id)) {
    await businesses.putMembership({ ...m, email: used.email });
  }
  await recordAudit({
    event: 'email-changed',
    userId: user.id,
    userEmail: used.email,
    detail: `from ${user.email} to ${used.email}`,
    ipAddress: ip,
    now,
  });
  return true;
}
