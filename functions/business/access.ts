import type { z } from 'zod';
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
import { requireBusiness } from './queries';

/** Field errors of Share Access (SPEC §2 Share Access, §6). */
export const ACCESS_MESSAGES = {
  noAccount: 'There is no account with this email address. Ask them to register first.',
  role: 'Choose a role from the list',
  yourself: 'You cannot change your own access',
  administrator: 'Administrators cannot be revoked and their role cannot be changed',
  notMember: 'This email address does not have access to this business',
} as const;

type Entry = z.input<typeof AccessEntry>;

function toEntry(m: MemberItem): Entry {
  const roleId = isBusinessRoleId(m.roleId) ? m.roleId : BusinessRole.OTHER;
  return { id: m.userId, email: m.email, businessRoleId: roleId, businessRole: { id: roleId, name: roleName(roleId) } };
}

/** Who has access to the session's business: administrators first, then by e-mail. */
export async function listAccess(businessId: string): Promise<Entry[]> {
  const members = await businessRepository(getDb()).listMembers(businessId);
  const isAdmin = (m: MemberItem) => (m.roleId === BusinessRole.ADMINISTRATOR ? 0 : 1);
  return members.sort((a, b) => isAdmin(a) - isAdmin(b) || a.email.localeCompare(b.email, 'en-GB')).map(toEntry);
}

/**
 * Give an existing user a role in the session's business, or change the role they have (SPEC §6:
 * administrators share with existing users by e-mail; the administrator role cannot be given).
 * The user is found through their e-mail claim; they are told by e-mail.
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
  const db = getDb();
  const users = userRepository(db);
  const userId = await users.getUserIdByEmail(input.email);
  const user = userId ? await users.getUser(userId) : null;
  if (!user) throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.noAccount }]);
  if (user.id === caller.user.id) throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.yourself }]);
  const repo = businessRepository(db);
  const existing = await repo.getMembership(business.id, user.id);
  if (existing?.roleId === BusinessRole.ADMINISTRATOR)
    throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.administrator }]);
  if (existing?.roleId !== roleId) {
    await repo.putMembership({
      businessId: business.id,
      userId: user.id,
      email: user.email,
      roleId,
      createdAt: existing?.createdAt ?? ctx.now.toISOString(),
      lastSelectedAt: existing?.lastSelectedAt ?? null,
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
    // The access is given either way; a mail failure is logged, not shown as a failed share.
    await sendMail(user.email, mail).catch((err: unknown) =>
      logger().error('access-shared mail not sent', { error: (err as Error).message }),
    );
  }
  return listAccess(business.id);
}

/**
 * Take a user's access away (SPEC §6: administrators cannot be revoked). Their next request on
 * the business is refused at once: the chain reads the membership on every request.
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
  if (!member) throw new ValidationError([{ field: 'email', message: ACCESS_MESSAGES.notMember }]);
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
  return listAccess(business.id);
}
