import { APP_HEADER, APP_HEADER_VALUE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@bk/contract';
import { config } from '../config';
import { reply, type ApiMiddleware, type Reply, type RequestContext } from './types';

type RequestHeaders = Readonly<Record<string, string | undefined>>;

/** Host names of this machine: only there may a cookie go without `Secure`. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The session token of the browser's cookie, if it sent one. API Gateway HTTP API (payload 2.0)
 * passes request cookies as `name=value` strings in `event.cookies`.
 */
export function cookieToken(cookies: readonly string[] | undefined): string | null {
  for (const cookie of cookies ?? []) {
    const eq = cookie.indexOf('=');
    if (eq > 0 && cookie.slice(0, eq).trim() === SESSION_COOKIE) return cookie.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * Whether the request came over plain http to this machine: the local stack serves
 * http://127.0.0.1, where a browser would drop a `Secure` cookie. Anywhere else (API Gateway
 * behind CloudFront is https only, and its host is never a loopback name) cookies are Secure.
 */
export function plainHttpOnLoopback(headers: RequestHeaders): boolean {
  if (headers['x-forwarded-proto']?.trim().toLowerCase() !== 'http') return false;
  const host = (headers.host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return LOOPBACK_HOSTS.has(host);
}

/**
 * Whether the reply goes to a browser: the web app says so with its header, and any page's
 * request carries `Sec-Fetch-Site`, which browsers add and scripts cannot set. Such replies
 * never carry a session token in the body.
 */
export function fromBrowser(headers: RequestHeaders): boolean {
  return headers[APP_HEADER] === APP_HEADER_VALUE || headers['sec-fetch-site'] !== undefined;
}

/** Epoch ms at which a session started at `createdAt` ends however active it is (SESSION_MAX_HOURS). */
export function sessionEndsAt(createdAt: string): number {
  return Date.parse(createdAt) + config().SESSION_MAX_HOURS * 3_600_000;
}

/** The idle expiry after activity at `nowMs`: SESSION_IDLE_MINUTES on, never past the absolute end. */
export function idleExpiry(createdAt: string, nowMs: number): number {
  return Math.min(nowMs + config().SESSION_IDLE_MINUTES * 60_000, sessionEndsAt(createdAt));
}

/**
 * Whether a session is still open at `nowMs`: neither idle too long nor past its absolute end.
 * A start that does not parse fails closed.
 */
export function sessionOpen(session: { createdAt: string; expiresAt: number }, nowMs: number): boolean {
  return session.expiresAt > nowMs && sessionEndsAt(session.createdAt) > nowMs;
}

function cookiePair(token: string, maxAgeSeconds: number, headers: RequestHeaders): string[] {
  const secure = plainHttpOnLoopback(headers) ? '' : '; Secure';
  return [
    `${SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=/api; HttpOnly; SameSite=Strict${secure}`,
    `${SIGNED_IN_COOKIE}=${token ? '1' : ''}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`,
  ];
}

/**
 * The `Set-Cookie` values of a session opened or replaced: the HttpOnly token and the readable
 * marker, both living until the session's absolute end.
 */
export function sessionCookies(token: string, createdAt: string, nowMs: number, headers: RequestHeaders): string[] {
  const maxAge = Math.max(0, Math.floor((sessionEndsAt(createdAt) - nowMs) / 1000));
  return cookiePair(token, maxAge, headers);
}

/** The `Set-Cookie` values that remove both cookies (sign-out, account deletion). */
export function clearedSessionCookies(headers: RequestHeaders): string[] {
  return cookiePair('', 0, headers);
}

/**
 * The reply of a route that opens or replaces a session: its cookies, and a body whose token is
 * null for browsers (and for a caller whose session came in the cookie), so no script of the page
 * ever holds one. Other callers (ops scripts, the integration tests) keep getting it to send as
 * a bearer.
 */
export function sessionReply<T extends { token: string | null }>(
  body: T,
  opened: { token: string; createdAt: string } | null,
  ctx: RequestContext,
): Reply<T> {
  if (!opened) return reply(body);
  const hidden = fromBrowser(ctx.headers) || ctx.caller?.via === 'cookie';
  return reply(
    { ...body, token: hidden ? null : opened.token },
    { cookies: sessionCookies(opened.token, opened.createdAt, ctx.now.getTime(), ctx.headers) },
  );
}

/**
 * A 401 to a request that came with the session cookie also removes that cookie, so a browser
 * does not keep sending a token that has ended. The marker stays for the web app, which signs out
 * on the 401 and removes it then (it only does so while the marker says it was signed in).
 * Attached before the error response in the chain, so that its `onError` runs after the response
 * is made.
 */
export const staleSessionCookies: ApiMiddleware = {
  onError: (request) => {
    const { response } = request;
    if (response?.statusCode === 401 && cookieToken(request.event.cookies) !== null) {
      const [tokenCookie] = clearedSessionCookies(request.event.headers ?? {});
      request.response = { ...response, cookies: tokenCookie ? [tokenCookie] : [] };
    }
  },
};
