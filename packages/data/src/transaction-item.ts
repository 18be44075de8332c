import * as z from 'zod/mini';
import { importKeys, ledgerKeys } from './keys';

/** A transaction as stored; every amount is integer pence. */
export const TransactionItem = z.object({
  id: z.string(),
  date: z.string(),
  desc: z.string(),
  accountId: z.string(),
  categoryId: z.nullable(z.string()),
  transactionTypeId: z.number().check(z.int()),
  vatRateId: z.nullable(z.string()),
  contactId: z.nullable(z.string()),
  /**
   * The contact's name when the transaction was written: shown once the contact is deleted (absent
   * on items written before transactions kept it).
   */
  contactName: z.optional(z.nullable(z.string())),
  amount: z.number().check(z.int()),
  netAmount: z.nullable(z.number().check(z.int())),
  purchasePrice: z.nullable(z.number().check(z.int())),
  isRefund: z.boolean(),
  incomplete: z.boolean(),
  /** Whether the amount counts in income and expense totals (not ignored, not incomplete). */
  counted: z.boolean(),
  attachments: z._default(z.number().check(z.int()), 0),
  invoiceId: z._default(z.nullable(z.string()), null),
  importId: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  updatedDate: z.string(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

/**
 * A complete, counted business transaction with no VAT details, attachments or links: the
 * defaults of everything a caller does not give.
 * @example transactionItem({ id: 't1', date: '2026-03-31', desc: 'Fuel', accountId: 'a1', amount: -1000, at })
 */
export function transactionItem(
  fields: Pick<TransactionItem, 'id' | 'date' | 'desc' | 'accountId' | 'amount'> & {
    at: string;
  } & Partial<TransactionItem>,
): TransactionItem {
  const { at, ...given } = fields;
  return {
    categoryId: null,
    transactionTypeId: 1,
    vatRateId: null,
    contactId: null,
    netAmount: null,
    purchasePrice: null,
    isRefund: false,
    incomplete: false,
    counted: true,
    attachments: 0,
    invoiceId: null,
    importId: null,
    createdAt: at,
    updatedDate: at,
    ...given,
  };
}

/** A change of transactions found one of them changed since it was read (or an account gone). */
export class StaleTransactionError extends Error {
  constructor() {
    super('The transaction was changed elsewhere');
    this.name = 'StaleTransactionError';
  }
}

/**
 * A change would touch a bank account that is being deleted (decision 0053): refused, whatever
 * else it changes, so the deletion's job meets no new transactions and no balance moves under it.
 */
export class AccountDeletingError extends Error {
  constructor() {
    super('The bank account is being deleted');
    this.name = 'AccountDeletingError';
  }
}

/**
 * A change would take the sum of the magnitudes of the business's amounts beyond `MAX_PENCE`:
 * refused, so that every balance and total the ledger shows stays within the range of money.
 */
export class LedgerLimitError extends Error {
  constructor() {
    super('The change would take the totals of the ledger beyond the range of money');
    this.name = 'LedgerLimitError';
  }
}

/**
 * What a transaction counts against the ledger's bound: the magnitude of every amount it keeps. Any
 * balance, day or month total, list total or VAT box is a sum of parts of these (a VAT box part is at
 * most the gross, the typed net or the margin of one transaction), so while their sum over the
 * business is at most MAX_PENCE, every total is exact in a JavaScript number and is valid money.
 * @example transactionMagnitude({ amount: -1200, netAmount: -1000, purchasePrice: null }) // 2200
 */
export function transactionMagnitude(tx: Pick<TransactionItem, 'amount' | 'netAmount' | 'purchasePrice'>): number {
  return Math.abs(tx.amount) + Math.abs(tx.netAmount ?? 0) + Math.abs(tx.purchasePrice ?? 0);
}

/** The sum of {@link transactionMagnitude} over transactions. */
export const sumMagnitudes = (txs: readonly TransactionItem[]) =>
  txs.reduce((sum, t) => sum + transactionMagnitude(t), 0);

/**
 * A transaction as stored (keys, account GSI entry, search attributes). Exported for bulk loads
 * (the bench) that write items directly and maintain aggregates and balances themselves.
 */
export function transactionRecord(businessId: string, tx: TransactionItem): Record<string, unknown> {
  return {
    ...ledgerKeys.transaction(businessId, tx.date, tx.id),
    ...ledgerKeys.transactionOfAccount(businessId, tx.accountId, tx.date, tx.id),
    entity: 'transaction',
    version: 1,
    ...tx,
    descLower: tx.desc.toLowerCase(),
    absAmount: Math.abs(tx.amount),
  };
}

/** The pointer item that finds a transaction by id (and lists an imported one under its import). */
export function transactionPointerRecord(businessId: string, tx: TransactionItem): Record<string, unknown> {
  const pointer = ledgerKeys.transactionPointer(businessId, tx.id);
  return {
    ...pointer,
    ...(tx.importId ? importKeys.rowOfImport(businessId, tx.importId, pointer.sk) : {}),
    entity: 'transactionPointer',
    txSk: ledgerKeys.transaction(businessId, tx.date, tx.id).sk,
  };
}

/** The marker item of an incomplete transaction. */
export function incompleteRecord(businessId: string, tx: TransactionItem): Record<string, unknown> {
  return { ...ledgerKeys.incomplete(businessId, tx.id), entity: 'incomplete', txId: tx.id };
}

export function parseTransaction(item: Record<string, unknown>): TransactionItem {
  return TransactionItem.parse(item);
}
