import { AccountDeletingError } from '@bk/data';
import { BANK_ACCOUNT_MESSAGES, MESSAGES } from '@bk/domain';
import type { FieldError } from '@bk/contract';

/**
 * The one error hierarchy of the functions (STYLE §6). `expose` says whether the message may
 * reach the caller; anything not exposed becomes the generic 500 message. By default only
 * refusals (below 500) and 501 are shown; a 5xx whose message the person can act on (an upstream
 * that is down) says so with `expose: true`.
 */
export class AppError extends Error {
  readonly status: number;
  readonly expose: boolean;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldError[]; cause?: unknown; headers?: Record<string, string>; expose?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.expose = options.expose ?? (status < 500 || status === 501);
    if (options.errors) this.errors = options.errors;
    if (options.headers) this.headers = options.headers;
  }

  /** The reply body in SPEC §8's shapes. */
  toJSON(): { message: string; errors?: FieldError[] } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/**
 * The error to show the caller, or null when it must become the generic 500 (details only in
 * logs). The chain's error response and its log line both ask this, so they cannot disagree.
 */
export function exposedError(err: unknown): AppError | null {
  // Any route's ledger write can touch an account being deleted (decision 0053): one answer for all.
  if (err instanceof AccountDeletingError) return new ConflictError(BANK_ACCOUNT_MESSAGES.deleting);
  return err instanceof AppError && err.expose ? err : null;
}

/** 400 with a list of field errors (SPEC §8 "Server returns list of field errors"). */
export class ValidationError extends AppError {
  constructor(errors: FieldError[]) {
    super(400, MESSAGES.validation, { errors });
  }
}
/** 400 with a plain message shown as is. */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
/** 401: the client signs the user out. */
export class UnauthenticatedError extends AppError {
  constructor(message: string = MESSAGES.unauthenticated) {
    super(401, message);
  }
}
/** 403: the client shows the permission message. */
export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, message);
  }
}
/** 409: a stale `updatedDate` or a duplicate. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, MESSAGES.payloadTooLarge);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, MESSAGES.unsupportedMediaType);
  }
}
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message: string = MESSAGES.rateLimited) {
    super(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}
/**
 * 503: DynamoDB, S3, SES or another upstream is unreachable or busy (decision 0048). A read says
 * to try again; a change says it may not have been saved, since a timeout or an earlier step of
 * the same call may have written before the failure.
 */
export class ServiceUnavailableError extends AppError {
  constructor(options: { retryAfterSeconds: number; change: boolean; cause?: unknown }) {
    super(503, options.change ? MESSAGES.serviceBusyChange : MESSAGES.serviceBusy, {
      expose: true,
      cause: options.cause,
      headers: { 'retry-after': String(options.retryAfterSeconds) },
    });
  }
}
/** 501: a contract route whose issue has not landed yet. */
export class NotImplementedError extends AppError {
  constructor() {
    super(501, MESSAGES.notImplemented);
  }
}
