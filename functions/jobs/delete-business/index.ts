import type { Context } from 'aws-lambda';
import { jobRepository } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { deleteBusinessData } from '../../shared/deletion';
import type { JobEvent } from '../../shared/jobs';
import { logger } from '../../shared/logger';
import { jobHandler } from '../job-handler';

/**
 * Delete a business and everything it has (started by `DELETE user/business` through an
 * asynchronous Invoke, decision 0012). The job item names the business; progress is the count
 * of items and files removed so far. Idempotent, so Lambda's retries of a failed run are safe:
 * a failure marks the job failed and rethrows so Lambda retries it.
 */
async function run(event: JobEvent, context?: Context): Promise<{ removed: number }> {
  void context;
  const jobs = jobRepository(getDb());
  const job = await jobs.getJob(event.jobId);
  if (!job || job.kind !== 'delete-business' || !job.subject.businessId) {
    logger().error('delete-business started without a valid job', { jobId: event.jobId });
    return { removed: 0 };
  }
  const { businessId } = job.subject;
  const stamp = () => new Date().toISOString();
  await jobs.updateJob(job.id, { status: 'running', progress: 0, updatedAt: stamp() });
  try {
    const removed = await deleteBusinessData(businessId, (n) =>
      jobs.updateJob(job.id, { status: 'running', progress: n, updatedAt: stamp() }),
    );
    await jobs.updateJob(job.id, { status: 'done', progress: removed, updatedAt: stamp() });
    logger().info('business deleted', { jobId: job.id, businessId, removed });
    return { removed };
  } catch (err) {
    logger().error('business deletion failed', { jobId: job.id, businessId, error: (err as Error).message });
    await jobs.updateJob(job.id, { status: 'failed', error: (err as Error).message.slice(0, 500), updatedAt: stamp() });
    throw err;
  }
}

export const handler = jobHandler(run);
