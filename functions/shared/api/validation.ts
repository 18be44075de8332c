import type { ZodMiniType } from 'zod/mini';
import { toFieldErrors } from '@bk/contract';
import { ValidationError } from '../errors';
import { routedState } from './chain-state';
import type { ApiMiddleware } from './types';

function parsePart(schema: ZodMiniType | undefined, value: unknown, root: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error, root));
  return result.data;
}

/**
 * Params, query and body parsed by the route's zod schemas from the contract, the same the web
 * client's forms use; a failure is SPEC §8's list of field errors. A route with a body schema
 * and no body is checked as `{}`, so each missing field gets its own message.
 */
export const validation: ApiMiddleware = {
  before: (request) => {
    const s = routedState(request.context);
    const { route } = s;
    s.input = {
      params: parsePart(route.params, s.pathParams, 'params'),
      query: parsePart(route.query, request.event.queryStringParameters ?? {}, 'query'),
      body: parsePart(route.body, s.rawBody ?? (route.body ? {} : undefined), 'body'),
    };
  },
};
