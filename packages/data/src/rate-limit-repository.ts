import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import { ttlFromMs } from './db';
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

    /** A window's count so far (0 when nothing was counted). */
    async getRateCount(limit: string, subject: string, windowStartMs: number): Promise<number> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.rateLimit(limit, subject, windowStartMs) }),
      );
      return Number(out.Item?.count ?? 0);
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
