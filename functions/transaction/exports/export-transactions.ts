import type { z } from 'zod/mini';
import type { ExportRequest } from '@bk/contract';
import type { AccountItem, TransactionItem } from '@bk/data';
import {
  pence,
  TRANSACTION_EXPORT_HEADINGS,
  transactionCsvCells,
  transactionExportFileName,
  type CsvCell,
} from '@bk/domain';
import { ValidationError } from '../../shared/errors';
import { newExportOutput, writeCsvExport, type ExportResultDto } from '../../shared/exports';
import { contactNamesOf } from '../contact-names';
import { accountMap, transactions } from '../ledger';

/**
 * Transactions read (and written to the CSV) a page at a time: about DynamoDB's 1 MB a Query, so
 * the fewest round trips for one page in hand.
 */
export const EXPORT_PAGE_SIZE = 2500;

export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date';
export const ACCOUNT_GONE_MESSAGE = 'This bank account no longer exists. Choose another account and try again.';

/** The cells of one stored transaction, its contact named live (else as stored) and its account by name. */
function cellsOf(
  tx: TransactionItem,
  accounts: ReadonlyMap<string, AccountItem>,
  contactNames: ReadonlyMap<string, string>,
): CsvCell[] {
  return transactionCsvCells(
    {
      date: tx.date,
      desc: tx.desc,
      amount: pence(tx.amount),
      netAmount: tx.netAmount === null ? null : pence(tx.netAmount),
      vatRateId: tx.vatRateId,
      categoryId: tx.categoryId,
      transactionTypeId: tx.transactionTypeId,
      purchasePrice: tx.purchasePrice === null ? null : pence(tx.purchasePrice),
      isRefund: tx.isRefund,
    },
    {
      contact: tx.contactId ? (contactNames.get(tx.contactId) ?? tx.contactName ?? null) : null,
      account: accounts.get(tx.accountId)?.name ?? '',
    },
  );
}

/**
 * The items of `source`, asking for the next one before handing out the current one, so the next
 * page is read from the table while this one is written out (two pages in hand at most).
 */
async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const items = source[Symbol.asyncIterator]();
  let next = items.next();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = items.next();
    // Marked handled: if the caller stops early the read's failure has nobody to go to.
    next.catch(() => undefined);
    yield current.value;
  }
}

/**
 * SPEC §2 "Export transactions", §7 POST transaction/export: the transactions of the date range
 * (and account), oldest first, as CSV under headings the import recognises; read a page at a time
 * and written as they come, so a ledger of any length exports in flat memory. A file too large to
 * answer is stored and answered with a download address (decision 0034).
 */
export async function exportTransactions(
  businessId: string,
  request: z.output<typeof ExportRequest>,
): Promise<ExportResultDto> {
  const { startDate, endDate } = request;
  if (startDate > endDate) throw new ValidationError([{ field: 'endDate', message: END_BEFORE_START_MESSAGE }]);
  const accounts = await accountMap(businessId);
  const accountId = request.bankAccountId ?? null;
  const account = accountId === null ? null : accounts.get(accountId);
  if (account === undefined) throw new ValidationError([{ field: 'bankAccountId', message: ACCOUNT_GONE_MESSAGE }]);
  const fileName = request.fileName ?? transactionExportFileName(startDate, endDate, account?.name ?? null);

  const pages = transactions().pageTransactionsOldestFirst(businessId, {
    from: startDate,
    to: endDate,
    accountId,
    pageSize: EXPORT_PAGE_SIZE,
  });
  async function* batches(): AsyncGenerator<CsvCell[][]> {
    for await (const page of readAhead(pages)) {
      const contactNames = await contactNamesOf(businessId, page);
      yield page.map((tx) => cellsOf(tx, accounts, contactNames));
    }
  }
  return writeCsvExport(newExportOutput(businessId, fileName), fileName, TRANSACTION_EXPORT_HEADINGS, batches());
}
