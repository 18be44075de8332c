import type { Context, ScheduledEvent } from 'aws-lambda';
import { getDb } from '../../shared/clients/db';
import { logger } from '../../shared/logger';
import { purgeExpiredItems } from './purge-expired';
import { jobHandler } from '../job-handler';

/**
 * Scheduled hourly (infra/schedules.ts): removes sessions and one-time tokens whose TTL has
 * passed. DynamoDB's own TTL deletes them eventually (it may take days); DynamoDB Local never
 * does. Reads already ignore expired items, so this is tidiness, not security.
 */
async function run(event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<{ deleted: number }> {
  void context;
  const now = event.time ? Date.parse(event.time) : Date.now();
  const deleted = await purgeExpiredItems(getDb(), Math.floor(now / 1000));
  logger().info('housekeeping done', { deleted });
  return { deleted };
}

export const handler = jobHandler(run);
