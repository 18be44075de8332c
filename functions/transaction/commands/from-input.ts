import type { z } from 'zod/mini';
import type { TransactionInput } from '@bk/contract';
import type { AccountItem, TransactionItem } from '@bk/data';
import { categoryById, isIgnoredTransaction, parsePounds, pence, signedAmount } from '@bk/domain';
import { ValidationError } from '../../shared/errors';
import { referenceErrors } from '../rules';
import { nextStamp } from './ledger-write';

export type Input = z.output<typeof TransactionInput>;

/** The stored transaction of an input: signs applied, counted flag derived (SPEC §5). */
export function fromInput(
  input: Input,
  base: { id: string; createdAt: string; incomplete: boolean },
  now: Date,
): TransactionItem {
  const category = categoryById(input.categoryId);
  const isRefund = input.isRefund ?? false;
  const amount = signedAmount({
    amount: parsePounds(input.amount),
    category,
    isRefund,
    transactionTypeId: input.transactionTypeId,
  });
  const sign = amount < 0 ? -1 : 1;
  const net =
    input.netAmount === null || input.netAmount === undefined ? null : sign * Math.abs(parsePounds(input.netAmount));
  return {
    id: base.id,
    date: input.date,
    desc: input.desc,
    accountId: input.accountId,
    categoryId: input.categoryId ?? null,
    transactionTypeId: input.transactionTypeId,
    vatRateId: input.vatRateId ?? null,
    contactId: input.contactId ?? null,
    amount,
    netAmount: net,
    purchasePrice:
      input.purchasePrice === null || input.purchasePrice === undefined
        ? null
        : Math.abs(parsePounds(input.purchasePrice)),
    isRefund,
    incomplete: base.incomplete,
    counted: !base.incomplete && !isIgnoredTransaction({ transactionTypeId: input.transactionTypeId, category }),
    attachments: 0,
    invoiceId: null,
    importId: null,
    createdAt: base.createdAt,
    updatedDate: now.toISOString(),
  };
}

/** Field errors of an input's reference ids and account (400 when there are any). */
export function checkInput(
  input: Input,
  now: Date,
  previousCategoryId: string | null,
  accounts: ReadonlyMap<string, AccountItem>,
): void {
  const errors = referenceErrors(input, now.toISOString().slice(0, 10), previousCategoryId);
  if (!accounts.has(input.accountId)) errors.push({ field: 'accountId', message: 'Choose a bank account' });
  if (errors.length) throw new ValidationError(errors);
}

/** An incomplete transaction completed with `categoryId`: its sign and counted flag worked out again. */
export function completed(before: TransactionItem, categoryId: string | null, now: Date): TransactionItem {
  const category = categoryById(categoryId);
  return {
    ...before,
    categoryId,
    amount: signedAmount({
      amount: pence(before.amount),
      category,
      isRefund: before.isRefund,
      transactionTypeId: before.transactionTypeId,
    }),
    incomplete: false,
    counted: !isIgnoredTransaction({ transactionTypeId: before.transactionTypeId, category }),
    updatedDate: nextStamp(now, before.updatedDate),
  };
}
