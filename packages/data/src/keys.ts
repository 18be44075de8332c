/**
 * Every key of the single table is built here and nowhere else (STYLE §7). Entity tokens are
 * upper-case; a business's data lives under its `BUS#<id>` partition (STYLE §8).
 */
export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /** GSI1 entry listing a user's sessions (to end them on password change or deletion). */
  sessionOfUser: (userId: string, createdAtIso: string, tokenHash: string) => ({
    gsi1pk: `USER#${userId}`,
    gsi1sk: `SESSION#${createdAtIso}#${tokenHash.slice(0, 16)}`,
  }),
  business: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'BUSINESS' }),
  member: (businessId: string, userId: string) => ({ pk: `BUS#${businessId}`, sk: `MEMBER#${userId}` }),
  /** GSI1 entry listing a user's memberships. */
  memberOfUser: (userId: string, businessId: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `MEMBER#${businessId}` }),
  /** A pending invitation to a business, one per invited address (decision 0050). */
  invitation: (businessId: string, email: string) => ({ pk: `BUS#${businessId}`, sk: `INVITE#${email.toLowerCase()}` }),
  /** GSI1 entry listing the invitations sent to an address, whoever sent them. */
  invitationOfInvitee: (email: string, businessId: string) => ({
    gsi1pk: `INVITEE#${email.toLowerCase()}`,
    gsi1sk: `INVITE#${businessId}`,
  }),
  banner: (bannerId: string) => ({ pk: 'BANNER', sk: `BANNER#${bannerId}` }),
  bannerCleared: (userId: string, bannerId: string) => ({ pk: `USER#${userId}`, sk: `BANNERCLEAR#${bannerId}` }),
  /** A security event in the log of a user (`USER#`) or of a business (`BUS#`): newest last by sk. */
  auditOfUser: (userId: string, atIso: string, id: string) => ({ pk: `USER#${userId}`, sk: `AUDIT#${atIso}#${id}` }),
  auditOfBusiness: (businessId: string, atIso: string, id: string) => ({
    pk: `BUS#${businessId}`,
    sk: `AUDIT#${atIso}#${id}`,
  }),
  /** A one-time token (e-mail verification, password reset, support login) by its SHA-256 hash. */
  oneTimeToken: (tokenHash: string) => ({ pk: `OTT#${tokenHash}`, sk: 'OTT' }),
  /** GSI1 entry listing a user's one-time tokens of a kind (to supersede or delete them). */
  oneTimeTokenOfUser: (userId: string, kind: string, createdAtIso: string, tokenHash: string) => ({
    gsi1pk: `USER#${userId}`,
    gsi1sk: `OTT#${kind}#${createdAtIso}#${tokenHash.slice(0, 16)}`,
  }),
  /** The current sign-in passcode or backup code of a user (one per purpose; a new one replaces it). */
  passcode: (userId: string, purpose: string) => ({ pk: `USER#${userId}`, sk: `PASSCODE#${purpose}` }),
  /** One fixed window of a rate limit: `subject` is a hash (of an e-mail address, user id or IP). */
  rateLimit: (limit: string, subject: string, windowStartMs: number) => ({
    pk: `RATE#${limit}#${subject}`,
    sk: `WINDOW#${windowStartMs}`,
  }),
  /** Sign-in back-off of one account from one device and address: `subject` is a hash (decision 0055). */
  signInBackoff: (subject: string) => ({ pk: `BACKOFF#${subject}`, sk: 'BACKOFF' }),
  /** The latest failed sign-in at an unknown address, one of 64 buckets (decision 0055). */
  unknownSignIn: (bucket: number) => ({ pk: `UNKNOWNSIGNIN#${bucket}`, sk: 'LAST' }),
  /** A business's HMRC tokens (encrypted), its pending HMRC sign-ins and its VAT settings. */
  hmrcLink: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'HMRC#LINK' }),
  hmrcState: (businessId: string, stateHash: string) => ({ pk: `BUS#${businessId}`, sk: `HMRC#STATE#${stateHash}` }),
  hmrcSettings: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'HMRC#SETTINGS' }),
  /** Sparse GSI1 entry on the HMRC link item: the daily VAT reminders job lists linked businesses. */
  hmrcLinked: (businessId: string) => ({ gsi1pk: 'HMRC#LINKED', gsi1sk: `BUS#${businessId}` }),
  /** VAT reminders: a business's settings, the reminders sent, a user's opt-out, the e-mail's disable link. */
  vatReminderSettings: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'VATREMINDER#SETTINGS' }),
  vatReminderSent: (businessId: string, periodKey: string, daysBefore: number, userId: string) => ({
    pk: `BUS#${businessId}`,
    sk: `VATREMINDER#SENT#${periodKey}#${daysBefore}#${userId}`,
  }),
  vatRemindersOff: (userId: string) => ({ pk: `USER#${userId}`, sk: 'VATREMINDER#OFF' }),
  vatReminderLink: (tokenHash: string) => ({ pk: `REMINDERLINK#${tokenHash}`, sk: 'REMINDERLINK' }),
  /** A background job (account or business deletion) and its progress. */
  job: (jobId: string) => ({ pk: `JOB#${jobId}`, sk: 'JOB' }),
} as const;

