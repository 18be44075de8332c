import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { deleteKeys } from './batch';
import { isConditionFailed, ttlFromMs, type Db } from './db';
import { queryAll } from './paging';
import { keys, prefixes } from './keys';

/** A signed-in session. The bearer token itself is never stored, only its SHA-256 hash. */
export const SessionItem = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  deviceId: z.nullable(z.string()),
  businessId: z.nullable(z.string()),
  createdAt: z.string(),
  /** Epoch ms after which the session is idle-expired; moved forward by activity. */
  expiresAt: z.number(),
  /** Epoch ms of the last time activity moved `expiresAt`. */
  touchedAt: z.number(),
  /** A support session made by admin login (SPEC §2 Admin login). */
  support: z._default(z.boolean(), false),
});
export type SessionItem = z.infer<typeof SessionItem>;

/**
 * Sessions (ACCESS_PATTERNS.md: getSessionByTokenHash, putSession, touchSession,
 * deleteSession, listSessionsOfUser, deleteSessions, endSessionsOfUser). Items carry a TTL so DynamoDB removes them
 * after they expire.
 */
export function sessionRepository(db: Db) {
  const repo = {
    async getSessionByTokenHash(tokenHash: string): Promise<SessionItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.session(tokenHash) }));
      return out.Item ? SessionItem.parse(out.Item) : null;
    },

    async putSession(session: SessionItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.session(session.tokenHash),
            ...keys.sessionOfUser(session.userId, session.createdAt, session.tokenHash),
            entity: 'session',
            version: 1,
            ...session,
            ttl: ttlFromMs(session.expiresAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** Move the idle expiry forward; a no-op if the session has gone meanwhile. */
    async touchSession(tokenHash: string, touchedAt: number, expiresAt: number): Promise<void> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: keys.session(tokenHash),
            UpdateExpression: 'SET expiresAt = :e, touchedAt = :t, #ttl = :ttl',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':e': expiresAt, ':t': touchedAt, ':ttl': ttlFromMs(expiresAt) },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /** Bind a session to a business, or to none (its business was deleted); a no-op if the session has gone. */
    async setSessionBusiness(tokenHash: string, businessId: string | null): Promise<void> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: keys.session(tokenHash),
            UpdateExpression: 'SET businessId = :b',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':b': businessId },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: keys.session(tokenHash) }));
    },

    /** Every session of a user, expired or not (to end them on password change or deletion). */
    async listSessionsOfUser(userId: string): Promise<SessionItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: { ':pk': keys.sessionOfUser(userId, '', '').gsi1pk, ':sk': prefixes.session },
        },
        (item) => SessionItem.parse(item),
      );
    },

    /** Delete several sessions at once (BatchWriteItem, 25 a call, unprocessed ones retried). */
    async deleteSessions(tokenHashes: readonly string[]): Promise<void> {
      await deleteKeys(
        db,
        tokenHashes.map((h) => keys.session(h)),
      );
    },

    /**
     * End every session of a user but the one whose hash is `keepTokenHash` (password change keeps
     * the caller's; a reset or an account deletion keeps none). Returns how many ended.
     */
    async endSessionsOfUser(userId: string, keepTokenHash: string | null = null): Promise<number> {
      const hashes = (await repo.listSessionsOfUser(userId)).map((s) => s.tokenHash).filter((h) => h !== keepTokenHash);
      await repo.deleteSessions(hashes);
      return hashes.length;
    },
  };
  return repo;
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
