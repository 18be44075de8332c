import { ErrorBody, type FieldError } from '@bk/contract';
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

/** Map a failed HTTP reply to an {@link ApiError}, with HMRC's reference and the server's code when sent. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const failure = errorOfReply(status, body);
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success && parsed.data.hmrcReference) failure.hmrcReference = parsed.data.hmrcReference;
  const code = (body as { code?: unknown } | null | undefined)?.code;
  if (typeof code === 'string') failure.code = code;
  return failure;
}

/** SPEC §8's table, top to bottom. */
function errorOfReply(status: number, body: unknown): ApiError {
  const parsed = ErrorBody.safeParse(body);
  const reply = parsed.success ? parsed.data : null;
  const requestId = reply?.requestId;
  if (status === 504) return new ApiError('unreachable', MESSAGES.unreachable, status, [], requestId);
  // Sign-in answers 401 with its own reason (wrong password, unverified e-mail): keep it to show.
  if (status === 401) {
    const message = reply?.message.trim() ? reply.message : MESSAGES.unauthenticated;
    return new ApiError('unauthenticated', message, status, [], requestId);
  }
  if (reply?.errors && reply.errors.length > 0) {
    return new ApiError('validation', MESSAGES.validation, status, reply.errors, requestId);
  }
  if (status === 403) return new ApiError('forbidden', MESSAGES.forbidden, status, [], requestId);
  if (reply && reply.message.trim() !== '') return new ApiError('message', reply.message, status, [], requestId);
  return new ApiError('unknown', MESSAGES.unknown, status, [], requestId);
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
