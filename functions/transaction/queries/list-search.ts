import {
  aggregateRepository,
  transactionSearchRepository,
  type TransactionCriteria,
  type TransactionMatch,
} from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { buckets, type Bucket } from './list-buckets';
import { SEARCH_BUDGET, SEARCH_PARTS, searchSegments, searchStretch } from './search-stretch';

/** The matches of one stretch of a filtered search, newest first, with what reading them cost. */
export interface SearchResult {
  matches: TransactionMatch[];
  /** Set when older days of the range remain: the oldest day this stretch searched. */
  searchedFrom: string | null;
  readCount: number;
}

/**
 * A filtered search of [from, top] (decision 0056): the newest stretch of that range whose
 * transactions fit {@link SEARCH_BUDGET} by the aggregates' counts, read whole with the criteria
 * as a filter, in about {@link SEARCH_PARTS} date segments side by side. Every match of the
 * stretch is in hand (its key, date and amount: the page shown is read whole afterwards), so its
 * count and totals are exact; the caller asks for the next stretch with `top` the day before
 * `searchedFrom`.
 */
export async function searchTransactions(
  businessId: string,
  q: { from: string; top: string; accountId: string | null; criteria: TransactionCriteria },
  budget = SEARCH_BUDGET,
): Promise<SearchResult> {
  const all = await buckets(businessId, q.accountId, q.from, q.top);
  const daysOf = async (month: string): Promise<Bucket[]> =>
    (await aggregateRepository(getDb()).listAggregates(businessId, q.accountId, 'D', `${month}-01`, `${month}-31`))
      .map((a) => ({ ...a, kind: 'D' as const }))
      .reverse();
  const stretch = await searchStretch(all, q.from, budget, daysOf);
  const size = Math.max(1, Math.ceil(budget / SEARCH_PARTS));
  const parts = await Promise.all(
    searchSegments(all, stretch.from, q.top, size).map((segment) =>
      transactionSearchRepository(getDb()).queryMatches(businessId, {
        ...segment,
        accountId: q.accountId,
        criteria: q.criteria,
      }),
    ),
  );
  return {
    matches: parts.flatMap((p) => p.matches),
    searchedFrom: stretch.more ? stretch.from : null,
    readCount: all.length + stretch.read + parts.reduce((n, p) => n + p.readCount, 0),
  };
}
