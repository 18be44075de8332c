import { findRoute, routesOfGroup, stripApiPrefix, type RouteGroup } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import { NotFoundError } from '../errors';
import { chainState } from './chain-state';
import type { ApiMiddleware } from './types';

/**
 * Finds the contract route of the group for the method and path, under `/api` or `/api/v1`
 * (fixed paths before parameter paths, as API Gateway does); a path no route of the group serves
 * is a JSON 404.
 */
export function routing(group: RouteGroup): ApiMiddleware {
  const candidates = routesOfGroup(group);
  return {
    before: (request) => {
      const s = chainState(request.context);
      const path = stripApiPrefix(request.event.rawPath ?? '/');
      const found = path === null ? null : findRoute(request.event.requestContext.http.method, path, candidates);
      if (!found) throw new NotFoundError(MESSAGES.routeNotFound);
      s.route = found.route;
      s.pathParams = found.params;
    },
  };
}
