import type { Context } from 'aws-lambda';
import { jobRepository, sessionRepository } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import type { JobEvent } from '../../shared/jobs';
import { logger } from '../../shared/logger';
import { accountDeletedMail } from '../../shared/mail/templates';
import { sendMail } from '../../shared/mail/send';
import { deleteAccountData } from './delete-account';
import { jobHandler } from '../job-handler';

/**
 * Delete an account (started by `DELETE user` through an asynchronous Invoke, decision 0012),
 * then mail the confirmation. A failure marks the job failed and rethrows so Lambda retries it;
 * the work is idempotent, so a retry finishes what the first run began.
 */
async function run(event: JobEvent, context?: Context): Promise<{ removed: number }> {
  void context;
  const db = getDb();
  const jobs = jobRepository(db);
  const job = await jobs.getJob(event.jobId);
  const { userId, email, name } = job?.subject ?? {};
  if (!job || job.kind !== 'delete-account' || !userId || !email) {
    logger().error('delete-account started without a valid job', { jobId: event.jobId });
    return { removed: 0 };
  }
  if (job.status === 'done') return { removed: 0 };
  const stamp = () => new Date().toISOString();
  await jobs.updateJob(job.id, { status: 'running', progress: 0, updatedAt: stamp() });
  try {
    const removed = await deleteAccountData(
      db,
      { userId, email },
      (id) => sessionRepository(getDb()).endSessionsOfUser(id),
      (n) => jobs.updateJob(job.id, { status: 'running', progress: n, updatedAt: stamp() }),
    );
    await sendMail(email, accountDeletedMail({ name: name ?? 'there' }));
    await jobs.updateJob(job.id, { status: 'done', progress: removed, updatedAt: stamp() });
    logger().info('account deleted', { jobId: job.id, removed });
    return { removed };
  } catch (err) {
    logger().error('account deletion failed', { jobId: job.id, error: (err as Error).message });
    await jobs.updateJob(job.id, { status: 'failed', error: (err as Error).message.slice(0, 500), updatedAt: stamp() });
    throw err;
  }
}

export const handler = jobHandler(run);
