import { randomUUID } from 'node:crypto';
import type { TransactionItem } from '@bk/data';
import { parsePounds } from '@bk/domain';
import { ValidationError } from '../../shared/errors';
import { accountMap } from '../ledger';
import { toDto, type TransactionDto } from '../transaction-dto';
import { applyGuarded, type FiledGuard } from './filed-guard';
import { current, nextStamp } from './ledger-write';

/**
 * Split `splitAmount` (pounds, its sign ignored) off a transaction into a new one with the same
 * details: the first keeps the rest and its attachments, the second no net amount, purchase
 * price, attachments or invoice. Both in one write.
 */
export async function splitTransaction(
  businessId: string,
  id: string,
  body: { splitAmount: number; updatedDate: string },
  now: Date,
  guard: FiledGuard,
): Promise<TransactionDto[]> {
  const before = await current(businessId, id, body.updatedDate);
  const split = Math.abs(parsePounds(body.splitAmount));
  if (split === 0 || split >= Math.abs(before.amount))
    throw new ValidationError([
      { field: 'splitAmount', message: 'Enter an amount more than 0 and less than the transaction amount' },
    ]);
  const sign = before.amount < 0 ? -1 : 1;
  const stamp = nextStamp(now, before.updatedDate);
  const first: TransactionItem = {
    ...before,
    amount: before.amount - sign * split,
    netAmount: null,
    updatedDate: stamp,
  };
  const second: TransactionItem = {
    ...before,
    id: randomUUID(),
    amount: sign * split,
    netAmount: null,
    purchasePrice: null,
    attachments: 0,
    invoiceId: null,
    createdAt: now.toISOString(),
    updatedDate: stamp,
  };
  await applyGuarded(guard, 'Split', [before], [first, second]);
  const accounts = await accountMap(businessId);
  return [toDto(first, accounts), toDto(second, accounts)];
}
