import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
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
  readTransactionRows,
  TRANSACTION_INDEX_FIELDS,
  type ImportedTransactionRow,
} from '@bk/domain';
import { getDb } from '../../shared/clients/db';
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
 * trusted), then written all or nothing (decision 0033). Answers the import's id and row count.
 */
export async function finishTransactionImport(businessId: string, body: Finish, now: Date) {
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
  return { id, count: txs.length };
}
