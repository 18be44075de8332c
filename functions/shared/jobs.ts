import { randomUUID } from 'node:crypto';
import { jobRepository, type JobItem, type JobKind } from '@bk/data';
import { getDb } from './clients/db';
import { config } from './config';

/** The event a job's Lambda receives when a request starts it. */
export interface JobEvent {
  readonly jobId: string;
}

function functionOf(kind: JobKind): string {
  const c = config();
  const names: Record<JobKind, string> = {
    'delete-account': c.JOB_FUNCTION_DELETE_ACCOUNT,
    'delete-business': c.JOB_FUNCTION_DELETE_BUSINESS,
    'delete-bank-account': c.JOB_FUNCTION_DELETE_BANK_ACCOUNT,
  };
  return names[kind];
}

/**
 * Record a background job and start its Lambda asynchronously (InvocationType Event): in AWS
 * the job's own function; locally the gateway's stand-in for Lambda's Invoke API runs
 * `functions/jobs/<kind>/index.ts`. Returns the job id: `id` when the caller needs it first (to mark what the job acts on).
 */
export async function startJob(
  kind: JobKind,
  subject: Record<string, string>,
  now: Date,
  id: string = randomUUID(),
): Promise<string> {
  const at = now.toISOString();
  await jobRepository(getDb()).putJob({
    id,
    kind,
    subject,
    status: 'pending',
    progress: 0,
    error: null,
    createdAt: at,
    updatedAt: at,
  });
  const payload: JobEvent = { jobId: id };
  // The client loads with the first job a cold start begins, not with the function (decision 0058).
  const { invokeEvent } = await import('./clients/lambda');
  await invokeEvent(functionOf(kind), payload);
  return id;
}

/**
 * Wait up to `timeoutMs` for a job to finish, so a request can answer "done" when the work was
 * quick and "in progress" (SPEC §8) when it outlasts the request.
 */
export async function waitForJob(jobId: string, timeoutMs: number): Promise<JobItem['status']> {
  const jobs = jobRepository(getDb());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobs.getJob(jobId);
    const status = job?.status ?? 'failed';
    if (status === 'done' || status === 'failed' || Date.now() >= deadline) return status;
    await new Promise((r) => setTimeout(r, 200));
  }
}