export const prefixes = {
  member: 'MEMBER#',
  invitation: 'INVITE#',
  banner: 'BANNER#',
  bannerCleared: 'BANNERCLEAR#',
  session: 'SESSION#',
  audit: 'AUDIT#',
  oneTimeToken: 'OTT#',
} as const;

/** The scope of the aggregates that count every account of a business. */
export const LEDGER_ALL = 'ALL';

const ledgerPartition = (businessId: string) => `BUS#${businessId}`;
const transactionSk = (date: string, txId: string) => `TX#${date}#${txId}`;
const aggregatePrefix = (scope: string, kind: 'D' | 'M') => `AGG#${scope}#${kind}#`;
const SUMMARY_PREFIX = `AGG#${LEDGER_ALL}#S#`;

/**
 * Keys of the ledger (bank accounts, transactions, their aggregates and attachments) and of
 * contacts, all under the business partition `BUS#<id>` so a business deletion removes them
 * (decisions 0013 and 0035).
 */
export const ledgerKeys = {
  /** The business partition every ledger query reads (key condition `pk = :pk`). */
  partition: (businessId: string) => ({ pk: ledgerPartition(businessId) }),
  /** An item of the business partition by its sort key (a transaction found through its pointer). */
  item: (businessId: string, sk: string) => ({ pk: ledgerPartition(businessId), sk }),
  account: (businessId: string, accountId: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${ledgerPrefixes.account}${accountId}`,
  }),
  /** A transaction, sorted by date then id: the default list reads newest first by this key. */
  transaction: (businessId: string, date: string, txId: string) => ({
    pk: ledgerPartition(businessId),
    sk: transactionSk(date, txId),
  }),
  /** GSI1 entry listing an account's transactions by date (account filter, account deletion). */
  transactionOfAccount: (businessId: string, accountId: string, date: string, txId: string) => ({
    ...ledgerKeys.accountIndex(businessId, accountId),
    gsi1sk: transactionSk(date, txId),
  }),
  /** The GSI1 partition of an account's transactions. */
  accountIndex: (businessId: string, accountId: string) => ({
    gsi1pk: `${ledgerPartition(businessId)}#ACC#${accountId}`,
  }),
  /**
   * Sort-key bounds (BETWEEN, inclusive) of the transactions dated `from`..`to` (`YYYY-MM-DD`), on
   * the table's sort key or the account's GSI1 sort key alike.
   */
  transactionDays: (from: string, to: string) => ({ from: `TX#${from}#`, to: `TX#${to}#\uffff` }),
  /** Finds a transaction by id (its date may change): holds the transaction's sort key. */
  transactionPointer: (businessId: string, txId: string) => ({ pk: ledgerPartition(businessId), sk: `TXID#${txId}` }),
  /** Marks an incomplete transaction (complete-all and discard-all read these only). */
  incomplete: (businessId: string, txId: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${ledgerPrefixes.incomplete}${txId}`,
  }),
  /**
   * The sum of the magnitudes of every amount the business's ledger keeps, bounded so that no
   * total of the ledger can leave the range money is kept in (decision 0020).
   */
  magnitude: (businessId: string) => ({ pk: ledgerPartition(businessId), sk: 'LEDGER#MAGNITUDE' }),
  /**
   * Which bank account is the business's default: ONE item, so concurrent writes can never leave
   * two defaults (decision 0053). Its sort key does not begin with the accounts' prefix.
   */
  defaultAccount: (businessId: string) => ({ pk: ledgerPartition(businessId), sk: 'DEFAULTACCOUNT' }),
  /**
   * Count, income and expenses of one day or one month, for the whole business ({@link LEDGER_ALL})
   * or one account.
   */
  aggregateDay: (businessId: string, scope: string, day: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${aggregatePrefix(scope, 'D')}${day}`,
  }),
  aggregateMonth: (businessId: string, scope: string, month: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${aggregatePrefix(scope, 'M')}${month}`,
  }),
  /** What precedes the day (`D`) or month (`M`) in the sort keys of a scope's aggregates. */
  aggregatePrefix,
  /**
   * The business's totals by category and class of one summary period (a month, April in two
   * halves: `summaryPeriodOf` in the domain), read by the charts and the self-assessment summary.
   */
  summaryPeriod: (businessId: string, period: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${SUMMARY_PREFIX}${period}`,
  }),
  summaryPrefix: SUMMARY_PREFIX,
  attachment: (businessId: string, attachmentId: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${ledgerPrefixes.attachment}${attachmentId}`,
  }),
  /** GSI1 entry listing a transaction's attachments, oldest first. */
  attachmentOfTransaction: (businessId: string, txId: string, createdIso: string, attachmentId: string) => ({
    ...ledgerKeys.transactionIndex(businessId, txId),
    gsi1sk: `${ledgerPrefixes.attachment}${createdIso}#${attachmentId}`,
  }),
  /** The GSI1 partition of a transaction's attachments. */
  transactionIndex: (businessId: string, txId: string) => ({ gsi1pk: `${ledgerPartition(businessId)}#TX#${txId}` }),
  /** A contact of the business (SPEC §3 Contact). */
  contact: (businessId: string, contactId: string) => ({
    pk: ledgerPartition(businessId),
    sk: `${ledgerPrefixes.contact}${contactId}`,
  }),
  /** The business id of a `BUS#<id>` partition key, or null for any other partition. */
  businessIdOf: (pk: string): string | null => (pk.startsWith('BUS#') ? pk.slice('BUS#'.length) : null),
} as const;

