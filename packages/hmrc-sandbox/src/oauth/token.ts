/**
 * POST /oauth/token ([AUTH-UR], [AUTH-AR]): authorization_code, refresh_token and
 * client_credentials grants with HMRC's error bodies `{error, error_description}`. Refresh tokens
 * are single-use and rotate both tokens (the previous access token stops working); a grant expires
 * after `refreshTokenSeconds` (HMRC: 18 months) and can be revoked.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { KNOWN_SCOPES, type SandboxContext, type TokenRequest } from '../context';
import { sendFault } from '../faults';
import { parseForm, readBody, sendJson } from '../http';
import { hashToken, newToken, type Grant } from '../state';

type TokenError = [status: number, error: string, description: string];

const invalidRequest = (description: string): TokenError => [400, 'invalid_request', description];
const INVALID_CLIENT: TokenError = [401, 'invalid_client', 'invalid client id or secret'];

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export async function postToken(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = parseForm(await readBody(req));
  const userId = requestUser(ctx, form);
  const latency = ctx.tokenLatency;
  // A slow HMRC: the request waits before it is handled, so requests sent together are handled together.
  if (latency && (latency.userId === undefined || latency.userId === userId))
    await new Promise<void>((resolve) => setTimeout(resolve, latency.ms));
  // An injected fault answers before the grant is used, so a retry with the same refresh token works.
  const fault = await ctx.faults.enter(userId);
  if (fault) {
    const status = fault.kind === 'throttle' ? 429 : fault.status;
    logTokenRequest(ctx, { grantType: form.get('grant_type'), userId, status });
    return sendFault(res, fault, 'token');
  }
  const result = exchange(ctx, form);
  const status = Array.isArray(result) ? result[0] : 200;
  logTokenRequest(ctx, { grantType: form.get('grant_type'), userId, status });
  if (Array.isArray(result)) {
    const [, error, description] = result;
    sendJson(res, status, { error, error_description: description });
    return;
  }
  sendJson(res, 200, result);
}

/** How many token requests the emulator remembers for {@link SandboxContext.tokenRequests}. */
const TOKEN_LOG_SIZE = 1000;

function logTokenRequest(ctx: SandboxContext, request: TokenRequest): void {
  ctx.tokenRequests.push(request);
  if (ctx.tokenRequests.length > TOKEN_LOG_SIZE) ctx.tokenRequests.shift();
}

/** The test user a code or refresh token belongs to (used or not), or null. */
function requestUser(ctx: SandboxContext, form: URLSearchParams): string | null {
  const code = form.get('code');
  if (form.get('grant_type') === 'authorization_code' && code)
    return ctx.state.codes.get(hashToken(code))?.userId ?? null;
  const refreshToken = form.get('refresh_token');
  if (form.get('grant_type') !== 'refresh_token' || !refreshToken) return null;
  const stored = ctx.state.refreshTokens.get(hashToken(refreshToken));
  return (stored && ctx.state.grants.get(stored.grantId)?.userId) ?? null;
}

function exchange(ctx: SandboxContext, form: URLSearchParams): TokenError | Record<string, unknown> {
  const clientId = form.get('client_id');
  if (!clientId) return invalidRequest('client_id is required');
  const secret = form.get('client_secret');
  if (!secret) return invalidRequest('client_secret is required');
  const client = ctx.options.clients.find((c) => c.clientId === clientId);
  if (!client || !sameSecret(client.clientSecret, secret)) return INVALID_CLIENT;
  const grantType = form.get('grant_type');
  if (!grantType) return invalidRequest('grant_type is required');
  if (grantType === 'authorization_code') return codeGrant(ctx, clientId, form);
  if (grantType === 'refresh_token') return refreshGrant(ctx, clientId, form);
  if (grantType === 'client_credentials') return clientCredentials(ctx, clientId, form);
  return invalidRequest('unsupported grant_type');
}

const S256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

