import type { Context, ScheduledEvent } from 'aws-lambda';
import { importRemoval } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { logger } from '../../shared/logger';
import { purgeExpiredItems } from './purge-expired';
import { jobHandler } from '../job-handler';

/**
 * Scheduled hourly (infra/schedules.ts): removes sessions and one-time tokens whose TTL has
 * passed. DynamoDB's own TTL deletes them eventually (it may take days); DynamoDB Local never
 * does. Reads already ignore expired items, so this is tidiness, not security.
 * It also settles CSV imports whose Lambda stopped part-way (lease lapsed): rolled back before
 * their commit point, finished after it (decision 0033). Removals stopped part-way are carried on
 * by the business's next import call, which may delete attachment files (this job has no file access).
 */
async function run(
  event: Pick<ScheduledEvent, 'time'>,
  context?: Context,
): Promise<{ deleted: number; importsSettled: number }> {
  void context;
  const now = event.time ? Date.parse(event.time) : Date.now();
  const deleted = await purgeExpiredItems(getDb(), Math.floor(now / 1000));
  const noFiles = async () => {
    throw new Error('Housekeeping does not delete files');
  };
  const importsSettled = await importRemoval(getDb(), noFiles).recoverAllLapsedImports(now, false);
  logger().info('housekeeping done', { deleted, importsSettled });
  return { deleted, importsSettled };
}

export const handler = jobHandler(run);
