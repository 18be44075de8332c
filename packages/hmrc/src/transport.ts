import { HmrcUnavailableError, hmrcApiError } from './errors';
import type { FetchLike, HmrcClientDeps } from './settings';

/** One answer from HMRC: its body parsed as JSON when it is JSON, else its text (undefined when empty). */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Per-exchange choices of {@link Transport.send}. */
export interface SendOptions {
  /**
   * Also retry a 5xx answer or a failed connection: only for a request that changes nothing at
   * HMRC when repeated (GETs, the default for them) or that HMRC refuses again harmlessly (the
   * token refresh). Never the VAT return POST: its outcome is settled by reading it back (0015).
   */
  retryFailures?: boolean;
}

/** How the client reaches HMRC: one clock, one fetch, one timeout and back-off for every call. */
export interface Transport {
  /** The API origin, without a trailing slash. */
  readonly base: string;
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /**
   * One HTTP exchange with HMRC, retried with bounded back-off as HMRC asks: after a 429 always
   * (HMRC did nothing; wait Retry-After), after a 5xx or a failed connection when
   * `options.retryFailures` (default: GET). All of it before `deadline` (epoch ms; default
   * `timeoutMs` from now), so retries never stretch the function's time budget (HMRC_TIMEOUT_MS).
   */
  send(url: string, init: RequestInit, deadline?: number, options?: SendOptions): Promise<Answer>;
}

/** Retries after a 5xx or a failed connection, on top of the first attempt. */
export const FAILURE_RETRIES = 2;
/** The first wait before such a retry; each later one doubles. */
export const FAILURE_BACKOFF_MS = 250;

const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

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

  async function send(
    url: string,
    init: RequestInit,
    deadline = now() + timeoutMs,
    options: SendOptions = {},
  ): Promise<Answer> {
    const method = (init.method ?? 'GET').toUpperCase();
    const retryFailures = options.retryFailures ?? (method === 'GET' || method === 'HEAD');
    let throttled = 0;
    let failed = 0;
    /** Wait before another failure retry, or false when none is left or it would not end in time. */
    const backOff = async (): Promise<boolean> => {
      const wait = FAILURE_BACKOFF_MS * 2 ** failed;
      if (!retryFailures || failed >= FAILURE_RETRIES || now() + wait >= deadline) return false;
      failed += 1;
      await sleep(wait);
      return true;
    };
    for (;;) {
      const left = deadline - now();
      if (left <= 0) throw new HmrcUnavailableError('timeout');
      let response: Response;
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(Math.min(timeoutMs, left)) });
      } catch (err) {
        // A timeout used the budget up; a failed connection may be retried when the request allows it.
        if (!isTimeout(err) && (await backOff())) continue;
        throw new HmrcUnavailableError(isTimeout(err) ? 'timeout' : 'network', null, { cause: err });
      }
      const body = parseBody(await response.text().catch(() => ''));
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), maxWait);
        if (throttled >= maxRetries || now() + wait >= deadline) throw new HmrcUnavailableError('throttled', 429);
        throttled += 1;
        await sleep(wait);
        continue;
      }
      if (response.status >= 500 && (await backOff())) continue;
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
