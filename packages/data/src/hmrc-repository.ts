import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ttlFromMs, type Db, sendConditional } from './db';
import { keys } from './keys';

/**
 * A business's HMRC authority: the OAuth tokens, sealed by a token cipher (envelope
 * encryption, never stored in the clear), and a version that makes refreshes conditional.
 */
export const HmrcLinkItem = z.object({
  businessId: z.string(),
  /** The encrypted token blob (`TokenCipher.encrypt` of the tokens' JSON). */
  tokens: z.string(),
  /** Bumped on every write; a refresh writes only if it is unchanged since it was read. */
  version: z.number().check(z.int()),
  /**
   * The caller refreshing this version's tokens (HMRC's refresh token is single use, so only one
   * may): its lease id, and the epoch ms at which the lease lapses if that caller never finishes.
   */
  refreshLeaseId: z.optional(z.string()),
  refreshLeaseUntil: z.optional(z.number()),
  /** Who signed in to HMRC, and when. */
  linkedBy: z.string(),
  linkedAt: z.string(),
  updatedAt: z.string(),
});
export type HmrcLinkItem = z.infer<typeof HmrcLinkItem>;

/** A pending HMRC sign-in: the SHA-256 of the `state` sent to HMRC, bound to a session. */
export const HmrcStateItem = z.object({
  businessId: z.string(),
  stateHash: z.string(),
  /** SHA-256 of the session token that asked for the sign-in (the state works only for it). */
  sessionHash: z.string(),
  userId: z.string(),
  returnName: z.nullable(z.string()),
  createdAt: z.string(),
  /** Epoch ms after which the state no longer works. */
  expiresAt: z.number(),
});
export type HmrcStateItem = z.infer<typeof HmrcStateItem>;

/** What the product keeps about a business's VAT filing besides the tokens. */
export const HmrcSettingsItem = z.object({
  businessId: z.string(),
  /** The VRN the user confirmed (SetVrn); confirmed while it equals the business's VRN. */
  confirmedVrn: z._default(z.nullable(z.string()), null),
  /** VAT mode (ACCOUNTING 1, BRIDGING 2) and declaration (BUSINESS 1, AGENT 2), set when filing. */
  mode: z._default(z.nullable(z.number().check(z.int())), null),
  declaration: z._default(z.nullable(z.number().check(z.int())), null),
  updatedAt: z.string(),
});
export type HmrcSettingsItem = z.infer<typeof HmrcSettingsItem>;

/**
 * HMRC authority, pending sign-ins and VAT settings of a business (ACCESS_PATTERNS.md
 * "hmrcRepository"). All live in the `BUS#<id>` partition, so deleting the business removes them.
 */
