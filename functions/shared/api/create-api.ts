import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiRoutesOf, type RouteGroup, type RouteSpec } from '@bk/contract';
import { authentication } from './authenticate';
import { authorisation } from './authorise';
import { jsonBody } from './body';
import { csrfDefence } from './csrf';
import { dispatch, implemented, type HandlerTable } from './dispatch';
import { errorResponse } from './error-response';
import { observability } from './observability';
import { originCheck } from './origin';
import { requestId } from './request-id';
import { requestLog } from './request-log';
import { staleSessionCookies } from './session-cookie';
import { routing } from './routing';
import type { HandlerMap, LambdaHandler } from './types';
import { dependencyErrors } from './unavailable';
import { validation } from './validation';
import { wellFormedInput } from './well-formed';

/**
 * The Lambda handler of one route group (STYLE §5, decision 0029): a middy chain with one concern
 * per middleware. It is given the group's routes module (`routes/<group>.ts` of the contract), not
 * the group's name, so the bundle carries and builds only that group's schemas (decision 0058). `before` runs top to bottom; `after` and `onError` bottom to top, so the error
 * response is made before the request is logged and counted.
 *
 * 1. Powertools: Lambda context in the logs, traces and metrics (off locally and in tests);
 * 2. the `request` log line; 2a. a 401 to a cookie session also removes its cookies (decision
 * 0051); 3. error -> SPEC §8 response; 4. a dependency down or busy -> 503 with `Retry-After`
 * (decision 0048); 5. the CloudFront origin check; 6. the request id; 7. routing by the contract
 * (404); 8. the JSON body (413, 415, 400); 9. well-formed text in params, query, body and the
 * fingerprint header (400); 9a. the CSRF defence for cookie sessions (403, decision 0051);
 * 10. authentication by the route's access level (401); 11. authorisation: role policy and support
 * session (403); 12. a route without a handler (501); 13. contract validation (400); then the call
 * and its reply, checked against the contract locally and in tests.
 *
 * @example export const handler = createApi(miscRoutes, { aishaEnabled: async () => false });
 */
export function createApi<G extends RouteGroup>(
  groupRoutes: Readonly<Record<string, RouteSpec & { readonly group: G }>>,
  handlers: HandlerMap<G>,
): LambdaHandler {
  const table = handlers as HandlerTable;
  const candidates = apiRoutesOf(groupRoutes);
  const group = groupOf(candidates);
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(observability(group))
    .use(requestLog)
    .use(staleSessionCookies)
    .use(errorResponse)
    .use(dependencyErrors)
    .use(originCheck)
    .use(requestId)
    .use(routing(candidates))
    .use(jsonBody)
    .use(wellFormedInput)
    .use(csrfDefence)
    .use(authentication)
    .use(authorisation)
    .use(implemented(table))
    .use(validation)
    .handler(dispatch(table));
}

/** The one group of a group's routes module (a module of another shape is a programming error). */
function groupOf(candidates: readonly RouteSpec[]): RouteGroup {
  const groups = new Set(candidates.map((r) => r.group));
  const [group] = groups;
  if (!group || groups.size > 1)
    throw new Error(`createApi needs the routes of one group, got ${[...groups].join(', ')}`);
  return group;
}
