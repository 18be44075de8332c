import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ttlFromMs, type Db } from './db';
import { keys } from './keys';

/** Job records are kept a week after they are created, for support to look at. */
const JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const JOB_KINDS = ['delete-account', 'delete-business', 'delete-bank-account'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JobItem = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  /** What the job acts on, e.g. `{ userId }` or `{ businessId }`. */
  subject: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  /** Items removed so far, for progress (a bank account's deletion: percent done). */
  progress: z._default(z.number().check(z.int()), 0),
  error: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobItem = z.infer<typeof JobItem>;

/** Background jobs and their progress (ACCESS_PATTERNS.md: putJob, getJob, updateJob). */
export function jobRepository(db: Db) {
  return {
    async putJob(job: JobItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...keys.job(job.id),
            entity: 'job',
            version: 1,
            ...job,
            ttl: ttlFromMs(Date.parse(job.createdAt) + JOB_RETENTION_MS),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async getJob(jobId: string): Promise<JobItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: keys.job(jobId), ConsistentRead: true }),
      );
      return out.Item ? JobItem.parse(out.Item) : null;
    },

    async updateJob(
      jobId: string,
      patch: { status: JobItem['status']; progress?: number; error?: string | null; updatedAt: string },
    ): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: keys.job(jobId),
          UpdateExpression: 'SET #s = :s, progress = :p, #e = :e, updatedAt = :u',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#s': 'status', '#e': 'error' },
          ExpressionAttributeValues: {
            ':s': patch.status,
            ':p': patch.progress ?? 0,
            ':e': patch.error ?? null,
            ':u': patch.updatedAt,
          },
        }),
      );
    },
  };
}
export type JobRepository = ReturnType<typeof jobRepository>;
