import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { anyAccountDeleting } from './account-state';
import type { Db } from './db';
import { ledgerKeys, ledgerPrefixes } from './keys';
import { cancelledAt, isCancelledForCondition, ledgerChangeItems, transactionChange } from './ledger-change';
import { queryAll, queryPage, queryPages, type PageKey, type QueryInput } from './paging';
import { criteriaFilter, transactionRangeInput, type TransactionCriteria } from './transaction-criteria';
import {
  AccountDeletingError,
  LedgerLimitError,
  parseTransaction,
  StaleTransactionError,
  type TransactionItem,
} from './transaction-item';

/** A key-conditioned read of transactions in a date range, newest first. */
export interface TransactionRangeQuery {
  from: string;
  to: string;
  accountId?: string | null;
  /**
   * Non-key criteria, applied as a FilterExpression: the whole range is read to total them, so the
   * caller bounds the range (a filtered search's stretch, decision 0056).
   */
  criteria?: TransactionCriteria;
  /** Items to return (after the criteria) at most. */
  limit: number;
}

/** Items read a page when criteria filter the range (each page is totalled, so any size serves). */
const FILTERED_PAGE = 1000;
/** An account's transactions a page, for its deletion and the balance check. */
const ACCOUNT_PAGE = 500;

/**
 * Transactions with their pointers and incomplete markers (ACCESS_PATTERNS.md
 * "transactionRepository", decision 0013). Every change writes the transactions, pointers, markers,
 * the day and month aggregates, the account balances and the ledger's magnitude in ONE
 * TransactWriteItems, conditioned on the stored `updatedDate` the caller read.
 */
