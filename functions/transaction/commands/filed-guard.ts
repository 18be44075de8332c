import type { TransactionItem } from '@bk/data';
import { filedPeriodOf, formatIsoDate, formatMoney, pence, type FiledPeriod } from '@bk/domain';
import type { BusinessRequestContext } from '../../shared/api/types';
import { auditFiledChange, checkFiledPeriod, filedPeriods } from '../../shared/filed-periods';
import { apply } from './ledger-write';

/** Who changes the books, and whether they confirmed a change of a filed VAT period (decision 0040). */
export interface FiledGuard {
  readonly ctx: BusinessRequestContext;
  readonly confirmed: boolean | undefined;
}

/** Each transaction before and after a change, matched by id (null: created, or deleted). */
function pairsOf(before: readonly TransactionItem[], after: readonly TransactionItem[]) {
  const pairs: [TransactionItem | null, TransactionItem | null][] = before.map((b) => [
    b,
    after.find((a) => a.id === b.id) ?? null,
  ]);
  for (const a of after) if (!before.some((b) => b.id === a.id)) pairs.push([null, a]);
  return pairs;
}

function named(tx: TransactionItem): string {
  const desc = tx.desc ? `"${tx.desc}" ` : '';
  return `transaction ${desc}of ${formatMoney(pence(tx.amount), { sign: true })} on ${formatIsoDate(tx.date)} (${tx.id})`;
}

/**
 * Write a change of the ledger as `apply` does, first refusing it (409, {@link checkFiledPeriod})
 * when it alters the figures of a filed VAT period and was not confirmed; a confirmed one is
 * written to the audit log naming the transaction, the period and the user.
 */
export async function applyGuarded(
  guard: FiledGuard,
  verb: 'Added' | 'Edited' | 'Completed' | 'Split' | 'Deleted',
  before: TransactionItem[],
  after: TransactionItem[],
): Promise<void> {
  const businessId = guard.ctx.business.id;
  const period = await checkFiledPeriod(businessId, pairsOf(before, after), guard.confirmed);
  await apply(businessId, before, after);
  const subject = before[0] ?? after[0];
  if (period && subject) await auditFiledChange(guard.ctx, `${verb} ${named(subject)}`, [period]);
}

/** The periods already filed, for settling many transactions at once (each skipped when in one). */
export async function filedPeriodTest(businessId: string): Promise<(tx: TransactionItem) => boolean> {
  const periods: FiledPeriod[] = await filedPeriods(businessId);
  return (tx) => filedPeriodOf(tx.date, periods) !== null;
}
