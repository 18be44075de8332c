import { aggregateRepository } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { transactions } from '../ledger';

/**
 * How many markers are read at most: Home only needs to say "N to review" or "more than N", and
 * reading every marker of a very large unfinished import would make Home slow for no gain.
 */
export const INCOMPLETE_COUNT_LIMIT = 1000;

/**
 * The incomplete transactions waiting to be completed (SPEC §2 Transactions: "incomplete rows
 * offer Save or Discard"), counted from their markers, and the complete ones with no category,
 * from the summary items: never from the transactions themselves.
 */
export async function incompleteCount(
  businessId: string,
): Promise<{ count: number; more: boolean; uncategorised: number }> {
  const [ids, uncategorised] = await Promise.all([
    transactions().listIncompleteIds(businessId, INCOMPLETE_COUNT_LIMIT + 1),
    // Complete ones saved with no category: counted by period beside the category totals (decision 0039).
    aggregateRepository(getDb()).countUncategorised(businessId),
  ]);
  return {
    count: Math.min(ids.length, INCOMPLETE_COUNT_LIMIT),
    more: ids.length > INCOMPLETE_COUNT_LIMIT,
    uncategorised,
  };
}
