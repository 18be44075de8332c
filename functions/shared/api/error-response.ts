import { MESSAGES } from '@bk/domain';
import { exposedError } from '../errors';
import { peekState } from './chain-state';
import { jsonHeaders } from './headers';
import type { ApiMiddleware } from './types';

/**
 * Every error becomes SPEC §8's shape: an error that may be shown (`exposedError`) answers its
 * status, body and headers; anything else a 500 with the generic message and the request id to
 * quote, its details only in the log. Attached early so that its `onError` runs after the others'.
 */
export const errorResponse: ApiMiddleware = {
  onError: (request) => {
    const requestId = peekState(request.context)?.requestId ?? request.context.awsRequestId;
    const shown = exposedError(request.error);
    request.response = shown
      ? {
          statusCode: shown.status,
          headers: jsonHeaders(requestId, shown.headers),
          body: JSON.stringify(shown.toJSON()),
        }
      : {
          statusCode: 500,
          headers: jsonHeaders(requestId),
          body: JSON.stringify({ message: MESSAGES.unknown, requestId }),
        };
  },
};
