import { API_PREFIXES, API_ROUTES, type HttpMethod, type RouteGroup } from '@bk/contract';

/**
 * One route of the HTTP API: what CDK deploys and what the local gateway selects the route group
 * by, so the two cannot disagree.
 */
export interface ApiRouteBinding {
  /** `GET`, `POST`, ... or `ANY` for the catch-alls. */
  readonly method: HttpMethod | 'ANY';
  /** Full path with the prefix and API Gateway's path variables, e.g. `/api/v1/account/{id}` or `/api/{proxy+}`. */
  readonly path: string;
  /** API Gateway's route key, `"<method> <path>"`. */
  readonly routeKey: string;
  /** The route group whose Lambda serves it. */
  readonly group: RouteGroup;
}

/** The group whose function answers every path the contract does not know (our JSON 404). */
export const FALLBACK_GROUP: RouteGroup = 'misc';

/** The catch-all's greedy path variable, as API Gateway spells it. */
const PROXY = '{proxy+}';

function binding(method: ApiRouteBinding['method'], path: string, group: RouteGroup): ApiRouteBinding {
  return { method, path, routeKey: `${method} ${path}`, group };
}

/**
 * Every HTTP API route, derived from the contract (STYLE §3): each non-static contract route under
 * both prefixes (SPEC §7: every call answers under `/api` and `/api/v1`), then `ANY <prefix>/{proxy+}`
 * for each prefix, served by the `misc` function so unknown paths get the app's JSON 404 rather
 * than API Gateway's own body.
 * @example apiRouteBindings()[0]?.routeKey // 'POST /api/user/login'
 */
export function apiRouteBindings(): ApiRouteBinding[] {
  const bindings: ApiRouteBinding[] = [];
  for (const prefix of API_PREFIXES) {
    for (const route of API_ROUTES) bindings.push(binding(route.method, `${prefix}${route.path}`, route.group));
  }
  for (const prefix of API_PREFIXES) bindings.push(binding('ANY', `${prefix}/${PROXY}`, FALLBACK_GROUP));
  return bindings;
}

/**
 * The route keys of {@link apiRouteBindings}, in the same order.
 * @example apiRouteKeys().includes('GET /api/v1/account') // true
 */
export function apiRouteKeys(): string[] {
  return apiRouteBindings().map((b) => b.routeKey);
}

/** The catch-all route keys, one per prefix: `ANY /api/{proxy+}`, `ANY /api/v1/{proxy+}`. */
// Marked pure so that the web build, which imports this package for the bot check, leaves it out.
export const CATCH_ALL_ROUTE_KEYS: readonly string[] = /* @__PURE__ */ API_PREFIXES.map(
  (prefix) => `ANY ${prefix}/${PROXY}`,
);

/**
 * Whether a binding's path ends in the greedy `{proxy+}` variable.
 * @example isGreedy({ path: '/api/{proxy+}' }) // true
 */
export function isGreedy(binding: Pick<ApiRouteBinding, 'path'>): boolean {
  return binding.path.endsWith(`/${PROXY}`);
}

/**
 * Whether a route key is one of the catch-alls.
 * @example isCatchAll('ANY /api/v1/{proxy+}') // true
 */
export function isCatchAll(routeKey: string): boolean {
  return CATCH_ALL_ROUTE_KEYS.includes(routeKey);
}

/**
 * Whether a path belongs to the API (served by Lambda) rather than to the web app.
 * @example isApiPath('/api/v1/account') // true
 * @example isApiPath('/apix') // false
 */
export function isApiPath(rawPath: string): boolean {
  return rawPath === '/api' || rawPath.startsWith('/api/');
}
