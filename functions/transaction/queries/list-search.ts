import { aggregateRepository, type TransactionCriteria, type TransactionItem } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { transactions } from '../ledger';
import { buckets, type Bucket } from './list-buckets';
import { SEARCH_BUDGET, searchStretch } from './search-stretch';

/** The matches of one stretch of a filtered search, newest first, with what reading them cost. */
export interface SearchResult {
  items: TransactionItem[];
  /** Set when older days of the range remain: the oldest day this stretch searched. */
  searchedFrom: string | null;
  readCount: number;
}

/**
 * A filtered search of [from, top] (decision 0056): the newest stretch of that range whose
 * transactions fit {@link SEARCH_BUDGET} by the aggregates' counts, read whole with the criteria
 * as a filter. Every match of the stretch is in hand, so its count and totals are exact; the
 * caller asks for the next stretch with `top` the day before `searchedFrom`.
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
  const out = await transactions().queryTransactions(businessId, {
    from: stretch.from,
    to: q.top,
    accountId: q.accountId,
    criteria: q.criteria,
    limit: Infinity,
  });
  return {
    items: out.items,
    searchedFrom: stretch.more ? stretch.from : null,
    readCount: all.length + stretch.read + out.readCount,
  };
}
