import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { type Db, sendConditional } from './db';
import { queryAll } from './paging';
import { vatKeys, vatPrefixes } from './keys';

/**
 * A filed VAT return as the product keeps it for ever (its receipt): HMRC's receipt
 * (headers and body), the nine boxes in pence, how they were made (mode, scheme, entry methods,
 * the spreadsheet cells they came from) and who filed it.
 */
export const VatReceiptItem = z.object({
  id: z.string(),
  businessId: z.string(),
  periodKey: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  dateDue: z.string(),
  vrn: z.string(),
  /** The nine boxes (HMRC's names) in integer pence; boxes 6-9 are whole pounds. */
  boxes: z.record(z.string(), z.number().check(z.int())),
  scheme: z.number().check(z.int()),
  flatRatePercent: z.nullable(z.number()),
  mode: z.number().check(z.int()),
  declaration: z.number().check(z.int()),
  figuresEntryMethod: z.record(z.string(), z.number().check(z.int())),
  cellReferences: z.record(z.string(), z.string()),
  importSource: z.nullable(z.object({ fileName: z.string(), sheetName: z.string() })),
  /** HMRC's `X-CorrelationId`, `Receipt-ID` and `Receipt-Timestamp` headers (null when HMRC gave none). */
  correlationId: z.nullable(z.string()),
  receiptId: z.nullable(z.string()),
  receiptTimestamp: z.nullable(z.string()),
  paymentIndicator: z.nullable(z.string()),
  chargeRefNumber: z.nullable(z.string()),
  processingDate: z.string(),
  formBundleNumber: z.string(),
  businessName: z.string(),
  businessAddress: z.nullable(z.string()),
  /** The filer's name as it was then, and their user id. */
  submittedBy: z.string(),
  submittedByUserId: z.string(),
  /** Filed, but confirmed by reading HMRC back after an uncertain answer (no HMRC receipt headers). */
  reconciled: z.boolean(),
  createdDate: z.string(),
});
export type VatReceiptItem = z.infer<typeof VatReceiptItem>;

/**
 * One submission attempt, by the SHA-256 of its idempotency key: `pending` while a request is
 * filing it (until `leaseUntil`, epoch ms), then `filed` with the receipt it made.
 */
