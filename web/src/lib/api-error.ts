import type { FieldError } from '@bk/contract';
import { MESSAGES } from '@bk/domain';

/**
 * What went wrong with a call, already in the words a person sees (SPEC §8):
 * - `unreachable`: network failure, timeout or 504;
 * - `validation`: the server listed field errors;
 * - `unauthenticated`: 401, the user is signed out;
 * - `forbidden`: 403;
 * - `message`: the server's own message, shown as is;
 * - `unknown`: anything else.
 */
export type ApiErrorKind = 'unreachable' | 'validation' | 'unauthenticated' | 'forbidden' | 'message' | 'unknown';

/** HMRC's reference of the answer behind an error: its correlation id and when it came (ISO). */
export interface HmrcReference {
  correlationId: string;
  at: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HMRC's reference, when the error is about an HMRC answer that had one (decision 0046). */
  hmrcReference?: HmrcReference;
  /** The server's `code` for errors the app offers something to do about (e.g. `HMRC_NOT_AUTHORISED`). */
  code?: string;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export function unreachableError(): ApiError {
  return new ApiError('unreachable', MESSAGES.unreachable, null);
}

export function unknownError(): ApiError {
  return new ApiError('unknown', MESSAGES.unknown, null);
}

/** Any thrown value as an {@link ApiError}, so callers only ever show SPEC §8 wording. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : unknownError();
}
