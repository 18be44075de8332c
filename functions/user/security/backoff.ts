import { rateLimitRepository, type SignInBackoffItem } from '@bk/data';
import { getDb } from '../../shared/clients/db';
import { RateLimitedError } from '../../shared/errors';
import { subjectOf, windowOf, type RateLimit } from './rate-limit';

/**
 * Back-off of password attempts (decision 0055). Wrong passwords slow down the device and
 * client address they come from, not the account: after `freeFailures` failures each further one
 * blocks that device for a doubling delay (1 minute, 2, 4, 8, then 15 at most), so the rightful
 * owner on another device still signs in and one address cannot lock anyone out. Across every
 * device an account may take `accountCeiling.max` failures an hour; past that, attempts from
 * devices that never signed in to it go through one per `accountPaceMs`, which slows distributed
 * guessing to a crawl without locking the owner's own devices out.
 */
export const BACKOFF = {
  freeFailures: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  /** A device's failures are forgotten after a day without one. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** A device that signed in is trusted past the account's ceiling for 30 days. */
  trustForMs: 30 * 24 * 60 * 60_000,
  accountCeiling: { name: 'pw-fail-acct-hour', max: 100, windowSeconds: 60 * 60 } satisfies RateLimit,
  accountPaceMs: 10_000,
  /** How often an attempt re-reads the device's state when another attempt wrote it first. */
  tries: 12,
} as const;

export const BACKOFF_MESSAGES = {
  device: (wait: string) => `Too many wrong passwords from this device. Try again in ${wait}.`,
  account: (wait: string) =>
    `There have been many wrong passwords for this account, so sign-in attempts are being slowed down. Try again in ${wait}.`,
} as const;

/** The delay a device waits after its `failures`-th failure in a row: none before the free ones run out. */
export function delayAfter(failures: number): number {
  if (failures < BACKOFF.freeFailures) return 0;
  return Math.min(BACKOFF.maxDelayMs, BACKOFF.firstDelayMs * 2 ** (failures - BACKOFF.freeFailures));
}

/** A wait in words, rounded up: '45 seconds', '1 minute', '15 minutes'. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Where back-off state is kept: DynamoDB in the functions, maps in unit tests. */
export interface BackoffStore {
  get(subject: string): Promise<SignInBackoffItem | null>;
  put(subject: string, item: SignInBackoffItem, readVersion: number | null): Promise<boolean>;
  /** One account-wide attempt: false when past the ceiling and within the pace of the previous one. */
  reservePaced(subject: string, nowMs: number): Promise<boolean>;
  /** Count one account-wide attempt without refusing it (a trusted device). */
  count(subject: string, nowMs: number): Promise<void>;
  /** Give one account-wide attempt back (a right password, or a check that could not run). */
  release(subject: string, nowMs: number): Promise<void>;
}

/** Who is trying which account: the account by e-mail address, the browser's device id and address. */
export interface AttemptSource {
  readonly account: string;
  readonly deviceId: string | null;
  readonly ip: string;
}

export interface PasswordBackoff {
  /**
   * Run one password check under the back-off. The attempt counts as a failure before `check`
   * runs (so a burst cannot slip through one reading); a right password (an answer other than
   * null or false) clears the device's failures, and a check that throws gives the attempt back.
   * Refused with 429, saying when to try again, while the device or the account is slowed.
   */
  attempt<T>(source: AttemptSource, now: Date, check: () => Promise<T>): Promise<T>;
}

function ttlOf(item: Omit<SignInBackoffItem, 'ttl'>): number {
  const forgetAt = item.lastFailureAt + BACKOFF.forgetAfterMs;
  const trustEnds = item.succeededAt === null ? 0 : item.succeededAt + BACKOFF.trustForMs;
  return Math.ceil(Math.max(forgetAt, trustEnds, item.blockedUntil) / 1000);
}

function withTtl(item: Omit<SignInBackoffItem, 'ttl'>): SignInBackoffItem {
  return { ...item, ttl: ttlOf(item) };
}

