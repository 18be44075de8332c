/**
 * HMRC's API platform in front of every API: Accept header, bearer token, token type, the
 * application's subscription, scope and rate limit, checked in the order of the reference's §9.2 (after the route itself is matched). Bodies are the
 * platform's `{code, message}` ([REFGUIDE], [GW2016]); they carry no X-CorrelationId.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import { sendJson } from './http';
import type { ApiName } from './options';
import { hashToken, type AccessToken } from './state';

export const GATEWAY_ERRORS = {
  acceptHeaderInvalid: { code: 'ACCEPT_HEADER_INVALID', message: 'The accept header is missing or invalid' },
  missingCredentials: { code: 'MISSING_CREDENTIALS', message: 'Authentication information is not provided' },
  invalidCredentials: { code: 'INVALID_CREDENTIALS', message: 'Invalid Authentication information provided' },
  incorrectTokenType: {
    code: 'INCORRECT_ACCESS_TOKEN_TYPE',
    message: 'The access token type used is not supported when invoking the API',
  },
  invalidScope: {
    code: 'INVALID_SCOPE',
    message: 'Cannot access the required resource. Ensure this token has all the required scopes.',
  },
  /** Observed ([ISSUE#713], reference §3.4). */
  notSubscribed: {
    code: 'RESOURCE_FORBIDDEN',
    message: 'The application is not subscribed to the API which it is attempting to invoke',
  },
  /** Text unconfirmed (reference §3.4). */
  throttled: {
    code: 'MESSAGE_THROTTLED_OUT',
    message: 'The request for the API is throttled as you have exceeded your quota.',
  },
  notFound: {
    code: 'MATCHING_RESOURCE_NOT_FOUND',
    message: 'A resource with the name in the request can not be found in the API',
  },
} as const;

export interface GatewayRule {
  /** The API called, which the application must be subscribed to. */
  api: ApiName;
  /** The API version the Accept header must name (`application/vnd.hmrc.<v>+json`). */
  version: string;
  /** user: a token from the authorisation-code grant; application: any valid token. */
  access: 'user' | 'application';
  /** A scope the token must hold. */
  scope?: string;
}

const ACCEPT = /application\/vnd\.hmrc\.(\d\.\d)\+json/;

export function acceptVersion(req: IncomingMessage): string | null {
  return ACCEPT.exec(req.headers.accept ?? '')?.[1] ?? null;
}

/** The token the request carries, or null after answering with the platform's error. */
export function gateway(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  rule: GatewayRule,
): AccessToken | null {
  const { state } = ctx;
  const now = ctx.nowMs();
  if (acceptVersion(req) !== rule.version) {
    sendJson(res, 406, GATEWAY_ERRORS.acceptHeaderInvalid);
    return null;
  }
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!header.trim()) {
    sendJson(res, 401, GATEWAY_ERRORS.missingCredentials);
    return null;
  }
  const token = bearer ? state.accessTokens.get(hashToken(bearer)) : undefined;
  if (!token || token.expiresAt <= now) {
    sendJson(res, 401, GATEWAY_ERRORS.invalidCredentials);
    return null;
  }
  if (rule.access === 'user' && token.userId === null) {
    sendJson(res, 401, GATEWAY_ERRORS.incorrectTokenType);
    return null;
  }
  const client = ctx.options.clients.find((c) => c.clientId === token.clientId);
  if (client?.subscriptions && !client.subscriptions.includes(rule.api)) {
    sendJson(res, 403, GATEWAY_ERRORS.notSubscribed);
    return null;
  }
  if (rule.scope && !token.scope.includes(rule.scope)) {
    sendJson(res, 403, GATEWAY_ERRORS.invalidScope);
    return null;
  }
  // Real time, not the test clock (options.now): the limit is about requests as they arrive.
  const limit = ctx.faults.rateLimitFor(token.userId) ?? ctx.options.rateLimitPerSecond;
  const retryAfter = throttled(ctx, limit, `${token.clientId}#${token.userId ?? ''}`, Date.now());
  if (retryAfter !== null) {
    sendJson(res, 429, GATEWAY_ERRORS.throttled, { 'Retry-After': String(retryAfter) });
    return null;
  }
  return token;
}

/**
 * HMRC allows 3 requests a second per application and user ([REFGUIDE]; `rateLimitPerSecond`, or
 * the faults' own for a test user; 0 for none): past it, the whole seconds until a request of the last second ages out, else null.
 * Refused requests do not count.
 */
function throttled(ctx: SandboxContext, limit: number, key: string, now: number): number | null {
  if (!limit) return null;
  const recent = (ctx.requestTimes.get(key) ?? []).filter((t) => t > now - 1000);
  if (recent.length >= limit) {
    ctx.requestTimes.set(key, recent);
    const oldest = recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + 1000 - now) / 1000));
  }
  recent.push(now);
  ctx.requestTimes.set(key, recent);
  return null;
}
