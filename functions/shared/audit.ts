import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { AuditEntry as AuditEntrySchema } from '@bk/contract';
import { auditRepository, type AuditEventName, type AuditItem } from '@bk/data';

type AuditEntry = z.input<typeof AuditEntrySchema>;
import { getDb } from './clients/db';
import { logger } from './logger';

/**
 * Record a security event (SPEC §6; kept two years for the administrator and the user). Written under the user it is about and, with a
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

const SUMMARIES: Record<AuditEventName, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in attempt',
  'two-factor-enabled': 'Two-factor authentication changed to the authenticator app',
  'two-factor-disabled': 'Two-factor authentication changed to e-mail passcodes',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset with an e-mailed link',
  'email-change-requested': 'E-mail address change requested',
  'email-changed': 'E-mail address changed',
  'access-shared': 'Access shared',
  'access-revoked': 'Access revoked',
  'access-invited': 'Invited to share access',
  'invitation-accepted': 'Invitation accepted',
  'invitation-declined': 'Invitation declined',
  'invitation-withdrawn': 'Invitation withdrawn',
  'support-token-created': 'Support token generated',
  'support-access': 'Support staff signed in with a support token',
  'business-deleted': 'Business deleted',
  'hmrc-linked': 'Signed in to HMRC for this business',
  'vrn-changed': 'VAT registration number changed',
  'vat-return-filed': 'VAT return filed with HMRC',
  'filed-period-changed': 'Changed the books of a VAT period already filed with HMRC',
  'itsa-update-sent': 'Income Tax quarterly update sent to HMRC',
};

/** An audit item as the contract shows it: a plain-English summary, with its detail. */
export function toAuditEntry(item: AuditItem): AuditEntry {
  const base = SUMMARIES[item.event];
  return {
    id: item.id,
    event: item.event,
    summary: item.detail ? `${base}: ${item.detail}` : base,
    userEmail: item.userEmail,
    ipAddress: item.ipAddress,
    createdAt: item.createdAt,
  };
}
