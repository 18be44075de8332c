import { sessionRepository } from '@bk/data';
import type { BusinessRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { startJob, waitForJob } from '../shared/jobs';
import { requireBusiness } from './queries';

/** How long the request waits for the deletion before answering "in progress". */
export const DELETE_WAIT_MS = 8000;

/**
 * Delete the session's business and everything it has (SPEC §2 Edit Business "Delete",
 * administrator only by the policy; the chain refuses support sessions). The work runs in the
 * delete-business job; the request waits up to 8 s for it and answers `deleted` or
 * `in-progress`. The caller's session loses its business at once, so the web app goes to Select
 * Business; other members' sessions lose it when their membership goes with the partition.
 * The audit entry is written under the user (the business's own log is deleted with it).
 */
export async function deleteActiveBusiness(
  ctx: BusinessRequestContext,
): Promise<{ status: 'deleted' | 'in-progress' }> {
  const caller = ctx.caller;
  const business = await requireBusiness(ctx.business);
  const jobId = await startJob('delete-business', { businessId: business.id, userId: caller.user.id }, ctx.now);
  await sessionRepository(getDb()).setSessionBusiness(caller.tokenHash, null);
  await recordAudit({
    event: 'business-deleted',
    userId: caller.user.id,
    userEmail: caller.user.email,
    businessId: null,
    detail: business.name,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  const status = await waitForJob(jobId, DELETE_WAIT_MS);
  return { status: status === 'done' ? 'deleted' : 'in-progress' };
}