export function createPasswordBackoff(store: BackoffStore): PasswordBackoff {
  /** Take the account-wide slot of one attempt: counted only for a trusted device, else paced. */
  async function takeAccountSlot(account: string, next: SignInBackoffItem, nowMs: number): Promise<boolean> {
    const trusted = next.succeededAt !== null && next.succeededAt + BACKOFF.trustForMs > nowMs;
    if (!trusted) return store.reservePaced(account, nowMs);
    await store.count(account, nowMs);
    return true;
  }

  /**
   * Count this attempt as the device's next failure and take its account-wide slot, both writes
   * at once (a sign-in waits for one round trip, not two); the device's state before and after.
   */
  async function claim(device: string, account: string, nowMs: number) {
    for (let i = 0; i < BACKOFF.tries; i++) {
      const read = await store.get(device);
      const forgotten = !read || read.lastFailureAt + BACKOFF.forgetAfterMs <= nowMs;
      if (read && read.blockedUntil > nowMs) {
        const wait = read.blockedUntil - nowMs;
        throw new RateLimitedError(Math.ceil(wait / 1000), BACKOFF_MESSAGES.device(waitInWords(wait)));
      }
      const failures = (forgotten ? 0 : read.failures) + 1;
      const delay = delayAfter(failures);
      const next = withTtl({
        failures,
        blockedUntil: delay > 0 ? nowMs + delay : 0,
        lastFailureAt: nowMs,
        succeededAt: read?.succeededAt ?? null,
        version: (read?.version ?? 0) + 1,
      });
      const [claimed, slot] = await Promise.all([
        store.put(device, next, read?.version ?? null),
        takeAccountSlot(account, next, nowMs),
      ]);
      if (claimed) return { read, next, slot };
      if (slot) await store.release(account, nowMs);
    }
    // Attempts of one device at one account this close together are a burst, not a person.
    throw new RateLimitedError(1);
  }

  return {
    async attempt(source, now, check) {
      const nowMs = now.getTime();
      const device = subjectOf(`${source.account}|${source.deviceId ?? '-'}|${source.ip}`);
      const account = subjectOf(source.account);
      const { read, next, slot } = await claim(device, account, nowMs);
      const restore = async () => {
        const back = read ?? { failures: 0, blockedUntil: 0, lastFailureAt: 0, succeededAt: null, version: 0 };
        await store.put(device, withTtl({ ...back, version: next.version + 1 }), next.version);
      };
      if (!slot) {
        await restore();
        throw new RateLimitedError(
          Math.ceil(BACKOFF.accountPaceMs / 1000),
          BACKOFF_MESSAGES.account(waitInWords(BACKOFF.accountPaceMs)),
        );
      }
      const result = await check().catch(async (err: unknown) => {
        await Promise.all([restore(), store.release(account, nowMs)]);
        throw err;
      });
      if (result === null || result === false) return result;
      const cleared = { failures: 0, blockedUntil: 0, lastFailureAt: 0, succeededAt: nowMs, version: next.version + 1 };
      await Promise.all([store.put(device, withTtl(cleared), next.version), store.release(account, nowMs)]);
      return result;
    },
  };
}

let instance: PasswordBackoff | undefined;
/** The password back-off of this function, kept in DynamoDB. */
export function passwordBackoff(): PasswordBackoff {
  if (!instance) {
    const repo = rateLimitRepository(getDb());
    const limit = BACKOFF.accountCeiling;
    const window = (nowMs: number) => {
      const w = windowOf(nowMs, limit.windowSeconds);
      return { startMs: w.start, endMs: w.end };
    };
    instance = createPasswordBackoff({
      get: (subject) => repo.getSignInBackoff(subject),
      put: (subject, item, readVersion) => repo.putSignInBackoff(subject, item, readVersion),
      reservePaced: (subject, nowMs) =>
        repo.reservePacedSlot(limit.name, subject, window(nowMs), limit.max, nowMs, BACKOFF.accountPaceMs),
      count: async (subject, nowMs) => {
        const w = window(nowMs);
        await repo.addRateHit(limit.name, subject, w.startMs, w.endMs);
      },
      release: (subject, nowMs) => repo.releaseRateSlot(limit.name, subject, window(nowMs).startMs),
    });
  }
  return instance;
}
