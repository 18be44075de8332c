import { parsePounds, toPounds } from '@bk/domain';
import { ledgerRepository, type TransactionItem } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { deleteFile } from '../shared/files';

/** Pence from pounds that the contract has checked to have at most 2 decimals (exact parse). */
export function pence(value: number): number {
  return parsePounds(value);
}

/** Pounds (2 decimals) from integer pence, as the API answers them. */
export function pounds(p: number): number {
  return toPounds(p);
}

/** Remove a transaction's attachments: their files under the business prefix, then their items. */
export async function removeAttachmentsOf(businessId: string, txId: string): Promise<number> {
  const repo = ledgerRepository(getDb());
  const attachments = await repo.listAttachmentsOfTransaction(businessId, txId);
  for (const a of attachments) {
    await deleteFile(a.fileKey);
    await repo.deleteAttachment(businessId, a.id);
  }
  return attachments.length;
}

/** How long one request may spend deleting an account's transactions before answering. */
export const ACCOUNT_DELETION_BUDGET_MS = 20_000;

/**
 * Delete an account's transactions a page (≤500) at a time, each with its attachments, then
 * the account. The balance follows each page, so it always equals what remains. Returns false
 * when the time budget ran out first (the account and the rest stay; calling again carries on).
 */
export async function deleteAccountAndTransactions(
  businessId: string,
  accountId: string,
  budgetMs = ACCOUNT_DELETION_BUDGET_MS,
): Promise<boolean> {
  const repo = ledgerRepository(getDb());
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const page = await repo.listTransactionsOfAccount(businessId, accountId);
    if (page.items.length === 0) break;
    const withFiles: TransactionItem[] = page.items.filter((t) => t.attachments > 0);
    for (const tx of withFiles) await removeAttachmentsOf(businessId, tx.id);
    await repo.deleteTransactionsOfAccount(businessId, page.items);
    if (Date.now() > deadline) return false;
  }
  await repo.deleteAccount(businessId, accountId);
  return true;
}
