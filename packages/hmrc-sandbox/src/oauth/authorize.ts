/**
 * The browser side of HMRC's authorisation-code grant ([AUTH-UR]): GET /oauth/authorize checks the
 * request (errors as HTTP 400 pages with HMRC's error codes and texts), then a sign-in page for a
 * test user, then the grant page; granting redirects to the application with `code` and `state`,
 * refusing with `error=access_denied`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { KNOWN_SCOPES, type SandboxContext } from '../context';
import { parseForm, readBody, redirect } from '../http';
import { hashToken, newToken } from '../state';
import { errorPage, grantPage, pageCsp, signInPage, STYLESHEET } from './pages';
import { redirectUriRegistered } from './redirect-uri';
import { defined } from '../defined';

const JOURNEY_SECONDS = 30 * 60;

interface AuthorizeError {
  status: number;
  error: string;
  description: string;
}

const bad = (error: string, description: string): AuthorizeError => ({ status: 400, error, description });

/** HMRC's checks of step 1, in the order of the table in the reference's §2.2. */
export function checkAuthorizeRequest(ctx: SandboxContext, q: URLSearchParams): AuthorizeError | null {
  if (q.has('client_secret')) return bad('invalid_request', 'client_secret should NOT be present');
  const clientId = q.get('client_id');
  if (!clientId) return bad('invalid_request', 'client_id is required');
  const client = ctx.options.clients.find((c) => c.clientId === clientId);
  if (!client) return bad('invalid_request', 'client_id is invalid');
  const redirectUri = q.get('redirect_uri');
  if (!redirectUri) return bad('invalid_request', 'redirect_uri is required');
  if (!redirectUriRegistered(client, redirectUri)) return bad('invalid_request', 'redirect_uri is invalid');
  const responseType = q.get('response_type');
  if (!responseType) return bad('invalid_request', 'response_type is required');
  if (responseType !== 'code') return bad('unsupported_response_type', "response_type must be 'code'");
  const scope = q.get('scope');
  if (!scope) return bad('invalid_request', 'scope is required');
  if (!scope.split(' ').every((s) => KNOWN_SCOPES.has(s))) return bad('invalid_scope', 'scope is invalid');
  const challenge = q.get('code_challenge');
  const method = q.get('code_challenge_method');
  if (challenge === '') return bad('invalid_request', 'code_challenge if present, cannot be empty');
  if (method !== null && method !== 'S256')
    return bad('invalid_request', 'code_challenge_method, if present, must be S256');
  if (challenge !== null && method === null)
    return bad('invalid_request', 'code_challenge_method should be present when code_challenge is present');
  if (method !== null && challenge === null)
    return bad('invalid_request', 'code_challenge should be present when code_challenge_method is present');
  return null;
}

function sendPage(res: ServerResponse, status: number, html: string, formTargets: string[] = []): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': pageCsp(formTargets),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

const appName = (clientId: string): string => (clientId === 'bookkeeper-local' ? 'Bookkeeper' : clientId);

export function getAuthorize(ctx: SandboxContext, url: URL, res: ServerResponse): void {
  const problem = checkAuthorizeRequest(ctx, url.searchParams);
  if (problem) {
    sendPage(res, problem.status, errorPage(problem.status, problem.error, problem.description));
    return;
  }
  const q = url.searchParams;
  // checkAuthorizeRequest has required all three.
  const clientId = defined(q.get('client_id'), 'client_id');
  const redirectUri = defined(q.get('redirect_uri'), 'redirect_uri');
  const scope = defined(q.get('scope'), 'scope');
  forgetExpired(ctx);
  const journey = randomBytes(16).toString('hex');
  ctx.journeys.set(journey, {
    clientId,
    redirectUri,
    scope: scope.split(' '),
    state: q.get('state'),
    codeChallenge: q.get('code_challenge'),
    userId: null,
    expiresAt: ctx.nowMs() + JOURNEY_SECONDS * 1000,
  });
  sendPage(res, 200, signInPage(journey, appName(clientId), null));
}

function liveJourney(ctx: SandboxContext, id: string | null) {
  const journey = id ? ctx.journeys.get(id) : undefined;
  return journey && journey.expiresAt > ctx.nowMs() ? journey : undefined;
}

const EXPIRED = (res: ServerResponse): void =>
  sendPage(
    res,
    400,
    errorPage(400, 'invalid_request', 'The sign-in has expired. Go back to the application and start again.'),
  );

export async function postSignIn(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = parseForm(await readBody(req));
  const id = form.get('journey');
  const journey = liveJourney(ctx, id);
  if (!journey || !id) return EXPIRED(res);
  const userId = (form.get('userId') ?? '').trim();
  const user = ctx.state.users.get(userId);
  if (!user || user.password !== (form.get('password') ?? '')) {
    const message = !userId ? 'Enter your User ID' : 'Enter a correct User ID and password';
    sendPage(res, 200, signInPage(id, appName(journey.clientId), message, userId));
    return;
  }
  journey.userId = user.userId;
  redirect(res, 303, `/oauth/authorize/grant?journey=${encodeURIComponent(id)}`);
}

export function getGrant(ctx: SandboxContext, url: URL, res: ServerResponse): void {
  const id = url.searchParams.get('journey');
  const journey = liveJourney(ctx, id);
  if (!journey || !id || !journey.userId) return EXPIRED(res);
  sendPage(res, 200, grantPage(id, appName(journey.clientId), journey.scope), [new URL(journey.redirectUri).origin]);
}

export async function postGrant(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = parseForm(await readBody(req));
  const id = form.get('journey');
  const journey = liveJourney(ctx, id);
  if (!journey || !id || !journey.userId) return EXPIRED(res);
  ctx.journeys.delete(id);
  const target = new URL(journey.redirectUri);
  if (form.get('decision') === 'grant') {
    const code = newToken();
    ctx.state.codes.set(hashToken(code), {
      clientId: journey.clientId,
      redirectUri: journey.redirectUri,
      scope: journey.scope,
      userId: journey.userId,
      expiresAt: ctx.nowMs() + ctx.options.codeSeconds * 1000,
      codeChallenge: journey.codeChallenge,
      used: false,
    });
    target.searchParams.set('code', code);
  } else {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'user denied the authorization');
    target.searchParams.set('error_code', 'USER_DENIED_AUTHORIZATION');
  }
  if (journey.state !== null) target.searchParams.set('state', journey.state);
  redirect(res, 302, target.toString());
}

export function getStylesheet(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'max-age=3600' });
  res.end(STYLESHEET);
}

/** Drop finished sign-in journeys and spent codes, so a long-running emulator does not grow. */
function forgetExpired(ctx: SandboxContext): void {
  const now = ctx.nowMs();
  for (const [id, journey] of ctx.journeys) if (journey.expiresAt <= now) ctx.journeys.delete(id);
  for (const [hash, code] of ctx.state.codes) if (code.used || code.expiresAt <= now) ctx.state.codes.delete(hash);
}
