import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  AffiliateCardItem,
  AffiliatePublishedItem,
  AFFILIATE_STAT_FIELDS,
  type AffiliateStatField,
  type AffiliateStats,
} from './affiliate-item';
import { sendConditional, ttlFromMs, type Db } from './db';
import { affiliateKeys } from './keys';
import { queryAll } from './paging';

/** The directory is small (hundreds to a few thousand); past this the list stops reading. */
export const AFFILIATE_DIRECTORY_MAX = 5000;

/**
 * What the public directory reads and counts (decision 0061, ACCESS_PATTERNS.md
 * "affiliateDirectoryRepository"): the cards, a published profile by its slug, the counters, and
 * the day's visitor marks and salt that keep a visitor from being counted twice in a day.
 */
export function affiliateDirectoryRepository(db: Db) {
  const get = async (key: { pk: string; sk: string }, consistent = false) =>
    (await db.doc.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: consistent }))).Item;
  return {
    /** Every card of the directory (one bounded Query of the sparse index). */
    async listDirectory(): Promise<AffiliateCardItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': affiliateKeys.directoryIndex },
        },
        (i) => AffiliateCardItem.parse(i),
        AFFILIATE_DIRECTORY_MAX,
      );
    },

    /** The published profile at a slug, or null (unknown, withdrawn, or the slug of a change not yet approved). */
    async getPublishedBySlug(slug: string): Promise<AffiliatePublishedItem | null> {
      const claim = await get(affiliateKeys.slug(slug));
      if (!claim) return null;
      const item = await get(affiliateKeys.published(String(claim['businessId'])));
      const published = item ? AffiliatePublishedItem.parse(item) : null;
      return published?.slug === slug ? published : null;
    },

    async getStats(businessId: string): Promise<AffiliateStats> {
      const item = (await get(affiliateKeys.stats(businessId), true)) ?? {};
      return Object.fromEntries(AFFILIATE_STAT_FIELDS.map((f) => [f, Number(item[f] ?? 0)])) as AffiliateStats;
    },

    /**
     * Add one to a counter of a published profile. The counters item exists only while the
     * profile is published, so a count arriving after a withdrawal changes nothing.
     */
    async addStat(businessId: string, field: AffiliateStatField): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: affiliateKeys.stats(businessId),
          UpdateExpression: 'ADD #f :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#f': field },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    },

    /**
     * Mark a visitor (a salted hash) as seen today for one profile and kind; false when it was
     * already marked, so the caller counts only the first. The TTL ends it with the day.
     */
    async markVisit(day: string, visitorHash: string, expiresAtMs: number): Promise<boolean> {
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: { ...affiliateKeys.visit(day, visitorHash), entity: 'affiliateVisit', ttl: ttlFromMs(expiresAtMs) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async getDaySalt(day: string): Promise<string | null> {
      const item = await get(affiliateKeys.daySalt(day), true);
      return item ? String(item['salt']) : null;
    },

    /** Store the day's salt unless another function stored one first; answers the one kept. */
    async putDaySalt(day: string, salt: string, expiresAtMs: number): Promise<string> {
      const put = await sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: { ...affiliateKeys.daySalt(day), entity: 'affiliateSalt', salt, ttl: ttlFromMs(expiresAtMs) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      if (put) return salt;
      const kept = await get(affiliateKeys.daySalt(day), true);
      return kept ? String(kept['salt']) : salt;
    },

    /** Remove a past day's salt at once rather than when its TTL comes round. */
    async deleteDaySalt(day: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: affiliateKeys.daySalt(day) }));
    },
  };
}
export type AffiliateDirectoryRepository = ReturnType<typeof affiliateDirectoryRepository>;
