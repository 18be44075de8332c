import { accountRepository } from './account-repository';
import { attachmentRepository } from './attachment-repository';
import type { Db } from './db';
import { ledgerChangeItems, MAX_TRANSACT } from './ledger-change';
import { StaleTransactionError, type TransactionItem } from './transaction-item';
import { transactionRepository } from './transaction-repository';

/** Deletes one file of the files bucket (a missing file is not an error, as in S3). */
export type RemoveFile = (key: string) => Promise<void>;

/** How often one chunk is read again and retried after a condition refused it, before giving up. */
const CHUNK_ATTEMPTS = 5;

/**
 * Remove a transaction's attachments: their files, then their items. Returns how many there were.
 * @example await removeAttachmentsOf(db, deleteFile, 'b1', 't1')
 */
export async function removeAttachmentsOf(
  db: Db,
  removeFile: RemoveFile,
  businessId: string,
  txId: string,
): Promise<number> {
  const attachments = attachmentRepository(db);
  const found = await attachments.listAttachmentsOfTransaction(businessId, txId);
  for (const a of found) {
    await removeFile(a.fileKey);
    await attachments.deleteAttachment(businessId, a.id);
  }
  return found.length;
}

/**
 * Split transactions into chunks whose deletion, with every balance, aggregate, summary, invoice
 * and magnitude change it implies, fits in one TransactWriteItems.
 */
export function deletionChunks(table: string, businessId: string, txs: readonly TransactionItem[]) {
  const chunks: TransactionItem[][] = [];
  let chunk: TransactionItem[] = [];
  for (const tx of txs) {
    const next = [...chunk, tx];
    if (
      chunk.length > 0 &&
      ledgerChangeItems(table, businessId, next, [], { deletion: true }).items.length > MAX_TRANSACT
    ) {
      chunks.push(chunk);
      chunk = [tx];
    } else chunk = next;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Delete one chunk, its attachments first; returns how many it deleted. The account's index may
 * lag behind the table, so a refused chunk is read again by key (consistent) and what is still
 * there is deleted.
 */
async function deleteChunk(
  db: Db,
  removeFile: RemoveFile,
  businessId: string,
  accountId: string,
  chunk: TransactionItem[],
): Promise<number> {
  const transactions = transactionRepository(db);
  let current = chunk;
  for (let attempt = 1; current.length > 0; attempt++) {
    for (const tx of current.filter((t) => t.attachments > 0))
      await removeAttachmentsOf(db, removeFile, businessId, tx.id);
    try {
      await transactions.deleteTransactionsOfDeletingAccount(businessId, current);
      return current.length;
    } catch (err) {
      if (!(err instanceof StaleTransactionError) || attempt >= CHUNK_ATTEMPTS) throw err;
    }
    const reread = await Promise.all(current.map((t) => transactions.getTransaction(businessId, t.id)));
    current = reread.filter((t): t is TransactionItem => t !== null && t.accountId === accountId);
  }
  return 0;
}

/**
 * Delete a bank account that is marked as being deleted (decision 0053): its transactions a
 * chunk at a time, each chunk in one write with the balance and aggregate changes it implies (so
 * the books are right after every chunk, whenever a run stops), their attachments' files and
 * items, then the account. Safe to run again after a crash: it carries on with what is left.
 * `onProgress` gets the number of transactions removed by this run after each chunk.
 * @example await deleteMarkedAccount(db, deleteFile, 'b1', 'a1', (n) => report(n))
 */
export async function deleteMarkedAccount(
  db: Db,
  removeFile: RemoveFile,
  businessId: string,
  accountId: string,
  onProgress: (removed: number) => Promise<void>,
): Promise<number> {
  const transactions = transactionRepository(db);
  let removed = 0;
  for (;;) {
    const page = await transactions.listTransactionsOfAccount(businessId, accountId);
    if (page.items.length === 0) break;
    for (const chunk of deletionChunks(db.table, businessId, page.items)) {
      removed += await deleteChunk(db, removeFile, businessId, accountId, chunk);
      await onProgress(removed);
    }
  }
  await accountRepository(db).deleteAccount(businessId, accountId);
  return removed;
}
