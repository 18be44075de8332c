import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { memberRecord, type MemberItem } from './business-repository';
import { sendConditional, ttlFromMs, type Db } from './db';
import { keys, prefixes } from './keys';
import { queryAll } from './paging';

/**
 * A pending invitation to a business (decision 0050): one per business and invited address, kept
 * until it is accepted, declined or withdrawn, or its TTL removes it after it expires.
 */
export const InvitationItem = z.object({
  id: z.string(),
  businessId: z.string(),
  /** The invited address, lower case: only a signed-in user with this verified address may answer. */
  email: z.string(),
  roleId: z.number().check(z.int()),
  invitedByUserId: z.string(),
  /** The inviter's name when they invited, for the recipient's list. */
  invitedByName: z.string(),
  createdAt: z.string(),
  /** Epoch milliseconds; after it the invitation is treated as gone even before the TTL removes it. */
  expiresAt: z.number().check(z.int()),
});
export type InvitationItem = z.infer<typeof InvitationItem>;

/** What accepting did: joined, nothing (the invitation was gone or expired), or already a member. */
export type AcceptOutcome = 'accepted' | 'gone' | 'member';

function invitationRecord(invitation: InvitationItem): Record<string, unknown> {
  return {
    ...keys.invitation(invitation.businessId, invitation.email),
    ...keys.invitationOfInvitee(invitation.email, invitation.businessId),
    entity: 'invitation',
    ttl: ttlFromMs(invitation.expiresAt),
    ...invitation,
  };
}

/**
 * Why a TransactWriteItems was cancelled, item by item (0: the invitation, 1: the membership):
 * `ConditionalCheckFailed`, `TransactionConflict` (another accept of it in flight) or `None`.
 */
function cancellationCodes(err: unknown): string[] | null {
  if (!(err instanceof Error) || err.name !== 'TransactionCanceledException') return null;
  const reasons = (err as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

/** Invitations to share a business (ACCESS_PATTERNS.md "invitationRepository"). */
export function invitationRepository(db: Db) {
  return {
    /** Invite an address, replacing a pending invitation of the same business to it. */
    async putInvitation(invitation: InvitationItem): Promise<void> {
      await db.doc.send(new PutCommand({ TableName: db.table, Item: invitationRecord(invitation) }));
    },

    async getInvitation(businessId: string, email: string): Promise<InvitationItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.invitation(businessId, email), ConsistentRead: true }),
      );
      return out.Item ? InvitationItem.parse(out.Item) : null;
    },

    /** A business's invitations, expired ones included (the caller leaves those out). */
    async listInvitationsOfBusiness(businessId: string): Promise<InvitationItem[]> {
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': keys.business(businessId).pk, ':sk': prefixes.invitation },
        },
        (item) => InvitationItem.parse(item),
      );
    },

    /** Every invitation sent to an address, by any business. */
    async listInvitationsForEmail(email: string): Promise<InvitationItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: {
            ':pk': keys.invitationOfInvitee(email, '').gsi1pk,
            ':sk': prefixes.invitation,
          },
        },
        (item) => InvitationItem.parse(item),
      );
    },

    /** Remove one invitation, only if it is still the one with this id; false when it was not. */
    async deleteInvitation(businessId: string, email: string, id: string): Promise<boolean> {
      return sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: keys.invitation(businessId, email),
          ConditionExpression: 'id = :id',
          ExpressionAttributeValues: { ':id': id },
        }),
      );
    },

    /**
     * Turn an invitation into a membership in one TransactWriteItems: the invitation goes only if
     * it is still this one and not expired, and the membership is made only if none exists, so
     * accepting twice, after a withdrawal or after expiry makes nothing.
     */
    async acceptInvitation(invitation: InvitationItem, member: MemberItem, nowMs: number): Promise<AcceptOutcome> {
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: db.table,
                  Key: keys.invitation(invitation.businessId, invitation.email),
                  ConditionExpression: 'id = :id AND expiresAt > :now',
                  ExpressionAttributeValues: { ':id': invitation.id, ':now': nowMs },
                },
              },
              {
                Put: {
                  TableName: db.table,
                  Item: memberRecord(member),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'accepted';
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[0] === 'ConditionalCheckFailed') return 'gone';
        if (codes[1] === 'ConditionalCheckFailed') return 'member';
        // Two accepts of one invitation at once: the other one is making the membership.
        if (codes.includes('TransactionConflict')) return 'gone';
        throw err;
      }
    },
  };
}
export type InvitationRepository = ReturnType<typeof invitationRepository>;
