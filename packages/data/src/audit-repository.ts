import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ttlFromMs, type Db } from './db';
import { keys, prefixes } from './keys';

/** How long security events are kept: two years, then DynamoDB's TTL removes them. */
export const AUDIT_RETENTION_MS = 2 * 366 * 24 * 60 * 60 * 1000;

export const AUDIT_EVENTS = [
  'sign-in',
  'sign-in-failed',
  'two-factor-enabled',
  'two-factor-disabled',
  'password-changed',
  'password-reset',
  'email-change-requested',
  'email-changed',
  'access-shared',
  'access-revoked',
  'access-invited',
  'invitation-accepted',
  'invitation-declined',
  'invitation-withdrawn',
  'support-token-created',
  'support-access',
  'business-deleted',
  'hmrc-linked',
  'vrn-changed',
  'vat-return-filed',
  'filed-period-changed',
  'itsa-update-sent',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

export const AuditItem = z.object({
  id: z.string(),
  event: z.enum(AUDIT_EVENTS),
  /** The user the event is about (whose account, or who signed in). */
  userId: z.nullable(z.string()),
  /** Their e-mail address at the time, so the log stays readable after they leave. */
  userEmail: z.nullable(z.string()),
  businessId: z.nullable(z.string()),
  /** A short plain-English detail, e.g. "shared with jo@example.com as Accountant". Never a secret. */
  detail: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditItem = z.infer<typeof AuditItem>;

/**
 * The security audit log (ACCESS_PATTERNS.md: putAuditEntry, listUserAudit, listBusinessAudit).
 * An event is written under the user it is about and, when it concerns a business, under the
 * business too, so the business administrator reads one partition.
 */
export function auditRepository(db: Db) {
  async function newest(pk: string, limit: number): Promise<AuditItem[]> {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': prefixes.audit },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => AuditItem.parse(i));
  }

  return {
    async putAuditEntry(entry: AuditItem): Promise<void> {
      const ttl = ttlFromMs(Date.parse(entry.createdAt) + AUDIT_RETENTION_MS);
      const writes: Record<string, unknown>[] = [];
      if (entry.userId) writes.push(keys.auditOfUser(entry.userId, entry.createdAt, entry.id));
      if (entry.businessId) writes.push(keys.auditOfBusiness(entry.businessId, entry.createdAt, entry.id));
      await Promise.all(
        writes.map((key) =>
          db.doc.send(
            new PutCommand({ TableName: db.table, Item: { ...key, entity: 'audit', version: 1, ...entry, ttl } }),
          ),
        ),
      );
    },

    /** The newest events about a user (at most `limit`, newest first). */
    listUserAudit(userId: string, limit = 50): Promise<AuditItem[]> {
      return newest(keys.auditOfUser(userId, '', '').pk, limit);
    },

    /** The newest events of a business (at most `limit`, newest first). */
    listBusinessAudit(businessId: string, limit = 100): Promise<AuditItem[]> {
      return newest(keys.auditOfBusiness(businessId, '', '').pk, limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
