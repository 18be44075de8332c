import { API_PREFIXES, API_ROUTES, type RouteGroup } from '@bk/contract';

/** An HTTP API route: its route key (`"GET /api/user"`) and the route group whose Lambda serves it. */
export interface ApiRouteBinding {
  readonly routeKey: string;
  readonly group: RouteGroup;
}

/** The group whose function answers every path the contract does not know (our JSON 404). */
export const FALLBACK_GROUP: RouteGroup = 'misc';

/**
 * Every HTTP API route, derived from the contract (STYLE §3): each non-static contract route under
 * both prefixes (SPEC §7: every call answers under `/api` and `/api/v1`), then `ANY <prefix>/{proxy+}`
 * for each prefix, served by the `misc` function so unknown paths get the app's JSON 404 rather
 * than API Gateway's own body.
 * @example apiRouteBindings()[0] // { routeKey: 'POST /api/user/login', group: 'user' }
 */
export function apiRouteBindings(): ApiRouteBinding[] {
  const bindings: ApiRouteBinding[] = [];
  for (const prefix of API_PREFIXES) {
    for (const route of API_ROUTES) {
      bindings.push({ routeKey: `${route.method} ${prefix}${route.path}`, group: route.group });
    }
  }
  for (const prefix of API_PREFIXES) {
    bindings.push({ routeKey: `ANY ${prefix}/{proxy+}`, group: FALLBACK_GROUP });
  }
  return bindings;
}

/**
 * The route keys of {@link apiRouteBindings}, in the same order.
 * @example apiRouteKeys().includes('GET /api/v1/account') // true
 */
export function apiRouteKeys(): string[] {
  return apiRouteBindings().map((b) => b.routeKey);
}
