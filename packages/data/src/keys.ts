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
  banner: 'BANNER#',
  bannerCleared: 'BANNERCLEAR#',
  session: 'SESSION#',
  audit: 'AUDIT#',
  oneTimeToken: 'OTT#',
} as const;

/**
 * Keys of the ledger (bank accounts, transactions, their aggregates and attachments), all under
 * the business partition `BUS#<id>` so a business deletion removes them (decision 0013).
 */
export const ledgerKeys = {
  account: (businessId: string, accountId: string) => ({ pk: `BUS#${businessId}`, sk: `ACCOUNT#${accountId}` }),
  /** A transaction, sorted by date then id: the default list reads newest first by this key. */
  transaction: (businessId: string, date: string, txId: string) => ({
    pk: `BUS#${businessId}`,
    sk: `TX#${date}#${txId}`,
  }),
  /** GSI1 entry listing an account's transactions by date (account filter, account deletion). */
  transactionOfAccount: (businessId: string, accountId: string, date: string, txId: string) => ({
    gsi1pk: `BUS#${businessId}#ACC#${accountId}`,
    gsi1sk: `TX#${date}#${txId}`,
  }),
  /** Finds a transaction by id (its date may change): holds the transaction's sort key. */
  transactionPointer: (businessId: string, txId: string) => ({ pk: `BUS#${businessId}`, sk: `TXID#${txId}` }),
  /** Marks an incomplete transaction (complete-all and discard-all read these only). */
  incomplete: (businessId: string, txId: string) => ({ pk: `BUS#${businessId}`, sk: `INCOMPLETE#${txId}` }),
  /**
   * The sum of the magnitudes of every amount the business's ledger keeps, bounded so that no
   * total of the ledger can leave the range money is kept in (decision 0020).
   */
  magnitude: (businessId: string) => ({ pk: `BUS#${businessId}`, sk: 'LEDGER#MAGNITUDE' }),
  /** Count, income and expenses of one day or one month, for the whole business (`ALL`) or one account. */
  aggregateDay: (businessId: string, scope: string, day: string) => ({
    pk: `BUS#${businessId}`,
    sk: `AGG#${scope}#D#${day}`,
  }),
  aggregateMonth: (businessId: string, scope: string, month: string) => ({
    pk: `BUS#${businessId}`,
    sk: `AGG#${scope}#M#${month}`,
  }),
  attachment: (businessId: string, attachmentId: string) => ({ pk: `BUS#${businessId}`, sk: `ATT#${attachmentId}` }),
  /** GSI1 entry listing a transaction's attachments, oldest first. */
  attachmentOfTransaction: (businessId: string, txId: string, createdIso: string, attachmentId: string) => ({
    gsi1pk: `BUS#${businessId}#TX#${txId}`,
    gsi1sk: `ATT#${createdIso}#${attachmentId}`,
  }),
} as const;

/**
 * Keys of VAT returns (issue 6), under the business partition `BUS#<id>` so a business deletion
 * removes them: receipts, submission attempts by idempotency key (its SHA-256), and one item per
 * VAT period holding the in-flight filing's guard and the period's receipt.
 */
export const vatKeys = {
  receipt: (businessId: string, receiptId: string) => ({ pk: `BUS#${businessId}`, sk: `VATRECEIPT#${receiptId}` }),
  submission: (businessId: string, keyHash: string) => ({ pk: `BUS#${businessId}`, sk: `VATSUBMIT#${keyHash}` }),
  period: (businessId: string, periodKey: string) => ({ pk: `BUS#${businessId}`, sk: `VATPERIOD#${periodKey}` }),
} as const;

export const vatPrefixes = {
  receipt: 'VATRECEIPT#',
} as const;

export const ledgerPrefixes = {
  account: 'ACCOUNT#',
  transaction: 'TX#',
  incomplete: 'INCOMPLETE#',
  attachment: 'ATT#',
} as const;