export function hmrcRepository(db: Db) {
  return {
    async getHmrcLink(businessId: string): Promise<HmrcLinkItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.hmrcLink(businessId), ConsistentRead: true }),
      );
      return out.Item ? HmrcLinkItem.parse(out.Item) : null;
    },

    /**
     * Store tokens from a new sign-in, replacing any earlier ones (the version keeps counting, and
     * a refresh of the old tokens still under way loses its lease and cannot store its result).
     */
    async putHmrcLink(link: Omit<HmrcLinkItem, 'version' | 'refreshLeaseId' | 'refreshLeaseUntil'>): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: keys.hmrcLink(link.businessId),
          UpdateExpression:
            'SET entity = :e, businessId = :b, tokens = :t, linkedBy = :by, linkedAt = :at, updatedAt = :u, gsi1pk = :g1, gsi1sk = :g1s ADD version :one REMOVE refreshLeaseId, refreshLeaseUntil',
          ExpressionAttributeValues: {
            ':g1': keys.hmrcLinked(link.businessId).gsi1pk,
            ':g1s': keys.hmrcLinked(link.businessId).gsi1sk,
            ':e': 'hmrc-link',
            ':b': link.businessId,
            ':t': link.tokens,
            ':by': link.linkedBy,
            ':at': link.linkedAt,
            ':u': link.updatedAt,
            ':one': 1,
          },
        }),
      );
    },

    /**
     * Become the one caller that refreshes the tokens stored at `version`: true when nobody wrote
     * since and no other caller's lease runs past `nowMs`; the lease lapses at `leaseUntil`.
     */
    async claimHmrcRefresh(
      businessId: string,
      version: number,
      lease: { id: string; until: number },
      nowMs: number,
    ): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.hmrcLink(businessId),
          UpdateExpression: 'SET refreshLeaseId = :id, refreshLeaseUntil = :until',
          ConditionExpression:
            'version = :v AND (attribute_not_exists(refreshLeaseUntil) OR refreshLeaseUntil <= :now)',
          ExpressionAttributeValues: { ':id': lease.id, ':until': lease.until, ':v': version, ':now': nowMs },
        }),
      );
    },

    /** End a refresh lease that brought no new tokens (a no-op once another caller holds it). */
    async releaseHmrcRefresh(businessId: string, leaseId: string): Promise<void> {
      await sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.hmrcLink(businessId),
          UpdateExpression: 'REMOVE refreshLeaseId, refreshLeaseUntil',
          ConditionExpression: 'refreshLeaseId = :id',
          ExpressionAttributeValues: { ':id': leaseId },
        }),
      );
    },

    /**
     * Store refreshed tokens if nobody wrote since `version` was read (ending the refresh lease);
     * false when someone did.
     */
    async replaceHmrcTokens(businessId: string, tokens: string, version: number, updatedAt: string): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.hmrcLink(businessId),
          // The index entry too, so a link saved before the index existed is listed after its next refresh.
          UpdateExpression:
            'SET tokens = :t, updatedAt = :u, version = :next, gsi1pk = :g1, gsi1sk = :g1s REMOVE refreshLeaseId, refreshLeaseUntil',
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: {
            ':t': tokens,
            ':u': updatedAt,
            ':v': version,
            ':next': version + 1,
            ':g1': keys.hmrcLinked(businessId).gsi1pk,
            ':g1s': keys.hmrcLinked(businessId).gsi1sk,
          },
        }),
      );
    },

    /**
     * Forget the tokens after HMRC refused the refresh of the caller holding lease `leaseId` on
     * `version`; false (nothing deleted) when a new sign-in or another caller's refresh came first.
     */
    async deleteHmrcLink(businessId: string, version: number, leaseId: string): Promise<boolean> {
      return sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: keys.hmrcLink(businessId),
          ConditionExpression: 'version = :v AND refreshLeaseId = :id',
          ExpressionAttributeValues: { ':v': version, ':id': leaseId },
        }),
      );
    },

    async putHmrcState(state: HmrcStateItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.hmrcState(state.businessId, state.stateHash),
            entity: 'hmrc-state',
            version: 1,
            ...state,
            ttl: ttlFromMs(state.expiresAt),
          },
        }),
      );
    },

    /** Use a pending sign-in up (atomic delete) and return it; null when unknown or already used. */
    async consumeHmrcState(businessId: string, stateHash: string): Promise<HmrcStateItem | null> {
      const out = await db.doc.send(
        new DeleteCommand({
          TableName: db.table,
          Key: keys.hmrcState(businessId, stateHash),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return out.Attributes ? HmrcStateItem.parse(out.Attributes) : null;
    },

    async getHmrcSettings(businessId: string): Promise<HmrcSettingsItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.hmrcSettings(businessId) }));
      return out.Item ? HmrcSettingsItem.parse(out.Item) : null;
    },

    /** Set some of the settings, creating the item when missing. */
    async updateHmrcSettings(
      businessId: string,
      changes: Partial<Pick<HmrcSettingsItem, 'confirmedVrn' | 'mode' | 'declaration'>>,
      updatedAt: string,
    ): Promise<void> {
      const values: Record<string, unknown> = { ':e': 'hmrc-settings', ':b': businessId, ':u': updatedAt };
      const names: Record<string, string> = {};
      const sets = ['entity = :e', 'businessId = :b', 'updatedAt = :u'];
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        // `mode` is a DynamoDB reserved word: every field goes through a name placeholder.
        sets.push(`#${name} = :${name}`);
        names[`#${name}`] = name;
        values[`:${name}`] = value;
      }
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: keys.hmrcSettings(businessId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
        }),
      );
    },
  };
}
export type HmrcRepository = ReturnType<typeof hmrcRepository>;
