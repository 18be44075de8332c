/** The ledger: bank accounts, transactions and their reference data, totals and attachments. */
import * as z from 'zod';
import { BANK_ACCOUNT_MESSAGES, LAST_FOUR_PATTERN, openingBalancePairProblem, SORT_CODE_PATTERN } from '@bk/domain';
import { ContactRef, EnteredDate, Id, IsoDate, IsoDateTime, Money } from './common';

/**
 * A bank account; `balance` is the opening balance (the balance at the start of `openingDate`)
 * plus every transaction of the account (decision 0041). Older replies without the details read as null.
 */
export const BankAccount = z.object({
  id: Id,
  name: z.string(),
  isMain: z.boolean(),
  balance: Money,
  openingBalance: Money.nullable().default(null),
  openingDate: IsoDate.nullable().default(null),
  sortCode: z.string().nullable().default(null),
  lastFourDigits: z.string().nullable().default(null),
  /** Present while the account is being deleted: percent done, or the deletion failed (decision 0053). */
  deletion: z.object({ progress: z.number().int().min(0).max(100), failed: z.boolean() }).optional(),
});
/**
 * Adding or editing an account. The details are optional: left out, an edit keeps them; null clears
 * them. An opening balance and its date come together (both or neither), checked where both are known.
 */
export const BankAccountInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    isMain: z.boolean(),
    openingBalance: Money.nullable().optional(),
    openingDate: EnteredDate.nullable().optional(),
    sortCode: z.string().regex(SORT_CODE_PATTERN, BANK_ACCOUNT_MESSAGES.sortCode).nullable().optional(),
    lastFourDigits: z.string().regex(LAST_FOUR_PATTERN, BANK_ACCOUNT_MESSAGES.lastFour).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.openingBalance === undefined && body.openingDate === undefined) return;
    const problem = openingBalancePairProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export const VatRate = z.object({ id: Id, vatPercent: z.number(), name: z.string() });
export const TransactionType = z.object({ id: z.number().int(), name: z.string() });
export const SaCategory = z.object({ id: Id, name: z.string(), income: z.boolean() });
export const Category = z.object({
  id: Id,
  name: z.string(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
  saCategory: SaCategory.nullable(),
  ignore: z.boolean(),
  isNegative: z.boolean().nullable(),
  /** How HMRC usually treats the category's income or cost: the VAT rate a new transaction is suggested. */
  vatTreatment: z.enum(['standard', 'reduced', 'zero', 'exempt', 'outside-scope', 'not-reclaimable']),
  /** Why, in one plain-English line for next to the VAT rate field; null where standard plainly applies. */
  vatReason: z.string().nullable(),
});

export const Transaction = z.object({
  id: Id,
  date: IsoDate,
  desc: z.string(),
  contact: z.object({ id: Id, name: z.string() }).nullable(),
  category: z.object({ name: z.string(), saCategory: SaCategory.nullable() }).nullable(),
  transactionType: TransactionType,
  netAmount: Money.nullable(),
  amount: Money,
  vatRate: z.object({ name: z.string() }).nullable(),
  account: z.object({ name: z.string() }),
  incomplete: z.boolean(),
  attachments: z.number().int(),
  isRefund: z.boolean(),
  purchasePrice: Money.nullable(),
  accountId: Id,
  categoryId: Id.nullable(),
  transactionTypeId: z.number().int(),
  vatRateId: Id.nullable(),
  contactId: Id.nullable(),
  updatedDate: IsoDateTime,
  invoiceId: Id.nullable(),
});
export const TransactionInput = z.object({
  date: EnteredDate,
  desc: z.string().max(500),
  transactionTypeId: z.number().int(),
  contactId: ContactRef.nullable().optional(),
  categoryId: Id.nullable().optional(),
  amount: Money,
  netAmount: Money.nullable().optional(),
  purchasePrice: Money.nullable().optional(),
  accountId: Id,
  vatRateId: Id.nullable().optional(),
  isRefund: z.boolean().optional(),
});
export const TransactionFilter = z.object({
  dateFrom: EnteredDate.nullable().optional(),
  dateTo: EnteredDate.nullable().optional(),
  desc: z.string().max(200).nullable().optional(),
  transactionTypeId: z.number().int().nullable().optional(),
  categoryId: Id.nullable().optional(),
  /** Only transactions with no category (shown as 'Uncategorised — not counted'). */
  uncategorised: z.boolean().nullable().optional(),
  bankAccountId: Id.nullable().optional(),
  minAmount: Money.nullable().optional(),
  maxAmount: Money.nullable().optional(),
  isRefund: z.boolean().nullable().optional(),
  isIncome: z.boolean().nullable().optional(),
  id: Id.nullable().optional(),
  /** A filtered search's later stretch ends here, the day before the previous answer's `searchedFrom` (decision 0056). */
  searchTo: IsoDate.nullable().optional(),
});
export const UpdatedDate = z.object({ updatedDate: IsoDateTime });
/** A change of the books of a VAT period already filed with HMRC goes ahead only with this (decision 0040). */
export const FiledPeriodConfirm = z.object({ confirmFiledPeriod: z.boolean().optional() });
/** The same, as a query flag, for a DELETE that has no body. */
export const FiledPeriodConfirmQuery = z.object({ confirmFiledPeriod: z.enum(['true', 'false']).optional() });
/**
 * The 409 of a change refused because it touches a filed VAT period (`code` tells it apart from a
 * stale edit): the period (ISO dates), and for an account deletion how many of its transactions.
 */
export const FiledPeriodConflict = z.object({
  message: z.string(),
  code: z.literal('filedPeriod'),
  period: z.object({ from: IsoDate, to: IsoDate }),
  count: z.number().int().optional(),
});
/** How many transactions of a bank account are in VAT periods filed with HMRC. */
export const FiledTransactionCount = z.object({ count: z.number().int() });
export const DateRange = z.object({ startDate: IsoDate, endDate: IsoDate });
export const ChartRange = z.object({ dateFrom: IsoDate, dateTo: IsoDate });
/** SPEC §3 "Category stat" plus the category's id (the lines of a box are listed by name, matched by id). */
export const CategoryStat = z.object({
  categoryId: Id,
  name: z.string(),
  income: z.boolean(),
  amount: Money,
  boxNumber: z.number().int().nullable(),
  disallowableAmount: Money,
  disallowableBoxNumber: z.number().int().nullable(),
});
export const Attachment = z.object({
  id: Id,
  transactionId: Id,
  fileName: z.string(),
  desc: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  created: IsoDateTime,
});
