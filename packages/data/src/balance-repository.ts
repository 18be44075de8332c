import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addToCategoryTotals, isUncategorised, summaryPeriodOf, type CategoryTotals } from '@bk/domain';
import { sendConditional, type Db } from './db';
import { LEDGER_ALL, ledgerKeys, ledgerPrefixes } from './keys';
import { queryPages } from './paging';
import { parseSummaryItem, parseUncategorised, summaryUpdate, type SummaryDelta } from './summary-totals';
import { parseVatTransaction, VAT_REPAIR_ATTRIBUTES, vatSumDeltas, vatSumsRepair, type VatSumDelta } from './vat-sums';

/** A period's category totals and its count of complete transactions with no category. */
export interface PeriodSummary {
  totals: CategoryTotals;
  uncategorised: number;
}
import { transactionMagnitude } from './transaction-item';

/** A day or month aggregate of the business as the VAT sums check read it (decision 0057). */
export interface StoredVatAggregate {
  key: { pk: string; sk: string };
  /** `YYYY-MM-DD` (a day) or `YYYY-MM` (a month). */
  period: string;
  /** Its count and VAT sums (`v:<field>`) as stored; an attribute it lacks is left out. */
  read: Record<string, number>;
}

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

    /** Every day and month aggregate of the business (not the accounts'), by sort key: two consistent Queries, paged. */
    async listAllVatAggregates(businessId: string): Promise<Map<string, StoredVatAggregate>> {
      const out = new Map<string, StoredVatAggregate>();
      for (const kind of ['D', 'M'] as const) {
        const prefix = ledgerKeys.aggregatePrefix(LEDGER_ALL, kind);
        const pages = queryPages(db, {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': prefix },
          ConsistentRead: true,
        });
        for await (const page of pages)
          for (const item of page.items) {
            const read: Record<string, number> = {};
            for (const attr of VAT_REPAIR_ATTRIBUTES) if (item[attr] !== undefined) read[attr] = Number(item[attr]);
            const key = { pk: String(item['pk']), sk: String(item['sk']) };
            out.set(key.sk, { key, period: key.sk.slice(prefix.length), read });
          }
      }
      return out;
    },

    /**
     * The VAT sums of every day and month aggregate of the business recounted from its transactions,
     * by sort key, exactly as the ledger's writes ADD them (`vatSumDeltas`); zero sums left out.
     */
    async recountVatSums(businessId: string): Promise<Map<string, VatSumDelta>> {
      const out = new Map<string, VatSumDelta>();
      const pages = queryPages(db, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ProjectionExpression:
          '#d, amount, netAmount, purchasePrice, isRefund, transactionTypeId, vatRateId, categoryId, incomplete',
        ExpressionAttributeNames: { '#d': 'date' },
        ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerPrefixes.transaction },
        ConsistentRead: true,
      });
      for await (const page of pages)
        for (const [sk, delta] of vatSumDeltas(businessId, [], page.items.map(parseVatTransaction))) {
          const total = out.get(sk) ?? { key: delta.key, add: {} };
          for (const [attr, n] of Object.entries(delta.add)) total.add[attr] = (total.add[attr] ?? 0) + n;
          out.set(sk, total);
        }
      return out;
    },

    /**
     * ADD a correction to an aggregate's VAT sums (the check's repair), only if the aggregate still
     * holds what `read` says it did; false when a write moved it since.
     */
    async adjustVatSums(delta: VatSumDelta, read: Readonly<Record<string, number>>): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({ TableName: db.table, Key: delta.key, ...vatSumsRepair(delta.add, read) }),
      );
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
