import type { RouteGroup } from '@bk/contract';

/**
 * The partitions of the single table, as `dynamodb:LeadingKeys` patterns: every partition key
 * (and GSI1 partition key, which a Query on the index is authorised by) that the key builders of
 * `packages/data/src/keys.ts` make starts with one of these. tests/infra/table-access.test.ts calls
 * every builder and fails on a key outside this list, so a new kind of partition is granted here
 * before it can be denied in AWS.
 */
export const PARTITIONS = {
  /** `USER#<id>`: the user, their passcodes, audit, cleared banners; GSI1 of their sessions, memberships, tokens. */
  user: 'USER#*',
  /** `EMAIL#<address>`: the address's claim (sign-in, registration, access by e-mail). */
  email: 'EMAIL#*',
  /** `SESSION#<hash>`: a session, touched on every signed-in request. */
  session: 'SESSION#*',
  /** `BUS#<id>`: everything of a business; GSI1 `BUS#<id>#ACC#…`, `#TX#…`, `#IMP#…`. */
  business: 'BUS#*',
  /** `BANNER`: the banner messages. */
  banner: 'BANNER',
  /** `OTT#<hash>`: one-time tokens (verification, reset, support login). */
  oneTimeToken: 'OTT#*',
  /** `RATE#<limit>#<subject>`: rate-limit windows. */
  rateLimit: 'RATE#*',
  /** `BACKOFF#<subject>`: a device's sign-in back-off. */
  signInBackoff: 'BACKOFF#*',
  /** `UNKNOWNSIGNIN#<bucket>`: sign-in attempts at unknown addresses, for equal timing. */
  unknownSignIn: 'UNKNOWNSIGNIN#*',
  /** GSI1 `INVITEE#<address>`: the invitations waiting for an address. */
  invitee: 'INVITEE#*',
  /** `REMINDERLINK#<hash>`: the "turn off VAT reminders" link of an e-mail. */
  reminderLink: 'REMINDERLINK#*',
  /** `JOB#<id>`: a background job and its progress. */
  job: 'JOB#*',
  /** GSI1 `HMRC#LINKED`: the businesses linked to HMRC (VAT reminders). */
  hmrcLinked: 'HMRC#LINKED',
  /** GSI1 `IMPORT#INFLIGHT`: CSV imports in flight (housekeeping). */
  importsInFlight: 'IMPORT#INFLIGHT',
  /** `AFFSLUG#<slug>`: who holds an affiliate profile address (decision 0061). */
  affiliateSlug: 'AFFSLUG#*',
  /** `AFFVISIT#<day>#<hash>` and `AFFSALT#<day>`: a day's visitor marks and salt for the counters. */
  affiliateVisit: 'AFFVISIT#*',
  affiliateSalt: 'AFFSALT#*',
  /** GSI1 `AFFDIRECTORY`: the published profiles' cards (the public directory). */
  affiliateDirectory: 'AFFDIRECTORY',
  /** GSI1 `AFFREVIEW#<state>`: submissions by review state (the operators' command). */
  affiliateReview: 'AFFREVIEW#*',
} as const;

export type Partition = keyof typeof PARTITIONS;

/**
 * What a function may do to the table, by partition. `write` partitions may be read too; `read`
 * ones only read. The policy allows item reads and queries whose leading keys all fall in
 * `read` + `write`, and item writes whose keys all fall in `write` (`ForAllValues:StringLike
 * dynamodb:LeadingKeys`). Every function serves every tenant, so no tenant id can be pinned: the
 * limit is the kinds of partition, derived from the code each function bundles.
 */
export interface TableAccess {
  readonly read: readonly Partition[];
  readonly write: readonly Partition[];
}

/** Every partition, read and written: the jobs that sweep or delete across them. */
export const ALL_PARTITIONS: TableAccess = { read: [], write: Object.keys(PARTITIONS) as Partition[] };

/**
 * What every signed-in request does before its handler (functions/shared/api/authenticate.ts):
 * read the user and their membership, and touch the session (idle expiry).
 */
const SIGNED_IN: TableAccess = { read: ['user', 'business'], write: ['session'] };

/** A route group's handlers' own partitions on top of {@link SIGNED_IN}. */
function signedIn(extra: Partial<TableAccess>): TableAccess {
  const write = [...SIGNED_IN.write, ...(extra.write ?? [])];
  const read = [...SIGNED_IN.read, ...(extra.read ?? [])].filter((p) => !write.includes(p));
  return { read: [...new Set(read)], write: [...new Set(write)] };
}

/**
 * Table access of the API route groups, from the repositories each group's code reaches
 * (tests/infra/table-access.test.ts follows the imports and checks this covers them).
 */
export const GROUP_TABLE_ACCESS = {
  // Sign-in, registration, verification, reset, passcodes, sessions, audit, rate limits, account
  // deletion (a job) and the businesses a user leaves with it.
  user: signedIn({
    write: ['user', 'email', 'business', 'oneTimeToken', 'rateLimit', 'signInBackoff', 'unknownSignIn', 'job'],
  }),
  // Businesses, memberships, invitations by e-mail (rate-limited) and their acceptance, audit,
  // business deletion (a job).
  business: signedIn({ write: ['business', 'user', 'email', 'rateLimit', 'job'], read: ['invitee'] }),
  // Ledger items of the business; deleting a bank account runs as a job.
  account: signedIn({ write: ['business', 'job'] }),
  // Ledger items and CSV imports of the business (the in-flight index entry is an attribute).
  transaction: signedIn({ write: ['business'] }),
  contact: signedIn({ write: ['business'] }),
  attachment: signedIn({ write: ['business'] }),
  invoice: signedIn({ write: ['business'] }),
  // HMRC link, VAT returns and reminders of the business; a user's reminder opt-out and the
  // e-mail's turn-off link.
  hmrc: signedIn({ write: ['business', 'user', 'reminderLink'], read: ['hmrcLinked'] }),
  // Reference data in code: only the signed-in check touches the table.
  category: SIGNED_IN,
  places: SIGNED_IN,
  // The affiliate programme in the business partition, slug claims, the day's counting marks and
  // salt, the public routes' rate limits; the directory's and the review queue's index (decision 0061).
  affiliate: signedIn({
    write: ['business', 'rateLimit', 'affiliateSlug', 'affiliateVisit', 'affiliateSalt'],
    read: ['affiliateDirectory', 'affiliateReview'],
  }),
  // The help assistant: the per-user question limits; the business's figures (read) come with
  // SIGNED_IN's `business` (decision 0065).
  assistant: signedIn({ write: ['rateLimit'] }),
  // Banners (read) and the banners a user cleared (`USER#`).
  misc: signedIn({ write: ['user'], read: ['banner'] }),
} as const satisfies Record<RouteGroup, TableAccess>;

/** The IAM patterns of some partitions. */
export function leadingKeyPatterns(partitions: readonly Partition[]): string[] {
  return [...new Set(partitions)].map((p) => PARTITIONS[p]).sort();
}
