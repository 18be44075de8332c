import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { NotImplementedError } from '../errors';
import { routedState } from './chain-state';
import { toHttpResponse } from './response';
import type { ApiMiddleware, LambdaHandler, RequestContext } from './types';

/** A handler as the chain calls it; the route's types were checked where the map was written. */
type AnyHandler = (input: unknown, ctx: RequestContext) => Promise<unknown>;

/** A route group's `HandlerMap` as the chain reads it: by route name. */
export type HandlerTable = Readonly<Record<string, AnyHandler | undefined>>;

function handlerOf(handlers: HandlerTable, name: string): AnyHandler | undefined {
  return handlers[name];
}

/**
 * A contract route of the group without a handler answers 501 until its issue lands: after
 * authentication (so only a caller who may use it learns that) and before validation.
 */
export function implemented(handlers: HandlerTable): ApiMiddleware {
  return {
    before: (request) => {
      if (!handlerOf(handlers, routedState(request.context).route.name)) throw new NotImplementedError();
    },
  };
}

/**
 * The call: the route's handler with its validated input and the request context the chain has
 * built (the caller and business that the route's access level promises the handler's type), and
 * its result as the HTTP reply.
 */
export function dispatch(handlers: HandlerTable): LambdaHandler {
  return async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const s = routedState(context);
    const handler = handlerOf(handlers, s.route.name);
    if (!handler) throw new NotImplementedError();
    if (!s.input) throw new Error('Input missing: the validation middleware did not run');
    const ctx: RequestContext = {
      requestId: s.requestId,
      now: new Date(),
      sourceIp: event.requestContext.http.sourceIp,
      userAgent: event.requestContext.http.userAgent ?? '',
      headers: event.headers ?? {},
      caller: s.caller,
      business: s.business,
    };
    return toHttpResponse(s.route, await handler(s.input, ctx), s.requestId);
  };
}
