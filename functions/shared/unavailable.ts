/**
 * Which failures mean "a dependency is down or busy" (DynamoDB, S3, SES or any HTTP upstream
 * reached by the network) rather than a bug, so the API answers 503 with `Retry-After` instead
 * of the generic 500 (decision 0048). Only what the AWS SDK and Node really throw is recognised;
 * anything else stays a 500, so genuine bugs keep being logged and alarmed on as errors.
 */

/** How a dependency failed, and how long a caller should wait before trying again. */
export interface Unavailable {
  readonly kind: 'throttled' | 'unreachable' | 'timeout' | 'service';
  readonly retryAfterSeconds: number;
}

/** Node and undici socket errors: the peer refused, vanished, could not be found or reset. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/**
 * Error names of the AWS SDK v3 (the service's error code) that say "too many requests, slow
 * down": DynamoDB, S3 and SES throttling, and DynamoDB transactions that collided with another
 * one on the same item, which succeed when tried again.
 */
const THROTTLING_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'TransactionConflictException',
  'TransactionInProgressException',
]);
/** Error names of a service that failed on its side (the SDK has already retried them). */
const SERVICE_NAMES = new Set(['InternalServerError', 'InternalFailure', 'InternalError', 'ServiceUnavailable']);
/** Smithy's node-http-handler names its connection and request timeouts so. */
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
/** Reasons of a cancelled DynamoDB transaction that mean "busy", not "your condition failed". */
const BUSY_REASONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'TransactionConflict']);

const THROTTLED: Unavailable = { kind: 'throttled', retryAfterSeconds: 30 };
const UNREACHABLE: Unavailable = { kind: 'unreachable', retryAfterSeconds: 60 };
const TIMEOUT: Unavailable = { kind: 'timeout', retryAfterSeconds: 60 };
const SERVICE: Unavailable = { kind: 'service', retryAfterSeconds: 60 };

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  $retryable?: { throttling?: unknown };
  CancellationReasons?: unknown;
}

function cancelledForBusy(e: ErrorShape): boolean {
  if (e.name !== 'TransactionCanceledException' || !Array.isArray(e.CancellationReasons)) return false;
  const codes = e.CancellationReasons.map((r) => (r as { Code?: unknown } | null)?.Code).filter(
    (c) => typeof c === 'string' && c !== 'None',
  );
  return codes.length > 0 && codes.every((c) => BUSY_REASONS.has(c as string));
}

/** One error, without looking at its causes. */
function classifyOne(e: ErrorShape): Unavailable | null {
  const name = typeof e.name === 'string' ? e.name : '';
  const code = typeof e.code === 'string' ? e.code : '';
  if (THROTTLING_NAMES.has(name) || e.$retryable?.throttling === true || cancelledForBusy(e)) return THROTTLED;
  if (NETWORK_CODES.has(code) || e.message === 'socket hang up') return UNREACHABLE;
  if (TIMEOUT_CODES.has(code) || TIMEOUT_NAMES.has(name)) return TIMEOUT;
  const status = e.$metadata?.httpStatusCode;
  if (SERVICE_NAMES.has(name)) return SERVICE;
  // A modelled AWS service error the service itself blames on its side (5xx).
  if (e.$fault === 'server' && typeof status === 'number' && status >= 500) return status === 503 ? THROTTLED : SERVICE;
  return null;
}

/**
 * The dependency failure behind `err`, or null when it is not one. Follows `cause` chains and
 * the members of an AggregateError (Node's happy-eyeballs connect throws one), a few levels deep.
 */
export function classifyUnavailable(err: unknown): Unavailable | null {
  const queue: { value: unknown; depth: number }[] = [{ value: err, depth: 0 }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    const e = value as ErrorShape;
    const found = classifyOne(e);
    if (found) return found;
    if (depth >= 4) continue;
    if (e.cause !== undefined) queue.push({ value: e.cause, depth: depth + 1 });
    if (Array.isArray(e.errors))
      for (const inner of e.errors.slice(0, 5)) queue.push({ value: inner, depth: depth + 1 });
  }
  return null;
}
