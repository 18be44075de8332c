import type { RouteGroup } from '@bk/contract';

/**
 * What one function may touch besides its own log group. Every function reads and writes the
 * single table (all data lives there); the rest is granted only where a use case needs it.
 */
export interface FunctionAccess {
  /** `Scan` on the table: only scheduled jobs sweep it (STYLE §7: no Scan in request paths). */
  readonly tableScan: boolean;
  /** Files bucket: none, read (`GetObject`), or read-write (also `PutObject`, `DeleteObject`, `ListBucket`). */
  readonly files: 'none' | 'read' | 'read-write';
  /** `ses:SendEmail` from the stage's identity with its configuration set. */
  readonly mail: boolean;
}

const TABLE_ONLY: FunctionAccess = { tableScan: false, files: 'none', mail: false };

/**
 * The access map of the API functions, one line per group and why. Keep it small: a group is
 * added here only when one of its use cases calls S3 or SES.
 */
export const GROUP_ACCESS: Readonly<Record<RouteGroup, FunctionAccess>> = {
  // Verification, passcode and reset e-mails; account deletion removes the user's files.
  user: { tableScan: false, files: 'read-write', mail: true },
  // Logo upload/removal; business deletion removes its files; access-granted e-mails.
  business: { tableScan: false, files: 'read-write', mail: true },
  account: TABLE_ONLY,
  transaction: TABLE_ONLY,
  category: TABLE_ONLY,
  contact: TABLE_ONLY,
  // Presigned upload (POST policy) and download URLs, and deletion of attachments.
  attachment: { tableScan: false, files: 'read-write', mail: false },
  // Reads the logo for the PDF; sends invoices by e-mail.
  invoice: { tableScan: false, files: 'read', mail: true },
  // VAT reminder settings confirmations and submission receipts by e-mail.
  hmrc: { tableScan: false, files: 'none', mail: true },
  places: TABLE_ONLY,
  affiliate: TABLE_ONLY,
  misc: TABLE_ONLY,
};

/**
 * Access of a scheduled job (`functions/jobs/<job>/`). Jobs sweep the table, so they may Scan;
 * a job that sends mail or deletes files must be listed in {@link JOB_ACCESS}.
 * @example jobAccess('housekeeping') // { tableScan: true, files: 'none', mail: false }
 */
export function jobAccess(job: string): FunctionAccess {
  return JOB_ACCESS[job] ?? { ...TABLE_ONLY, tableScan: true };
}

/** Jobs that need more than the table. VAT reminders (a later issue) send e-mail. */
export const JOB_ACCESS: Readonly<Record<string, FunctionAccess>> = {
  'vat-reminders': { tableScan: true, files: 'none', mail: true },
};
