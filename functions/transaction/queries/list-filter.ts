import type { z } from 'zod/mini';
import type { TransactionFilter } from '@bk/contract';
import { matchesCriteria, type TransactionCriteria, type TransactionItem } from '@bk/data';
import { parsePounds } from '@bk/domain';

export type Filter = z.output<typeof TransactionFilter>;

/**
 * The list filter's non-key parts (SPEC §9) in stored terms: description text lower-cased,
 * amounts as pence compared by magnitude. Blank text and empty ids say nothing.
 */
export function criteriaOf(f: Filter): TransactionCriteria {
  const desc = f.desc?.trim().toLowerCase();
  return {
    ...(desc ? { descContains: desc } : {}),
    ...(f.transactionTypeId != null ? { transactionTypeId: f.transactionTypeId } : {}),
    ...(f.categoryId ? { categoryId: f.categoryId } : {}),
    ...(f.uncategorised ? { uncategorised: true as const } : {}),
    ...(f.minAmount != null ? { minAbsAmount: Math.abs(parsePounds(f.minAmount)) } : {}),
    ...(f.maxAmount != null ? { maxAbsAmount: Math.abs(parsePounds(f.maxAmount)) } : {}),
    ...(f.isRefund != null ? { isRefund: f.isRefund } : {}),
    ...(f.isIncome != null ? { isIncome: f.isIncome } : {}),
  };
}

/** Whether a transaction read by id belongs to the filtered list of [from, to]. */
export function matches(tx: TransactionItem, f: Filter, from: string, to: string): boolean {
  if (tx.date < from || tx.date > to) return false;
  if (f.bankAccountId && tx.accountId !== f.bankAccountId) return false;
  return matchesCriteria(tx, criteriaOf(f));
}

/** Income and expenses (positive pence) of transactions that count (not ignored, not incomplete). */
export function totalsOf(txs: readonly Pick<TransactionItem, 'amount' | 'counted'>[]) {
  let income = 0;
  let expenses = 0;
  for (const t of txs)
    if (t.counted) {
      if (t.amount > 0) income += t.amount;
      else expenses -= t.amount;
    }
  return { income, expenses };
}
