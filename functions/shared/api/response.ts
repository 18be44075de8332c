import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteSpec } from '@bk/contract';
import { config } from '../config';
import { jsonHeaders, SECURITY_HEADERS } from './headers';
import type { Reply } from './types';

function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && (value as { reply?: unknown }).reply === true;
}

/**
 * The HTTP reply for what a route's handler returned (a body, or a {@link Reply} with its own
 * status or headers): JSON, or plain text for `text` routes (CSV), with the security headers and
 * the request id. Locally and in tests the body is first checked against the route's response
 * schema, so a handler that breaks the contract fails there rather than in the browser.
 */
export function toHttpResponse(
  route: RouteSpec & { name: string },
  result: unknown,
  requestId: string,
): APIGatewayProxyStructuredResultV2 {
  const out = isReply(result) ? result : { body: result, status: undefined, headers: undefined, cookies: undefined };
  if (config().VALIDATE_RESPONSES) {
    const checked = route.response.safeParse(out.body);
    if (!checked.success) throw new Error(`Response of ${route.name} breaks the contract: ${checked.error.message}`);
  }
  const status = out.status ?? route.status ?? 200;
  const cookies = out.cookies?.length ? { cookies: out.cookies } : {};
  if (!route.text)
    return {
      statusCode: status,
      headers: jsonHeaders(requestId, out.headers),
      // A 204 (the affiliate directory's counting beacon) has no body by definition.
      body: status === 204 ? '' : JSON.stringify(out.body ?? null),
      ...cookies,
    };
  return {
    statusCode: status,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      ...SECURITY_HEADERS,
      'x-request-id': requestId,
      ...out.headers,
    },
    body: String(out.body),
  };
}
