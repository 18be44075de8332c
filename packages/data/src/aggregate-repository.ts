import type { Db } from './db';
import { LEDGER_ALL, ledgerKeys } from './keys';
import { queryAll } from './paging';
import { parseSummaryItem, parseUncategorised, UNCATEGORISED } from './summary-totals';
import type { CategoryTotals, VatSums } from '@bk/domain';
import { parseVatSums } from './vat-sums';

/** Count and totals (pence) of a day or month, for the business or one account. */
export interface Aggregate {
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  period: string;
  count: number;
  income: number;
  expenses: number;
}

/**
 * The day (`from`..`to` days) or month (`from`..`to` months) aggregate items of one scope, each
 * read as `read` says with its period (the date or month from its sort key); strongly consistent.
 */
function queryAggregates<T>(
  db: Db,
  at: { businessId: string; scope: string; kind: 'D' | 'M'; from: string; to: string },
  read: (item: Record<string, unknown>) => T,
): Promise<({ period: string } & T)[]> {
  const key = (period: string) =>
    at.kind === 'D'
      ? ledgerKeys.aggregateDay(at.businessId, at.scope, period)
      : ledgerKeys.aggregateMonth(at.businessId, at.scope, period);
  const prefix = ledgerKeys.aggregatePrefix(at.scope, at.kind);
  return queryAll(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
      ExpressionAttributeValues: {
        ':pk': ledgerKeys.partition(at.businessId).pk,
        ':a': key(at.from).sk,
        ':b': key(at.to).sk,
      },
      ConsistentRead: true,
    },
    (i) => ({ period: String(i['sk']).slice(prefix.length), ...read(i) }),
  );
}

/**
 * The day and month aggregates and the category summaries of the ledger (ACCESS_PATTERNS.md "aggregateRepository", decision
 * 0013): written by the transaction repository in the same write as each change, read here so
 * that list pages and totals read a bounded number of items.
 */
export function aggregateRepository(db: Db) {
  return {
    /**
     * Day aggregates (`from`..`to` days) or month aggregates (`from`..`to` months) of a scope
     * (an account, or the whole business when null); empty ones left out.
     */
    async listAggregates(
      businessId: string,
      scope: string | null,
      kind: 'D' | 'M',
      from: string,
      to: string,
    ): Promise<Aggregate[]> {
      const items = await queryAggregates(db, { businessId, scope: scope ?? LEDGER_ALL, kind, from, to }, (i) => ({
        count: Number(i['count'] ?? 0),
        income: Number(i['income'] ?? 0),
        expenses: Number(i['expenses'] ?? 0),
      }));
      return items.filter((a) => a.count !== 0 || a.income !== 0 || a.expenses !== 0);
    },

    /**
     * The VAT sums (decision 0057) of the business's day aggregates (`from`..`to` days) or month
     * aggregates (`from`..`to` months), each with whether it covers all of its transactions; empty
     * ones left out.
     */
    async listVatSums(
      businessId: string,
      kind: 'D' | 'M',
      from: string,
      to: string,
    ): Promise<{ period: string; sums: VatSums; complete: boolean }[]> {
      return queryAggregates(db, { businessId, scope: LEDGER_ALL, kind, from, to }, parseVatSums);
    },

    /**
     * The category totals of the summary periods `first`..`last` (inclusive ids of the domain's
     * `summaryPeriodOf`), one item per period that has any; strongly consistent.
     */
    async listSummaries(
      businessId: string,
      first: string,
      last: string,
    ): Promise<{ period: string; totals: CategoryTotals }[]> {
      const prefix = ledgerKeys.summaryPrefix;
      const items = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
          ExpressionAttributeValues: {
            ':pk': ledgerKeys.partition(businessId).pk,
            ':a': ledgerKeys.summaryPeriod(businessId, first).sk,
            ':b': ledgerKeys.summaryPeriod(businessId, last).sk,
          },
          ConsistentRead: true,
        },
        (i) => ({ period: String(i['sk']).slice(prefix.length), totals: parseSummaryItem(i) }),
      );
      return items.filter((s) => s.totals.size > 0);
    },

    /**
     * How many complete transactions have no category, over the whole ledger: the summary items'
     * counts (one item a period, the uncategorised count only), never the transactions.
     */
    async countUncategorised(businessId: string): Promise<number> {
      const counts = await queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ProjectionExpression: '#u',
          ExpressionAttributeNames: { '#u': UNCATEGORISED },
          ExpressionAttributeValues: { ':pk': ledgerKeys.partition(businessId).pk, ':sk': ledgerKeys.summaryPrefix },
          ConsistentRead: true,
        },
        parseUncategorised,
      );
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}
export type AggregateRepository = ReturnType<typeof aggregateRepository>;
