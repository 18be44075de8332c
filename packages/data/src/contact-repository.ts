import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sendConditional, type Db } from './db';
import { sendUntilProcessed } from './batch';
import { contactRecord, parseContact, type ContactItem } from './contact-item';
import { ledgerKeys, ledgerPrefixes } from './keys';
import { queryAll } from './paging';

/** Keys BatchGetItem takes in one call. */
const BATCH_GET_SIZE = 100;

/**
 * Contacts of a business (ACCESS_PATTERNS.md "contactRepository"): items under the business
 * partition, listed whole (a business keeps at most a few thousand, and the list filters on
 * "contains" in any of eleven fields and sorts by name, which no key order serves).
 */
export function contactRepository(db: Db) {
  return {
    async getContact(businessId: string, contactId: string): Promise<ContactItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: ledgerKeys.contact(businessId, contactId), ConsistentRead: true }),
      );
      return out.Item ? parseContact(out.Item) : null;
    },

    /** Put a new contact (condition: its id is new). */
    async createContact(businessId: string, contact: ContactItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: contactRecord(businessId, contact),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /**
     * Replace a contact (condition: it still exists); false when it was deleted. The last save wins:
     * a contact carries no version in the API, and its fields are independent of each other.
     */
    async updateContact(businessId: string, contact: ContactItem): Promise<boolean> {
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: contactRecord(businessId, contact),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },

    /** Delete a contact; false when there was none. */
    async deleteContact(businessId: string, contactId: string): Promise<boolean> {
      return sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: ledgerKeys.contact(businessId, contactId),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },

    /** Every contact of the business, in key order (by id). */
    async listContacts(businessId: string): Promise<ContactItem[]> {
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.contact },
          ConsistentRead: true,
        },
        parseContact,
      );
    },

    /** The contacts of these ids that exist (any order), 100 keys a BatchGetItem. */
    async getContacts(businessId: string, contactIds: readonly string[]): Promise<ContactItem[]> {
      const ids = [...new Set(contactIds)];
      const found: ContactItem[] = [];
      for (let i = 0; i < ids.length; i += BATCH_GET_SIZE) {
        const keysOfBatch: Record<string, unknown>[] = ids
          .slice(i, i + BATCH_GET_SIZE)
          .map((id) => ledgerKeys.contact(businessId, id));
        await sendUntilProcessed(keysOfBatch, async (pending) => {
          const out = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.table]: { Keys: pending } } }));
          for (const item of out.Responses?.[db.table] ?? []) found.push(parseContact(item));
          return out.UnprocessedKeys?.[db.table]?.Keys;
        });
      }
      return found;
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
