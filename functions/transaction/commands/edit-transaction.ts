import { randomUUID } from 'node:crypto';
import { removeAttachmentsOf } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { deleteFile } from '../../shared/files';
import { contactNameOfInput } from '../contact-names';
import { accountMap } from '../ledger';
import { toDto, type TransactionDto } from '../transaction-dto';
import { checkInput, fromInput, type Input } from './from-input';
import { applyGuarded, type FiledGuard } from './filed-guard';
import { current, nextStamp } from './ledger-write';

/** Add a transaction (a 409 first when its date is in a filed VAT period, unless confirmed). */
export async function createTransaction(
  businessId: string,
  input: Input,
  now: Date,
  guard: FiledGuard,
): Promise<TransactionDto> {
  const accounts = await accountMap(businessId);
  checkInput(input, now, null, accounts);
  const contactName = await contactNameOfInput(businessId, input.contactId ?? null, null);
  const tx = {
    ...fromInput(input, { id: randomUUID(), createdAt: now.toISOString(), incomplete: false }, now),
    contactName,
  };
  await applyGuarded(guard, 'Added', [], [tx]);
  return toDto(tx, accounts);
}

/**
 * Save an edit of a transaction read at `input.updatedDate` (409 if it changed since, or if it
 * alters the figures of a filed VAT period and was not confirmed).
 */
export async function updateTransaction(
  businessId: string,
  id: string,
  input: Input & { updatedDate: string },
  now: Date,
  guard: FiledGuard,
): Promise<TransactionDto> {
  const before = await current(businessId, id, input.updatedDate);
  const accounts = await accountMap(businessId);
  checkInput(input, now, before.categoryId, accounts);
  const contactName = await contactNameOfInput(businessId, input.contactId ?? null, before);
  const after = {
    ...fromInput(input, { id, createdAt: before.createdAt, incomplete: before.incomplete }, now),
    contactName,
    attachments: before.attachments,
    invoiceId: before.invoiceId,
    importId: before.importId,
    updatedDate: nextStamp(now, before.updatedDate),
  };
  await applyGuarded(guard, 'Edited', [before], [after]);
  return toDto(after, accounts);
}

/** Delete a transaction read at `updatedDate` (guarded as an edit), then its attachments' files and items. */
export async function deleteTransaction(
  businessId: string,
  id: string,
  updatedDate: string,
  guard: FiledGuard,
): Promise<{ ok: true }> {
  const before = await current(businessId, id, updatedDate);
  await applyGuarded(guard, 'Deleted', [before], []);
  if (before.attachments > 0) await removeAttachmentsOf(getDb(), deleteFile, businessId, id);
  return { ok: true };
}
