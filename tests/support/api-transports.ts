import { inject } from 'vitest';
import type { LambdaHandler } from '../../functions/shared/api/types';
import { httpEvent, lambdaContext } from './events';

/** A request as the test client sends it: `path` from the site root, query string included. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
}

/** How the test client's requests travel: through the local gateway, or straight into a handler. */
export type Transport = (request: WireRequest) => Promise<RawReply>;

/**
 * Over HTTP to the shared stack's local gateway (or the server at `baseUrl`), as the browser
 * sends them. Redirects are answered, not followed, so a test sees what the server said.
 */
export function gatewayTransport(baseUrl: string = inject('baseUrl')): Transport {
  return async (request) => {
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
}

/**
 * Into one route group's Lambda handler, with the API Gateway v2 event the gateway would build:
 * for a test that runs the handler in its own process with a configuration of its own.
 */
export function handlerTransport(handler: () => LambdaHandler): Transport {
  return async (request) => {
    const url = new URL(request.path, 'http://handler.test');
    const query = Object.fromEntries(url.searchParams);
    // API Gateway moves the cookie header into `event.cookies`, and `cookies` of the result to Set-Cookie lines.
    const { cookie, ...headers } = request.headers;
    const res = await handler()(
      httpEvent({
        method: request.method,
        path: url.pathname,
        headers,
        ...(cookie ? { cookies: cookie.split(/;\s*/).filter(Boolean) } : {}),
        ...(url.search ? { query } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
      }),
      lambdaContext(),
    );
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers ?? {})) replyHeaders.set(name, String(value));
    for (const line of res.cookies ?? []) replyHeaders.append('set-cookie', line);
    return { status: res.statusCode ?? 0, headers: replyHeaders, text: res.body ?? '' };
  };
}