export const VatSubmissionItem = z.object({
  businessId: z.string(),
  keyHash: z.string(),
  periodKey: z.string(),
  state: z.enum(['pending', 'filed']),
  receiptId: z.nullable(z.string()),
  leaseUntil: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VatSubmissionItem = z.infer<typeof VatSubmissionItem>;

/** A VAT period of a business: the in-flight filing's guard (`lockKeyHash` until `leaseUntil`) and its receipt. */
export const VatPeriodItem = z.object({
  businessId: z.string(),
  periodKey: z.string(),
  lockKeyHash: z._default(z.nullable(z.string()), null),
  leaseUntil: z._default(z.nullable(z.number()), null),
  receiptId: z._default(z.nullable(z.string()), null),
});
export type VatPeriodItem = z.infer<typeof VatPeriodItem>;

/**
 * VAT returns of a business (ACCESS_PATTERNS.md "vatRepository"): receipts, submission attempts
 * by idempotency key and the per-period guard that stops two different keys filing one period at
 * once. All in the `BUS#<id>` partition, so deleting the business removes them.
 */
export function vatRepository(db: Db) {
  return {
    async putReceipt(item: VatReceiptItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...vatKeys.receipt(item.businessId, item.id), entity: 'vat-receipt', version: 1, ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async getReceipt(businessId: string, id: string): Promise<VatReceiptItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: vatKeys.receipt(businessId, id), ConsistentRead: true }),
      );
      return out.Item ? VatReceiptItem.parse(out.Item) : null;
    },

    /** Every receipt of the business, newest first (a business files a few returns a year). */
    async listReceipts(businessId: string): Promise<VatReceiptItem[]> {
      const items = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': vatKeys.receipt(businessId, '').pk, ':sk': vatPrefixes.receipt },
          ConsistentRead: true,
        },
        (item) => VatReceiptItem.parse(item),
      );
      return items.sort((a, b) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : 0));
    },

    /**
     * The periods of every filed return (ISO dates, both ends included), for the filed-period check
     * of a ledger change (decision 0040): one Query of the receipts projecting just their dates.
     */
    async listFiledPeriods(businessId: string): Promise<{ from: string; to: string }[]> {
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': vatKeys.receipt(businessId, '').pk, ':sk': vatPrefixes.receipt },
          ProjectionExpression: 'dateFrom, dateTo',
          ConsistentRead: true,
        },
        (item) => {
          const { dateFrom, dateTo } = z.pick(VatReceiptItem, { dateFrom: true, dateTo: true }).parse(item);
          return { from: dateFrom, to: dateTo };
        },
      );
    },

    async getSubmission(businessId: string, keyHash: string): Promise<VatSubmissionItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: vatKeys.submission(businessId, keyHash), ConsistentRead: true }),
      );
      return out.Item ? VatSubmissionItem.parse(out.Item) : null;
    },

    /**
     * Start an attempt: written only when the key is new, or its earlier attempt is pending with
     * an expired lease (that request died). False when another request holds it or it was filed.
     */
    async claimSubmission(item: VatSubmissionItem, nowMs: number): Promise<boolean> {
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: { ...vatKeys.submission(item.businessId, item.keyHash), entity: 'vat-submission', ...item },
          ConditionExpression: 'attribute_not_exists(pk) OR (#state = :pending AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'pending', ':now': nowMs },
        }),
      );
    },

    /** Give up a pending attempt (nothing was filed): the same key may try again. Never removes a filed one. */
    async releaseSubmission(businessId: string, keyHash: string): Promise<void> {
      await sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: vatKeys.submission(businessId, keyHash),
          ConditionExpression: '#state = :pending',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        }),
      );
    },

    async getPeriod(businessId: string, periodKey: string): Promise<VatPeriodItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: vatKeys.period(businessId, periodKey), ConsistentRead: true }),
      );
      return out.Item ? VatPeriodItem.parse(out.Item) : null;
    },

    /**
     * Hold the period for one attempt until `leaseUntil`: refused (false) while another key holds
     * it with a live lease. Creates the period item when missing.
     */
    async lockPeriod(
      businessId: string,
      periodKey: string,
      keyHash: string,
      leaseUntil: number,
      nowMs: number,
    ): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: vatKeys.period(businessId, periodKey),
          UpdateExpression: 'SET entity = :e, businessId = :b, periodKey = :p, lockKeyHash = :k, leaseUntil = :l',
          ConditionExpression:
            'attribute_not_exists(lockKeyHash) OR lockKeyHash = :null OR lockKeyHash = :k OR leaseUntil < :now',
          ExpressionAttributeValues: {
            ':e': 'vat-period',
            ':b': businessId,
            ':p': periodKey,
            ':k': keyHash,
            ':l': leaseUntil,
            ':now': nowMs,
            ':null': null,
          },
        }),
      );
    },

    /** Let the period go, if this attempt still holds it. */
    async unlockPeriod(businessId: string, periodKey: string, keyHash: string): Promise<void> {
      await sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: vatKeys.period(businessId, periodKey),
          UpdateExpression: 'SET lockKeyHash = :null, leaseUntil = :null',
          ConditionExpression: 'lockKeyHash = :k',
          ExpressionAttributeValues: { ':k': keyHash, ':null': null },
        }),
      );
    },

    /**
     * Keep a filing, all at once: the receipt (new), the attempt marked filed with it, and the
     * period's receipt with its guard let go.
     */
    async recordFiling(receipt: VatReceiptItem, keyHash: string): Promise<void> {
      const { businessId, periodKey } = receipt;
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: db.table,
                Item: { ...vatKeys.receipt(businessId, receipt.id), entity: 'vat-receipt', version: 1, ...receipt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: db.table,
                Key: vatKeys.submission(businessId, keyHash),
                UpdateExpression: 'SET #state = :filed, receiptId = :r, updatedAt = :u',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':filed': 'filed', ':r': receipt.id, ':u': receipt.createdDate },
              },
            },
            {
              Update: {
                TableName: db.table,
                Key: vatKeys.period(businessId, periodKey),
                UpdateExpression:
                  'SET entity = :e, businessId = :b, periodKey = :p, receiptId = :r, lockKeyHash = :null, leaseUntil = :null',
                ExpressionAttributeValues: {
                  ':e': 'vat-period',
                  ':b': businessId,
                  ':p': periodKey,
                  ':r': receipt.id,
                  ':null': null,
                },
              },
            },
          ],
        }),
      );
    },

    /**
     * Answer an attempt with a receipt the period already has (a repeat that HMRC called a
     * duplicate of the same figures): the attempt is marked filed with it, the guard let go.
     */
    async attachFiling(businessId: string, periodKey: string, keyHash: string, receiptId: string, at: string) {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: db.table,
                Key: vatKeys.submission(businessId, keyHash),
                UpdateExpression: 'SET #state = :filed, receiptId = :r, updatedAt = :u',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':filed': 'filed', ':r': receiptId, ':u': at },
              },
            },
            {
              Update: {
                TableName: db.table,
                Key: vatKeys.period(businessId, periodKey),
                UpdateExpression: 'SET lockKeyHash = :null, leaseUntil = :null',
                ExpressionAttributeValues: { ':null': null },
              },
            },
          ],
        }),
      );
    },
  };
}
export type VatRepository = ReturnType<typeof vatRepository>;
