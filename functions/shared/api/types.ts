import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { Access, RouteGroup, RouteName, Routes, RouteSpec } from '@bk/contract';
import type { BusinessRoleId } from '@bk/domain';
import type { MemberItem, SessionItem, UserItem } from '@bk/data';

/** What the chain knows about the caller once authentication has run. */
export interface Caller {
  readonly tokenHash: string;
  /** How the token came: the browser's HttpOnly cookie, or an `Authorization: Bearer` header (absent: bearer). */
  readonly via?: 'cookie' | 'bearer';
  readonly session: SessionItem;
  readonly user: UserItem;
}

/** The business the caller acts on: always from the session, never from the request body. */
export interface BusinessContext {
  readonly id: string;
  readonly roleId: BusinessRoleId;
}

/** Everything a route handler gets besides its validated input. */
export interface RequestContext {
  readonly requestId: string;
  readonly now: Date;
  readonly sourceIp: string;
  readonly userAgent: string;
  /** Lower-case request headers (for HMRC fraud prevention data; never logged). */
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly caller: Caller | null;
  readonly business: BusinessContext | null;
}

/** The context of a `user` route: authentication has found the caller, or the chain answered 401. */
export interface UserRequestContext extends RequestContext {
  readonly caller: Caller;
}

/** The context of a `business` route: the caller, and the session's business with a role the route's action allows. */
export interface BusinessRequestContext extends UserRequestContext {
  readonly business: BusinessContext;
}

/**
 * The context a route's handler receives, by the route's access level: the chain has already
 * refused the request when a `user` route has no caller or a `business` route no business.
 */
export type ContextOf<A extends Access> = A extends 'business'
  ? BusinessRequestContext
  : A extends 'user'
    ? UserRequestContext
    : RequestContext;

type In<S, K extends string> = S extends Record<K, infer T extends z.ZodMiniType> ? z.output<T> : undefined;

/** The validated input of a route. */
export interface RouteInput<N extends RouteName> {
  readonly params: In<Routes[N], 'params'>;
  readonly query: In<Routes[N], 'query'>;
  readonly body: In<Routes[N], 'body'>;
}

/** A handler may return the body, or a full reply when it needs headers or another status. */
export interface Reply<T> {
  readonly reply: true;
  readonly status?: number;
  readonly body: T;
  readonly headers?: Record<string, string>;
  /** `Set-Cookie` values (API Gateway payload 2.0 `cookies`): the session cookies. */
  readonly cookies?: string[];
}

type Out<N extends RouteName> = z.input<Routes[N]['response']>;

export type RouteHandler<N extends RouteName> = (
  input: RouteInput<N>,
  ctx: ContextOf<Routes[N]['access']>,
) => Promise<Out<N> | Reply<Out<N>>>;

/** Handlers of one route group, keyed by route name. Routes left out answer 501. */
export type HandlerMap<G extends RouteGroup> = {
  [N in RouteName as Routes[N]['group'] extends G ? N : never]?: RouteHandler<N>;
};

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** One middleware of the API chain. */
export type ApiMiddleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/** State the middlewares hand to one another for one request. */
export interface ChainState {
  requestId: string;
  startedAt: number;
  route: (RouteSpec & { name: RouteName }) | null;
  pathParams: Record<string, string>;
  rawBody: unknown;
  caller: Caller | null;
  /** The caller's membership of the session's business (read with the caller on `business` routes). */
  member: MemberItem | null;
  business: BusinessContext | null;
  /** Params, query and body once the contract's schemas have parsed them. */
  input: { params: unknown; query: unknown; body: unknown } | null;
}

export function reply<T>(
  body: T,
  options: { status?: number; headers?: Record<string, string>; cookies?: string[] } = {},
): Reply<T> {
  return { reply: true, body, ...options };
}
