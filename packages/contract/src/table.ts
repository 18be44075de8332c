import type { z } from 'zod/mini';
import { routes, type RouteName, type Routes } from './routes';
import type { RouteGroup, RouteSpec } from './define';
import { matchRoute } from './route-match';

/** Every route with its name, in table order. */
export const ROUTE_LIST: readonly (RouteSpec & { name: RouteName })[] = (Object.keys(routes) as RouteName[]).map(
  (name) => ({ ...(routes[name] as RouteSpec), name }),
);

/** Routes served by Lambda (all but static files). */
export const API_ROUTES = ROUTE_LIST.filter((r) => !r.static);

export function routesOfGroup(group: RouteGroup): (RouteSpec & { name: RouteName })[] {
  return API_ROUTES.filter((r) => r.group === group);
}

/** Find the API route for a method and a path below the API prefix (among every route unless told). */
export function findRoute(
  method: string,
  path: string,
  candidates: readonly (RouteSpec & { name: RouteName })[] = API_ROUTES,
): { route: RouteSpec & { name: RouteName }; params: Record<string, string> } | null {
  return matchRoute(method, path, candidates);
}

export type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodMiniType }
  ? z.input<B>
  : undefined;
export type ResponseOf<N extends RouteName> = z.output<Routes[N]['response']>;
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: infer P extends z.ZodMiniType }
  ? z.input<P>
  : undefined;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q extends z.ZodMiniType }
  ? z.input<Q>
  : undefined;
