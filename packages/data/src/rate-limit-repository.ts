import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import { ttlFromMs, sendConditional } from './db';
import { keys } from './keys';

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
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
