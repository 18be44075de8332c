import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';

/** The rule name CDK would give a job's schedule in the `local` stage. */
export function ruleName(job: string): string {
  return `bookkeeper-local-${job}`;
}

/**
 * The event EventBridge sends a scheduled rule's target. `time` is the scheduled minute (no
 * milliseconds, as AWS sends it) and `resources` holds the rule's ARN, which ends in its name.
 *
 * @example scheduledEvent('housekeeping', new Date('2026-01-01T03:15:00Z')).time // '2026-01-01T03:15:00Z'
 */
export function scheduledEvent(
  job: string,
  time: Date,
  detail: Record<string, unknown> = {},
): ScheduledEvent<Record<string, unknown>> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'eu-west-2',
    resources: [`arn:aws:events:eu-west-2:000000000000:rule/${ruleName(job)}`],
    detail,
  };
}
