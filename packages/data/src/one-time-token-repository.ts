import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { deleteKeys } from './batch';
import { isConditionFailed, ttlFromMs, type Db } from './db';
import { queryAll } from './paging';
import { keys, prefixes } from './keys';

export const ONE_TIME_TOKEN_KINDS = ['verify-email', 'email-change', 'password-reset', 'support'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** A one-time token sent by e-mail or shown once. Only its SHA-256 hash is stored. */
export const OneTimeTokenItem = z.object({
  tokenHash: z.string(),
  kind: z.enum(ONE_TIME_TOKEN_KINDS),
  userId: z.string(),
  /** The address the token was sent to (for an e-mail change: the new address). */
  email: z.nullable(z.string()),
  createdAt: z.string(),
  /** Epoch ms after which the token no longer works. */
  expiresAt: z.number(),
});
export type OneTimeTokenItem = z.infer<typeof OneTimeTokenItem>;

/**
 * One-time tokens (ACCESS_PATTERNS.md "oneTimeTokenRepository"): looked up by hash, listed per
 * user and kind through GSI1 so a new token can supersede the old ones, and used up by a
 * conditional delete so two requests cannot both use one token.
 */
export function oneTimeTokenRepository(db: Db) {
  return {
    async putOneTimeToken(token: OneTimeTokenItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.oneTimeToken(token.tokenHash),
            ...keys.oneTimeTokenOfUser(token.userId, token.kind, token.createdAt, token.tokenHash),
            entity: 'one-time-token',
            version: 1,
            ...token,
            ttl: ttlFromMs(token.expiresAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** A token of the kind that has not expired, or null. */
    async getOneTimeToken(tokenHash: string, kind: OneTimeTokenKind, nowMs: number): Promise<OneTimeTokenItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.oneTimeToken(tokenHash), ConsistentRead: true }),
      );
      if (!out.Item) return null;
      const item = OneTimeTokenItem.parse(out.Item);
      return item.kind === kind && item.expiresAt > nowMs ? item : null;
    },

    /**
     * Use a token up: delete it if it exists, is of this kind and has not expired, and return
     * it; null otherwise. Atomic, so a token works once however many requests race for it.
     */
    async consumeOneTimeToken(
      tokenHash: string,
      kind: OneTimeTokenKind,
      nowMs: number,
    ): Promise<OneTimeTokenItem | null> {
      try {
        const out = await db.doc.send(
          new DeleteCommand({
            TableName: db.table,
            Key: keys.oneTimeToken(tokenHash),
            ConditionExpression: 'attribute_exists(pk) AND kind = :k AND expiresAt > :now',
            ExpressionAttributeValues: { ':k': kind, ':now': nowMs },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return out.Attributes ? OneTimeTokenItem.parse(out.Attributes) : null;
      } catch (err) {
        if (isConditionFailed(err)) return null;
        throw err;
      }
    },

    /** A user's tokens, of one kind or of every kind. */
    async listOneTimeTokensOfUser(userId: string, kind?: OneTimeTokenKind): Promise<OneTimeTokenItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: {
            ':pk': keys.oneTimeTokenOfUser(userId, '', '', '').gsi1pk,
            ':sk': kind ? `${prefixes.oneTimeToken}${kind}#` : prefixes.oneTimeToken,
          },
        },
        (item) => OneTimeTokenItem.parse(item),
      );
    },

    async deleteOneTimeTokens(tokenHashes: readonly string[]): Promise<void> {
      await deleteKeys(
        db,
        tokenHashes.map((h) => keys.oneTimeToken(h)),
      );
    },
  };
}
export type OneTimeTokenRepository = ReturnType<typeof oneTimeTokenRepository>;
