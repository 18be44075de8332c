/**
 * Latency and faults on the emulator's server-to-server endpoints (the VAT API, /oauth/token,
 * Check a VAT number, Create Test User, the fraud header APIs), as HMRC's platform shows them: a
 * slow answer, a 5xx, or 429 MESSAGE_THROTTLED_OUT with Retry-After. The browser pages of
 * /oauth/authorize are left alone: a person reloads a page, only software must retry.
 *
 * The choices come from a seeded generator, so a run making the same requests in the same order
 * meets the same faults.
 */
import type { ServerResponse } from 'node:http';
import { GATEWAY_ERRORS } from './gateway';
import { sendJson, sendVat } from './http';

export interface FaultSettings {
  /** Every request waits this long (ms) before it is handled. */
  latencyMs?: number;
  /** Share of requests (0 to 1) answered with a 5xx. */
  serverErrorRate?: number;
  /** Share of requests (0 to 1) answered 429 MESSAGE_THROTTLED_OUT. */
  throttleRate?: number;
  /** Retry-After (whole seconds) of an injected 429. @default 1 */
  retryAfterSeconds?: number;
  /** Seed of the random choices. @default 1 */
  seed?: number;
  /**
   * HMRC's rate limit for these requests instead of the emulator's `rateLimitPerSecond` (0: none),
   * e.g. off for one test user whose test is about something else.
   */
  rateLimitPerSecond?: number;
  /**
   * Only requests of this test user (its tokens, codes and VRN), whatever other settings are in
   * force; without it, the settings for every request no user's settings cover.
   */
  userId?: string;
}

/**
 * One injected fault. `afterHandling`: on the VAT API the request is handled (a return filed)
 * before the 5xx is answered, the uncertain outcome a client must settle by reading back.
 */
export type Fault =
  { kind: 'throttle'; retryAfterSeconds: number } | { kind: 'server'; status: 500 | 503; afterHandling: boolean };

/** A small, fast seeded generator (mulberry32): uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function checkRate(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 1))
    throw new RangeError(`${name} must be between 0 and 1: ${value}`);
}

/** The settings checked: rates in [0, 1] summing to at most 1, whole non-negative durations. */
export function checkFaultSettings(settings: FaultSettings): FaultSettings {
  checkRate('serverErrorRate', settings.serverErrorRate);
  checkRate('throttleRate', settings.throttleRate);
  if ((settings.serverErrorRate ?? 0) + (settings.throttleRate ?? 0) > 1)
    throw new RangeError('serverErrorRate and throttleRate together must be at most 1');
  for (const [name, value] of [
    ['latencyMs', settings.latencyMs],
    ['retryAfterSeconds', settings.retryAfterSeconds],
    ['seed', settings.seed],
    ['rateLimitPerSecond', settings.rateLimitPerSecond],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0))
      throw new RangeError(`${name} must be a whole number of at least 0: ${value}`);
  }
  if (settings.userId !== undefined && typeof settings.userId !== 'string')
    throw new RangeError('userId must be a string');
  return { ...settings };
}

/** How many faults a setting has injected since it was set. */
export interface FaultCounts {
  /** The test user it aims at, or null for every other request. */
  userId: string | null;
  throttle: number;
  server: number;
  /** Of `server`, those answered after the VAT service handled the request. */
  afterHandling: number;
}

interface Entry {
  settings: FaultSettings;
  random: () => number;
  counts: FaultCounts;
}

/** The settings in force: one entry per test user aimed at, and one for everything else. */
export class FaultInjector {
  private all: Entry | null = null;
  private readonly byUser = new Map<string, Entry>();

  constructor(initial: FaultSettings = {}) {
    this.set(initial);
  }

  /**
   * Replace the settings of `settings.userId` (or of every other request without one) and restart
   * their seeded choices; settings naming nothing else remove them.
   */
  set(settings: FaultSettings): void {
    const checked = checkFaultSettings(settings);
    const { userId, ...rest } = checked;
    const counts = { userId: userId ?? null, throttle: 0, server: 0, afterHandling: 0 };
    const entry =
      Object.keys(rest).length > 0 ? { settings: checked, random: seededRandom(rest.seed ?? 1), counts } : null;
    if (userId === undefined) this.all = entry;
    else if (entry) this.byUser.set(userId, entry);
    else this.byUser.delete(userId);
  }

  /** Remove every setting. */
  clear(): void {
    this.all = null;
    this.byUser.clear();
  }

  /** Every setting in force, those for every request first. */
  list(): FaultSettings[] {
    return [...(this.all ? [this.all] : []), ...this.byUser.values()].map((e) => ({ ...e.settings }));
  }

  /** The faults each setting in force has injected, in the order of {@link list}. */
  counts(): FaultCounts[] {
    return [...(this.all ? [this.all] : []), ...this.byUser.values()].map((e) => ({ ...e.counts }));
  }

  private entry(userId: string | null): Entry | null {
    return (userId !== null ? this.byUser.get(userId) : undefined) ?? this.all;
  }

  /** The rate limit these settings set for a user's requests, or undefined for the emulator's. */
  rateLimitFor(userId: string | null): number | undefined {
    return this.entry(userId)?.settings.rateLimitPerSecond;
  }

  /**
   * Wait the configured latency, then pick this request's fault (or none). `vatService`: a VAT
   * API call, which a 5xx may answer after handling; anything else fails before it is handled.
   */
  async enter(userId: string | null, vatService = false): Promise<Fault | null> {
    const entry = this.entry(userId);
    if (!entry) return null;
    const { latencyMs = 0, serverErrorRate = 0, throttleRate = 0, retryAfterSeconds = 1 } = entry.settings;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (serverErrorRate === 0 && throttleRate === 0) return null;
    const draw = entry.random();
    if (draw < throttleRate) {
      entry.counts.throttle += 1;
      return { kind: 'throttle', retryAfterSeconds };
    }
    if (draw >= throttleRate + serverErrorRate) return null;
    // A second draw says which 5xx, and whether the VAT service may handle the request first.
    const which = entry.random();
    const afterHandling = vatService && which >= 0.25 && which < 0.75;
    entry.counts.server += 1;
    if (afterHandling) entry.counts.afterHandling += 1;
    return { kind: 'server', status: which < 0.5 ? 503 : 500, afterHandling };
  }
}

/**
 * Answer a fault as HMRC would: the platform's 429 (with Retry-After) and 503 `SERVER_ERROR` carry
 * no correlation id; a 500 comes from the service and carries one. The token endpoint answers in
 * OAuth's shape (`server_error`).
 */
export function sendFault(res: ServerResponse, fault: Fault, endpoint: 'api' | 'token'): void {
  if (fault.kind === 'throttle') {
    sendJson(res, 429, GATEWAY_ERRORS.throttled, { 'Retry-After': String(fault.retryAfterSeconds) });
    return;
  }
  if (endpoint === 'token') {
    sendJson(res, fault.status, { error: 'server_error', error_description: 'unexpected error' });
    return;
  }
  if (fault.status === 503) {
    sendJson(res, 503, { code: 'SERVER_ERROR', message: 'Service unavailable' });
    return;
  }
  sendVat(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred' });
}
