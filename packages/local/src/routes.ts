import { matchPath, type RouteGroup } from '@bk/contract';
import { apiRouteBindings, isApiPath, isGreedy, type ApiRouteBinding } from '@bk/platform';

/** Where an API request goes, as API Gateway would decide it. */
export interface ApiTarget {
  group: RouteGroup;
  /** `METHOD /api[/v1]/path/{param}` with the prefix actually used, or the catch-all key. */
  routeKey: string;
  pathParameters?: Record<string, string>;
}

/** Literal paths before paths with variables, as API Gateway prefers the most specific route. */
const ROUTES = apiRouteBindings()
  .filter((b) => !isGreedy(b))
  .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));

/** The catch-alls with the prefix before their `/{proxy+}`, the longest prefix first. */
const CATCH_ALLS = apiRouteBindings()
  .filter(isGreedy)
  .map((route) => ({ route, prefix: route.path.slice(0, route.path.lastIndexOf('/')) }))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * Pick the route of the HTTP API's table (`@bk/platform`, the one CDK deploys) for a request, and
 * with it the route group whose Lambda gets the event. This stands in for API Gateway only: the
 * Lambda matches the contract route itself (`createApi`), as it does in AWS. A path that no route
 * matches goes to the longest prefix's catch-all with `pathParameters.proxy`. Returns null
 * outside `/api`.
 *
 * @example resolveApiRequest('GET', '/api/v1/account')?.routeKey // 'GET /api/v1/account'
 * @example resolveApiRequest('GET', '/api/v1/nope')?.routeKey // 'ANY /api/v1/{proxy+}'
 */
export function resolveApiRequest(method: string, rawPath: string): ApiTarget | null {
  if (!isApiPath(rawPath)) return null;
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, rawPath);
    if (params) return target(route, Object.keys(params).length ? params : undefined);
  }
  return catchAll(rawPath);
}

function target(route: ApiRouteBinding, pathParameters: Record<string, string> | undefined): ApiTarget {
  return { group: route.group, routeKey: route.routeKey, pathParameters };
}

/**
 * The catch-all of the longest prefix the path goes beyond (`{proxy+}` needs at least one
 * character after the prefix's slash); a bare prefix goes to the shortest one's.
 */
function catchAll(rawPath: string): ApiTarget {
  const shortest = CATCH_ALLS.at(-1);
  if (!shortest) throw new Error('The HTTP API has no catch-all route');
  const { route, prefix } =
    CATCH_ALLS.find((c) => rawPath.startsWith(`${c.prefix}/`) && rawPath.length > c.prefix.length + 1) ?? shortest;
  const proxy = rawPath.slice(prefix.length + 1);
  return target(route, proxy ? { proxy: safeDecode(proxy) } : undefined);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
