import { matchRoute, stripApiPrefix, type NamedRoute } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import { NotFoundError } from '../errors';
import { chainState } from './chain-state';
import type { ApiMiddleware } from './types';

/**
 * Finds the route among the group's for the method and path, under `/api` or `/api/v1` (fixed
 * paths before parameter paths, as API Gateway does); a path no route of the group serves is a
 * JSON 404. It is given the group's own routes (`routes/<group>.ts`), never the whole table, so a
 * Lambda's cold start builds no other group's schemas (decision 0058).
 */
export function routing(candidates: readonly NamedRoute[]): ApiMiddleware {
  return {
    before: (request) => {
      const s = chainState(request.context);
      const path = stripApiPrefix(request.event.rawPath ?? '/');
      const found = path === null ? null : matchRoute(request.event.requestContext.http.method, path, candidates);
      if (!found) throw new NotFoundError(MESSAGES.routeNotFound);
      s.route = found.route;
      s.pathParams = found.params;
    },
  };
}
