import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { exposedError } from '../errors';
import { logger } from '../logger';
import { withSourceStack } from '../source-stack';
import { peekState } from './chain-state';
import type { ApiMiddleware } from './types';

type Request = Parameters<NonNullable<ApiMiddleware['after']>>[0];

function logRequest(request: Request): void {
  const s = peekState(request.context);
  const response = request.response as APIGatewayProxyStructuredResultV2 | undefined;
  logger().info('request', {
    route: s?.route?.name ?? null,
    status: response?.statusCode ?? null,
    ms: s ? Date.now() - s.startedAt : null,
  });
}

/**
 * One `request` line per request (route, status, milliseconds) on top of the keys the chain
 * appends (request id, user, business). A failure adds its own line first: an unexpected error
 * with its details (they never reach the reply) and its stack read back to the TypeScript lines,
 * a shown 5xx as a warning. Bodies, tokens and headers are never logged.
 */
export const requestLog: ApiMiddleware = {
  after: logRequest,
  onError: (request) => {
    const shown = exposedError(request.error);
    if (!shown) logger().error('request failed', withSourceStack(request.error as Error));
    else if (shown.status >= 500)
      logger().warn('request refused', { status: shown.status, route: peekState(request.context)?.route?.name });
    logRequest(request);
  },
};
