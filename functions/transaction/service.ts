import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Transaction, TransactionFilter, TransactionInput } from '@bk/contract';
import {
  LedgerLimitError,
  ledgerRepository,
  StaleTransactionError,
  type AccountItem,
  type Aggregate,
  type TransactionItem,
} from '@bk/data';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { pence, pounds, removeAttachmentsOf } from './ledger-files';
import { categoryById, transactionTypeById, vatRateById } from './reference';
import { isIgnored, referenceErrors, signedAmount } from './rules';

type TransactionDto = z.input<typeof Transaction>;
type Input = z.output<typeof TransactionInput>;
type Filter = z.output<typeof TransactionFilter>;

/** Rows of one page of the transaction list. */
export const PAGE_SIZE = 20;
/** Items a list with non-key filters may read (decision 0013); beyond it the caller narrows the dates. */
export const MAX_FILTERED_READ = 20_000;
export const STALE_MESSAGE = 'This transaction was changed elsewhere. It has been reloaded; check it and try again.';
export const TOO_WIDE_MESSAGE =
  'This search covers too many transactions to total. Choose a shorter date range and try again.';

/** A write that would take a balance or a total of the books beyond the range of money (decision 0020). */
export const LEDGER_LIMIT_MESSAGE =
  'This amount would take the totals of your books beyond £9,999,999,999,999.99. Check the amount and try again.';

const repo = () => ledgerRepository(getDb());

export function toDto(tx: TransactionItem, accounts: ReadonlyMap<string, AccountItem>): TransactionDto {
  const category = categoryById(tx.categoryId);
  const type = transactionTypeById(tx.transactionTypeId);
  const vat = vatRateById(tx.vatRateId);
  return {
    id: tx.id,
    date: tx.date,
    desc: tx.desc,
    contact: tx.contactId ? { id: tx.contactId, name: '' } : null,
    category: category
      ? {
          name: category.name,
          saCategory: category.saCategory
            ? { id: category.saCategory.id, name: category.saCategory.name, income: category.saCategory.income }
            : null,
        }
      : null,
    transactionType: { id: tx.transactionTypeId, name: type?.name ?? 'Unknown' },
    netAmount: tx.netAmount === null ? null : pounds(tx.netAmount),
    amount: pounds(tx.amount),
    vatRate: vat ? { name: vat.name } : null,
    account: { name: accounts.get(tx.accountId)?.name ?? '' },
    incomplete: tx.incomplete,
    attachments: tx.attachments,
    isRefund: tx.isRefund,
    purchasePrice: tx.purchasePrice === null ? null : pounds(tx.purchasePrice),
    accountId: tx.accountId,
    categoryId: tx.categoryId,
    transactionTypeId: tx.transactionTypeId,
    vatRateId: tx.vatRateId,
    contactId: tx.contactId,
    updatedDate: tx.updatedDate,
    invoiceId: tx.invoiceId,
  };
}

async function accountMap(businessId: string): Promise<Map<string, AccountItem>> {
  return new Map((await repo().listAccounts(businessId)).map((a) => [a.id, a]));
}

/** The stored transaction of an input: signs applied, counted flag derived (SPEC §5). */
function fromInput(input: Input, base: { id: string; createdAt: string; incomplete: boolean }, now: Date) {
  const category = categoryById(input.categoryId);
  const isRefund = input.isRefund ?? false;
  const amount = signedAmount(pence(input.amount), category, input.transactionTypeId, isRefund);
  const sign = amount < 0 ? -1 : 1;
  const net =
    input.netAmount === null || input.netAmount === undefined ? null : sign * Math.abs(pence(input.netAmount));
  const tx: TransactionItem = {
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
      input.purchasePrice === null || input.purchasePrice === undefined ? null : Math.abs(pence(input.purchasePrice)),
    isRefund,
    incomplete: base.incomplete,
    counted: !base.incomplete && !isIgnored(input.transactionTypeId, category),
    attachments: 0,
    invoiceId: null,
    importId: null,
    createdAt: base.createdAt,
    updatedDate: now.toISOString(),
  };
  return tx;
}

