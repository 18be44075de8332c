import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Db } from './db';
import { ttlFromMs, sendConditional } from './db';
import { keys } from './keys';

/** Failed sign-ins of one account from one device and address (decision 0055). */
export const SignInBackoffItem = z.object({
  /** Failures counted since the last success (or since they were forgotten). */
  failures: z.number().check(z.int(), z.nonnegative()),
  /** Epoch ms before which this device may not try the account's password again; 0 when free. */
  blockedUntil: z.number(),
  /** Epoch ms of the latest failure, 0 when none. */
  lastFailureAt: z.number(),
  /** Epoch ms of the latest right password from this device, null when none. */
  succeededAt: z.nullable(z.number()),
  /** Raised by every write: a write names the version it read, so two attempts cannot both pass one reading. */
  version: z.number().check(z.int()),
  /** Epoch seconds after which DynamoDB may remove the item. */
  ttl: z.number(),
});
export type SignInBackoffItem = z.infer<typeof SignInBackoffItem>;

/**
 * Fixed-window counters for abuse limits (ACCESS_PATTERNS.md "rateLimitRepository", decision
 * 0011). One item per limit, subject and window; an atomic ADD counts, and the TTL removes the
 * item once its window has passed.
 */
export function rateLimitRepository(db: Db) {
  return {
    /** Add one to a window's count and return the new count. */
    async addRateHit(limit: string, subject: string, windowStartMs: number, windowEndMs: number): Promise<number> {
      const out = await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: keys.rateLimit(limit, subject, windowStartMs),
          UpdateExpression: 'ADD #count :one SET #ttl = :ttl, entity = :entity',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': ttlFromMs(windowEndMs), ':entity': 'rate-limit' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(out.Attributes?.count ?? 0);
    },

    /**
     * Add one to a window's count only while it is below `max`, in the same write that reads it,
     * so requests arriving together cannot all pass one reading of the count. False when full.
     */
    async reserveRateSlot(
      limit: string,
      subject: string,
      windowStartMs: number,
      windowEndMs: number,
      max: number,
    ): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.rateLimit(limit, subject, windowStartMs),
          UpdateExpression: 'ADD #count :one SET #ttl = :ttl, entity = :entity',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': max,
            ':ttl': ttlFromMs(windowEndMs),
            ':entity': 'rate-limit',
          },
        }),
      );
    },

    /**
     * Take one off a window's count (a reserved slot given back). Never below zero, and never
     * makes an item the TTL has already removed.
     */
    async releaseRateSlot(limit: string, subject: string, windowStartMs: number): Promise<void> {
      await sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.rateLimit(limit, subject, windowStartMs),
          UpdateExpression: 'ADD #count :minusOne',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      );
    },

    /**
     * Add one to a window's count while it is below `ceiling`, or over it once `pacedUntil` of the
     * previous attempt has passed; every attempt sets the next `pacedUntil`. So past the ceiling
     * attempts go through one per pace, however many arrive (decision 0055).
     */
    async reservePacedSlot(
      limit: string,
      subject: string,
      window: { startMs: number; endMs: number },
      ceiling: number,
      nowMs: number,
      paceMs: number,
    ): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: keys.rateLimit(limit, subject, window.startMs),
          UpdateExpression: 'ADD #count :one SET #ttl = :ttl, entity = :entity, pacedUntil = :paced',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max OR pacedUntil <= :now',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': ceiling,
            ':now': nowMs,
            ':paced': nowMs + paceMs,
            ':ttl': ttlFromMs(window.endMs),
            ':entity': 'rate-limit',
          },
        }),
      );
    },

    /** The back-off of one account from one device and address (consistent read). */
    async getSignInBackoff(subject: string): Promise<SignInBackoffItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.signInBackoff(subject), ConsistentRead: true }),
      );
      return out.Item ? SignInBackoffItem.parse(out.Item) : null;
    },

    /**
     * Replace a back-off when it is still at the version read (`readVersion`, null when there was
     * none); false when another attempt wrote first.
     */
    async putSignInBackoff(subject: string, item: SignInBackoffItem, readVersion: number | null): Promise<boolean> {
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: { ...keys.signInBackoff(subject), entity: 'sign-in-backoff', ...item },
          ConditionExpression: readVersion === null ? 'attribute_not_exists(pk)' : 'version = :v',
          ...(readVersion === null ? {} : { ExpressionAttributeValues: { ':v': readVersion } }),
        }),
      );
    },

    /**
     * Note a failed sign-in at an address with no account in one of 64 fixed items (by the
     * address's hash), overwriting the previous one. It is the write a failed sign-in of an
     * account makes to its audit log, so both failures take as long, and it grows nothing.
     */
    async recordUnknownSignIn(bucket: number, entry: { at: string; ipAddress: string }): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...keys.unknownSignIn(bucket % 64), entity: 'unknown-sign-in', ...entry },
        }),
      );
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
