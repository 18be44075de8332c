import { randomUUID } from 'node:crypto';
import { auditRepository, type AuditEventName } from '@bk/data';
import { getDb } from './clients/db';
import { logger } from './logger';

/**
 * Record a security event (issue 3 "Audit log"). Written under the user it is about and, with a
 * `businessId`, under that business for its administrator. A failure to record is logged and
 * never fails the user's request. `detail` is plain English and must never hold a secret.
 */
export async function recordAudit(entry: {
  event: AuditEventName;
  userId: string | null;
  userEmail: string | null;
  businessId?: string | null;
  detail?: string | null;
  ipAddress?: string | null;
  now: Date;
}): Promise<void> {
  try {
    await auditRepository(getDb()).putAuditEntry({
      id: randomUUID(),
      event: entry.event,
      userId: entry.userId,
      userEmail: entry.userEmail,
      businessId: entry.businessId ?? null,
      detail: entry.detail ?? null,
      ipAddress: entry.ipAddress ?? null,
      createdAt: entry.now.toISOString(),
    });
  } catch (err) {
    logger().error('audit entry not recorded', { event: entry.event, error: (err as Error).message });
  }
}
