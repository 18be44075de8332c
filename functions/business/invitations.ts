import type { z } from 'zod/mini';
import type { BusinessTile, Invitation } from '@bk/contract';
import { businessRepository, invitationRepository, type InvitationItem } from '@bk/data';
import { BusinessRole, isBusinessRoleId, roleName, type BusinessRoleId } from '@bk/domain';
import type { UserRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';
import { isPending } from './invite';

type InvitationDto = z.input<typeof Invitation>;
type Tile = z.input<typeof BusinessTile>;

/**
 * One answer for every invitation that cannot be answered: unknown, someone else's, expired,
 * withdrawn or answered already, so the answer tells nothing about another address's invitations.
 */
export const INVITATION_GONE =
  'This invitation is no longer available. It may have expired, been withdrawn or been answered already.';

/** A role an invitation may give: never administrator, whatever the item holds. */
function invitedRole(invitation: InvitationItem): BusinessRoleId | null {
  const roleId = invitation.roleId;
  return isBusinessRoleId(roleId) && roleId !== BusinessRole.ADMINISTRATOR ? roleId : null;
}

/**
 * The pending invitations to the caller's address, only once that address is verified: an
 * invitation belongs to whoever proves they own the address it was sent to (decision 0050).
 */
async function pendingOfCaller(ctx: UserRequestContext): Promise<InvitationItem[]> {
  const user = ctx.caller.user;
  if (!user.emailVerified) return [];
  const email = user.email.toLowerCase();
  const all = await invitationRepository(getDb()).listInvitationsForEmail(email);
  return all.filter((i) => i.email === email && isPending(i, ctx.now) && invitedRole(i) !== null);
}

async function pendingById(ctx: UserRequestContext, id: string): Promise<InvitationItem> {
  const invitation = (await pendingOfCaller(ctx)).find((i) => i.id === id);
  if (!invitation) throw new NotFoundError(INVITATION_GONE);
  return invitation;
}

/** The caller's pending invitations, oldest first, with each business's current name. */
export async function listInvitations(ctx: UserRequestContext): Promise<InvitationDto[]> {
  const pending = await pendingOfCaller(ctx);
  const businesses = await businessRepository(getDb()).getBusinesses([...new Set(pending.map((i) => i.businessId))]);
  const names = new Map(businesses.map((b) => [b.id, b.name]));
  return pending
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .flatMap((i) => {
      const name = names.get(i.businessId);
      const roleId = invitedRole(i);
      if (name === undefined || roleId === null) return [];
      return [
        {
          id: i.id,
          businessName: name,
          invitedBy: i.invitedByName,
          businessRole: { id: roleId, name: roleName(roleId) },
          expiresAt: new Date(i.expiresAt).toISOString(),
        },
      ];
    });
}

/**
 * Accept an invitation: the caller joins the business with the invited role. The invitation's
 * removal and the membership are one conditional transaction, so a second accept, or one after a
 * withdrawal or expiry, makes nothing; a caller already a member keeps the role they have.
 */
export async function acceptInvitation(ctx: UserRequestContext, id: string): Promise<Tile> {
  const user = ctx.caller.user;
  const invitation = await pendingById(ctx, id);
  const roleId = invitedRole(invitation);
  const db = getDb();
  const businesses = businessRepository(db);
  const business = await businesses.getBusiness(invitation.businessId);
  if (!business || roleId === null) throw new NotFoundError(INVITATION_GONE);
  const repo = invitationRepository(db);
  const outcome = await repo.acceptInvitation(
    invitation,
    {
      businessId: business.id,
      userId: user.id,
      email: user.email,
      roleId,
      createdAt: ctx.now.toISOString(),
      lastSelectedAt: null,
    },
    ctx.now.getTime(),
  );
  if (outcome === 'gone') throw new NotFoundError(INVITATION_GONE);
  if (outcome === 'member') {
    await repo.deleteInvitation(invitation.businessId, invitation.email, invitation.id);
    const membership = await businesses.getMembership(business.id, user.id);
    const current = membership && isBusinessRoleId(membership.roleId) ? membership.roleId : roleId;
    return { id: business.id, name: business.name, businessRole: { id: current, name: roleName(current) } };
  }
  await recordAudit({
    event: 'invitation-accepted',
    userId: user.id,
    userEmail: user.email,
    businessId: business.id,
    detail: `${user.email} joined as ${roleName(roleId)}`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  return { id: business.id, name: business.name, businessRole: { id: roleId, name: roleName(roleId) } };
}

/** Decline an invitation: it is removed, and the business's log says so. */
export async function declineInvitation(ctx: UserRequestContext, id: string): Promise<{ ok: true }> {
  const user = ctx.caller.user;
  const invitation = await pendingById(ctx, id);
  const removed = await invitationRepository(getDb()).deleteInvitation(
    invitation.businessId,
    invitation.email,
    invitation.id,
  );
  if (!removed) throw new NotFoundError(INVITATION_GONE);
  await recordAudit({
    event: 'invitation-declined',
    userId: user.id,
    userEmail: user.email,
    businessId: invitation.businessId,
    detail: `by ${user.email}`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  return { ok: true };
}