async function checkInput(
  businessId: string,
  input: Input,
  now: Date,
  previousCategoryId: string | null,
  accounts: Map<string, AccountItem>,
): Promise<void> {
  const errors = referenceErrors(input, now.toISOString().slice(0, 10), previousCategoryId);
  if (!accounts.has(input.accountId)) errors.push({ field: 'accountId', message: 'Choose a bank account' });
  if (errors.length) throw new ValidationError(errors);
}

/** A transaction the caller read at `updatedDate`; 404 if gone, 409 if changed since. */
async function current(businessId: string, id: string, updatedDate: string): Promise<TransactionItem> {
  const tx = await repo().getTransaction(businessId, id);
  if (!tx) throw new NotFoundError('This transaction no longer exists. The list has been reloaded.');
  if (Date.parse(tx.updatedDate) !== Date.parse(updatedDate)) throw new ConflictError(STALE_MESSAGE);
  return tx;
}

/**
 * Write a change, turning a failed version condition into the 409 of a stale edit and a change the
 * ledger's bound refuses into a field error on the amount (nothing is written either way).
 */
async function apply(businessId: string, before: TransactionItem[], after: TransactionItem[]): Promise<void> {
  try {
    await repo().applyTransactionChange(businessId, before, after);
  } catch (err) {
    if (err instanceof StaleTransactionError) throw new ConflictError(STALE_MESSAGE);
    if (err instanceof LedgerLimitError)
      throw new ValidationError([{ field: 'amount', message: LEDGER_LIMIT_MESSAGE }]);
    throw err;
  }
}

/** A later `updatedDate` than the one stored, even within the same millisecond. */
function nextStamp(now: Date, previous: string): string {
  const t = Math.max(now.getTime(), Date.parse(previous) + 1);
  return new Date(t).toISOString();
}

export async function createTransaction(businessId: string, input: Input, now: Date): Promise<TransactionDto> {
  const accounts = await accountMap(businessId);
  await checkInput(businessId, input, now, null, accounts);
  const tx = fromInput(input, { id: randomUUID(), createdAt: now.toISOString(), incomplete: false }, now);
  await apply(businessId, [], [tx]);
  return toDto(tx, accounts);
}

export async function updateTransaction(
  businessId: string,
  id: string,
  input: Input & { updatedDate: string },
  now: Date,
): Promise<TransactionDto> {
  const before = await current(businessId, id, input.updatedDate);
  const accounts = await accountMap(businessId);
  await checkInput(businessId, input, now, before.categoryId, accounts);
  const after = {
    ...fromInput(input, { id, createdAt: before.createdAt, incomplete: before.incomplete }, now),
    attachments: before.attachments,
    invoiceId: before.invoiceId,
    importId: before.importId,
    updatedDate: nextStamp(now, before.updatedDate),
  };
  await apply(businessId, [before], [after]);
  return toDto(after, accounts);
}

/** Complete an incomplete transaction, optionally choosing its category (sign re-applied). */
export async function completeTransaction(
  businessId: string,
  id: string,
  body: { categoryId?: string | null | undefined; updatedDate: string },
  now: Date,
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
  await apply(businessId, [before], [after]);
  return toDto(after, await accountMap(businessId));
}

function completed(before: TransactionItem, categoryId: string | null, now: Date): TransactionItem {
  const category = categoryById(categoryId);
  return {
    ...before,
    categoryId,
    amount: signedAmount(before.amount, category, before.transactionTypeId, before.isRefund),
    incomplete: false,
    counted: !isIgnored(before.transactionTypeId, category),
    updatedDate: nextStamp(now, before.updatedDate),
  };
}

/** Complete or discard every incomplete transaction, a few at a time; returns how many. */
export async function settleAllIncomplete(businessId: string, action: 'complete' | 'discard', now: Date) {
  let count = 0;
  for (;;) {
    const ids = await repo().listIncompleteIds(businessId, 100);
    if (ids.length === 0) break;
    const before = count;
    for (let i = 0; i < ids.length; i += 8) {
      const results = await Promise.all(
        ids.slice(i, i + 8).map(async (txId) => {
          const tx = await repo().getTransaction(businessId, txId);
          if (!tx?.incomplete) return 0;
          try {
            if (action === 'complete')
              await repo().applyTransactionChange(businessId, [tx], [completed(tx, tx.categoryId, now)]);
            else {
              await repo().applyTransactionChange(businessId, [tx], []);
              if (tx.attachments > 0) await removeAttachmentsOf(businessId, tx.id);
            }
            return 1;
          } catch (err) {
            if (err instanceof StaleTransactionError) return 0; // changed meanwhile: the next round sees it
            throw err;
          }
        }),
      );
      count += results.reduce<number>((a, b) => a + b, 0);
    }
    if (count === before) break; // nothing settled this round: do not spin
  }
  return { count };
}

