import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { sendUntilProcessed } from './batch';
import type { Db } from './db';
import { ledgerKeys } from './keys';
import { queryPages, type QueryInput } from './paging';
import { transactionRangeInput, type TransactionCriteria } from './transaction-criteria';
import { parseTransaction, type TransactionItem } from './transaction-item';
import type { TransactionRangeQuery } from './transaction-repository';

/** Keys a BatchGetItem asks for at most. */
const BATCH_GET = 100;

/**
 * What a filtered search keeps of each match: enough to count, total and order the matches, and
 * the sort key to read the whole transaction when it is on the page shown.
 */
export interface TransactionMatch {
  id: string;
  date: string;
  sk: string;
  amount: number;
  counted: boolean;
}

function parseMatch(item: Record<string, unknown>): TransactionMatch {
  const { id, date, sk, amount, counted } = item;
  if (
    typeof id !== 'string' ||
    typeof date !== 'string' ||
    typeof sk !== 'string' ||
    typeof amount !== 'number' ||
    typeof counted !== 'boolean'
  )
    throw new Error('A stored transaction lacks its id, date, key, amount or counted flag');
  return { id, date, sk, amount, counted };
}

/**
 * Reads of transactions in two steps: the matches of a filtered search, lean, then the whole
 * transactions of the page shown (ACCESS_PATTERNS.md "transactionRepository").
 */
export function transactionSearchRepository(db: Db) {
  return {
    /**
     * Every match of criteria over a date range, newest first, as {@link TransactionMatch}es: the
     * Query reads the same items as `transactionRepository.queryTransactions` but returns only
     * five attributes of each match, so a search whose criteria match thousands of a stretch's transactions does not
     * carry them whole (decision 0056); the page shown is read with {@link getTransactionsBySk}.
     */
    async queryMatches(
      businessId: string,
      q: Omit<TransactionRangeQuery, 'limit' | 'criteria'> & { criteria: TransactionCriteria },
    ): Promise<{ matches: TransactionMatch[]; readCount: number }> {
      const input: QueryInput = {
        ...transactionRangeInput(businessId, q, {
          '#mId': 'id',
          '#mDate': 'date',
          '#mSk': 'sk',
          '#mAmount': 'amount',
          '#mCounted': 'counted',
        }),
        ProjectionExpression: '#mId, #mDate, #mSk, #mAmount, #mCounted',
      };
      const matches: TransactionMatch[] = [];
      let readCount = 0;
      for await (const page of queryPages(db, input)) {
        readCount += page.scanned;
        for (const item of page.items) matches.push(parseMatch(item));
      }
      return { matches, readCount };
    },

    /**
     * Transactions by their sort keys (BatchGetItem, strongly consistent), in the order asked;
     * those gone since are left out.
     */
    async getTransactionsBySk(businessId: string, sks: readonly string[]): Promise<TransactionItem[]> {
      const bySk = new Map<string, TransactionItem>();
      for (let i = 0; i < sks.length; i += BATCH_GET)
        await sendUntilProcessed(
          sks.slice(i, i + BATCH_GET).map((sk) => ledgerKeys.item(businessId, sk)),
          async (pending) => {
            const out = await db.doc.send(
              new BatchGetCommand({ RequestItems: { [db.table]: { Keys: pending, ConsistentRead: true } } }),
            );
            for (const item of out.Responses?.[db.table] ?? []) {
              const sk: unknown = item['sk'];
              if (typeof sk === 'string') bySk.set(sk, parseTransaction(item));
            }
            return out.UnprocessedKeys?.[db.table]?.Keys as typeof pending | undefined;
          },
        );
      return sks.flatMap((sk) => bySk.get(sk) ?? []);
    },
  };
}
