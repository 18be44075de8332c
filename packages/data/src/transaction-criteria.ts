import { ledgerKeys } from './keys';
import type { QueryInput } from './paging';
import type { TransactionItem } from './transaction-item';

/**
 * What a stored transaction must match beyond its date range and account (decision 0013): the
 * list's non-key filters, in stored terms (amounts in pence, compared by magnitude). Every field
 * left out matches anything.
 */
export interface TransactionCriteria {
  /** Lower-case text the lower-cased description contains. */
  descContains?: string;
  transactionTypeId?: number;
  categoryId?: string;
  /** Only transactions with no category (left out of every total until one is chosen). */
  uncategorised?: true;
  /** Bounds (inclusive, pence) on the magnitude of the amount. */
  minAbsAmount?: number;
  maxAbsAmount?: number;
  isRefund?: boolean;
  /** Income: amount above 0; not income: below 0. */
  isIncome?: boolean;
}

/** Whether criteria say anything (an empty set reads by key alone). */
export function hasCriteria(c: TransactionCriteria): boolean {
  return Object.values(c).some((v) => v !== undefined);
}

/**
 * The FilterExpression of criteria, over the stored search attributes (`descLower`, `absAmount`),
 * with its names and values; null for empty criteria.
 */
export function criteriaFilter(c: TransactionCriteria) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (c.descContains !== undefined) {
    parts.push('contains(descLower, :desc)');
    values[':desc'] = c.descContains;
  }
  if (c.transactionTypeId !== undefined) {
    parts.push('transactionTypeId = :type');
    values[':type'] = c.transactionTypeId;
  }
  if (c.categoryId !== undefined) {
    parts.push('categoryId = :cat');
    values[':cat'] = c.categoryId;
  }
  if (c.uncategorised) {
    parts.push('(attribute_not_exists(categoryId) OR attribute_type(categoryId, :nullType))');
    values[':nullType'] = 'NULL';
  }
  if (c.minAbsAmount !== undefined) {
    parts.push('absAmount >= :min');
    values[':min'] = c.minAbsAmount;
  }
  if (c.maxAbsAmount !== undefined) {
    parts.push('absAmount <= :max');
    values[':max'] = c.maxAbsAmount;
  }
  if (c.isRefund !== undefined) {
    parts.push('isRefund = :refund');
    values[':refund'] = c.isRefund;
  }
  if (c.isIncome !== undefined) {
    parts.push(c.isIncome ? '#amount > :zero' : '#amount < :zero');
    names['#amount'] = 'amount';
    values[':zero'] = 0;
  }
  return parts.length ? { expression: parts.join(' AND '), names, values } : null;
}

/** Whether a transaction read by id matches criteria: the same test as {@link criteriaFilter}'s, in memory. */
export function matchesCriteria(tx: TransactionItem, c: TransactionCriteria): boolean {
  if (c.descContains !== undefined && !tx.desc.toLowerCase().includes(c.descContains)) return false;
  if (c.transactionTypeId !== undefined && tx.transactionTypeId !== c.transactionTypeId) return false;
  if (c.categoryId !== undefined && tx.categoryId !== c.categoryId) return false;
  if (c.uncategorised && tx.categoryId !== null) return false;
  if (c.minAbsAmount !== undefined && Math.abs(tx.amount) < c.minAbsAmount) return false;
  if (c.maxAbsAmount !== undefined && Math.abs(tx.amount) > c.maxAbsAmount) return false;
  if (c.isRefund !== undefined && tx.isRefund !== c.isRefund) return false;
  if (c.isIncome !== undefined && (c.isIncome ? tx.amount <= 0 : tx.amount >= 0)) return false;
  return true;
}

/**
 * The Query of transactions of [from, to] (inclusive days), newest first, on the business
 * partition (strongly consistent) or, with `accountId`, on the account's GSI1 entries, with the
 * criteria as its FilterExpression; `names` adds attribute names (a projection's).
 */
export function transactionRangeInput(
  businessId: string,
  q: { from: string; to: string; accountId?: string | null | undefined; criteria?: TransactionCriteria | undefined },
  names: Record<string, string> = {},
): QueryInput {
  const days = ledgerKeys.transactionDays(q.from, q.to);
  const filter = q.criteria ? criteriaFilter(q.criteria) : null;
  const { index, pk } = q.accountId
    ? { index: 'gsi1', pk: ledgerKeys.accountIndex(businessId, q.accountId).gsi1pk }
    : { index: null, pk: ledgerKeys.partition(businessId).pk };
  const allNames = { ...(filter?.names ?? {}), ...names };
  return {
    ...(index ? { IndexName: index } : { ConsistentRead: true }),
    KeyConditionExpression: index ? 'gsi1pk = :pk AND gsi1sk BETWEEN :a AND :b' : 'pk = :pk AND sk BETWEEN :a AND :b',
    ExpressionAttributeValues: { ':pk': pk, ':a': days.from, ':b': days.to, ...(filter?.values ?? {}) },
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(Object.keys(allNames).length ? { ExpressionAttributeNames: allNames } : {}),
    ScanIndexForward: false,
  };
}
