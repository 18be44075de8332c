import { API_PREFIXES, API_ROUTES, findRoute, type RouteGroup } from '@bk/contract';

/**
 * The catch-all routes CDK adds, one per prefix (`infra/lib/api-routes.ts`), so that unknown API
 * paths reach the `misc` Lambda, which answers the app's JSON 404 rather than API Gateway's own
 * `{"message":"Not Found"}`.
 */
export const CATCH_ALL_ROUTE_KEYS = API_PREFIXES.map((prefix) => `ANY ${prefix}/{proxy+}`);

/** Route group that serves the catch-all. */
export const CATCH_ALL_GROUP: RouteGroup = 'misc';

/**
 * Every route key the local gateway serves: each contract API route under each prefix
 * (`GET /api/account`, `GET /api/v1/account`, ...), sorted, plus the catch-alls when asked.
 * A test compares this with the contract and with CDK's HTTP API routes.
 *
 * @example routeTable().includes('PATCH /api/v1/account/{id}') // true
 */
export function routeTable(options: { includeCatchAll?: boolean } = {}): string[] {
  const keys = API_ROUTES.flatMap((r) => API_PREFIXES.map((prefix) => `${r.method} ${prefix}${r.path}`));
  if (options.includeCatchAll) keys.push(...CATCH_ALL_ROUTE_KEYS);
  return keys.sort();
}

/** Where an API request goes, as API Gateway would decide it. */
export interface ApiTarget {
  group: RouteGroup;
  /** `METHOD /api[/v1]/path/{param}` with the prefix actually used, or the catch-all key. */
  routeKey: string;
  pathParameters?: Record<string, string>;
  /** The contract route's name; undefined for the catch-all. */
  routeName?: string;
}

/** Whether a path belongs to the API (served by Lambda) rather than to the web app. */
export function isApiPath(rawPath: string): boolean {
  return rawPath === '/api' || rawPath.startsWith('/api/');
}

/**
 * Match a request like API Gateway HTTP API: the longest prefix (`/api/v1` before `/api`), then
 * the contract route (literal paths before `{param}` ones, see `findRoute`); anything else goes
 * to the longest prefix's catch-all with `pathParameters.proxy`. Returns null outside `/api`.
 *
 * @example resolveApiRequest('GET', '/api/v1/account')?.routeKey // 'GET /api/v1/account'
 * @example resolveApiRequest('GET', '/api/v1/nope')?.routeKey // 'ANY /api/v1/{proxy+}'
 */
export function resolveApiRequest(method: string, rawPath: string): ApiTarget | null {
  if (!isApiPath(rawPath)) return null;
  const prefixes = [...API_PREFIXES].sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    if (!rawPath.startsWith(`${prefix}/`)) continue;
    const found = findRoute(method, rawPath.slice(prefix.length));
    if (found) {
      const params = Object.keys(found.params).length ? found.params : undefined;
      return {
        group: found.route.group,
        routeKey: `${found.route.method} ${prefix}${found.route.path}`,
        pathParameters: params,
        routeName: found.route.name,
      };
    }
  }
  const prefix = prefixes.find((p) => rawPath.startsWith(`${p}/`) && rawPath.length > p.length + 1) ?? '/api';
  const proxy = rawPath.slice(prefix.length + 1);
  return {
    group: CATCH_ALL_GROUP,
    routeKey: `ANY ${prefix}/{proxy+}`,
    pathParameters: proxy ? { proxy: safeDecode(proxy) } : undefined,
  };
}

/** Whether a route key is one of the catch-alls. */
export function isCatchAll(routeKey: string): boolean {
  return CATCH_ALL_ROUTE_KEYS.includes(routeKey);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
