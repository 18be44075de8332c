import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys, sendUntilProcessed } from './batch';
import { sendConditional, type Db } from './db';
import type { ImportWrites } from './import-fault';
import { importRecord, parseImport, type ImportItem, type ImportState } from './import-item';
import { importKeys, ledgerKeys, ledgerPrefixes, type ImportKind } from './keys';
import { queryAll, queryPages } from './paging';
import { parseTransaction, type TransactionItem } from './transaction-item';
import { transactionSearchRepository } from './transaction-search-repository';

/** DynamoDB takes at most 25 writes a BatchWriteItem and 100 keys a BatchGetItem. */
const BATCH_WRITE = 25;

/** An import in flight whose lease has lapsed, as housekeeping finds it. */
export interface LapsedImport {
  businessId: string;
  kind: ImportKind;
  id: string;
}

/**
 * Import records and the rows of an import (ACCESS_PATTERNS.md "importRepository", decision 0033):
 * the record with its state and lease, and the reads and batch writes of the rows.
 */
export function importRecords(db: Db) {
  return {
    async getImport(businessId: string, kind: ImportKind, importId: string): Promise<ImportItem | null> {
      const out = await db.doc.send(
        new GetCommand({
          TableName: db.table,
          Key: importKeys.record(businessId, kind, importId),
          ConsistentRead: true,
        }),
      );
      return out.Item ? parseImport(out.Item) : null;
    },

    /** Every import of a kind, newest first (a business has few). */
    async listImports(businessId: string, kind: ImportKind): Promise<ImportItem[]> {
      const items = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: {
            ':pk': ledgerKeys.partition(businessId).pk,
            ':sk': importKeys.recordPrefix(kind),
          },
          ConsistentRead: true,
        },
        parseImport,
      );
      return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },

    /** A new record (state `importing`); false if the id is taken. */
    async putImport(businessId: string, item: ImportItem, writes?: ImportWrites): Promise<boolean> {
      writes?.next();
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: importRecord(businessId, item),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /**
     * Replace a record whose state is one of `from`, held by `owner` or with its lease lapsed by `now`
     * (taking it over); false when neither holds (someone else has it, or it moved on).
     */
    async moveImport(
      businessId: string,
      next: ImportItem,
      from: readonly ImportState[],
      owner: string,
      now: number,
      writes?: ImportWrites,
    ): Promise<boolean> {
      writes?.next();
      const states = Object.fromEntries(from.map((s, i) => [`:s${i}`, s]));
      // A done import has no run holding it: any caller may start its removal.
      const held = from.every((s) => s === 'done') ? '' : ' AND (#ow = :owner OR leaseUntil < :now)';
      return sendConditional(
        db,
        new PutCommand({
          TableName: db.table,
          Item: importRecord(businessId, next),
          ConditionExpression: `#st IN (${Object.keys(states).join(', ')})${held}`,
          ExpressionAttributeNames: { '#st': 'state', ...(held ? { '#ow': 'owner' } : {}) },
          ExpressionAttributeValues: { ...states, ...(held ? { ':owner': owner, ':now': now } : {}) },
        }),
      );
    },

    /** Delete a record held by `owner`; false if someone else holds it now. */
    async deleteImport(businessId: string, item: ImportItem, owner: string): Promise<boolean> {
      return sendConditional(
        db,
        new DeleteCommand({
          TableName: db.table,
          Key: importKeys.record(businessId, item.kind, item.id),
          ConditionExpression: '#ow = :owner',
          ExpressionAttributeNames: { '#ow': 'owner' },
          ExpressionAttributeValues: { ':owner': owner },
        }),
      );
    },

    /** Imports of every business in flight whose lease lapsed before `now` (housekeeping). */
    async listLapsedImports(now: number): Promise<LapsedImport[]> {
      return queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :now',
          ExpressionAttributeValues: { ':pk': importKeys.inFlightIndex, ':now': new Date(now).toISOString() },
        },
        (item) => {
          const kind = item['kind'] === 'CONTACT' ? 'CONTACT' : 'TX';
          const businessId = ledgerKeys.businessIdOf(String(item['pk'])) ?? '';
          return { businessId, kind, id: String(item['id']) } satisfies LapsedImport;
        },
      );
    },

    /**
     * The sort keys of the rows an import lists (GSI1): transaction pointers (`TXID#`, with the
     * transaction's own sort key) and contacts (`CONTACT#`).
     */
    async listImportRows(businessId: string, importId: string): Promise<{ txSks: string[]; contactSks: string[] }> {
      const rows = await queryAll(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': importKeys.rowsIndex(businessId, importId).gsi1pk },
        },
        (item) => ({ sk: String(item['sk']), txSk: item['txSk'] }),
      );
      return {
        txSks: rows.flatMap((r) => (typeof r.txSk === 'string' ? [r.txSk] : [])),
        contactSks: rows.filter((r) => r.sk.startsWith(ledgerPrefixes.contact)).map((r) => r.sk),
      };
    },

    /** Transactions by their sort keys (BatchGetItem, strongly consistent); those gone are left out. */
    getTransactionsBySk: (businessId: string, sks: readonly string[]): Promise<TransactionItem[]> =>
      transactionSearchRepository(db).getTransactionsBySk(businessId, sks),

    /**
     * The transactions of an import where its record says they are: each account's GSI1 entries
     * over the import's dates, those carrying the import's id (recovery, when pointers are not all written).
     */
    async findImportTransactions(businessId: string, item: ImportItem): Promise<TransactionItem[]> {
      if (item.fromDate === null || item.toDate === null) return [];
      const days = ledgerKeys.transactionDays(item.fromDate, item.toDate);
      const found: TransactionItem[] = [];
      for (const accountId of item.accountIds) {
        const input = {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :a AND :b',
          FilterExpression: 'importId = :id',
          ExpressionAttributeValues: {
            ':pk': ledgerKeys.accountIndex(businessId, accountId).gsi1pk,
            ':a': days.from,
            ':b': days.to,
            ':id': item.id,
          },
        };
        for await (const page of queryPages(db, input)) found.push(...page.items.map(parseTransaction));
      }
      return found;
    },

    /**
     * The attachments (confirmed or not) of any of these transactions: one paged read of the
     * business's attachments rather than one query per transaction.
     */
    async listAttachmentsOf(
      businessId: string,
      txIds: ReadonlySet<string>,
    ): Promise<{ sk: string; fileKey: string }[]> {
      if (txIds.size === 0) return [];
      const found = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.attachment },
          ProjectionExpression: 'sk, fileKey, transactionId',
          ConsistentRead: true,
        },
        (item) => ({ sk: String(item['sk']), fileKey: String(item['fileKey']), txId: String(item['transactionId']) }),
      );
      return found.filter((a) => txIds.has(a.txId)).map(({ sk, fileKey }) => ({ sk, fileKey }));
    },

    /** Put items, 25 a BatchWriteItem; each call counts as one write of the import. */
    async putImportItems(items: readonly Record<string, unknown>[], writes?: ImportWrites): Promise<void> {
      for (let i = 0; i < items.length; i += BATCH_WRITE) {
        writes?.next();
        await sendUntilProcessed(
          items.slice(i, i + BATCH_WRITE).map((Item) => ({ PutRequest: { Item } })),
          async (pending) => {
            const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
            return out.UnprocessedItems?.[db.table] as typeof pending | undefined;
          },
        );
      }
    },

    /** Delete items by key, 25 a BatchWriteItem (what is gone already is a no-op). */
    async deleteImportItems(itemKeys: readonly Record<string, unknown>[]): Promise<void> {
      await deleteKeys(db, itemKeys);
    },
  };
}