/**
 * Keys of VAT returns, under the business partition `BUS#<id>` so a business deletion
 * removes them: receipts, submission attempts by idempotency key (its SHA-256), and one item per
 * VAT period holding the in-flight filing's guard and the period's receipt.
 */
export const vatKeys = {
  receipt: (businessId: string, receiptId: string) => ({ pk: `BUS#${businessId}`, sk: `VATRECEIPT#${receiptId}` }),
  submission: (businessId: string, keyHash: string) => ({ pk: `BUS#${businessId}`, sk: `VATSUBMIT#${keyHash}` }),
  period: (businessId: string, periodKey: string) => ({ pk: `BUS#${businessId}`, sk: `VATPERIOD#${periodKey}` }),
} as const;

/**
 * Keys of Income Tax quarterly updates (decision 0068), under the business partition so a business
 * deletion removes them: the business's Income Tax settings, the receipts of updates sent, attempts
 * by the SHA-256 of their idempotency key, and one item per tax year holding the in-flight update's
 * guard (HMRC keeps one cumulative summary a year, so one update at a time) and each period's receipt.
 */
export const itsaKeys = {
  settings: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'ITSA#SETTINGS' }),
  receipt: (businessId: string, receiptId: string) => ({ pk: `BUS#${businessId}`, sk: `ITSARECEIPT#${receiptId}` }),
  receiptPrefix: 'ITSARECEIPT#',
  attempt: (businessId: string, keyHash: string) => ({ pk: `BUS#${businessId}`, sk: `ITSASUBMIT#${keyHash}` }),
  year: (businessId: string, taxYear: string) => ({ pk: `BUS#${businessId}`, sk: `ITSAYEAR#${taxYear}` }),
} as const;

/** What a CSV import brings in: transactions or contacts (each kind listed on its own). */
export type ImportKind = 'TX' | 'CONTACT';

/**
 * Keys of CSV imports (decision 0033), under the business partition: the import record, and the
 * GSI1 entry that lists what an import brought in (on each imported transaction's pointer and on
 * each imported contact). While an import is in flight its record also carries a sparse GSI1 entry
 * under `IMPORT#INFLIGHT`, by lease expiry, so housekeeping finds crashed imports without a Scan.
 */
export const importKeys = {
  record: (businessId: string, kind: ImportKind, importId: string) => ({
    pk: `BUS#${businessId}`,
    sk: `${importKeys.recordPrefix(kind)}${importId}`,
  }),
  recordPrefix: (kind: ImportKind) => `IMPORT#${kind}#`,
  /** The GSI1 partition of an import's rows. */
  rowsIndex: (businessId: string, importId: string) => ({ gsi1pk: `BUS#${businessId}#IMP#${importId}` }),
  /** GSI1 entry of one row (a transaction pointer `TXID#<id>`, a contact `CONTACT#<id>`) of an import. */
  rowOfImport: (businessId: string, importId: string, rowSk: string) => ({
    ...importKeys.rowsIndex(businessId, importId),
    gsi1sk: rowSk,
  }),
  /** GSI1 entry of an import in flight, sorted by when its lease lapses. */
  inFlight: (leaseUntilIso: string, businessId: string, kind: ImportKind, importId: string) => ({
    gsi1pk: importKeys.inFlightIndex,
    gsi1sk: `${leaseUntilIso}#${businessId}#${kind}#${importId}`,
  }),
  inFlightIndex: 'IMPORT#INFLIGHT',
} as const;

