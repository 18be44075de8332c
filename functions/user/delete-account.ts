import type { UserRequestContext } from '../shared/api/types';
import { ValidationError } from '../shared/errors';
import { startJob, waitForJob } from '../shared/jobs';
import { logger } from '../shared/logger';
import { USER_MESSAGES } from './messages';
import { endSessions } from './open-session';

/** How long the request waits for the deletion before answering "in progress" (SPEC §8). */
export const DELETE_WAIT_MS = 8000;

/**
 * SPEC §2 Edit Profile, Delete Account: the typed address must be the account's. Every session
 * ends at once; the deletion itself runs as a job (decision 0012), which mails when it is done.
 */
export async function deleteAccount(
  email: string,
  ctx: UserRequestContext,
): Promise<{ status: 'deleted' | 'in-progress' }> {
  const caller = ctx.caller;
  const user = caller.user;
  if (email !== user.email.toLowerCase())
    throw new ValidationError([{ field: 'email', message: USER_MESSAGES.deleteEmailMismatch }]);
  await endSessions(user.id);
  const jobId = await startJob('delete-account', { userId: user.id, email: user.email, name: user.name }, ctx.now);
  const status = await waitForJob(jobId, DELETE_WAIT_MS);
  if (status === 'failed') logger().error('account deletion job failed; Lambda retries it', { jobId });
  return { status: status === 'done' ? 'deleted' : 'in-progress' };
}
