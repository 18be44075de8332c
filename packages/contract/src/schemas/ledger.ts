/** The ledger: bank accounts, transactions and their reference data, totals and attachments. */
import * as z from 'zod/mini';
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
  openingBalance: z._default(z.nullable(Money), null),
  openingDate: z._default(z.nullable(IsoDate), null),
  sortCode: z._default(z.nullable(z.string()), null),
  lastFourDigits: z._default(z.nullable(z.string()), null),
  /** Present while the account is being deleted: percent done, or the deletion failed (decision 0053). */
  deletion: z.optional(z.object({ progress: z.number().check(z.int(), z.gte(0), z.lte(100)), failed: z.boolean() })),
});
/**
 * Adding or editing an account. The details are optional: left out, an edit keeps them; null clears
 * them. An opening balance and its date come together (both or neither), checked where both are known.
 */
export const BankAccountInput = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    isMain: z.boolean(),
    openingBalance: z.optional(z.nullable(Money)),
    openingDate: z.optional(z.nullable(EnteredDate)),
    sortCode: z.optional(z.nullable(z.string().check(z.regex(SORT_CODE_PATTERN, BANK_ACCOUNT_MESSAGES.sortCode)))),
    lastFourDigits: z.optional(
      z.nullable(z.string().check(z.regex(LAST_FOUR_PATTERN, BANK_ACCOUNT_MESSAGES.lastFour))),
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.openingBalance === undefined && body.openingDate === undefined) return;
      const problem = openingBalancePairProblem(body);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  );

export const VatRate = z.object({ id: Id, vatPercent: z.number(), name: z.string() });
export const TransactionType = z.object({ id: z.number().check(z.int()), name: z.string() });
export const SaCategory = z.object({ id: Id, name: z.string(), income: z.boolean() });
export const Category = z.object({
  id: Id,
  name: z.string(),
  startDate: IsoDate,
  endDate: z.nullable(IsoDate),
  saCategory: z.nullable(SaCategory),
  ignore: z.boolean(),
  isNegative: z.nullable(z.boolean()),
  /** How HMRC usually treats the category's income or cost: the VAT rate a new transaction is suggested. */
  vatTreatment: z.enum(['standard', 'reduced', 'zero', 'exempt', 'outside-scope', 'not-reclaimable']),
  /** Why, in one plain-English line for next to the VAT rate field; null where standard plainly applies. */
  vatReason: z.nullable(z.string()),
});

export const Transaction = z.object({
  id: Id,
  date: IsoDate,
  desc: z.string(),
  contact: z.nullable(z.object({ id: Id, name: z.string() })),
  category: z.nullable(z.object({ name: z.string(), saCategory: z.nullable(SaCategory) })),
  transactionType: TransactionType,
  netAmount: z.nullable(Money),
  amount: Money,
  vatRate: z.nullable(z.object({ name: z.string() })),
  account: z.object({ name: z.string() }),
  incomplete: z.boolean(),
  attachments: z.number().check(z.int()),
  isRefund: z.boolean(),
  purchasePrice: z.nullable(Money),
  accountId: Id,
  categoryId: z.nullable(Id),
  transactionTypeId: z.number().check(z.int()),
  vatRateId: z.nullable(Id),
  contactId: z.nullable(Id),
  updatedDate: IsoDateTime,
  invoiceId: z.nullable(Id),
});
export const TransactionInput = z.object({
  date: EnteredDate,
  desc: z.string().check(z.maxLength(500)),
  transactionTypeId: z.number().check(z.int()),
  contactId: z.optional(z.nullable(ContactRef)),
  categoryId: z.optional(z.nullable(Id)),
  amount: Money,
  netAmount: z.optional(z.nullable(Money)),
  purchasePrice: z.optional(z.nullable(Money)),
  accountId: Id,
  vatRateId: z.optional(z.nullable(Id)),
  isRefund: z.optional(z.boolean()),
});
export const TransactionFilter = z.object({
  dateFrom: z.optional(z.nullable(EnteredDate)),
  dateTo: z.optional(z.nullable(EnteredDate)),
  desc: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  transactionTypeId: z.optional(z.nullable(z.number().check(z.int()))),
  categoryId: z.optional(z.nullable(Id)),
  /** Only transactions with no category (shown as 'Uncategorised — not counted'). */
  uncategorised: z.optional(z.nullable(z.boolean())),
  bankAccountId: z.optional(z.nullable(Id)),
  minAmount: z.optional(z.nullable(Money)),
  maxAmount: z.optional(z.nullable(Money)),
  isRefund: z.optional(z.nullable(z.boolean())),
  isIncome: z.optional(z.nullable(z.boolean())),
  id: z.optional(z.nullable(Id)),
  /** A filtered search's later stretch ends here, the day before the previous answer's `searchedFrom` (decision 0056). */
  searchTo: z.optional(z.nullable(IsoDate)),
});
export const UpdatedDate = z.object({ updatedDate: IsoDateTime });
/** A change of the books of a VAT period already filed with HMRC goes ahead only with this (decision 0040). */
export const FiledPeriodConfirm = z.object({ confirmFiledPeriod: z.optional(z.boolean()) });
/** The same, as a query flag, for a DELETE that has no body. */
export const FiledPeriodConfirmQuery = z.object({ confirmFiledPeriod: z.optional(z.enum(['true', 'false'])) });
/**
 * The 409 of a change refused because it touches a filed VAT period (`code` tells it apart from a
 * stale edit): the period (ISO dates), and for an account deletion how many of its transactions.
 */
export const FiledPeriodConflict = z.object({
  message: z.string(),
  code: z.literal('filedPeriod'),
  period: z.object({ from: IsoDate, to: IsoDate }),
  count: z.optional(z.number().check(z.int())),
});
/** How many transactions of a bank account are in VAT periods filed with HMRC. */
export const FiledTransactionCount = z.object({ count: z.number().check(z.int()) });
export const DateRange = z.object({ startDate: IsoDate, endDate: IsoDate });
export const ChartRange = z.object({ dateFrom: IsoDate, dateTo: IsoDate });
/** SPEC §3 "Category stat" plus the category's id (the lines of a box are listed by name, matched by id). */
export const CategoryStat = z.object({
  categoryId: Id,
  name: z.string(),
  income: z.boolean(),
  amount: Money,
  boxNumber: z.nullable(z.number().check(z.int())),
  disallowableAmount: Money,
  disallowableBoxNumber: z.nullable(z.number().check(z.int())),
});
export const Attachment = z.object({
  id: Id,
  transactionId: Id,
  fileName: z.string(),
  desc: z.string(),
  contentType: z.string(),
  size: z.number().check(z.int()),
  created: IsoDateTime,
});
