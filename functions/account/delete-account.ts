import { randomUUID } from 'node:crypto';
import { jobRepository, transactionRepository, type AccountItem, type JobItem } from '@bk/data';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ConflictError, NotFoundError } from '../shared/errors';
import { startJob, waitForJob } from '../shared/jobs';
import { bankAccounts, defaultOf, readAccounts, type BankAccountDto } from './accounts';
import { auditAccountDeletion, checkAccountDeletion } from './filed-transactions';
import { STALE_MESSAGE } from './save-account';

/**
 * An account with at most this many transactions is deleted while the request waits (up to
 * {@link SMALL_WAIT_MS}), so it is simply gone; a larger one answers "in-progress" at once.
 */
export const SMALL_ACCOUNT_TRANSACTIONS = 100;
const SMALL_WAIT_MS = 8000;
/** A job that has not moved for this long is taken as dead (its Lambda gave up), so it may be started again. */
const STALLED_JOB_MS = 5 * 60_000;
/** Every date a transaction may carry, for counting all of an account's transactions. */
const ALL_DAYS = { from: '0000-01-01', to: '9999-12-31' } as const;

/** Whether a deletion's job failed, is missing, or stalled: the person may then try again. */
export function deletionFailed(job: JobItem | null, now: Date): boolean {
  if (!job || job.status === 'failed') return true;
  if (job.status === 'done') return false;
  return now.getTime() - Date.parse(job.updatedAt) > STALLED_JOB_MS;
}

/** What the list shows of an account being deleted: percent done, or that the deletion failed. */
export async function deletionOf(account: AccountItem, now: Date): Promise<BankAccountDto['deletion']> {
  if (account.deletionJobId === null) return undefined;
  const job = await jobRepository(getDb()).getJob(account.deletionJobId);
  const progress = Math.min(100, Math.max(0, job?.progress ?? 0));
  return { progress, failed: deletionFailed(job, now) };
}

/**
 * Mark the account as being deleted, the default moving to the oldest other account if it was
 * the default, all in one write conditioned on what was read; read again if something changed.
 */
async function markForDeletion(businessId: string, accountId: string, jobId: string): Promise<AccountItem> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { accounts, recordedDefault } = await readAccounts(businessId);
    const current = accounts.find((a) => a.id === accountId);
    if (!current) throw new NotFoundError();
    const others = accounts.filter((a) => a.id !== accountId);
    const marked = await bankAccounts().markDeleting(businessId, accountId, {
      jobId,
      previousJobId: current.deletionJobId,
      seenDefault: recordedDefault,
      nextDefault: defaultOf(others, recordedDefault),
    });
    if (marked) return current;
  }
  throw new ConflictError(STALE_MESSAGE);
}

/**
 * Delete a bank account with its transactions and their attachments (SPEC §7 "Accounts", decision
 * 0053): the account is marked as being deleted (every ledger write that touches it is refused
 * from then on) and the delete-bank-account job removes it a chunk at a time. A small account is
 * waited for and answers `deleted`; a larger one `in-progress`, and the list shows its progress.
 * Asked again while its job runs, nothing new starts; after the job failed, a new one starts.
 */
export async function deleteBankAccount(
  ctx: BusinessRequestContext,
  accountId: string,
  confirmFiledPeriod: boolean,
): Promise<{ status: 'deleted' | 'in-progress' }> {
  const businessId = ctx.business.id;
  const current = await bankAccounts().getAccount(businessId, accountId);
  if (!current) throw new NotFoundError();
  if (current.deletionJobId !== null) {
    const job = await jobRepository(getDb()).getJob(current.deletionJobId);
    if (!deletionFailed(job, ctx.now)) return { status: 'in-progress' };
  }
  const filed = await checkAccountDeletion(businessId, accountId, confirmFiledPeriod);
  const jobId = randomUUID();
  await markForDeletion(businessId, accountId, jobId);
  const total = await transactionRepository(getDb()).countTransactionsOfAccount(
    businessId,
    accountId,
    ALL_DAYS.from,
    ALL_DAYS.to,
  );
  await startJob('delete-bank-account', { businessId, accountId, total: String(total) }, ctx.now, jobId);
  if (filed) await auditAccountDeletion(ctx, current.name, filed);
  if (total > SMALL_ACCOUNT_TRANSACTIONS) return { status: 'in-progress' };
  return { status: (await waitForJob(jobId, SMALL_WAIT_MS)) === 'done' ? 'deleted' : 'in-progress' };
}
