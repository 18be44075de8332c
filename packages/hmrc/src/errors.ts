/**
 * What can go wrong talking to HMRC, as typed errors the functions map to SPEC §8 wording.
 * HMRC's VAT service answers in four body shapes (reference README §3.3): `{code, message}`,
 * `{code: INVALID_REQUEST | BUSINESS_ERROR, errors: [{code, ...}]}` and the legacy
 * `{statusCode, message: CODE}`. {@link hmrcErrorCodes} reads all of them.
 */

/** One of HMRC's `errors[]` that names the request field it is about. */
export interface HmrcFieldError {
  code: string;
  /** A JSON pointer into the request body, e.g. `/totalVatDue`. */
  path: string;
}

/** An error answer from HMRC's API, with every code it carried (outer first, then inner). */
export class HmrcApiError extends Error {
  override readonly name = 'HmrcApiError';
  constructor(
    /** HTTP status HMRC answered with. */
    readonly status: number,
    /** HMRC's codes, e.g. `['BUSINESS_ERROR', 'DUPLICATE_SUBMISSION']`; empty when the body had none. */
    readonly codes: readonly string[],
    /** HMRC's first message, for logs (it never holds tokens). */
    readonly hmrcMessage: string | null,
    /** HMRC's `X-CorrelationId`, to quote to HMRC support. */
    readonly correlationId: string | null = null,
    /** Each `errors[]` item that names a field of the request (`path`, e.g. `/vatDueSales`). */
    readonly fieldErrors: readonly HmrcFieldError[] = [],
  ) {
    super(`HMRC answered ${status}${codes.length ? ` ${codes.join('/')}` : ''}`);
  }

  /** Whether HMRC gave this code at any level. */
  has(code: string): boolean {
    return this.codes.includes(code);
  }
}

/**
 * The business's HMRC authority is gone (never given, expired, revoked, or refused): the user
 * must sign in to HMRC again. `reason` says which, for logs and tests.
 */
export class HmrcReauthoriseError extends Error {
  override readonly name = 'HmrcReauthoriseError';
  constructor(readonly reason: 'not-linked' | 'refresh-failed' | 'invalid-credentials') {
    super(`HMRC authority needed again (${reason})`);
  }
}

/** HMRC could not be reached, timed out, kept throttling us, or failed on its side (5xx). */
export class HmrcUnavailableError extends Error {
  override readonly name = 'HmrcUnavailableError';
  /** HMRC's `X-CorrelationId` when its answer had one, to quote to HMRC support. */
  readonly correlationId: string | null;
  constructor(
    readonly reason: 'network' | 'timeout' | 'throttled' | 'server',
    readonly status: number | null = null,
    options: { cause?: unknown; correlationId?: string | null } = {},
  ) {
    super(`HMRC unavailable (${reason}${status ? ` ${status}` : ''})`, { cause: options.cause });
    this.correlationId = options.correlationId ?? null;
  }
}

/** An OAuth token endpoint error (`{error, error_description}`). */
export class HmrcOAuthError extends Error {
  override readonly name = 'HmrcOAuthError';
  /** The `grant_type` asked for: `authorization_code` (sign-in), `refresh_token`, `client_credentials`. */
  readonly grantType: string | null;
  /** HMRC's `X-CorrelationId` when its answer had one. */
  readonly correlationId: string | null;
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string | null,
    options: { grantType?: string | null; correlationId?: string | null } = {},
  ) {
    super(`HMRC token endpoint answered ${status} ${error}`);
    this.grantType = options.grantType ?? null;
    this.correlationId = options.correlationId ?? null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const CODE = /^[A-Z0-9_]+$/;

/**
 * HMRC's error codes in a body, outer first: `code` (or the legacy shape's `message` when it is
 * a code), then each `errors[].code`.
 * @example hmrcErrorCodes({statusCode: 400, message: 'INVALID_DATE_FROM'}) // ['INVALID_DATE_FROM']
 */
export function hmrcErrorCodes(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const codes: string[] = [];
  if (typeof body.code === 'string') codes.push(body.code);
  else if (typeof body.message === 'string' && CODE.test(body.message)) codes.push(body.message);
  if (Array.isArray(body.errors)) {
    for (const e of body.errors) if (isRecord(e) && typeof e.code === 'string') codes.push(e.code);
  }
  return codes;
}

/** The error for a failed HMRC answer: body parsed leniently (empty 404s are common). */
export function hmrcApiError(status: number, body: unknown, correlationId: string | null): HmrcApiError {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
  return new HmrcApiError(status, hmrcErrorCodes(body), message, correlationId, hmrcFieldErrors(body));
}

/**
 * The field errors of a body: VAT's `errors[]` items with a `path` (reference README §4.2), and
 * Income Tax's `paths` arrays, on the body itself or on each `errors[]` item (hmrc-itsa §1.5).
 * @example hmrcFieldErrors({errors: [{code: 'VAT_TOTAL_VALUE', path: '/totalVatDue'}]}) // [{code: 'VAT_TOTAL_VALUE', path: '/totalVatDue'}]
 * @example hmrcFieldErrors({code: 'FORMAT_VALUE', paths: ['/periodIncome/turnover']}) // [{code: 'FORMAT_VALUE', path: '/periodIncome/turnover'}]
 */
export function hmrcFieldErrors(body: unknown): HmrcFieldError[] {
  if (!isRecord(body)) return [];
  const items: unknown[] = [body, ...(Array.isArray(body.errors) ? (body.errors as unknown[]) : [])];
  return items.flatMap((e) => {
    if (!isRecord(e) || typeof e.code !== 'string') return [];
    const code = e.code;
    const paths = Array.isArray(e.paths) ? e.paths : e !== body && typeof e.path === 'string' ? [e.path] : [];
    return paths.filter((path): path is string => typeof path === 'string').map((path) => ({ code, path }));
  });
}
