import { ROUTE_GROUPS, type RouteGroup } from '@bk/contract';
import type { StageConfig } from './stage-config';
import { GROUP_TABLE_ACCESS, type TableAccess } from './table-access';

/**
 * What one function may touch besides its own log group. Every function reaches the single
 * table (all data lives there), limited to the kinds of partition its code uses
 * (`table-access.ts`); the rest is granted only where a use case needs it.
 */
export interface FunctionAccess {
  /** Partitions read and written (`dynamodb:LeadingKeys`). @default ALL_PARTITIONS: jobs that sweep or delete across them */
  readonly table?: TableAccess;
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
const GROUP_SERVICES: Readonly<Record<RouteGroup, FunctionAccess>> = {
  // Verification, passcode and reset e-mails; account deletion removes the user's files.
  user: { tableScan: false, files: 'read-write', mail: true },
  // Logo upload/removal; business deletion removes its files; access-granted e-mails.
  business: { tableScan: false, files: 'read-write', mail: true },
  // Deleting an account or a transaction removes its attachments' files (and a transaction export
  // too large for a response is stored, decision 0034).
  account: { tableScan: false, files: 'read-write', mail: false },
  transaction: { tableScan: false, files: 'read-write', mail: false },
  category: TABLE_ONLY,
  // A contact export too large for a response goes through the files bucket (decision 0034).
  contact: { tableScan: false, files: 'read-write', mail: false },
  // Presigned upload (POST policy) and download URLs, and deletion of attachments.
  attachment: { tableScan: false, files: 'read-write', mail: false },
  // Reads the logo for the PDF; sends invoices by e-mail.
  invoice: { tableScan: false, files: 'read', mail: true },
  // VAT reminder settings confirmations and submission receipts by e-mail.
  hmrc: { tableScan: false, files: 'none', mail: true },
  places: TABLE_ONLY,
  affiliate: TABLE_ONLY,
  // The help assistant reads the books and counts questions; Bedrock only when the stage turns it on.
  assistant: TABLE_ONLY,
  misc: TABLE_ONLY,
};

/** The access of each API function: its services above and its table partitions (`GROUP_TABLE_ACCESS`). */
export const GROUP_ACCESS: Readonly<Record<RouteGroup, FunctionAccess>> = Object.fromEntries(
  ROUTE_GROUPS.map((group) => [group, { ...GROUP_SERVICES[group], table: GROUP_TABLE_ACCESS[group] }]),
) as Record<RouteGroup, FunctionAccess>;

/** The third-party keys a stage may keep in Secrets Manager (names in `StageConfig`, values by an operator). */
export type ProviderSecret = 'botCheck' | 'places';

/**
 * Who may read each provider secret (`secretsmanager:GetSecretValue` on that secret only, and only
 * when the stage names it). Jobs read none.
 */
export const PROVIDER_SECRET_READERS: Readonly<Record<ProviderSecret, readonly RouteGroup[]>> = {
  // Sign-in, registration and forgotten password check the browser's bot-check token.
  botCheck: ['user'],
  // Predictions and details of the address lookup call Google Places.
  places: ['places'],
};

/** The secret names a stage configures, by provider secret; `undefined` where the provider needs none. */
export function providerSecretNames(config: StageConfig): Record<ProviderSecret, string | undefined> {
  return { botCheck: config.botCheck.secretName, places: config.places.apiKeySecretName };
}

/** The provider secrets a route group may read in a stage. */
export function secretsReadBy(group: RouteGroup, config: StageConfig): string[] {
  const names = providerSecretNames(config);
  return (Object.keys(PROVIDER_SECRET_READERS) as ProviderSecret[]).flatMap((secret) => {
    const name = names[secret];
    return name && PROVIDER_SECRET_READERS[secret].includes(group) ? [name] : [];
  });
}

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

/**
 * Jobs a request starts with an asynchronous Lambda Invoke (decision 0012,
 * `functions/shared/jobs.ts`), and which route groups may start each: only those get
 * `lambda:InvokeFunction`, on that job's function only. Deleting works by partition (Query),
 * never by Scan.
 */
export interface InvokedJob {
  /** Folder under `functions/jobs/`, and the `JobKind` of `packages/data`. */
  readonly job: 'delete-account' | 'delete-business' | 'delete-bank-account';
  readonly description: string;
  /** The config variable that names its function (`functions/shared/config.ts`). */
  readonly envVar: 'JOB_FUNCTION_DELETE_ACCOUNT' | 'JOB_FUNCTION_DELETE_BUSINESS' | 'JOB_FUNCTION_DELETE_BANK_ACCOUNT';
  readonly access: FunctionAccess;
  readonly startedBy: readonly RouteGroup[];
}

export const INVOKED_JOBS: readonly InvokedJob[] = [
  {
    job: 'delete-account',
    description:
      "Deletes a user's account, sessions, memberships and the businesses they alone administer, then e-mails them.",
    envVar: 'JOB_FUNCTION_DELETE_ACCOUNT',
    // Removes the files of the businesses it deletes; sends the "account deleted" e-mail.
    access: { tableScan: false, files: 'read-write', mail: true },
    startedBy: ['user'],
  },
  {
    job: 'delete-business',
    description: 'Deletes a business: every item of its partition (memberships included) and its files.',
    envVar: 'JOB_FUNCTION_DELETE_BUSINESS',
    access: { tableScan: false, files: 'read-write', mail: false },
    startedBy: ['business'],
  },
  {
    job: 'delete-bank-account',
    description:
      'Deletes a bank account being deleted: its transactions a chunk at a time with their totals, their files, then it.',
    envVar: 'JOB_FUNCTION_DELETE_BANK_ACCOUNT',
    // Removes the files of the transactions' attachments.
    access: { tableScan: false, files: 'read-write', mail: false },
    startedBy: ['account'],
  },
];

/** The physical name of an invoked job's function in a stage (also its `JOB_FUNCTION_*` value). */
export function invokedJobFunctionName(stage: string, job: InvokedJob['job']): string {
  return `bookkeeper-${stage}-job-${job}`;
}
