import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { type Db, sendConditional } from './db';
import { itsaKeys } from './keys';
import { queryAll } from './paging';

/** What the business told the app for Income Tax: the owner's NINO and HMRC's self-employment business. */
export const ItsaSettingsItem = z.object({
  businessId: z.string(),
  nino: z._default(z.nullable(z.string()), null),
  /** HMRC's business id (`XAIS…`), not ours. */
  hmrcBusinessId: z._default(z.nullable(z.string()), null),
  tradingName: z._default(z.nullable(z.string()), null),
  commencementDate: z._default(z.nullable(z.string()), null),
  quarterType: z._default(z.enum(['standard', 'calendar']), 'standard'),
  /** Days before an Income Tax due date the reminder goes; null for none. */
  reminderDays: z._default(z.nullable(z.number().check(z.int())), null),
  updatedAt: z.string(),
});
export type ItsaSettingsItem = z.infer<typeof ItsaSettingsItem>;

const ItsaSource = z.object({ categoryId: z.string(), name: z.string(), amount: z.number().check(z.int()) });
/** One field of an update as sent, in pence, with the categories behind it. */
export const ItsaFieldItem = z.object({
  group: z.enum(['periodIncome', 'periodExpenses', 'periodDisallowableExpenses']),
  name: z.string(),
  label: z.string(),
  box: z.number().check(z.int()),
  amount: z.number().check(z.int()),
  categories: z.array(ItsaSource),
});

/** A quarterly update sent to HMRC, kept for ever as its receipt. */
export const ItsaReceiptItem = z.object({
  id: z.string(),
  businessId: z.string(),
  taxYear: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  consolidated: z.boolean(),
  amendment: z.boolean(),
  /** The exact JSON body sent. */
  sent: z.record(z.string(), z.unknown()),
  fields: z.array(ItsaFieldItem),
  submittedAt: z.string(),
  submittedBy: z.string(),
  submittedByUserId: z.string(),
  correlationId: z.nullable(z.string()),
  calculationId: z.nullable(z.string()),
  calculationProblem: z.nullable(z.string()),
  nino: z.string(),
  hmrcBusinessId: z.string(),
  tradingName: z.nullable(z.string()),
  /** Confirmed by reading HMRC's summary back after an uncertain answer. */
  reconciled: z.boolean(),
});
export type ItsaReceiptItem = z.infer<typeof ItsaReceiptItem>;

