import middy from '@middy/core';
import type { ZodType } from 'zod';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { findRoute, routesOfGroup, stripApiPrefix, toFieldErrors, type RouteGroup } from '@bk/contract';
import { MESSAGES } from '@bk/domain';
import { config } from '../config';
import { AppError, NotFoundError, NotImplementedError, ValidationError } from '../errors';
import { logger } from '../logger';
import { authenticate } from './authenticate';
import { parseJsonBody } from './body';
import { originCheck } from './origin';
import { jsonHeaders, SECURITY_HEADERS } from './headers';
import { refuseInSupportSession } from './support';
import type { ChainState, HandlerMap, LambdaHandler, Reply, RequestContext, RouteHandler } from './types';

/** Per-invocation chain state, keyed by the invocation's Lambda context object. */
const states = new WeakMap<Context, ChainState>();
function state(context: Context): ChainState {
  const s = states.get(context);
  if (!s) throw new Error('Chain state missing: routing middleware did not run');
  return s;
}

function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && (value as { reply?: unknown }).reply === true;
}

/** 1. Request id, structured log context and route lookup (404 for paths no route matches). */
function routing(group: RouteGroup): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const candidates = routesOfGroup(group);
  return {
    before: (request) => {
      const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
      const s: ChainState = {
        requestId,
        startedAt: Date.now(),
        route: null,
        pathParams: {},
        rawBody: undefined,
        caller: null,
        business: null,
      };
      states.set(request.context, s);
      logger().appendKeys({ requestId });
      const path = stripApiPrefix(request.event.rawPath ?? '/');
      const found = path === null ? null : findRoute(request.event.requestContext.http.method, path, candidates);
      if (!found) throw new NotFoundError(MESSAGES.routeNotFound);
      s.route = found.route;
      s.pathParams = found.params;
    },
  };
}

/** 2. JSON body with the route's size limit and a content-type check. */
const jsonBody: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
  before: (request) => {
    const s = state(request.context);
    if (s.route) s.rawBody = parseJsonBody(request.event, s.route);
  },
};

/** 3. Authentication, business context and role check by the route's access level. */
const auth: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
  before: async (request) => {
    const s = state(request.context);
    if (!s.route) return;
    const headers = request.event.headers ?? {};
    const out = await authenticate(s.route, headers, Date.now());
    s.caller = out.caller;
    s.business = out.business;
    if (out.caller) logger().appendKeys({ userId: out.caller.user.id, businessId: out.business?.id });
  },
};

/** 4. A support session may read but change nothing: writes answer 403 before validation and the handler. */
const supportSession: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
  before: (request) => {
    const s = state(request.context);
    if (s.route) refuseInSupportSession(s.caller, s.route);
  },
};

/** Last: every error becomes SPEC §8's shape; unknown ones a generic 500 with details only in logs. */
const errorMapper: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
  onError: (request) => {
    const s = states.get(request.context);
    const requestId = s?.requestId ?? request.context.awsRequestId;
    const err = request.error;
    if (err instanceof AppError && err.expose) {
      if (err.status >= 500) logger().warn('request refused', { status: err.status, route: s?.route?.name });
      request.response = {
        statusCode: err.status,
        headers: jsonHeaders(requestId, err.headers),
        body: JSON.stringify(err.toJSON()),
      };
    } else {
      logger().error('request failed', err as Error);
      request.response = {
        statusCode: 500,
        headers: jsonHeaders(requestId),
        body: JSON.stringify({ message: MESSAGES.unknown, requestId }),
      };
    }
    logger().info('request', {
      route: s?.route?.name ?? null,
      status: request.response.statusCode,
      ms: s ? Date.now() - s.startedAt : null,
    });
    logger().resetKeys();
  },
};

function parsePart(schema: ZodType | undefined, value: unknown, root: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error, root));
  return result.data;
}

/**
 * The Lambda handler of one route group (STYLE §5): routing, JSON body, authentication and role
 * check, the support-session check, contract validation, the route's handler, response check and
 * security headers, and the one error mapper. Routes of the group without a handler answer 501
 * until their issue lands.
 *
 * @example export const handler = createApi('misc', { aishaEnabled: async () => false });
 */
export function createApi<G extends RouteGroup>(group: G, handlers: HandlerMap<G>): LambdaHandler {
  const table = handlers as Record<string, RouteHandler<never> | undefined>;
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const s = state(context);
    const route = s.route;
    if (!route) throw new NotFoundError(MESSAGES.routeNotFound);
    const handler = table[route.name];
    if (!handler) throw new NotImplementedError();
    const input = {
      params: parsePart(route.params, s.pathParams, 'params'),
      query: parsePart(route.query, event.queryStringParameters ?? {}, 'query'),
      body: parsePart(route.body, s.rawBody ?? (route.body ? {} : undefined), 'body'),
    };
    const headers = event.headers ?? {};
    const ctx: RequestContext = {
      requestId: s.requestId,
      now: new Date(),
      sourceIp: event.requestContext.http.sourceIp,
      userAgent: event.requestContext.http.userAgent ?? '',
      headers,
      caller: s.caller,
      business: s.business,
    };
    const result: unknown = await (handler as (i: unknown, c: RequestContext) => Promise<unknown>)(input, ctx);
    const out = isReply(result) ? result : { body: result, status: undefined, headers: undefined };
    if (config().VALIDATE_RESPONSES) {
      const checked = route.response.safeParse(out.body);
      if (!checked.success) throw new Error(`Response of ${route.name} breaks the contract: ${checked.error.message}`);
    }
    const status = out.status ?? route.status ?? 200;
    const response: APIGatewayProxyStructuredResultV2 = route.text
      ? {
          statusCode: status,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            ...SECURITY_HEADERS,
            'x-request-id': s.requestId,
            ...out.headers,
          },
          body: String(out.body),
        }
      : { statusCode: status, headers: jsonHeaders(s.requestId, out.headers), body: JSON.stringify(out.body ?? null) };
    logger().info('request', { route: route.name, status, ms: Date.now() - s.startedAt });
    logger().resetKeys();
    return response;
  };
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(errorMapper)
    .use(originCheck)
    .use(routing(group))
    .use(jsonBody)
    .use(auth)
    .use(supportSession)
    .handler(core);
}
