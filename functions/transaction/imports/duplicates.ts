import type { z } from 'zod/mini';
import type { ImportDuplicatesRequest } from '@bk/contract';
import { accountRepository, transactionRepository } from '@bk/data';
import { parsePounds } from '@bk/domain';
import { getDb } from '../../shared/clients/db';
import { ValidationError } from '../../shared/errors';

type Request = z.output<typeof ImportDuplicatesRequest>;

/** Transactions of one month an account may hold at most before the check gives up on that month. */
const MAX_MONTH_READ = 50_000;

/** Case and spacing do not tell two descriptions apart ('CARD  PAYMENT' = 'card payment'). */
const sameKey = (date: string, amount: number, desc: string) =>
  `${date}|${amount}|${desc.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * SPEC §7 POST transaction/import/duplicates: the indexes of the rows matching a transaction of the
 * account on the same date with the same (signed) amount and description. One query per distinct
 * month of the rows, on the account's index, never one per row.
 */
export async function importDuplicates(businessId: string, body: Request) {
  if (!(await accountRepository(getDb()).getAccount(businessId, body.accountId)))
    throw new ValidationError([{ field: 'accountId', message: 'Choose a bank account' }]);
  const months = [...new Set(body.rows.map((r) => r.date.slice(0, 7)))];
  const held = new Set<string>();
  const transactions = transactionRepository(getDb());
  for (const month of months) {
    const { items } = await transactions.queryTransactions(businessId, {
      from: `${month}-01`,
      to: `${month}-31`,
      accountId: body.accountId,
      limit: MAX_MONTH_READ,
    });
    for (const tx of items) held.add(sameKey(tx.date, tx.amount, tx.desc));
  }
  const duplicates = body.rows.flatMap((r, i) => (held.has(sameKey(r.date, parsePounds(r.amount), r.desc)) ? [i] : []));
  return { duplicates };
}
