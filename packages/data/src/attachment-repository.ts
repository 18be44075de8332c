import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isConditionFailed, type Db } from './db';
import { ledgerKeys, ledgerPrefixes } from './keys';
import { cancelledAt } from './ledger-change';
import { queryAll } from './paging';
import type { TransactionItem } from './transaction-item';

export const AttachmentItem = z.object({
  id: z.string(),
  transactionId: z.string(),
  fileName: z.string(),
  desc: z.string(),
  contentType: z.string(),
  size: z.number().check(z.int()),
  fileKey: z.string(),
  /**
   * False until the server has checked the uploaded bytes. Until then `fileKey` is the quarantine
   * key the browser uploads to; confirming moves the file to a key no one can upload to.
   */
  confirmed: z.boolean(),
  created: z.string(),
});
export type AttachmentItem = z.infer<typeof AttachmentItem>;

/**
 * Attachments of transactions (ACCESS_PATTERNS.md "attachmentRepository", decision 0013): the
 * items that name the files, and the count of confirmed ones kept on the transaction. The files
 * themselves are in the files bucket (`attachment-files.ts`).
 */
export function attachmentRepository(db: Db) {
  return {
    /** Add to a transaction's attachment count (condition: it still exists). */
    async addAttachmentCount(businessId: string, tx: TransactionItem, delta: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: ledgerKeys.transaction(businessId, tx.date, tx.id),
          UpdateExpression: 'ADD attachments :d',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':d': delta },
        }),
      );
    },

    /**
     * Confirm a checked upload, once: in one transaction the attachment becomes confirmed with its
     * final file (condition: it exists and is not confirmed yet) and the transaction's count goes up
     * by one (condition: the transaction is still at that key). Repeated or parallel confirms of one
     * upload therefore count it once; the losers learn which condition stopped them.
     */
    async confirmAttachment(
      businessId: string,
      tx: TransactionItem,
      attachmentId: string,
      file: { fileKey: string; contentType: string; size: number },
    ): Promise<'confirmed' | 'notPending' | 'transactionMoved'> {
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: db.table,
                  Key: ledgerKeys.attachment(businessId, attachmentId),
                  UpdateExpression: 'SET confirmed = :yes, fileKey = :key, contentType = :type, #size = :size',
                  ConditionExpression: 'attribute_exists(pk) AND confirmed = :no',
                  ExpressionAttributeNames: { '#size': 'size' },
                  ExpressionAttributeValues: {
                    ':yes': true,
                    ':no': false,
                    ':key': file.fileKey,
                    ':type': file.contentType,
                    ':size': file.size,
                  },
                },
              },
              {
                Update: {
                  TableName: db.table,
                  Key: ledgerKeys.transaction(businessId, tx.date, tx.id),
                  UpdateExpression: 'ADD attachments :one',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
            ],
          }),
        );
        return 'confirmed';
      } catch (err) {
        if (cancelledAt(err, 0)) return 'notPending';
        if (cancelledAt(err, 1)) return 'transactionMoved';
        throw err;
      }
    },

    async putAttachment(businessId: string, a: AttachmentItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...ledgerKeys.attachment(businessId, a.id),
            ...ledgerKeys.attachmentOfTransaction(businessId, a.transactionId, a.created, a.id),
            entity: 'attachment',
            version: 1,
            ...a,
          },
        }),
      );
    },

    async getAttachment(businessId: string, attachmentId: string): Promise<AttachmentItem | null> {
      const out = await db.doc.send(
        new GetCommand({
          TableName: db.table,
          Key: ledgerKeys.attachment(businessId, attachmentId),
          ConsistentRead: true,
        }),
      );
      return out.Item ? AttachmentItem.parse(out.Item) : null;
    },

    /** Set the description; null if the attachment is gone. */
    async updateAttachment(
      businessId: string,
      attachmentId: string,
      patch: { desc?: string },
    ): Promise<AttachmentItem | null> {
      const fields = Object.entries(patch);
      try {
        const out = await db.doc.send(
          new UpdateCommand({
            TableName: db.table,
            Key: ledgerKeys.attachment(businessId, attachmentId),
            UpdateExpression: `SET ${fields.map(([k]) => `#${k} = :${k}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: Object.fromEntries(fields.map(([k]) => [`#${k}`, k])),
            ExpressionAttributeValues: Object.fromEntries(fields.map(([k, v]) => [`:${k}`, v])),
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes ? AttachmentItem.parse(out.Attributes) : null;
      } catch (err) {
        if (isConditionFailed(err)) return null;
        throw err;
      }
    },

    async deleteAttachment(businessId: string, attachmentId: string): Promise<void> {
      await db.doc.send(
        new DeleteCommand({ TableName: db.table, Key: ledgerKeys.attachment(businessId, attachmentId) }),
      );
    },

    /** A transaction's attachments (GSI1), oldest first. */
    async listAttachmentsOfTransaction(businessId: string, txId: string): Promise<AttachmentItem[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: {
            ':pk': ledgerKeys.transactionIndex(businessId, txId).gsi1pk,
            ':sk': ledgerPrefixes.attachment,
          },
        },
        (item) => AttachmentItem.parse(item),
      );
    },
  };
}
export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
