import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Db } from './db';
import { keys, prefixes } from './keys';

export const BannerItem = z.object({
  id: z.string(),
  messageHtml: z.string(),
  canClear: z.boolean(),
  colorId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  createdAt: z.string(),
});
export type BannerItem = z.infer<typeof BannerItem>;

/**
 * Banner messages, managed by operators (`npm run banner`), and which ones each user cleared
 * (ACCESS_PATTERNS.md: listBanners, getBanner, putBanner, deleteBanner, listClearedBannerIds, clearBanner).
 * Banners share one small partition: operators keep a handful at a time.
 */
export function bannerRepository(db: Db) {
  return {
    async listBanners(): Promise<BannerItem[]> {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': keys.banner('').pk, ':sk': prefixes.banner },
          Limit: 100,
        }),
      );
      return (out.Items ?? []).map((i) => BannerItem.parse(i)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async getBanner(bannerId: string): Promise<BannerItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.banner(bannerId) }));
      return out.Item ? BannerItem.parse(out.Item) : null;
    },

    async putBanner(banner: BannerItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...keys.banner(banner.id), entity: 'banner', version: 1, ...banner },
        }),
      );
    },

    /** Returns whether a banner was there to delete. */
    async deleteBanner(bannerId: string): Promise<boolean> {
      const out = await db.doc.send(
        new DeleteCommand({ TableName: db.table, Key: keys.banner(bannerId), ReturnValues: 'ALL_OLD' }),
      );
      return out.Attributes !== undefined;
    },

    async listClearedBannerIds(userId: string): Promise<Set<string>> {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': keys.bannerCleared(userId, '').pk, ':sk': prefixes.bannerCleared },
          ProjectionExpression: 'bannerId',
        }),
      );
      return new Set((out.Items ?? []).map((i) => String(i.bannerId)));
    },

    async clearBanner(userId: string, bannerId: string, at: string): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.bannerCleared(userId, bannerId),
            entity: 'bannerCleared',
            version: 1,
            bannerId,
            clearedAt: at,
          },
        }),
      );
    },
  };
}
export type BannerRepository = ReturnType<typeof bannerRepository>;