export function transactionRepository(db: Db) {
  return {
    /**
     * A transaction by id: its pointer, then the item (both strongly consistent). If the item
     * moved (a date change committed between the two reads) the pointer is read again.
     */
    async getTransaction(businessId: string, txId: string): Promise<TransactionItem | null> {
      for (let read = 0; read < 3; read++) {
        const ptr = await db.doc.send(
          new GetCommand({
            TableName: db.table,
            Key: ledgerKeys.transactionPointer(businessId, txId),
            ConsistentRead: true,
          }),
        );
        const sk: unknown = ptr.Item?.['txSk'];
        if (typeof sk !== 'string') return null;
        const out = await db.doc.send(
          new GetCommand({ TableName: db.table, Key: ledgerKeys.item(businessId, sk), ConsistentRead: true }),
        );
        if (out.Item) return parseTransaction(out.Item);
      }
      return null;
    },

    /**
     * Replace transactions `before` (as read; each must still carry its `updatedDate`) by `after`
     * (new or changed; same id = same transaction) in one TransactWriteItems (`ledger-change.ts`).
     * Throws {@link LedgerLimitError} when the change would take the magnitude beyond MAX_PENCE,
     * {@link StaleTransactionError} when another condition fails (stale edit, a transaction
     * created twice, or an account that is gone).
     */
    async applyTransactionChange(
      businessId: string,
      before: readonly TransactionItem[],
      after: readonly TransactionItem[],
    ): Promise<void> {
      const { items, magnitudeIndex } = transactionChange(db.table, businessId, before, after);
      try {
        await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (err) {
        if (magnitudeIndex >= 0 && cancelledAt(err, magnitudeIndex)) throw new LedgerLimitError();
        if (!isCancelledForCondition(err)) throw err;
        const accountIds = [...before, ...after].map((t) => t.accountId);
        if (await anyAccountDeleting(db, businessId, accountIds)) throw new AccountDeletingError();
        throw new StaleTransactionError();
      }
    },

    /**
     * Transactions of a date range (inclusive, `YYYY-MM-DD`), newest first, on the business
     * partition or, with `accountId`, on the account's GSI1 entries; optional criteria; stops
     * after `limit` matches. `readCount` counts items read.
     */
    async queryTransactions(
      businessId: string,
      q: TransactionRangeQuery,
    ): Promise<{ items: TransactionItem[]; readCount: number }> {
      const input = transactionRangeInput(businessId, q);
      const filter = q.criteria ? criteriaFilter(q.criteria) : null;
      const items: TransactionItem[] = [];
      let readCount = 0;
      const pages = queryPages(db, input, {
        limit: () => Math.max(1, filter ? FILTERED_PAGE : q.limit - items.length),
      });
      for await (const page of pages) {
        readCount += page.scanned;
        for (const item of page.items) if (items.length < q.limit) items.push(parseTransaction(item));
        if (items.length >= q.limit) break;
      }
      return { items, readCount };
    },

    /**
     * Transactions of a date range (inclusive), oldest first, a page (at most `pageSize`) at a
     * time, on the business partition or, with `accountId`, the account's GSI1 entries: the CSV
     * export streams them, so only one page is held however long the range.
     */
    async *pageTransactionsOldestFirst(
      businessId: string,
      q: { from: string; to: string; accountId?: string | null; pageSize: number },
    ): AsyncGenerator<TransactionItem[], void, undefined> {
      const days = ledgerKeys.transactionDays(q.from, q.to);
      const input: QueryInput = q.accountId
        ? {
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :a AND :b',
            ExpressionAttributeValues: {
              ':pk': ledgerKeys.accountIndex(businessId, q.accountId).gsi1pk,
              ':a': days.from,
              ':b': days.to,
            },
          }
        : {
            ConsistentRead: true,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
            ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':a': days.from, ':b': days.to },
          };
      for await (const page of queryPages(db, { ...input, ScanIndexForward: true }, { limit: () => q.pageSize })) {
        if (page.items.length) yield page.items.map(parseTransaction);
      }
    },

    /** Ids of incomplete transactions (their markers), at most `limit`. */
    async listIncompleteIds(businessId: string, limit: number): Promise<string[]> {
      const ids = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.incomplete },
          ConsistentRead: true,
          Limit: limit,
        },
        (item) => String(item['txId']),
        limit,
      );
      return ids.slice(0, limit);
    },

    /**
     * A page of an account's transactions (GSI1, oldest first) for the account's deletion or
     * the balance check; `start` continues from the previous page.
     */
    /**
     * How many transactions an account holds dated within [from, to] (inclusive): a COUNT Query of
     * its GSI1 entries, paged (each page counts up to 1 MB of keys), for the filed-period check of
     * an account's deletion (decision 0040).
     */
    async countTransactionsOfAccount(businessId: string, accountId: string, from: string, to: string): Promise<number> {
      const days = ledgerKeys.transactionDays(from, to);
      let count = 0;
      const pages = queryPages(db, {
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :a AND :b',
        ExpressionAttributeValues: {
          ':pk': ledgerKeys.accountIndex(businessId, accountId).gsi1pk,
          ':a': days.from,
          ':b': days.to,
        },
        Select: 'COUNT',
      });
      for await (const page of pages) count += page.scanned;
      return count;
    },

    async listTransactionsOfAccount(
      businessId: string,
      accountId: string,
      start?: PageKey,
    ): Promise<{ items: TransactionItem[]; next?: PageKey }> {
      const page = await queryPage(
        db,
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
          ExpressionAttributeValues: {
            ':pk': ledgerKeys.accountIndex(businessId, accountId).gsi1pk,
            ':sk': ledgerPrefixes.transaction,
          },
        },
        { start, limit: ACCOUNT_PAGE },
      );
      return { items: page.items.map(parseTransaction), ...(page.next ? { next: page.next } : {}) };
    },

    /**
     * Remove transactions of an account that is being deleted (decision 0053) in ONE
     * TransactWriteItems with the balance, aggregate, category summary, invoice and magnitude
     * changes they imply (`ledgerChangeItems`), each conditioned on the `updatedDate` read: a
     * crash between two such writes leaves the books consistent, and a retry cannot count a
     * transaction twice. The caller keeps the write within {@link MAX_TRANSACT} items; throws
     * {@link StaleTransactionError} when one is gone or changed since it was read.
     */
    async deleteTransactionsOfDeletingAccount(businessId: string, txs: readonly TransactionItem[]): Promise<void> {
      const { items } = ledgerChangeItems(db.table, businessId, txs, [], { deletion: true });
      try {
        await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (err) {
        if (isCancelledForCondition(err)) throw new StaleTransactionError();
        throw err;
      }
    },
  };
}
export type TransactionRepository = ReturnType<typeof transactionRepository>;
