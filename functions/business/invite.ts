import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { AccessEntry } from '@bk/contract';
import { invitationRepository, type BusinessItem, type InvitationItem } from '@bk/data';
import { BusinessRole, isBusinessRoleId, roleName, type BusinessRoleId } from '@bk/domain';
import type { BusinessRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { logger } from '../shared/logger';
import { sendMail } from '../shared/mail/send';
import { invitationMail } from '../shared/mail/templates';
import { takeInvitationSlots } from './invitation-limits';

type Entry = z.input<typeof AccessEntry>;

/** How long an invitation waits for an answer (decision 0050). */
export const INVITATION_DAYS = 14;

/** DD/MM/YYYY of an instant, in UTC, for the e-mail. */
function ukDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** Whether an invitation can still be answered: the TTL removes expired ones only eventually. */
export function isPending(invitation: InvitationItem, now: Date): boolean {
  return invitation.expiresAt > now.getTime();
}

function toEntry(invitation: InvitationItem): Entry {
  const roleId = isBusinessRoleId(invitation.roleId) ? invitation.roleId : BusinessRole.OTHER;
  return {
    id: invitation.id,
    email: invitation.email,
    businessRoleId: roleId,
    businessRole: { id: roleId, name: roleName(roleId) },
    status: 'invited',
  };
}

/** The business's pending invitations as Share Access lists them, by address. */
export async function invitationEntries(businessId: string, now: Date): Promise<Entry[]> {
  const invitations = await invitationRepository(getDb()).listInvitationsOfBusiness(businessId);
  return invitations
    .filter((i) => isPending(i, now))
    .sort((a, b) => a.email.localeCompare(b.email, 'en-GB'))
    .map(toEntry);
}

/**
 * Invite an address to the business with a role, whether or not it has an account: the same
 * writes and the same e-mail either way, so the answer tells the inviter nothing about the
 * address. A new invitation to the same address replaces the pending one (new role, new expiry).
 * Both daily limits are counted first.
 */
export async function inviteToBusiness(
  ctx: BusinessRequestContext,
  business: BusinessItem,
  email: string,
  roleId: BusinessRoleId,
): Promise<void> {
  const caller = ctx.caller;
  await takeInvitationSlots(caller.user.id, email, ctx.now);
  const invitation: InvitationItem = {
    id: randomUUID(),
    businessId: business.id,
    email,
    roleId,
    invitedByUserId: caller.user.id,
    invitedByName: caller.user.name,
    createdAt: ctx.now.toISOString(),
    expiresAt: ctx.now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000,
  };
  await invitationRepository(getDb()).putInvitation(invitation);
  await recordAudit({
    event: 'access-invited',
    userId: caller.user.id,
    userEmail: caller.user.email,
    businessId: business.id,
    detail: `${email} as ${roleName(roleId)}`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  const mail = invitationMail({
    businessName: business.name,
    invitedBy: caller.user.name,
    roleName: roleName(roleId),
    expiresOn: ukDate(invitation.expiresAt),
  });
  // The invitation stands either way; a mail failure is logged, not shown as a failed invitation.
  await sendMail(email, mail).catch((err: unknown) =>
    logger().error('invitation mail not sent', { error: (err as Error).message }),
  );
}

/** Withdraw the pending invitation of an address; false when there is none. */
export async function withdrawInvitation(ctx: BusinessRequestContext, email: string): Promise<boolean> {
  const repo = invitationRepository(getDb());
  const invitation = await repo.getInvitation(ctx.business.id, email);
  if (!invitation || !(await repo.deleteInvitation(ctx.business.id, email, invitation.id))) return false;
  await recordAudit({
    event: 'invitation-withdrawn',
    userId: ctx.caller.user.id,
    userEmail: ctx.caller.user.email,
    businessId: ctx.business.id,
    detail: `to ${invitation.email}`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  return true;
}