export async function splitTransaction(
  businessId: string,
  id: string,
  body: { splitAmount: number; updatedDate: string },
  now: Date,
): Promise<TransactionDto[]> {
  const before = await current(businessId, id, body.updatedDate);
  const split = Math.abs(pence(body.splitAmount));
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
  await apply(businessId, [before], [first, second]);
  const accounts = await accountMap(businessId);
  return [toDto(first, accounts), toDto(second, accounts)];
}

export async function deleteTransaction(businessId: string, id: string, updatedDate: string): Promise<{ ok: true }> {
  const before = await current(businessId, id, updatedDate);
  await apply(businessId, [before], []);
  if (before.attachments > 0) await removeAttachmentsOf(businessId, id);
  return { ok: true };
}

// ---- The list (decision 0013) ----

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(d).padStart(2, '0')}`;
}
function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

interface Bucket extends Aggregate {
  kind: 'D' | 'M';
}

/** Day and month aggregates covering [from, to], newest first (≤ 62 days plus one item a month). */
async function buckets(businessId: string, scope: string | null, from: string, to: string): Promise<Bucket[]> {
  const r = repo();
  const fm = from.slice(0, 7);
  const tm = to.slice(0, 7);
  const fromFull = from.endsWith('-01');
  const toFull = to === lastDayOfMonth(tm);
  const tag = (kind: 'D' | 'M') => (a: Aggregate) => ({ ...a, kind });
  if (fm === tm && !(fromFull && toFull))
    return (await r.listAggregates(businessId, scope, 'D', from, to)).map(tag('D')).reverse();
  const [head, months, tail] = await Promise.all([
    fromFull ? [] : r.listAggregates(businessId, scope, 'D', from, `${fm}-31`),
    (() => {
      const a = fromFull ? fm : addMonths(fm, 1);
      const b = toFull ? tm : addMonths(tm, -1);
      return a <= b ? r.listAggregates(businessId, scope, 'M', a, b) : Promise.resolve([]);
    })(),
    toFull ? [] : r.listAggregates(businessId, scope, 'D', `${tm}-01`, to),
  ]);
  return [...tail.map(tag('D')).reverse(), ...months.map(tag('M')).reverse(), ...head.map(tag('D')).reverse()];
}

function hasNonKeyFilter(f: Filter): boolean {
  return Boolean(
    (f.desc && f.desc.trim()) ||
    f.transactionTypeId != null ||
    f.categoryId ||
    f.minAmount != null ||
    f.maxAmount != null ||
    f.isRefund != null ||
    f.isIncome != null,
  );
}

function filterExpression(f: Filter) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (f.desc && f.desc.trim()) {
    parts.push('contains(descLower, :desc)');
    values[':desc'] = f.desc.trim().toLowerCase();
  }
  if (f.transactionTypeId != null) {
    parts.push('transactionTypeId = :type');
    values[':type'] = f.transactionTypeId;
  }
  if (f.categoryId) {
    parts.push('categoryId = :cat');
    values[':cat'] = f.categoryId;
  }
  if (f.minAmount != null) {
    parts.push('absAmount >= :min');
    values[':min'] = Math.abs(pence(f.minAmount));
  }
  if (f.maxAmount != null) {
    parts.push('absAmount <= :max');
    values[':max'] = Math.abs(pence(f.maxAmount));
  }
  if (f.isRefund != null) {
    parts.push('isRefund = :refund');
    values[':refund'] = f.isRefund;
  }
  if (f.isIncome != null) {
    parts.push(f.isIncome ? '#amount > :zero' : '#amount < :zero');
    names['#amount'] = 'amount';
    values[':zero'] = 0;
  }
  return { expression: parts.join(' AND '), names, values };
}

function matches(tx: TransactionItem, f: Filter, from: string, to: string): boolean {
  if (tx.date < from || tx.date > to) return false;
  if (f.bankAccountId && tx.accountId !== f.bankAccountId) return false;
  if (f.desc && f.desc.trim() && !tx.desc.toLowerCase().includes(f.desc.trim().toLowerCase())) return false;
  if (f.transactionTypeId != null && tx.transactionTypeId !== f.transactionTypeId) return false;
  if (f.categoryId && tx.categoryId !== f.categoryId) return false;
  if (f.minAmount != null && Math.abs(tx.amount) < Math.abs(pence(f.minAmount))) return false;
  if (f.maxAmount != null && Math.abs(tx.amount) > Math.abs(pence(f.maxAmount))) return false;
  if (f.isRefund != null && tx.isRefund !== f.isRefund) return false;
  if (f.isIncome != null && (f.isIncome ? tx.amount <= 0 : tx.amount >= 0)) return false;
  return true;
}

function totalsOf(txs: readonly TransactionItem[]) {
  let income = 0;
  let expenses = 0;
  for (const t of txs)
    if (t.counted) {
      if (t.amount > 0) income += t.amount;
      else expenses -= t.amount;
    }
  return { income, expenses };
}

export interface ListResult {
  transactions: TransactionDto[];
  pages: number;
  stats: { income: number; expenses: number };
  /** Items read from the table (bench and tests). */
  readCount: number;
}

/**
 * A page of the filtered list with the page count and the totals of the whole filtered set
 * (income and expenses as positive pounds; ignored and incomplete transactions left out).
 */
export async function listTransactions(businessId: string, page: number, f: Filter): Promise<ListResult> {
  const from = f.dateFrom ?? FIRST_DAY;
  const to = f.dateTo ?? LAST_DAY;
  const accounts = await accountMap(businessId);
  const answer = (
    txs: TransactionItem[],
    count: number,
    stats: { income: number; expenses: number },
    read: number,
  ) => ({
    transactions: txs.map((t) => toDto(t, accounts)),
    pages: Math.ceil(count / PAGE_SIZE),
    stats: { income: pounds(stats.income), expenses: pounds(stats.expenses) },
    readCount: read,
  });
  if (from > to) return answer([], 0, { income: 0, expenses: 0 }, 0);
  const offset = (page - 1) * PAGE_SIZE;

  if (f.id) {
    const tx = await repo().getTransaction(businessId, f.id);
    const found = tx && matches(tx, f, from, to) ? [tx] : [];
    return answer(offset === 0 ? found : [], found.length, totalsOf(found), tx ? 1 : 0);
  }

  if (hasNonKeyFilter(f)) {
    const out = await repo().queryTransactions(businessId, {
      from,
      to,
      accountId: f.bankAccountId ?? null,
      filter: filterExpression(f),
      limit: Infinity,
      maxRead: MAX_FILTERED_READ,
    });
    if (out.truncated) throw new BadRequestError(TOO_WIDE_MESSAGE);
    return answer(out.items.slice(offset, offset + PAGE_SIZE), out.items.length, totalsOf(out.items), out.readCount);
  }

  // Date range and account only: totals and page position from the aggregates.
  const scope = f.bankAccountId ?? null;
  const all = await buckets(businessId, scope, from, to);
  const count = all.reduce((n, b) => n + b.count, 0);
  const stats = all.reduce((s, b) => ({ income: s.income + b.income, expenses: s.expenses + b.expenses }), {
    income: 0,
    expenses: 0,
  });
  let read = all.length;
  if (offset >= count) return answer([], count, stats, read);
  let seen = 0;
  let day: string | null = null;
  for (const b of all) {
    if (seen + b.count <= offset) {
      seen += b.count;
      continue;
    }
    if (b.kind === 'D') day = b.period;
    else {
      const days = (await repo().listAggregates(businessId, scope, 'D', `${b.period}-01`, `${b.period}-31`)).reverse();
      read += days.length;
      for (const d of days) {
        if (seen + d.count <= offset) seen += d.count;
        else {
          day = d.period;
          break;
        }
      }
    }
    break;
  }
  if (!day) return answer([], count, stats, read);
  const skip = offset - seen;
  const out = await repo().queryTransactions(businessId, { from, to: day, accountId: scope, limit: skip + PAGE_SIZE });
  return answer(out.items.slice(skip), count, stats, read + out.readCount);
}
