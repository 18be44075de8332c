import type { Context } from 'aws-lambda';
import { accountRepository, deleteMarkedAccount, jobRepository, transactionRepository, type JobItem } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { deleteFile } from '../../shared/files';
import type { JobEvent } from '../../shared/jobs';
import { logger } from '../../shared/logger';
import { jobHandler } from '../job-handler';
import { waitForImports } from './imports-in-flight';

/** Percent done: what this run removed on top of what earlier runs had, never 100 before the end. */
export function percentDone(total: number, removedBefore: number, removedNow: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor(((removedBefore + removedNow) * 100) / total));
}

/**
 * Delete a bank account that `DELETE account/{id}` marked as being deleted (decision 0053): wait
 * for imports into it that were in flight, then its transactions a chunk at a time, each chunk
 * in one write with the totals it moves, then the account. The job's progress is percent done.
 * Idempotent, so Lambda's retries finish what a failed run began: a failure marks the job failed
 * (the list then offers to try again) and rethrows so Lambda retries it.
 */
async function run(event: JobEvent, context?: Context): Promise<{ removed: number }> {
  void context;
  const db = getDb();
  const jobs = jobRepository(db);
  const job = await jobs.getJob(event.jobId);
  const { businessId, accountId } = job?.subject ?? {};
  if (!job || job.kind !== 'delete-bank-account' || !businessId || !accountId) {
    logger().error('delete-bank-account started without a valid job', { jobId: event.jobId });
    return { removed: 0 };
  }
  if (job.status === 'done') return { removed: 0 };
  const stamp = () => new Date().toISOString();
  try {
    const account = await accountRepository(db).getAccount(businessId, accountId);
    if (account && account.deletionJobId !== job.id) {
      // A later attempt owns the deletion (this one was taken for dead): leave the work to it.
      await jobs.updateJob(job.id, { status: 'failed', error: 'Superseded by a later attempt', updatedAt: stamp() });
      return { removed: 0 };
    }
    const removed = account ? await deleteAll(job, businessId, accountId, stamp) : 0;
    await jobs.updateJob(job.id, { status: 'done', progress: 100, updatedAt: stamp() });
    logger().info('bank account deleted', { jobId: job.id, businessId, accountId, removed });
    return { removed };
  } catch (err) {
    logger().error('bank account deletion failed', { jobId: job.id, businessId, error: (err as Error).message });
    await jobs.updateJob(job.id, { status: 'failed', error: (err as Error).message.slice(0, 500), updatedAt: stamp() });
    throw err;
  }
}

async function deleteAll(job: JobItem, businessId: string, accountId: string, stamp: () => string): Promise<number> {
  const db = getDb();
  const jobs = jobRepository(db);
  const total = Number(job.subject['total'] ?? 0);
  // A retry starts from where the books are: what earlier runs removed is gone already.
  const left = await transactionRepository(db).countTransactionsOfAccount(
    businessId,
    accountId,
    '0000-01-01',
    '9999-12-31',
  );
  const before = Math.max(0, total - left);
  await jobs.updateJob(job.id, { status: 'running', progress: job.progress, updatedAt: stamp() });
  await waitForImports(businessId, () =>
    jobs.updateJob(job.id, { status: 'running', progress: job.progress, updatedAt: stamp() }),
  );
  return deleteMarkedAccount(db, deleteFile, businessId, accountId, (n) =>
    jobs.updateJob(job.id, { status: 'running', progress: percentDone(total, before, n), updatedAt: stamp() }),
  );
}

export const handler = jobHandler(run);
