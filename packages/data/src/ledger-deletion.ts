import { accountRepository } from './account-repository';
import { attachmentRepository } from './attachment-repository';
import type { Db } from './db';
import { transactionRepository } from './transaction-repository';
import { freeInvoicePayments } from './invoice-payments';

/** Deletes one file of the files bucket (a missing file is not an error, as in S3). */
export type RemoveFile = (key: string) => Promise<void>;

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
 * Delete an account's transactions a page (≤500) at a time, each with its attachments, then the
 * account (decision 0013). The balance follows each page, so it always equals what remains.
 * Returns false when `budgetMs` ran out first (the account and the rest stay; calling again
 * carries on).
 * @example if (!(await deleteAccountAndTransactions(db, deleteFile, 'b1', 'a1', 20_000))) answerStillDeleting()
 */
export async function deleteAccountAndTransactions(
  db: Db,
  removeFile: RemoveFile,
  businessId: string,
  accountId: string,
  budgetMs: number,
): Promise<boolean> {
  const transactions = transactionRepository(db);
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const page = await transactions.listTransactionsOfAccount(businessId, accountId);
    if (page.items.length === 0) break;
    const reconciled = page.items.filter((t) => t.invoiceId);
    if (reconciled.length > 0) {
      // Freed first, then read again: freeing changes their version, which the deletion checks.
      await freeInvoicePayments(db, businessId, reconciled, new Date().toISOString());
      continue;
    }
    for (const tx of page.items.filter((t) => t.attachments > 0))
      await removeAttachmentsOf(db, removeFile, businessId, tx.id);
    await transactions.deleteTransactionsOfAccount(businessId, page.items);
    if (Date.now() > deadline) return false;
  }
  await accountRepository(db).deleteAccount(businessId, accountId);
  return true;
}