/** One press of Send, by the SHA-256 of its idempotency key: `pending` until `leaseUntil`, then `sent`. */
export const ItsaAttemptItem = z.object({
  businessId: z.string(),
  keyHash: z.string(),
  taxYear: z.string(),
  periodEnd: z.string(),
  state: z.enum(['pending', 'sent']),
  receiptId: z.nullable(z.string()),
  leaseUntil: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItsaAttemptItem = z.infer<typeof ItsaAttemptItem>;

/** Attributes of the year item naming each period's latest receipt: `period:<periodEnd>`. */
const PERIOD_ATTRIBUTE = 'period:';

/** A tax year of a business: the in-flight update's guard, and the latest receipt of each period sent. */
export interface ItsaYear {
  lockKeyHash: string | null;
  leaseUntil: number | null;
  /** periodEnd -> receipt id. */
  periods: Record<string, string>;
}

function parseYear(item: Record<string, unknown>): ItsaYear {
  const periods: Record<string, string> = {};
  for (const [k, v] of Object.entries(item))
    if (k.startsWith(PERIOD_ATTRIBUTE) && typeof v === 'string') periods[k.slice(PERIOD_ATTRIBUTE.length)] = v;
  return {
    lockKeyHash: typeof item['lockKeyHash'] === 'string' ? item['lockKeyHash'] : null,
    leaseUntil: typeof item['leaseUntil'] === 'number' ? item['leaseUntil'] : null,
    periods,
  };
}

/**
 * Income Tax quarterly updates of a business (ACCESS_PATTERNS.md "itsaRepository"), as the VAT
 * returns are kept (decision 0015): receipts, attempts by idempotency key, and a per-year guard
 * so two keys cannot send one year's cumulative summary at once. All in the `BUS#<id>` partition.
 */
export function itsaRepository(db: Db) {
  return {
    async getSettings(businessId: string): Promise<ItsaSettingsItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: itsaKeys.settings(businessId), ConsistentRead: true }),
      );
      return out.Item ? ItsaSettingsItem.parse(out.Item) : null;
    },

    /** Replace the settings (the person saves them whole). */
    async putSettings(item: ItsaSettingsItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...itsaKeys.settings(item.businessId), entity: 'itsa-settings', ...item },
        }),
      );
    },

    async getReceipt(businessId: string, id: string): Promise<ItsaReceiptItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: itsaKeys.receipt(businessId, id), ConsistentRead: true }),
      );
      return out.Item ? ItsaReceiptItem.parse(out.Item) : null;
    },

    /** Every receipt of the business, newest first (four or five updates a year). */
    async listReceipts(businessId: string): Promise<ItsaReceiptItem[]> {
      const items = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': itsaKeys.receipt(businessId, '').pk, ':sk': itsaKeys.receiptPrefix },
          ConsistentRead: true,
        },
        (item) => ItsaReceiptItem.parse(item),
      );
      return items.sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0));
    },

    /** Note the calculation started after an update (or why none was). */
    async setCalculation(businessId: string, id: string, calculationId: string | null, problem: string | null) {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: itsaKeys.receipt(businessId, id),
          UpdateExpression: 'SET calculationId = :c, calculationProblem = :p',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':c': calculationId, ':p': problem },
        }),
      );
    },

    async getAttempt(businessId: string, keyHash: string): Promise<ItsaAttemptItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: itsaKeys.attempt(businessId, keyHash), ConsistentRead: true }),
      );
      return out.Item ? ItsaAttemptItem.parse(out.Item) : null;
    },

    /** Start an attempt: only for a new key, or one whose pending attempt's lease ran out. */
    async claimAttempt(item: ItsaAttemptItem, nowMs: number): Promise<boolean> {
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: { ...itsaKeys.attempt(item.businessId, item.keyHash), entity: 'itsa-attempt', ...item },
          ConditionExpression: 'attribute_not_exists(pk) OR (#state = :pending AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'pending', ':now': nowMs },
        }),
      );
    },

    /** Give up a pending attempt (nothing kept): the same key may try again. Never removes a sent one. */
    async releaseAttempt(businessId: string, keyHash: string): Promise<void> {
      await sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: itsaKeys.attempt(businessId, keyHash),
          ConditionExpression: '#state = :pending',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        }),
      );
    },

    async getYear(businessId: string, taxYear: string): Promise<ItsaYear | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: itsaKeys.year(businessId, taxYear), ConsistentRead: true }),
      );
      return out.Item ? parseYear(out.Item) : null;
    },

    /** Hold the tax year for one attempt until `leaseUntil`; false while another key holds it. */
    async lockYear(businessId: string, taxYear: string, keyHash: string, leaseUntil: number, nowMs: number) {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: itsaKeys.year(businessId, taxYear),
          UpdateExpression: 'SET entity = :e, businessId = :b, taxYear = :y, lockKeyHash = :k, leaseUntil = :l',
          ConditionExpression:
            'attribute_not_exists(lockKeyHash) OR lockKeyHash = :null OR lockKeyHash = :k OR leaseUntil < :now',
          ExpressionAttributeValues: {
            ':e': 'itsa-year',
            ':b': businessId,
            ':y': taxYear,
            ':k': keyHash,
            ':l': leaseUntil,
            ':now': nowMs,
            ':null': null,
          },
        }),
      );
    },

    /** Let the year go, if this attempt still holds it. */
    async unlockYear(businessId: string, taxYear: string, keyHash: string): Promise<void> {
      await sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: itsaKeys.year(businessId, taxYear),
          UpdateExpression: 'SET lockKeyHash = :null, leaseUntil = :null',
          ConditionExpression: 'lockKeyHash = :k',
          ExpressionAttributeValues: { ':k': keyHash, ':null': null },
        }),
      );
    },

    /** Keep an update, all at once: the receipt, the attempt marked sent, the period's receipt and the year let go. */
    async recordUpdate(receipt: ItsaReceiptItem, keyHash: string): Promise<void> {
      const { businessId } = receipt;
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: db.table,
                Item: { ...itsaKeys.receipt(businessId, receipt.id), entity: 'itsa-receipt', ...receipt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: db.table,
                Key: itsaKeys.attempt(businessId, keyHash),
                UpdateExpression: 'SET #state = :sent, receiptId = :r, updatedAt = :u',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':sent': 'sent', ':r': receipt.id, ':u': receipt.submittedAt },
              },
            },
            {
              Update: {
                TableName: db.table,
                Key: itsaKeys.year(businessId, receipt.taxYear),
                UpdateExpression:
                  'SET entity = :e, businessId = :b, taxYear = :y, #period = :r, lockKeyHash = :null, leaseUntil = :null',
                ExpressionAttributeNames: { '#period': `${PERIOD_ATTRIBUTE}${receipt.periodEnd}` },
                ExpressionAttributeValues: {
                  ':e': 'itsa-year',
                  ':b': businessId,
                  ':y': receipt.taxYear,
                  ':r': receipt.id,
                  ':null': null,
                },
              },
            },
          ],
        }),
      );
    },
  };
}
export type ItsaRepository = ReturnType<typeof itsaRepository>;
