import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { TransactionImportFinish } from '@bk/contract';
import {
  accountRepository,
  contactRepository,
  ImportAccountGoneError,
  importRunner,
  LedgerLimitError,
  type ContactItem,
  type TransactionItem,
} from '@bk/data';
import {
  contactWithNameOnly,
  filedImportMessage,
  filedPeriodOf,
  filedPeriodText,
  readTransactionRows,
  TRANSACTION_INDEX_FIELDS,
  type ImportedTransactionRow,
} from '@bk/domain';
import type { BusinessRequestContext } from '../../shared/api/types';
import { getDb } from '../../shared/clients/db';
import { auditFiledChange, filedPeriods, FiledPeriodError } from '../../shared/filed-periods';
import { csvRows, recoverImports, throwRowProblems } from '../../shared/csv-import';
import { ValidationError } from '../../shared/errors';
import { LEDGER_LIMIT_MESSAGE } from '../commands/ledger-write';

type Finish = z.output<typeof TransactionImportFinish>;

const ACCOUNT_MESSAGE = 'Choose a bank account';
const squash = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The column index of each mapped field, as the finish call sent them (kept as the saved mapping). */
function mappingOf(body: Finish) {
  return Object.fromEntries(Object.values(TRANSACTION_INDEX_FIELDS).map((field) => [field, body[field]]));
}

/**
 * The contact of each row's contact name: an existing contact of the business (any case and
 * spacing), or a new one that belongs to this import.
 */
async function contactsOf(businessId: string, rows: readonly ImportedTransactionRow[], importId: string, at: string) {
  const names = new Map<string, string>();
  for (const r of rows)
    if (r.contactName && !names.has(squash(r.contactName))) names.set(squash(r.contactName), r.contactName);
  const byName = new Map<string, { id: string; name: string }>();
  if (names.size === 0) return { byName, created: [] as ContactItem[] };
  for (const c of await contactRepository(getDb()).listContacts(businessId))
    if (!byName.has(squash(c.name))) byName.set(squash(c.name), { id: c.id, name: c.name });
  const created: ContactItem[] = [];
  for (const [key, name] of names) {
    if (byName.has(key)) continue;
    const contact: ContactItem = {
      id: randomUUID(),
      ...contactWithNameOnly(name.slice(0, 200)),
      importId,
      createdAt: at,
      updatedAt: at,
    };
    created.push(contact);
    byName.set(key, { id: contact.id, name: contact.name });
  }
  return { byName, created };
}

/**
 * SPEC §7 POST transaction/import/finish: every row read again here (the browser's preview is not
 * trusted), then written all or nothing (decision 0033); rows in filed VAT periods only when
 * confirmed (decision 0040). Answers the import's id and row count.
 */
/**
 * Rows that count in the VAT figures and are dated in a filed period: refused (409, with how
 * many and the first period) unless confirmed; returns the periods touched, for the audit.
 */
async function checkFiledRows(businessId: string, txs: readonly TransactionItem[], confirmed: boolean | undefined) {
  const periods = await filedPeriods(businessId);
  const touched = txs.flatMap((tx) => {
    const period = tx.incomplete ? null : filedPeriodOf(tx.date, periods);
    return period ? [period] : [];
  });
  const [first] = touched;
  if (first && confirmed !== true)
    throw new FiledPeriodError(filedImportMessage(touched.length, first), first, touched.length);
  return [...new Map(touched.map((p) => [filedPeriodText(p), p])).values()];
}

export async function finishTransactionImport(ctx: BusinessRequestContext, body: Finish, now: Date) {
  const businessId = ctx.business.id;
  const rows = csvRows(body.csvData);
  const read = readTransactionRows(rows, body, body.dateFormat, body.rowNumbers);
  throwRowProblems(read.problems, read.rows.length);
  if (!(await accountRepository(getDb()).getAccount(businessId, body.accountId)))
    throw new ValidationError([{ field: 'accountId', message: ACCOUNT_MESSAGE }]);
  await recoverImports(businessId, 'TX', now);

  const id = randomUUID();
  const at = now.toISOString();
  const { byName, created } = await contactsOf(businessId, read.rows, id, at);
  const txs: TransactionItem[] = read.rows.map((r) => {
    const contact = r.contactName ? byName.get(squash(r.contactName)) : undefined;
    return {
      id: randomUUID(),
      date: r.date,
      desc: r.desc,
      accountId: body.accountId,
      categoryId: r.categoryId,
      transactionTypeId: r.transactionTypeId,
      vatRateId: r.vatRateId,
      contactId: contact?.id ?? null,
      contactName: contact?.name ?? null,
      amount: r.amount,
      netAmount: r.netAmount,
      purchasePrice: r.purchasePrice,
      isRefund: r.isRefund,
      incomplete: r.incomplete,
      counted: r.counted,
      attachments: 0,
      invoiceId: null,
      importId: id,
      createdAt: at,
      updatedDate: at,
    };
  });
  const filed = await checkFiledRows(businessId, txs, body.confirmFiledPeriod);
  const header = {
    id,
    kind: 'TX' as const,
    name: body.name,
    createdAt: at,
    count: txs.length,
    headings: body.headings ?? null,
    mapping: mappingOf(body),
    accountId: body.accountId,
    dateFormat: body.dateFormat,
  };
  try {
    await importRunner(getDb()).runImport(businessId, header, txs, created, now.getTime());
  } catch (err) {
    if (err instanceof LedgerLimitError)
      throw new ValidationError([{ field: 'csvData', message: LEDGER_LIMIT_MESSAGE }]);
    if (err instanceof ImportAccountGoneError)
      throw new ValidationError([{ field: 'accountId', message: ACCOUNT_MESSAGE }]);
    throw err;
  }
  if (filed.length > 0) await auditFiledChange(ctx, `Imported "${body.name}" (${txs.length} rows)`, filed);
  return { id, count: txs.length };
}
