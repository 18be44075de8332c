import { ErrorBody, routes, type RouteName } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import type { z } from 'zod/mini';
import { ApiError } from './api-error';
import { filedPeriodErrorOf } from './filed-period-error';

/*
 * How the API client reads answers: every route's response schema and the error body's, that is
 * the contract's schemas and zod. Not needed to send a call, so not in the first screen's load
 * (decision 0059): the client fetches this module beside its first call and awaits it only to
 * read that call's answer.
 */

/** The schema a route's success answer is read with. */
export function responseSchemaOf(name: RouteName): z.ZodMiniType {
  return routes[name].response;
}

/** The {@link ApiError} of a failed reply: a filed period's conflict, or SPEC §8's table. */
export function failureOf(status: number, body: unknown): ApiError {
  return filedPeriodErrorOf(status, body) ?? errorFromResponse(status, body);
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
