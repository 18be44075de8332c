import type { Context, ScheduledEvent } from 'aws-lambda';
import { vatReminderRepository } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { config } from '../../shared/config';
import { logger } from '../../shared/logger';
import { remindIncomeTax } from './itsa-remind';
import { remindBusiness } from './remind';
import { runDate } from './thresholds';
import { jobHandler } from '../job-handler';

/** What a run did, for the log and for tests (`POST /_local/jobs/vat-reminders?time=...`). */
export interface VatRemindersResult {
  date: string;
  silent: boolean;
  businesses: number;
  checked: number;
  skipped: number;
  failed: number;
  sent: number;
  alreadySent: number;
  /** Income Tax reminders (decision 0068) e-mailed, and businesses whose Income Tax check failed. */
  incomeTaxSent: number;
  incomeTaxFailed: number;
}

/**
 * Scheduled daily (infra/schedules.ts, docs/vat-reminders.md): for every business linked to HMRC
 * with VAT on and a confirmed VRN, read its open obligations from HMRC (as a batch process,
 * BATCH_PROCESS_DIRECT) and e-mail its recipients 14, 7 and 1 days before each is due, once each.
 * "Today" is the event's scheduled time, so a re-run or a test can set the clock, and
 * `detail.businessIds` limits a replay to those businesses. One business failing (HMRC refusing,
 * a revoked grant) is logged and the others carry on.
 */
async function run(
  event: Pick<ScheduledEvent, 'time'> & { detail?: { businessIds?: unknown } },
  context?: Context,
): Promise<VatRemindersResult> {
  void context;
  const now = event.time ? new Date(event.time) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`Bad event time ${String(event.time)}`);
  const db = getDb();
  const silent = config().FEATURE_VAT_REMINDERS_SILENT;
  const today = runDate(now);
  // EventBridge sends `detail: {}`; a replay (an operator's invoke, a test) may name the businesses.
  const only = event.detail?.businessIds;
  const ids =
    Array.isArray(only) && only.every((id) => typeof id === 'string')
      ? only
      : await vatReminderRepository(db).listHmrcLinkedBusinessIds();
  const result: VatRemindersResult = {
    date: today,
    silent,
    businesses: ids.length,
    checked: 0,
    skipped: 0,
    failed: 0,
    sent: 0,
    alreadySent: 0,
    incomeTaxSent: 0,
    incomeTaxFailed: 0,
  };
  for (const businessId of ids) {
    try {
      const outcome = await remindBusiness(db, businessId, today, now, silent);
      if (outcome.skipped) result.skipped++;
      else result.checked++;
      result.sent += outcome.sent;
      result.alreadySent += outcome.alreadySent;
    } catch (err) {
      result.failed++;
      logger().error('VAT reminders failed for a business', {
        businessId,
        error: (err as Error).name,
        message: (err as Error).message,
      });
    }
    try {
      result.incomeTaxSent += (await remindIncomeTax(db, businessId, today, now, silent)).sent;
    } catch (err) {
      result.incomeTaxFailed++;
      logger().error('Income Tax reminders failed for a business', { businessId, error: (err as Error).name });
    }
  }
  logger().info(silent ? 'VAT reminders computed (silent mode: none sent)' : 'VAT reminders done', { ...result });
  return result;
}

export const handler = jobHandler(run);
