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

/**
 * Delete an account's transactions a page (≤500) at a time, each with its attachments, then
 * the account. Idempotent: a retried deletion carries on where the last stopped.
 */
export async function deleteAccountAndTransactions(businessId: string, accountId: string): Promise<number> {
  const repo = ledgerRepository(getDb());
  let removed = 0;
  for (;;) {
    const page = await repo.listTransactionsOfAccount(businessId, accountId);
    if (page.items.length === 0) break;
    const withFiles: TransactionItem[] = page.items.filter((t) => t.attachments > 0);
    for (const tx of withFiles) await removeAttachmentsOf(businessId, tx.id);
    await repo.deleteTransactionsOfAccount(businessId, page.items);
    removed += page.items.length;
  }
  await repo.deleteAccount(businessId, accountId);
  return removed;
}
