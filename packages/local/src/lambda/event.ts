import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiTarget } from '../routes';

/** What the gateway knows about one HTTP request, independent of Node's request object. */
export interface RequestFacts {
  method: string;
  /** Path as sent (still percent-encoded), e.g. `/api/v1/account/42`. */
  rawPath: string;
  /** Query string without `?`. */
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  /** e.g. `HTTP/1.1`. */
  protocol: string;
  requestId: string;
  timeEpoch: number;
}

/**
 * Content types API Gateway passes as text; any other body (uploads, multipart, or none
 * declared) arrives base64-encoded with `isBase64Encoded: true`.
 */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return /^(text\/[^;]+|application\/([\w.+-]+\+)?(json|xml|javascript|x-www-form-urlencoded|graphql))\s*(;|$)/i.test(
    contentType.trim(),
  );
}

/**
 * Request headers as HTTP API payload 2.0 has them: lower-case names, repeated values joined
 * with commas, and `cookie` moved out to `event.cookies`.
 */
export function eventHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'cookie') continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

/** `a=1&a=2&b=x%20y` -> `{ a: '1,2', b: 'x y' }` (payload 2.0 joins repeated keys with commas). */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQueryString)) out[k] = k in out ? `${out[k]},${v}` : v;
  return Object.keys(out).length ? out : undefined;
}

/** `a=1; b=2` -> `['a=1', 'b=2']`. */
export function parseCookies(cookie: string | string[] | undefined): string[] | undefined {
  const joined = Array.isArray(cookie) ? cookie.join('; ') : cookie;
  const list = joined?.split(/;\s*/).filter(Boolean);
  return list?.length ? list : undefined;
}

/** `25/Dec/2025:10:00:00 +0000`, the format of `requestContext.time`. */
export function apiGatewayTime(epochMs: number): string {
  const d = new Date(epochMs);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/**
 * Build the API Gateway HTTP API (payload format 2.0) event for a matched request, so the
 * handlers run locally on exactly the input shape they get in AWS (ARCHITECTURE "A request's way").
 *
 * @example buildHttpApiEvent(facts, { group: 'account', routeKey: 'GET /api/account' }).routeKey // 'GET /api/account'
 */
export function buildHttpApiEvent(facts: RequestFacts, target: ApiTarget): APIGatewayProxyEventV2 {
  const headers = eventHeaders(facts.headers);
  const hasBody = facts.body.length > 0;
  const isText = isTextContentType(headers['content-type']);
  return {
    version: '2.0',
    routeKey: target.routeKey,
    rawPath: facts.rawPath,
    rawQueryString: facts.rawQueryString,
    cookies: parseCookies(facts.headers.cookie),
    headers,
    queryStringParameters: queryParameters(facts.rawQueryString),
    pathParameters: target.pathParameters,
    isBase64Encoded: hasBody && !isText,
    body: hasBody ? (isText ? facts.body.toString('utf8') : facts.body.toString('base64')) : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: facts.method,
        path: facts.rawPath,
        protocol: facts.protocol,
        sourceIp: facts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: facts.requestId,
      routeKey: target.routeKey,
      stage: '$default',
      time: apiGatewayTime(facts.timeEpoch),
      timeEpoch: facts.timeEpoch,
    },
  };
}

/**
 * Size of a body of `rawBytes` as it travels inside the event (base64 grows binary bodies by a third).
 * @example encodedLength(3, 'image/png') // 4
 */
export function encodedLength(rawBytes: number, contentType: string | undefined): number {
  if (rawBytes <= 0) return 0;
  return isTextContentType(contentType) ? rawBytes : Math.ceil(rawBytes / 3) * 4;
}
