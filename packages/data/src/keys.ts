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
