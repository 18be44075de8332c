import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addToCategoryTotals, isUncategorised, summaryPeriodOf, type CategoryTotals } from '@bk/domain';
import type { Db } from './db';
import { ledgerKeys, ledgerPrefixes } from './keys';
import { queryPages } from './paging';
import { parseSummaryItem, parseUncategorised, summaryUpdate, type SummaryDelta } from './summary-totals';

/** A period's category totals and its count of complete transactions with no category. */
export interface PeriodSummary {
  totals: CategoryTotals;
  uncategorised: number;
}
import { transactionMagnitude } from './transaction-item';

/** What the balance check recomputes for one account: sum (pence), count and magnitude of its transactions. */
export interface AccountSums {
  sum: number;
  count: number;
  magnitude: number;
}

/**
 * The balance check's reads and repairs (ACCESS_PATTERNS.md "balanceRepository", `npm run
 * check-balances`): balances and the ledger's magnitude are kept by every ledger write
 * (decisions 0013 and 0020); this recomputes them from the transactions and sets them right.
 */
export function balanceRepository(db: Db) {
  return {
    /** Set an account's balance to a value (only the balance check's repair uses it). */
    async setAccountBalance(businessId: string, accountId: string, balance: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: ledgerKeys.account(businessId, accountId),
          UpdateExpression: 'SET balance = :b',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':b': balance },
        }),
      );
    },

    /** The stored magnitude of a business's ledger (decision 0020); 0 before its first transaction. */
    async getMagnitude(businessId: string): Promise<number> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: ledgerKeys.magnitude(businessId), ConsistentRead: true }),
      );
      return Number(out.Item?.['magnitude'] ?? 0);
    },

    /** Set the ledger's magnitude to a value (only the balance check's repair uses it). */
    async setMagnitude(businessId: string, magnitude: number): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: ledgerKeys.magnitude(businessId),
          UpdateExpression: 'SET entity = :e, magnitude = :m',
          ExpressionAttributeValues: { ':e': 'ledgerMagnitude', ':m': magnitude },
        }),
      );
    },

    /** Every stored category summary of a business, by period (consistent Query, paged). */
    async listAllSummaries(businessId: string): Promise<Map<string, PeriodSummary>> {
      const out = new Map<string, PeriodSummary>();
      const pages = queryPages(db, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerKeys.summaryPrefix },
        ConsistentRead: true,
      });
      for await (const page of pages)
        for (const item of page.items)
          out.set(String(item['sk']).slice(ledgerKeys.summaryPrefix.length), {
            totals: parseSummaryItem(item),
            uncategorised: parseUncategorised(item),
          });
      return out;
    },

    /** The category summaries recounted from every transaction of a business, by period. */
    async recountSummaries(businessId: string): Promise<Map<string, PeriodSummary>> {
      const out = new Map<string, PeriodSummary>();
      const pages = queryPages(db, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ProjectionExpression: '#d, amount, categoryId, transactionTypeId, incomplete',
        ExpressionAttributeNames: { '#d': 'date' },
        ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.transaction },
        ConsistentRead: true,
      });
      for await (const page of pages)
        for (const item of page.items) {
          const period = summaryPeriodOf(String(item['date']));
          const summary = out.get(period) ?? { totals: new Map() as CategoryTotals, uncategorised: 0 };
          const tx = {
            amount: Number(item['amount']),
            categoryId: typeof item['categoryId'] === 'string' ? item['categoryId'] : null,
            transactionTypeId: Number(item['transactionTypeId']),
            incomplete: item['incomplete'] === true,
          };
          addToCategoryTotals(summary.totals, tx);
          if (isUncategorised(tx)) summary.uncategorised += 1;
          out.set(period, summary);
        }
      return out;
    },

    /** ADD a correction to a summary item (the check's repair: marks of imports on it are kept). */
    async adjustSummary(delta: SummaryDelta): Promise<void> {
      await db.doc.send(new UpdateCommand({ TableName: db.table, Key: delta.key, ...summaryUpdate(delta) }));
    },

    /**
     * Sum (pence), count and magnitude ({@link transactionMagnitude}) of every transaction of a
     * business, by account (consistent Query, paged).
     */
    async sumTransactionsByAccount(businessId: string): Promise<Map<string, AccountSums>> {
      const sums = new Map<string, AccountSums>();
      const pages = queryPages(db, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ProjectionExpression: 'accountId, amount, netAmount, purchasePrice',
        ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.transaction },
        ConsistentRead: true,
      });
      for await (const page of pages)
        for (const item of page.items) {
          const s = sums.get(String(item['accountId'])) ?? { sum: 0, count: 0, magnitude: 0 };
          s.sum += Number(item['amount']);
          s.count += 1;
          s.magnitude += transactionMagnitude({
            amount: Number(item['amount']),
            netAmount: item['netAmount'] == null ? null : Number(item['netAmount']),
            purchasePrice: item['purchasePrice'] == null ? null : Number(item['purchasePrice']),
          });
          sums.set(String(item['accountId']), s);
        }
      return sums;
    },
  };
}
export type BalanceRepository = ReturnType<typeof balanceRepository>;