function codeGrant(ctx: SandboxContext, clientId: string, form: URLSearchParams): TokenError | Record<string, unknown> {
  const redirectUri = form.get('redirect_uri');
  if (!redirectUri) return invalidRequest('redirect_uri is required');
  const code = form.get('code');
  if (!code) return invalidRequest('code is required for given grant_type');
  const stored = ctx.state.codes.get(hashToken(code));
  if (!stored || stored.used || stored.clientId !== clientId || stored.expiresAt <= ctx.nowMs()) {
    return invalidRequest('code is invalid');
  }
  if (stored.redirectUri !== redirectUri) return invalidRequest('redirect_uri is invalid');
  const verifier = form.get('code_verifier');
  if (verifier !== null && stored.codeChallenge === null) return invalidRequest('code_verifier is not expected');
  if (stored.codeChallenge !== null) {
    if (verifier === null) return invalidRequest('code_verifier is expected when code_challenge was supplied');
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier))
      return invalidRequest('code_verifier must contain valid characters of length between 43 and 128');
    if (S256(verifier) !== stored.codeChallenge) return [400, 'invalid_grant', 'code_verifier is invalid'];
  }
  stored.used = true;
  const grant: Grant = {
    id: randomUUID(),
    clientId,
    userId: stored.userId,
    scope: stored.scope,
    expiresAt: ctx.nowMs() + ctx.options.refreshTokenSeconds * 1000,
    revoked: false,
  };
  ctx.state.grants.set(grant.id, grant);
  return issue(ctx, grant);
}

function refreshGrant(
  ctx: SandboxContext,
  clientId: string,
  form: URLSearchParams,
): TokenError | Record<string, unknown> {
  const refreshToken = form.get('refresh_token');
  if (!refreshToken) return invalidRequest('refresh_token is required');
  const key = hashToken(refreshToken);
  const stored = ctx.state.refreshTokens.get(key);
  const grant = stored ? ctx.state.grants.get(stored.grantId) : undefined;
  if (
    !stored ||
    stored.used ||
    !grant ||
    grant.revoked ||
    grant.clientId !== clientId ||
    grant.expiresAt <= ctx.nowMs()
  ) {
    return [400, 'invalid_grant', 'refresh_token is invalid'];
  }
  stored.used = true;
  // Refreshing invalidates the grant's earlier access tokens at once ([AUTH-UR]).
  for (const [hash, token] of ctx.state.accessTokens)
    if (token.grantId === grant.id) ctx.state.accessTokens.delete(hash);
  return issue(ctx, grant);
}

function clientCredentials(
  ctx: SandboxContext,
  clientId: string,
  form: URLSearchParams,
): TokenError | Record<string, unknown> {
  const requested = form.get('scope');
  const scope = requested ? requested.split(' ') : [];
  if (!scope.every((s) => KNOWN_SCOPES.has(s))) return [400, 'invalid_scope', 'scope is invalid'];
  const accessToken = newToken();
  ctx.state.accessTokens.set(hashToken(accessToken), {
    clientId,
    grantId: null,
    userId: null,
    scope,
    expiresAt: ctx.nowMs() + ctx.options.accessTokenSeconds * 1000,
  });
  ctx.state.save();
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.options.accessTokenSeconds,
    scope: scope.join(' '),
  };
}

function issue(ctx: SandboxContext, grant: Grant): Record<string, unknown> {
  const accessToken = newToken();
  const refreshToken = newToken();
  ctx.state.accessTokens.set(hashToken(accessToken), {
    clientId: grant.clientId,
    grantId: grant.id,
    userId: grant.userId,
    scope: grant.scope,
    expiresAt: ctx.nowMs() + ctx.options.accessTokenSeconds * 1000,
  });
  ctx.state.refreshTokens.set(hashToken(refreshToken), { grantId: grant.id, used: false });
  ctx.state.save();
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.options.accessTokenSeconds,
    refresh_token: refreshToken,
    scope: grant.scope.join(' '),
  };
}
