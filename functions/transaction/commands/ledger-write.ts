import { LedgerLimitError, StaleTransactionError, type TransactionItem } from '@bk/data';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { transactions } from '../ledger';

export const STALE_MESSAGE = 'This transaction was changed elsewhere. It has been reloaded; check it and try again.';

/** A write that would take a balance or a total of the books beyond the range of money (decision 0020). */
export const LEDGER_LIMIT_MESSAGE =
  'This amount would take the totals of your books beyond £9,999,999,999,999.99. Check the amount and try again.';

/** A transaction the caller read at `updatedDate`; 404 if gone, 409 if changed since. */
export async function current(businessId: string, id: string, updatedDate: string): Promise<TransactionItem> {
  const tx = await transactions().getTransaction(businessId, id);
  if (!tx) throw new NotFoundError('This transaction no longer exists. The list has been reloaded.');
  if (Date.parse(tx.updatedDate) !== Date.parse(updatedDate)) throw new ConflictError(STALE_MESSAGE);
  return tx;
}

/**
 * Write a change, turning a failed version condition into the 409 of a stale edit and a change the
 * ledger's bound refuses into a field error on the amount (nothing is written either way).
 */
export async function apply(businessId: string, before: TransactionItem[], after: TransactionItem[]): Promise<void> {
  try {
    await transactions().applyTransactionChange(businessId, before, after);
  } catch (err) {
    if (err instanceof StaleTransactionError) throw new ConflictError(STALE_MESSAGE);
    if (err instanceof LedgerLimitError)
      throw new ValidationError([{ field: 'amount', message: LEDGER_LIMIT_MESSAGE }]);
    throw err;
  }
}

/** A later `updatedDate` than the one stored, even within the same millisecond. */
export function nextStamp(now: Date, previous: string): string {
  const t = Math.max(now.getTime(), Date.parse(previous) + 1);
  return new Date(t).toISOString();
}
