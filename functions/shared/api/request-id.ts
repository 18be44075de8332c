import { logger } from '../logger';
import { openState } from './chain-state';
import type { ApiMiddleware } from './types';

/**
 * Names the request: API Gateway's request id (the Lambda's own when absent) goes into the
 * chain state, every log line of the request and the `x-request-id` header of the reply.
 */
export const requestId: ApiMiddleware = {
  before: (request) => {
    const id = request.event.requestContext?.requestId ?? request.context.awsRequestId;
    openState(request.context, id);
    logger().appendKeys({ requestId: id });
  },
};
