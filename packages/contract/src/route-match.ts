import { matchPath, type RouteSpec } from './define';
import type { RouteName } from './routes';

/** A route with its name in the table. */
export type NamedRoute = RouteSpec & { name: RouteName };

/**
 * The routes of a routes module (one group's, or the whole table) served by Lambda, with their
 * names, in order. It reads only the module it is given: a Lambda lists its own group's routes
 * without evaluating the whole table (decision 0058).
 */
export function apiRoutesOf(table: Readonly<Partial<Record<RouteName, RouteSpec>>>): NamedRoute[] {
  return (Object.keys(table) as RouteName[]).flatMap((name) => {
    const spec = table[name];
    return spec && !spec.static ? [{ ...spec, name }] : [];
  });
}

/** Routes whose path has no parameters come first, so `/transaction/complete-all` beats `/transaction/{id}`. */
function specificity(r: RouteSpec): number {
  return r.path.includes('{') ? 1 : 0;
}

/** The route of `candidates` for a method and a path below the API prefix, with its path parameters. */
export function matchRoute(
  method: string,
  path: string,
  candidates: readonly NamedRoute[],
): { route: NamedRoute; params: Record<string, string> } | null {
  const sorted = [...candidates].sort((a, b) => specificity(a) - specificity(b));
  for (const r of sorted) {
    if (r.method !== method) continue;
    const params = matchPath(r.path, path);
    if (params) return { route: r, params };
  }
  return null;
}
