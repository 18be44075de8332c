import type { z } from 'zod/mini';
import { READ_ACTIONS, type Action } from '@bk/domain';

/** Route groups: one Lambda each, one folder each under `functions/` (ARCHITECTURE "Layout"). */
export const ROUTE_GROUPS = [
  'user',
  'business',
  'account',
  'transaction',
  'category',
  'contact',
  'attachment',
  'invoice',
  'hmrc',
  'places',
  'affiliate',
  'assistant',
  'misc',
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `optional`: anyone, and the caller's user is known when a valid token is sent;
 * - `user`: a signed-in user (401 otherwise);
 * - `business`: a signed-in user with a business selected in their session, holding `permission`.
 */
export type Access = 'public' | 'optional' | 'user' | 'business';

/** API prefixes: every route answers under both (SPEC §7). */
export const API_PREFIXES = ['/api', '/api/v1'] as const;

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Path below the API prefix, with `{name}` parameters, e.g. `/account/{id}`. */
  readonly path: string;
  readonly group: RouteGroup;
  readonly access: Access;
  /** Required for `business` routes: the action of the policy table the caller must hold. */
  readonly permission?: Action;
  readonly summary: string;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** Schema of the success body; `text` routes answer plain text (CSV). */
  readonly response: z.ZodMiniType;
  /** Success status: 200 unless stated (SPEC §7: success is 200 or 201). */
  readonly status?: 200 | 201;
  /** Served as a static file by the web app, not by a Lambda (only `version.json`). */
  readonly static?: true;
  /** Largest accepted JSON body in bytes; default {@link DEFAULT_MAX_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
  /** Plain-text response (CSV exports) instead of JSON. */
  readonly text?: true;
  /**
   * Whether a support session may call the route, where the method and action do not say it
   * right: a GET that changes something (`deny`), or a PATCH or POST that only reads or ends the
   * support session itself (`allow`). See {@link supportMay}.
   */
  readonly support?: 'allow' | 'deny';
}

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/**
 * Whether a support session (support staff signed in with the user's support token, SPEC §2 Admin
 * login) may call a route: it may read everything the user may read and change nothing (decision
 * 0023). A route reads when it is a GET, or when its action is a read action (SPEC §7 sends list
 * filters and date ranges in PATCH and POST bodies); `support` on the route overrides both.
 * Public routes read no session, so a support token changes nothing there.
 * @example supportMay(routes.accountDelete) // false
 */
export function supportMay(spec: RouteSpec): boolean {
  if (spec.support) return spec.support === 'allow';
  if (spec.access === 'public' || spec.method === 'GET') return true;
  return spec.permission !== undefined && READ_ACTIONS.has(spec.permission);
}

/** Identity helper that keeps each route's literal types. */
export function route<const S extends RouteSpec>(spec: S): S {
  return spec;
}

/** `/account/{id}` -> `['id']` */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/**
 * Fill a path's parameters, URL-encoding each value.
 * @example buildPath('/account/{id}', { id: 'a b' }) // '/account/a%20b'
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Match a concrete path against a route path; returns the decoded parameters, or null.
 * @example matchPath('/account/{id}', '/account/42') // { id: '42' }
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith('{') && w.endsWith('}')) {
      if (g === '') return null;
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/** Strip `/api/v1` or `/api` from a request path; null when the path is not under the API. */
export function stripApiPrefix(rawPath: string): string | null {
  for (const prefix of [...API_PREFIXES].sort((a, b) => b.length - a.length)) {
    if (rawPath === prefix) return '/';
    if (rawPath.startsWith(`${prefix}/`)) return rawPath.slice(prefix.length);
  }
  return null;
}
