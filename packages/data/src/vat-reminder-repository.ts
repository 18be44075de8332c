import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ttlFromMs, type Db, sendConditional } from './db';
import { queryAll } from './paging';
import { keys } from './keys';

/** Who gets a business's VAT reminders (SPEC §3 "VAT reminder settings"). */
export const VatReminderSettingsItem = z.object({
  businessId: z.string(),
  enableAdministratorReminders: z.boolean(),
  enableSharedAccessReminders: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type VatReminderSettingsItem = z.infer<typeof VatReminderSettingsItem>;

/** Before anyone saves them: administrators are reminded, shared-access users are not. */
export const DEFAULT_VAT_REMINDER_SETTINGS = {
  enableAdministratorReminders: true,
  enableSharedAccessReminders: false,
} as const;

/** A reminder claimed (and then sent) for one obligation, threshold and recipient. */
export const VatReminderSentItem = z.object({
  businessId: z.string(),
  periodKey: z.string(),
  daysBefore: z.number().check(z.int()),
  userId: z.string(),
  due: z.string(),
  sentAt: z.string(),
});
export type VatReminderSentItem = z.infer<typeof VatReminderSentItem>;

/** The link of a reminder e-mail that turns off all of a user's reminders (only its hash is kept). */
export const VatReminderLinkItem = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  /** Epoch ms after which the link no longer works. */
  expiresAt: z.number(),
});
export type VatReminderLinkItem = z.infer<typeof VatReminderLinkItem>;

/**
 * VAT reminders (ACCESS_PATTERNS.md "vatReminderRepository"): a business's settings and the
 * reminders already sent live in its `BUS#<id>` partition (a business deletion removes them); a
 * user's "all reminders off" mark in `USER#<id>`; the disable links by the SHA-256 of their id.
 * The daily job finds the businesses linked to HMRC through the sparse GSI1 entry that
 * `hmrcRepository.putHmrcLink` writes on the link item (gone with the link).
 */
export function vatReminderRepository(db: Db) {
  return {
    async getVatReminderSettings(businessId: string): Promise<VatReminderSettingsItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.vatReminderSettings(businessId) }));
      return out.Item ? VatReminderSettingsItem.parse(out.Item) : null;
    },

    async putVatReminderSettings(settings: VatReminderSettingsItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...keys.vatReminderSettings(settings.businessId), entity: 'vat-reminder-settings', ...settings },
        }),
      );
    },

    /** Ids of every business with an HMRC link (the daily job only: one GSI1 partition, paged). */
    async listHmrcLinkedBusinessIds(): Promise<string[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.hmrcLinked('').gsi1pk },
          ProjectionExpression: 'businessId',
        },
        (item) => z.object({ businessId: z.string() }).parse(item).businessId,
      );
    },

    /**
     * Claim a reminder before sending it: true when this call wrote the record, false when it
     * was already there (sent earlier, or by a run racing this one). Kept 120 days after it was
     * sent, well past the due date (reminders go at most 14 days ahead).
     */
    async claimVatReminder(sent: VatReminderSentItem): Promise<boolean> {
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.vatReminderSent(sent.businessId, sent.periodKey, sent.daysBefore, sent.userId),
            entity: 'vat-reminder-sent',
            ...sent,
            ttl: ttlFromMs(Date.parse(sent.sentAt) + 120 * 86_400_000),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** Give a claim back when the e-mail could not be sent (the next run tries again). */
    async releaseVatReminder(businessId: string, periodKey: string, daysBefore: number, userId: string): Promise<void> {
      await db.doc.send(
        new DeleteCommand({
          TableName: db.table,
          Key: keys.vatReminderSent(businessId, periodKey, daysBefore, userId),
        }),
      );
    },

    async putVatReminderLink(link: VatReminderLinkItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.vatReminderLink(link.tokenHash),
            entity: 'vat-reminder-link',
            ...link,
            ttl: ttlFromMs(link.expiresAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** The link's item when it exists and has not expired, else null. */
    async getVatReminderLink(tokenHash: string, nowMs: number): Promise<VatReminderLinkItem | null> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.vatReminderLink(tokenHash) }));
      if (!out.Item) return null;
      const link = VatReminderLinkItem.parse(out.Item);
      return link.expiresAt > nowMs ? link : null;
    },

    /** Turn off every VAT reminder of a user (the e-mail's link); idempotent. */
    async disableVatRemindersOfUser(userId: string, at: string): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...keys.vatRemindersOff(userId), entity: 'vat-reminders-off', userId, disabledAt: at },
        }),
      );
    },

    /** Turn a user's VAT reminders back on (their choice on the VAT Reminders screen); idempotent. */
    async enableVatRemindersOfUser(userId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: keys.vatRemindersOff(userId) }));
    },

    async vatRemindersDisabled(userId: string): Promise<boolean> {
      const out = await db.doc.send(new GetCommand({ TableName: db.table, Key: keys.vatRemindersOff(userId) }));
      return out.Item !== undefined;
    },
  };
}
export type VatReminderRepository = ReturnType<typeof vatReminderRepository>;
