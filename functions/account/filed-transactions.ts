import { transactionRepository } from '@bk/data';
import { filedAccountMessage, mergeFiledPeriods, type FiledPeriod } from '@bk/domain';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { auditFiledChange, filedPeriods, FiledPeriodError } from '../shared/filed-periods';

/**
 * How many of an account's transactions are in VAT periods filed with HMRC, and those periods:
 * one Query of the receipts' dates, then a COUNT Query of the account's index per filed period
 * (a business files a few returns a year).
 */
export async function filedTransactionsOf(
  businessId: string,
  accountId: string,
): Promise<{ count: number; periods: FiledPeriod[] }> {
  const repo = transactionRepository(getDb());
  const merged = mergeFiledPeriods(await filedPeriods(businessId));
  const counts = await Promise.all(
    merged.map((p) => repo.countTransactionsOfAccount(businessId, accountId, p.from, p.to)),
  );
  return {
    count: counts.reduce((a, b) => a + b, 0),
    periods: merged.filter((_p, i) => (counts[i] ?? 0) > 0),
  };
}

/**
 * Before deleting an account: a 409 naming how many of its transactions are in filed VAT periods
 * unless confirmed (decision 0040). Answers what to audit once the account is gone (null: nothing).
 */
export async function checkAccountDeletion(
  businessId: string,
  accountId: string,
  confirmed: boolean,
): Promise<{ count: number; periods: FiledPeriod[] } | null> {
  const filed = await filedTransactionsOf(businessId, accountId);
  const [first] = filed.periods;
  if (filed.count === 0 || !first) return null;
  if (!confirmed) throw new FiledPeriodError(filedAccountMessage(filed.count), first, filed.count);
  return filed;
}

/** The audit entry of an account deleted with transactions in filed VAT periods. */
export async function auditAccountDeletion(
  ctx: BusinessRequestContext,
  name: string,
  filed: { count: number; periods: FiledPeriod[] },
): Promise<void> {
  const what = `Deleted bank account "${name}" with ${filed.count} transaction${filed.count === 1 ? '' : 's'}`;
  await auditFiledChange(ctx, what, filed.periods);
}
