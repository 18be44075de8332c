import type { OutgoingHttpHeaders } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** An HTTP response ready to write. */
export interface HttpResponse {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** `{"message": ...}` JSON, the shape API Gateway uses for its own errors (413, 500, 503). */
export function jsonMessage(statusCode: number, message: string): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ message })),
  };
}

/**
 * Turn a handler's return value into an HTTP response with API Gateway's payload 2.0 rules: a
 * result with `statusCode` is used as given (headers, `cookies` as separate `set-cookie`
 * headers, base64 body decoded); a string is sent as a 200 JSON body, and any other value (or a
 * result without `statusCode`) is serialised as a 200 JSON body.
 *
 * @example toHttpResponse({ statusCode: 201, body: '{}' }).statusCode // 201
 */
export function toHttpResponse(result: unknown): HttpResponse {
  if (typeof result === 'string')
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(result) };
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(result ?? null)),
    };
  }
  const r = result as APIGatewayProxyStructuredResultV2;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (r.cookies?.length) {
    const fromHeaders = headers['set-cookie'];
    headers['set-cookie'] = [...(fromHeaders === undefined ? [] : [String(fromHeaders)]), ...r.cookies];
  }
  const body = r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8');
  return { statusCode: r.statusCode ?? 200, headers, body };
}
