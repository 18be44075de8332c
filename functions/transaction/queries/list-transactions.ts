import { hasCriteria, transactionSearchRepository, type TransactionItem } from '@bk/data';
import { pence, toPounds } from '@bk/domain';
import { getDb } from '../../shared/clients/db';
import { contactNamesOf } from '../contact-names';
import { accountMap, transactions } from '../ledger';
import { toDto, type TransactionDto } from '../transaction-dto';
import { buckets, findPageStart } from './list-buckets';
import { criteriaOf, matches, totalsOf, type Filter } from './list-filter';
import { searchTransactions } from './list-search';

/** Rows of one page of the transaction list. */
export const PAGE_SIZE = 20;

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

export interface ListResult {
  transactions: TransactionDto[];
  pages: number;
  stats: { income: number; expenses: number };
  /** A filtered search that stopped before the range's start: the oldest day it searched (decision 0056). */
  searchedFrom?: string;
  /** Items read from the table (bench and tests). */
  readCount: number;
}

type Totals = { income: number; expenses: number };

/**
 * A page of the filtered list with the page count and the totals of the whole filtered set
 * (income and expenses as positive pounds; ignored and incomplete transactions left out).
 */
export async function listTransactions(businessId: string, page: number, f: Filter): Promise<ListResult> {
  const from = f.dateFrom ?? FIRST_DAY;
  const to = f.dateTo ?? LAST_DAY;
  const accounts = await accountMap(businessId);
  const answer = async (txs: TransactionItem[], count: number, stats: Totals, read: number) => {
    const names = await contactNamesOf(businessId, txs);
    return {
      transactions: txs.map((t) => toDto(t, accounts, names)),
      pages: Math.ceil(count / PAGE_SIZE),
      stats: { income: toPounds(pence(stats.income)), expenses: toPounds(pence(stats.expenses)) },
      readCount: read,
    };
  };
  if (from > to) return answer([], 0, { income: 0, expenses: 0 }, 0);
  const offset = (page - 1) * PAGE_SIZE;

  if (f.id) {
    const tx = await transactions().getTransaction(businessId, f.id);
    const found = tx && matches(tx, f, from, to) ? [tx] : [];
    return answer(offset === 0 ? found : [], found.length, totalsOf(found), tx ? 1 : 0);
  }

  const criteria = criteriaOf(f);
  if (hasCriteria(criteria)) {
    // A later stretch of the same search starts at `searchTo` (decision 0056).
    const top = f.searchTo && f.searchTo < to ? f.searchTo : to;
    if (from > top) return answer([], 0, { income: 0, expenses: 0 }, 0);
    const out = await searchTransactions(businessId, { from, top, accountId: f.bankAccountId ?? null, criteria });
    const shown = out.matches.slice(offset, offset + PAGE_SIZE);
    const page = await transactionSearchRepository(getDb()).getTransactionsBySk(
      businessId,
      shown.map((m) => m.sk),
    );
    const result = await answer(page, out.matches.length, totalsOf(out.matches), out.readCount + shown.length);
    return out.searchedFrom ? { ...result, searchedFrom: out.searchedFrom } : result;
  }

  // Date range and account only: totals and page position from the aggregates.
  const scope = f.bankAccountId ?? null;
  const all = await buckets(businessId, scope, from, to);
  const count = all.reduce((n, b) => n + b.count, 0);
  const stats = all.reduce((s, b) => ({ income: s.income + b.income, expenses: s.expenses + b.expenses }), {
    income: 0,
    expenses: 0,
  });
  if (offset >= count) return answer([], count, stats, all.length);
  const start = await findPageStart(businessId, scope, all, offset);
  const read = all.length + start.read;
  if (!start.day) return answer([], count, stats, read);
  const skip = offset - start.seen;
  const out = await transactions().queryTransactions(businessId, {
    from,
    to: start.day,
    accountId: scope,
    limit: skip + PAGE_SIZE,
  });
  return answer(out.items.slice(skip), count, stats, read + out.readCount);
}
