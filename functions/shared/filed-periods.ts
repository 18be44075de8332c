import { vatRepository } from '@bk/data';
import {
  FILED_PERIOD_CODE,
  filedPeriodMessage,
  filedPeriodText,
  filedPeriodTouched,
  type FiledPeriod,
  type VatRelevantFields,
} from '@bk/domain';
import type { BusinessRequestContext } from './api/types';
import { recordAudit } from './audit';
import { getDb } from './clients/db';
import { ConflictError } from './errors';

/**
 * A change refused because it touches a VAT period already filed with HMRC (decision 0040): a
 * 409 whose body also carries `code` and the period, so the web app asks "Change anyway?"
 * instead of reloading as it does for a stale edit.
 */
export class FiledPeriodError extends ConflictError {
  readonly code = FILED_PERIOD_CODE;
  constructor(
    message: string,
    readonly period: FiledPeriod,
    readonly count?: number,
  ) {
    super(message);
  }
  override toJSON() {
    return {
      ...super.toJSON(),
      code: this.code,
      period: { from: this.period.from, to: this.period.to },
      ...(this.count === undefined ? {} : { count: this.count }),
    };
  }
}

/** The periods of the business's filed returns: one Query of its receipts' dates. */
export function filedPeriods(businessId: string): Promise<FiledPeriod[]> {
  return vatRepository(getDb()).listFiledPeriods(businessId);
}

/** Record a confirmed change of filed periods' books under the business and the user who made it. */
export async function auditFiledChange(
  ctx: BusinessRequestContext,
  what: string,
  periods: readonly FiledPeriod[],
): Promise<void> {
  const named = periods.map(filedPeriodText).join(', ');
  await recordAudit({
    event: 'filed-period-changed',
    userId: ctx.caller.user.id,
    userEmail: ctx.caller.user.email,
    businessId: ctx.business.id,
    detail: `${what} in the VAT period${periods.length === 1 ? '' : 's'} ${named}`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
}

/**
 * Refuse a change of transactions that alters a filed period's figures unless confirmed; returns
 * the period touched (null: none), which the caller audits once the change is written.
 * `pairs` are each transaction before and after the change (null when created or deleted).
 */
export async function checkFiledPeriod(
  businessId: string,
  pairs: readonly [VatRelevantFields | null, VatRelevantFields | null][],
  confirmed: boolean | undefined,
): Promise<FiledPeriod | null> {
  const periods = await filedPeriods(businessId);
  if (periods.length === 0) return null;
  for (const [before, after] of pairs) {
    const period = filedPeriodTouched(before, after, periods);
    if (!period) continue;
    if (confirmed !== true) throw new FiledPeriodError(filedPeriodMessage(period), period);
    return period;
  }
  return null;
}
