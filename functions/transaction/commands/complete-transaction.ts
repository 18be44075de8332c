import { removeAttachmentsOf, StaleTransactionError, type TransactionItem } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { deleteFile } from '../../shared/files';
import { ValidationError } from '../../shared/errors';
import { referenceErrors } from '../rules';
import { accountMap, transactions } from '../ledger';
import { toDto, type TransactionDto } from '../transaction-dto';
import { completed } from './from-input';
import { applyGuarded, filedPeriodTest, type FiledGuard } from './filed-guard';
import { current } from './ledger-write';

/** Incomplete transactions settled at once by complete-all and discard-all (each in its own write). */
const SETTLE_AT_ONCE = 8;
/** Incomplete markers read a round. */
const SETTLE_ROUND = 100;

/** Complete an incomplete transaction, optionally choosing its category (sign re-applied). */
export async function completeTransaction(
  businessId: string,
  id: string,
  body: { categoryId?: string | null | undefined; updatedDate: string },
  now: Date,
  guard: FiledGuard,
): Promise<TransactionDto> {
  const before = await current(businessId, id, body.updatedDate);
  const categoryId = body.categoryId === undefined ? before.categoryId : body.categoryId;
  const errors = referenceErrors(
    { transactionTypeId: before.transactionTypeId, categoryId },
    now.toISOString().slice(0, 10),
    before.categoryId,
  );
  if (errors.length) throw new ValidationError(errors);
  const after = completed(before, categoryId, now);
  await applyGuarded(guard, 'Completed', [before], [after]);
  return toDto(after, await accountMap(businessId));
}

/** Complete or discard one incomplete transaction; 0 when it changed meanwhile (the next round sees it). */
async function settleOne(
  businessId: string,
  txId: string,
  action: 'complete' | 'discard',
  now: Date,
  isFiled: (tx: TransactionItem) => boolean,
) {
  const repo = transactions();
  const tx = await repo.getTransaction(businessId, txId);
  // One in a filed VAT period is left for the person to settle on its own, where they are asked.
  if (!tx?.incomplete || isFiled(tx)) return 0;
  try {
    if (action === 'complete') await repo.applyTransactionChange(businessId, [tx], [completed(tx, tx.categoryId, now)]);
    else {
      await repo.applyTransactionChange(businessId, [tx], []);
      if (tx.attachments > 0) await removeAttachmentsOf(getDb(), deleteFile, businessId, tx.id);
    }
    return 1;
  } catch (err) {
    if (err instanceof StaleTransactionError) return 0;
    throw err;
  }
}

/** Complete or discard every incomplete transaction, a few at a time; returns how many. */
export async function settleAllIncomplete(businessId: string, action: 'complete' | 'discard', now: Date) {
  const isFiled = await filedPeriodTest(businessId);
  let count = 0;
  for (;;) {
    const ids = await transactions().listIncompleteIds(businessId, SETTLE_ROUND);
    if (ids.length === 0) break;
    const before = count;
    for (let i = 0; i < ids.length; i += SETTLE_AT_ONCE) {
      const results = await Promise.all(
        ids.slice(i, i + SETTLE_AT_ONCE).map((txId) => settleOne(businessId, txId, action, now, isFiled)),
      );
      count += results.reduce<number>((a, b) => a + b, 0);
    }
    if (count === before) break; // nothing settled this round: do not spin
  }
  return { count };
}
