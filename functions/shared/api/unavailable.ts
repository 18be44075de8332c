import type { RouteSpec } from '@bk/contract';
import { READ_ACTIONS } from '@bk/domain';
import { exposedError, ServiceUnavailableError } from '../errors';
import { logger } from '../logger';
import { classifyUnavailable } from '../unavailable';
import { peekState } from './chain-state';
import type { ApiMiddleware } from './types';

/**
 * Whether a call of the route only reads (a GET that the contract does not mark as changing
 * something, or a route under a read action), so a 503 need not warn that a change may be lost.
 * Unknown routes count as changes: the cautious message is never untrue.
 */
export function onlyReads(route: RouteSpec | null | undefined): boolean {
  if (!route) return false;
  if (route.method === 'GET') return route.support !== 'deny';
  return route.permission !== undefined && READ_ACTIONS.has(route.permission);
}

function describe(err: unknown): { name?: string; code?: string; message?: string } {
  if (typeof err !== 'object' || err === null) return { message: String(err) };
  const e = err as { name?: unknown; code?: unknown; message?: unknown };
  return {
    ...(typeof e.name === 'string' ? { name: e.name } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.message === 'string' ? { message: e.message.slice(0, 300) } : {}),
  };
}

/**
 * A dependency that is down or throttling (DynamoDB, S3, SES, any upstream over the network)
 * becomes a 503 with `Retry-After` and words a person can act on, instead of the generic 500
 * (decision 0048). Its `onError` runs just before the error response's; any other error passes
 * untouched, so a bug is still a 500 logged as an error.
 */
export const dependencyErrors: ApiMiddleware = {
  onError: (request) => {
    if (exposedError(request.error)) return;
    const found = classifyUnavailable(request.error);
    if (!found) return;
    const route = peekState(request.context)?.route;
    logger().warn('dependency unavailable', { kind: found.kind, error: describe(request.error) });
    request.error = new ServiceUnavailableError({
      retryAfterSeconds: found.retryAfterSeconds,
      change: !onlyReads(route),
      cause: request.error,
    });
  },
};
