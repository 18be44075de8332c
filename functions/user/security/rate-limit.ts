import { rateLimitRepository } from '@bk/data';
import type { RequestContext } from '../../shared/api/types';
import { getDb } from '../../shared/clients/db';
import { RateLimitedError } from '../../shared/errors';
import { hashToken } from '../../shared/tokens';

/** A limit: at most `max` counted events per subject in each fixed window of `windowSeconds`. */
export interface RateLimit {
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

const MIN = 60;
const HOUR = 60 * MIN;

/**
 * Abuse limits of sign-in and account e-mails (decision 0011); wrong passwords back off per device
 * instead (backoff.ts, decision 0055). "Failures" count only refused
 * attempts; the others count every request. Subjects are hashes of an e-mail address, a user id
 * or a client address, never the value itself.
 */
export const LIMITS = {
  /** Refused attempts of any kind (password, code, token) from one client address. */
  failuresPerAddress: { name: 'fail-addr', max: 50, windowSeconds: 15 * MIN },
  /** Wrong two-factor codes (authenticator, passcode, backup code) per user. */
  codeFailuresPerUser: { name: 'code-fail-user', max: 10, windowSeconds: 15 * MIN },
  /** Sign-in passcodes and backup codes sent per user. */
  codeMailsPerUser: { name: 'code-mail-user', max: 5, windowSeconds: 15 * MIN },
  /** Password reset e-mails asked for, per e-mail address entered and per client address. */
  resetRequestsPerAccount: { name: 'reset-acct', max: 5, windowSeconds: HOUR },
  resetRequestsPerAddress: { name: 'reset-addr', max: 30, windowSeconds: HOUR },
  /** Accounts registered from one client address. */
  registrationsPerAddress: { name: 'register-addr', max: 30, windowSeconds: HOUR },
  /** Verification links re-sent on sign-in, and "someone tried to register" notices (silently capped). */
  verificationMailsPerUser: { name: 'verify-mail-user', max: 3, windowSeconds: HOUR },
  registrationNoticesPerAccount: { name: 'register-notice', max: 3, windowSeconds: 24 * HOUR },
  /** E-mail change requests per user. */
  emailChangesPerUser: { name: 'email-change-user', max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

/** The slot of a client address under the limit on refused attempts of any kind. */
export function addressSlot(clientIp: string): RateSlot {
  return { limit: LIMITS.failuresPerAddress, subject: subjectOf(clientIp) };
}

/** The fixed window `nowMs` falls in. */
export function windowOf(nowMs: number, windowSeconds: number): { start: number; end: number } {
  const size = windowSeconds * 1000;
  const start = Math.floor(nowMs / size) * size;
  return { start, end: start + size };
}

/** Whole seconds until the window ends (at least 1), for the Retry-After header. */
export function retryAfterSeconds(nowMs: number, windowSeconds: number): number {
  return Math.max(1, Math.ceil((windowOf(nowMs, windowSeconds).end - nowMs) / 1000));
}

/** Where counts are kept: DynamoDB in the functions, a map in unit tests. */
export interface RateStore {
  /** Count one event; returns the new count. */
  add(limit: string, subject: string, windowStart: number, windowEnd: number): Promise<number>;
  /** Count one event only while the count is below `max`, atomically; false when it is not. */
  reserve(limit: string, subject: string, windowStart: number, windowEnd: number, max: number): Promise<boolean>;
  /** Take back one reserved event (never below zero). */
  release(limit: string, subject: string, windowStart: number): Promise<void>;
}

/** One limit and the subject it counts for, e.g. wrong passwords of one account. */
export interface RateSlot {
  readonly limit: RateLimit;
  readonly subject: string;
}

export interface RateLimiter {
  /**
   * Run one attempt of a limited action (a password, code or token check). A slot under every
   * limit is taken before `check` runs; when any limit is full the others are given back, `check`
   * is not run and the call is refused (429). The slots stay counted when `check` fails (answers
   * null or false) and are given back when it succeeds or throws, so the limits count failures.
   */
  attempt<T>(slots: readonly RateSlot[], now: Date, check: () => Promise<T>): Promise<T>;
  /** Count one event and refuse (429) when it goes over the limit. */
  consume(limit: RateLimit, subject: string, now: Date): Promise<void>;
  /** Count one event; false (nothing refused) when it goes over the limit. For silent caps. */
  allow(limit: RateLimit, subject: string, now: Date): Promise<boolean>;
}

/**
 * A rate limiter over a store. Failure limits are counted before the check, not after it: a
 * count read first and raised after the check lets every request that arrives before the first
 * failure is recorded through, so a burst sent at once would be checked without limit.
 */
export function createRateLimiter(store: RateStore): RateLimiter {
  const refuse = (limit: RateLimit, now: Date): never => {
    throw new RateLimitedError(retryAfterSeconds(now.getTime(), limit.windowSeconds));
  };
  const add = (limit: RateLimit, subject: string, now: Date) => {
    const w = windowOf(now.getTime(), limit.windowSeconds);
    return store.add(limit.name, subject, w.start, w.end);
  };
  return {
    async attempt(slots, now, check) {
      const held = slots.map((slot) => ({ slot, window: windowOf(now.getTime(), slot.limit.windowSeconds) }));
      const reserved = await Promise.allSettled(
        held.map(({ slot, window }) =>
          store.reserve(slot.limit.name, slot.subject, window.start, window.end, slot.limit.max),
        ),
      );
      const ok = reserved.map((r) => r.status === 'fulfilled' && r.value);
      const giveBack = async () => {
        await Promise.all(
          held
            .filter((_, i) => ok[i])
            .map(({ slot, window }) => store.release(slot.limit.name, slot.subject, window.start)),
        );
      };
      if (!ok.every(Boolean)) {
        await giveBack();
        const error = reserved.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (error) throw error.reason;
        const refused = held[ok.indexOf(false)];
        if (!refused) throw new Error('No refused slot although not every reservation succeeded');
        refuse(refused.slot.limit, now);
      }
      const result = await check().catch(async (err: unknown) => {
        await giveBack();
        throw err;
      });
      if (result !== null && result !== false) await giveBack();
      return result;
    },
    async consume(limit, subject, now) {
      if ((await add(limit, subject, now)) > limit.max) refuse(limit, now);
    },
    async allow(limit, subject, now) {
      return (await add(limit, subject, now)) <= limit.max;
    },
  };
}

let instance: RateLimiter | undefined;
/** The rate limiter of this function, counting in DynamoDB. */
export function rateLimiter(): RateLimiter {
  if (!instance) {
    const repo = rateLimitRepository(getDb());
    instance = createRateLimiter({
      add: (l, s, start, end) => repo.addRateHit(l, s, start, end),
      reserve: (l, s, start, end, max) => repo.reserveRateSlot(l, s, start, end, max),
      release: (l, s, start) => repo.releaseRateSlot(l, s, start),
    });
  }
  return instance;
}

/** The subject key of a value: a hash, so no address or e-mail is stored in clear. */
export function subjectOf(value: string): string {
  return hashToken(value.trim().toLowerCase()).slice(0, 32);
}

/**
 * The client's address. Behind CloudFront, API Gateway's `sourceIp` is CloudFront's edge, shared
 * by many people, so the viewer address CloudFront adds (`ip:port`) is used when present.
 */
export function clientAddress(ctx: Pick<RequestContext, 'headers' | 'sourceIp'>): string {
  const viewer = ctx.headers['cloudfront-viewer-address'];
  if (viewer) {
    const cut = viewer.lastIndexOf(':');
    const ip = (cut > 0 ? viewer.slice(0, cut) : viewer).replace(/^\[|\]$/g, '');
    if (ip) return ip;
  }
  return ctx.sourceIp;
}
