import { HmrcUnavailableError, hmrcApiError } from './errors';
import type { FetchLike, HmrcClientDeps } from './settings';

/** One answer from HMRC: its body parsed as JSON when it is JSON, else its text (undefined when empty). */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** How the client reaches HMRC: one clock, one fetch, one timeout and back-off for every call. */
export interface Transport {
  /** The API origin, without a trailing slash. */
  readonly base: string;
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /** One HTTP exchange with timeout and bounded back-off on 429, all of it before `deadline` (epoch ms). */
  send(url: string, init: RequestInit, deadline?: number): Promise<Answer>;
}

/** The transport of one client, from its settings and the fetch, clock and sleep it was given. */
export function createTransport(deps: HmrcClientDeps): Transport {
  const { settings } = deps;
  const doFetch: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const timeoutMs = settings.timeoutMs ?? 6_000;
  const maxRetries = settings.maxThrottleRetries ?? 2;
  const maxWait = settings.maxThrottleWaitMs ?? 2_000;
  const base = settings.apiBaseUrl.replace(/\/+$/, '');

  async function send(url: string, init: RequestInit, deadline = Infinity): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const left = deadline - now();
      if (left <= 0) throw new HmrcUnavailableError('timeout');
      let response: Response;
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(Math.min(timeoutMs, left)) });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new HmrcUnavailableError(timedOut ? 'timeout' : 'network', null, { cause: err });
      }
      const body = parseBody(await response.text().catch(() => ''));
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), maxWait);
        if (attempt >= maxRetries || now() + wait >= deadline) throw new HmrcUnavailableError('throttled', 429);
        await sleep(wait);
        continue;
      }
      return { status: response.status, body, headers: response.headers };
    }
  }

  return { base, timeoutMs, now, sleep, send };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Throw the typed error for an answer the caller did not expect: unavailable for a 5xx, else HMRC's codes. */
export function fail(answer: Answer): never {
  const correlationId = answer.headers.get('x-correlationid');
  if (answer.status >= 500) throw new HmrcUnavailableError('server', answer.status, { correlationId });
  throw hmrcApiError(answer.status, answer.body, correlationId);
}

/** HMRC's error codes in an answer, outer first (an empty 404 has none). */
export function codesOf(answer: Answer): string[] {
  return hmrcApiError(answer.status, answer.body, null).codes as string[];
}

/** Milliseconds to wait from a Retry-After header (seconds or HTTP date), bounded; 1 s when absent. */
export function retryAfterMs(header: string | null, maxMs: number, nowMs = Date.now()): number {
  let ms = 1000;
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) ms = seconds * 1000;
    else {
      const at = Date.parse(header);
      if (Number.isFinite(at)) ms = at - nowMs;
    }
  }
  return Math.min(Math.max(ms, 0), maxMs);
}
