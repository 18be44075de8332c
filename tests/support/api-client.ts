import { expect } from 'vitest';
import {
  buildPath,
  routes,
  SESSION_COOKIE,
  type BodyOf,
  type ErrorBody as ContractErrorBody,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteName,
  type RouteSpec,
} from '@bk/contract';
import { gatewayTransport, type RawReply, type Transport } from './api-transports';

/**
 * The tests' one way to the API, typed by the contract as the web app's client is: the route's
 * name picks method and path, and its body, params and query must match the route's schemas
 * (what a caller may send, `z.input`), so a test that sends what the contract no longer takes
 * stops compiling instead of failing at run time. Replies are not thrown on: tests assert on
 * failures as much as on successes. `raw` sends anything at all, for the tests that are about
 * bad input (wrong types, malformed JSON, unknown paths).
 *
 * @example const reply = await api(token).call('accountCreate', { body: { name: 'Main', isMain: true } });
 * @example const account = await api(token).ok('accountCreate', { body: { name: 'Main', isMain: true } });
 * @example await api(token).raw({ method: 'POST', path: '/account', rawBody: '{"name":', headers: JSON_TYPE });
 */

/** SPEC §8's error body, as the contract has it, and HMRC's code where a reply gives one. */
export type ErrorBody = ContractErrorBody & { code?: string };

/** What a call answers. `json` is the parsed body, undefined when the body is not JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw replies are whatever the server sent
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  text: string;
  /** Typed as the route's success body; on a failure status it holds the {@link ErrorBody} instead. */
  json: T;
  /** The same JSON read as SPEC §8's error body, for the assertions on a failure (undefined when not JSON). */
  error: ErrorBody;
}

/** A request as it goes over the wire, with nothing checked. */
export interface RawRequest {
  method: string;
  /** Below `prefix`, query string included: `/transaction/list?page=2`. */
  path: string;
  /** `/api` unless given: `/api/v1`, or `''` for the site root (`/app/...`, `/_local/...`). */
  prefix?: string;
  /** Sent as JSON (with its content type). */
  body?: unknown;
  /** Sent exactly as written, with no content type unless `headers` has one. */
  rawBody?: string;
  headers?: Record<string, string>;
}

type ParamsPart<N extends RouteName> = [ParamsOf<N>] extends [undefined]
  ? { params?: undefined }
  : { params: ParamsOf<N> };
type QueryPart<N extends RouteName> = [QueryOf<N>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<N> };
type BodyPart<N extends RouteName> = [BodyOf<N>] extends [undefined] ? { body?: undefined } : { body: BodyOf<N> };
/** A route's params, query and body as its schemas take them, and headers to add (e.g. Gov-Test-Scenario). */
export type CallOptions<N extends RouteName> = ParamsPart<N> &
  QueryPart<N> &
  BodyPart<N> & { headers?: Record<string, string> };
type CallArgs<N extends RouteName> = [ParamsOf<N>, BodyOf<N>] extends [undefined, undefined]
  ? [options?: CallOptions<N>]
  : [options: CallOptions<N>];

export interface ApiClient {
  /** Call a route of the contract by name; answers whatever status the server gives. */
  call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Reply<ResponseOf<N>>>;
  /** Call a route and expect its success status (200, or the route's 201); answers the body. */
  ok<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>>;
  /** Send anything: the escape hatch for bad input and paths the contract does not have. */
  raw(request: RawRequest): Promise<Reply>;
}

export interface ClientOptions {
  /** The client's address, which the local gateway turns into CloudFront's viewer address. */
  ip?: string;
  /**
   * How `token` travels: as a bearer (the default; scripts and these tests), or in the session
   * cookie as a browser sends it (decision 0051), which the CSRF defence then applies to.
   */
  via?: 'bearer' | 'cookie';
  /** Headers added to every request (a call's own headers win). */
  headers?: Record<string, string>;
  /** How requests travel; the shared stack's local gateway unless given. */
  transport?: Transport;
}

interface LooseOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The path of a contract call, query string included (numbers and booleans as JSON writes them). */
export function routePath(spec: RouteSpec, options: LooseOptions = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const qs = search.toString();
  return `${buildPath(spec.path, options.params ?? {})}${qs ? `?${qs}` : ''}`;
}

function readReply(raw: RawReply): Reply {
  let json: unknown;
  try {
    json = JSON.parse(raw.text);
  } catch {
    json = undefined;
  }
  return { status: raw.status, headers: raw.headers, text: raw.text, json, error: json as ErrorBody };
}

/** The header that carries `token` as the client was asked to send it. */
function sessionHeader(token: string | null | undefined, via: ClientOptions['via']): Record<string, string> {
  if (!token) return {};
  return via === 'cookie' ? { cookie: `${SESSION_COOKIE}=${token}` } : { authorization: `Bearer ${token}` };
}

/**
 * The session token a reply set in its HttpOnly cookie (sign-in, admin login, business select),
 * or null when it set none or removed it.
 */
export function sessionCookieOf(reply: Pick<Reply, 'headers'>): string | null {
  for (const line of reply.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === SESSION_COOKIE) return pair.slice(eq + 1).trim() || null;
  }
  return null;
}

/** A client that sends `token` as the bearer, or in the session cookie (none when null or undefined). */
export function api(token?: string | null, options: ClientOptions = {}): ApiClient {
  const transport = options.transport ?? gatewayTransport();
  const raw = async (request: RawRequest): Promise<Reply> => {
    const hasJson = request.body !== undefined && request.rawBody === undefined;
    const headers: Record<string, string> = {
      ...sessionHeader(token, options.via),
      ...(hasJson ? { 'content-type': 'application/json' } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...options.headers,
      ...request.headers,
    };
    const body = request.rawBody ?? (hasJson ? JSON.stringify(request.body) : undefined);
    const path = `${request.prefix ?? '/api'}${request.path}`;
    return readReply(
      await transport({ method: request.method, path, headers, ...(body !== undefined ? { body } : {}) }),
    );
  };
  const call = async (name: RouteName, input: LooseOptions = {}): Promise<Reply> => {
    const spec: RouteSpec = routes[name];
    const reply = await raw({
      method: spec.method,
      // Static files (version.json) are served with the web app under /app, not by the API.
      prefix: spec.static ? '/app' : '/api',
      path: routePath(spec, input),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.headers ? { headers: input.headers } : {}),
    });
    // Text routes (CSV exports) answer their text as the body.
    return spec.text && reply.status < 300 ? { ...reply, json: reply.text } : reply;
  };
  return {
    call: (name, ...[input]) => call(name, input as LooseOptions),
    async ok(name, ...[input]) {
      const reply = await call(name, input as LooseOptions);
      expect(reply.status, `${name}: ${reply.text}`).toBe((routes[name] as RouteSpec).status ?? 200);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- typed by the route; the server checks it against the contract
      return reply.json;
    },
    raw,
  };
}

/** The content type of a hand-written JSON body. */
export const JSON_TYPE = { 'content-type': 'application/json' } as const;