/**
 * Keys of invoices (decision 0037), under the business partition so a business deletion removes
 * them: the invoice, the business's number counter, one claim per invoice number in use (a typed
 * number is unique in the business) and one link per transaction reconciled as a payment.
 */
export const invoiceKeys = {
  invoice: (businessId: string, invoiceId: string) => ({
    pk: `BUS#${businessId}`,
    sk: `${invoicePrefixes.invoice}${invoiceId}`,
  }),
  counter: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'INVCOUNTER' }),
  /** `identity` is the number as `invoiceNumberIdentity` of @bk/domain makes it (trimmed, upper case). */
  numberClaim: (businessId: string, identity: string) => ({ pk: `BUS#${businessId}`, sk: `INVNUM#${identity}` }),
  payment: (businessId: string, invoiceId: string, txId: string) => ({
    pk: `BUS#${businessId}`,
    sk: `${invoiceKeys.paymentsPrefix(invoiceId)}${txId}`,
  }),
  /** What precedes the transaction id in the sort keys of an invoice's payment links. */
  paymentsPrefix: (invoiceId: string) => `INVPAY#${invoiceId}#`,
} as const;

export const invoicePrefixes = {
  invoice: 'INVOICE#',
} as const;

export const vatPrefixes = {
  receipt: 'VATRECEIPT#',
} as const;

export const ledgerPrefixes = {
  account: 'ACCOUNT#',
  transaction: 'TX#',
  incomplete: 'INCOMPLETE#',
  attachment: 'ATT#',
  contact: 'CONTACT#',
} as const;

/** Review states of an affiliate profile submission (SPEC §3 profile state ids 100, 200, 300, 350). */
export type AffiliateReviewState = 'PENDING' | 'REJECTED' | 'ACTIVE' | 'INACTIVE';

// Local names rather than `affiliateKeys.<member>` inside the object: tests/infra/table-reach.ts
// reads a builder's name in a module as that module reaching its partition.
const AFFILIATE_REVIEW = (state: AffiliateReviewState) => `AFFREVIEW#${state}`;
const AFFILIATE_DIRECTORY = 'AFFDIRECTORY';

/**
 * Keys of the affiliate programme (decision 0061). A business's enrolment, submission, published
 * profile, directory card and counters live in its partition, so a business deletion removes them;
 * the slug claims (one per address, so two submits of one slug cannot both win), the visitor marks
 * and the day's salt live outside it and expire or are re-checked against the partition.
 */

export const affiliateKeys = {
  enrolment: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'AFFILIATE#ENROLMENT' }),
  submission: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'AFFILIATE#SUBMISSION' }),
  /** GSI1 entry listing submissions by review state, oldest first (the operators' queue). */
  submissionInState: (state: AffiliateReviewState, createdAtIso: string, businessId: string) => ({
    gsi1pk: AFFILIATE_REVIEW(state),
    gsi1sk: `${createdAtIso}#${businessId}`,
  }),
  stateIndex: AFFILIATE_REVIEW,
  published: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'AFFILIATE#PUBLISHED' }),
  card: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'AFFILIATE#CARD' }),
  /** GSI1 entry of a published profile's card: the whole directory is one bounded Query. */
  cardInDirectory: (slug: string) => ({ gsi1pk: AFFILIATE_DIRECTORY, gsi1sk: `SLUG#${slug}` }),
  directoryIndex: AFFILIATE_DIRECTORY,
  stats: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'AFFILIATE#STATS' }),
  slug: (slug: string) => ({ pk: `AFFSLUG#${slug}`, sk: 'SLUG' }),
  /** One visitor of one profile and kind on one day, by a salted hash (gone with the day's TTL). */
  visit: (day: string, visitorHash: string) => ({ pk: `AFFVISIT#${day}#${visitorHash}`, sk: 'VISIT' }),
  daySalt: (day: string) => ({ pk: `AFFSALT#${day}`, sk: 'SALT' }),
} as const;
