import type { z } from 'zod/mini';
import type { AccessEntry } from '@bk/contract';
import { businessRepository, userRepository, type MemberItem } from '@bk/data';
import { ASSIGNABLE_ROLES, BusinessRole, isBusinessRoleId, roleName, type BusinessRoleId } from '@bk/domain';
import type { BusinessRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';
import { logger } from '../shared/logger';
import { sendMail } from '../shared/mail/send';
import { accessSharedMail } from '../shared/mail/templates';
import { invitationEntries, inviteToBusiness, withdrawInvitation } from './invite';
import { requireBusiness } from './queries';

/**
 * Field errors of Share Access (SPEC §2 Share Access, §6). None says whether an address has an
 * account: anyone not yet a member is invited (decision 0050).
 */
export const ACCESS_MESSAGES = {
  role: 'Choose a role from the list',
  yourself: 'You cannot change your own access',
  administrator: 'Administrators cannot be revoked and their role cannot be changed',
  notMember: 'This email address does not have access to this business',
} as const;

/** The membership key read for an address without an account, so both cases make the same reads. */
const NO_USER = 'none';

type Entry = z.input<typeof AccessEntry>;

function toEntry(m: MemberItem): Entry {
  const roleId = isBusinessRoleId(m.roleId) ? m.roleId : BusinessRole.OTHER;
  return {
    id: m.userId,
    email: m.email,
    businessRoleId: roleId,
    businessRole: { id: roleId, name: roleName(roleId) },
    status: 'member',
  };
}

/**
 * Who has access to the session's business: administrators first, then members by e-mail, then
 * the pending invitations.
 */
export async function listAccess(businessId: string, now: Date): Promise<Entry[]> {
  const [members, invited] = await Promise.all([
    businessRepository(getDb()).listMembers(businessId),
    invitationEntries(businessId, now),
  ]);
  const isAdmin = (m: MemberItem) => (m.roleId === BusinessRole.ADMINISTRATOR ? 0 : 1);
  const sorted = members.sort((a, b) => isAdmin(a) - isAdmin(b) || a.email.localeCompare(b.email, 'en-GB'));
  return [...sorted.map(toEntry), ...invited];
}

/**
 * Invite someone to the session's business, or change the role of a member (SPEC §6, with the
 * invitation of decision 0050: the administrator role cannot be given). Anyone not yet a member
 * is invited, with or without an account, and the answer is the same either way: the reads are
 * the same two (the e-mail claim, then a membership) and the writes and e-mail are the same.
 */
export async function grantAccess(
  ctx: BusinessRequestContext,
  input: { email: string; businessRoleId: number },
): Promise<Entry[]> {
  const caller = ctx.caller;
  const business = await requireBusiness(ctx.business);
  if (!ASSIGNABLE_ROLES.some((r) => r.id === input.businessRoleId))
    throw new ValidationError([{ field: 'businessRoleId', message: ACCESS_MESSAGES.role }]);
  const roleId = input.businessRoleId as BusinessRoleId;
  const email = input.email.trim().toLowerCase();
  const yourself = new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.yourself }]);
  if (email === caller.user.email.toLowerCase()) throw yourself;
  const db = getDb();
  const users = userRepository(db);
  const repo = businessRepository(db);
  const userId = await users.getUserIdByEmail(email);
  const existing = await repo.getMembership(business.id, userId ?? NO_USER);
  if (userId === caller.user.id) throw yourself;
  if (!existing) {
    await inviteToBusiness(ctx, business, email, roleId);
    return listAccess(business.id, ctx.now);
  }
  if (existing.roleId === BusinessRole.ADMINISTRATOR)
    throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.administrator }]);
  const user = await users.getUser(existing.userId);
  if (user && existing.roleId !== roleId) {
    await repo.putMembership({
      businessId: business.id,
      userId: user.id,
      email: user.email,
      roleId,
      createdAt: existing.createdAt,
      lastSelectedAt: existing.lastSelectedAt,
    });
    await recordAudit({
      event: 'access-shared',
      userId: caller.user.id,
      userEmail: caller.user.email,
      businessId: business.id,
      detail: `with ${user.email} as ${roleName(roleId)}`,
      ipAddress: ctx.sourceIp,
      now: ctx.now,
    });
    const mail = accessSharedMail({
      name: user.name,
      businessName: business.name,
      roleName: roleName(roleId),
      sharedBy: caller.user.name,
    });
    // The role is changed either way; a mail failure is logged, not shown as a failed change.
    await sendMail(user.email, mail).catch((err: unknown) =>
      logger().error('access-shared mail not sent', { error: (err as Error).message }),
    );
  }
  return listAccess(business.id, ctx.now);
}

/**
 * Take a user's access away (SPEC §6: administrators cannot be revoked), or withdraw the pending
 * invitation of an address. A revoked member's next request on the business is refused at once:
 * the chain reads the membership on every request.
 */
export async function revokeAccess(ctx: BusinessRequestContext, input: { email: string }): Promise<Entry[]> {
  const caller = ctx.caller;
  const business = await requireBusiness(ctx.business);
  const db = getDb();
  const repo = businessRepository(db);
  const members = await repo.listMembers(business.id);
  const email = input.email.toLowerCase();
  let member = members.find((m) => m.email.toLowerCase() === email);
  if (!member) {
    // The address may have changed since access was given: find the user by their current one.
    const userId = await userRepository(db).getUserIdByEmail(email);
    member = members.find((m) => m.userId === userId);
  }
  if (!member) {
    if (await withdrawInvitation(ctx, email)) return listAccess(business.id, ctx.now);
    throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.notMember }]);
  }
  if (member.roleId === BusinessRole.ADMINISTRATOR)
    throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.administrator }]);
  await repo.deleteMembership(business.id, member.userId);
  await recordAudit({
    event: 'access-revoked',
    userId: caller.user.id,
    userEmail: caller.user.email,
    businessId: business.id,
    detail: `from ${member.email}`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  return listAccess(business.id, ctx.now);
}
