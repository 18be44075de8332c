import type { Context } from 'aws-lambda';
import type { RouteName, RouteSpec } from '@bk/contract';
import type { ChainState } from './types';

/**
 * What the middlewares of one request hand to one another, keyed by the invocation's Lambda
 * context object (a new one per invocation), so nothing of one request can leak into the next.
 */
const states = new WeakMap<Context, ChainState>();

/** Start the state of a request (the request-id middleware, first after the origin check). */
export function openState(context: Context, requestId: string): ChainState {
  const s: ChainState = {
    requestId,
    startedAt: Date.now(),
    route: null,
    pathParams: {},
    rawBody: undefined,
    caller: null,
    member: null,
    business: null,
    input: null,
  };
  states.set(context, s);
  return s;
}

/** The state of a request whose chain has started; a middleware out of order is a programming error. */
export function chainState(context: Context): ChainState {
  const s = states.get(context);
  if (!s) throw new Error('Chain state missing: the request-id middleware did not run');
  return s;
}

/** The state of a request the routing middleware has matched to a contract route. */
export function routedState(context: Context): ChainState & { route: RouteSpec & { name: RouteName } } {
  const s = chainState(context);
  const { route } = s;
  if (!route) throw new Error('Route missing: the routing middleware did not run');
  return Object.assign(s, { route });
}

/** The state when there is one: the error response and the log also see requests refused before it. */
export function peekState(context: Context): ChainState | undefined {
  return states.get(context);
}
