/**
 * The emulator's one HTTP server: every HMRC host on one origin (reference §9.1). Routes:
 * /oauth/authorize (+ sign-in and grant pages), /oauth/token, /organisations/vat/{vrn}/...,
 * /organisations/vat/check-vat-number/lookup/..., /create-test-user/..., the MTD Income Tax APIs
 * (itsa/routes.ts: /individuals/business/..., /obligations/details/..., /individuals/calculations/...),
 * /test/fraud-prevention-headers/validate, and the emulator's own /_emulator/ controls. Anything
 * else is the platform's 404. The server-to-server endpoints first meet the injected latency and
 * faults (faults.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleCheckVatNumber } from './check-vat-number';
import type { SandboxContext } from './context';
import { handleControl } from './control';
import { sendFault } from './faults';
import { CONNECTION_METHODS } from './fph/rules';
import { validateFraudHeaders } from './fph/validate';
import { gateway, GATEWAY_ERRORS } from './gateway';
import { BodyTooLargeError, sendJson } from './http';
import { hashToken } from './state';
import { getAuthorize, getGrant, getStylesheet, postGrant, postSignIn } from './oauth/authorize';
import { postToken } from './oauth/token';
import { handleCreateTestUser } from './test-users/routes';
import { handleVat, matchVatPath } from './vat/routes';
import { handleItsa, isItsaPath } from './itsa/routes';

async function route(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const { pathname } = url;
  const method = req.method ?? 'GET';
  if (pathname === '/oauth/authorize' && method === 'GET') return getAuthorize(ctx, url, res);
  if (pathname === '/oauth/authorize/sign-in' && method === 'POST') return postSignIn(ctx, req, res);
  if (pathname === '/oauth/authorize/grant' && method === 'GET') return getGrant(ctx, url, res);
  if (pathname === '/oauth/authorize/grant' && method === 'POST') return postGrant(ctx, req, res);
  if (pathname === '/oauth/assets/style.css' && method === 'GET') return getStylesheet(res);
  if (pathname === '/oauth/token' && method === 'POST') return postToken(ctx, req, res);
  if (pathname === '/favicon.ico') return void res.writeHead(204).end();
  if (pathname.startsWith('/_emulator/')) return handleControl(ctx, req, res, pathname);
  const vat = pathname.startsWith('/organisations/vat/check-vat-number/') ? null : matchVatPath(pathname);
  const fault = await ctx.faults.enter(requestUser(ctx, req, pathname), vat !== null);
  // A VAT call may be handled before its 5xx (handleVat); anything else fails before it is handled.
  const afterHandling = fault?.kind === 'server' && fault.afterHandling;
  if (fault && !afterHandling) return sendFault(res, fault, 'api');
  if (pathname.startsWith('/organisations/vat/check-vat-number/')) return handleCheckVatNumber(ctx, req, res, pathname);
  if (pathname.startsWith('/create-test-user/')) return handleCreateTestUser(ctx, req, res, pathname);
  if (pathname === '/test/fraud-prevention-headers/validate' && method === 'GET') {
    if (!gateway(ctx, req, res, { api: 'test-fraud-prevention-headers', version: '1.0', access: 'application' }))
      return;
    return sendJson(res, 200, validateFraudHeaders(req.headers, ctx.options));
  }
  const feedback = /^\/test\/fraud-prevention-headers\/([^/]+)\/validation-feedback$/.exec(pathname)?.[1];
  if (feedback && method === 'GET') return validationFeedback(ctx, req, res, feedback, url);
  if (vat) return handleVat(ctx, req, res, url, vat, afterHandling ? fault : null);
  if (isItsaPath(pathname)) return handleItsa(ctx, req, res, url);
  sendJson(res, 404, GATEWAY_ERRORS.notFound);
}

/** The test user a request is about, for faults aimed at one: its token's, or the VRN it looks up. */
function requestUser(ctx: SandboxContext, req: IncomingMessage, pathname: string): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  const userId = bearer ? ctx.state.accessTokens.get(hashToken(bearer))?.userId : null;
  if (userId) return userId;
  const target = /^\/organisations\/vat\/check-vat-number\/lookup\/([^/]+)/.exec(pathname)?.[1];
  return (target && ctx.state.userByVrn(target)?.userId) ?? null;
}

function validationFeedback(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  api: string,
  url: URL,
): void {
  if (!FEEDBACK_APIS.includes(api)) return sendJson(res, 404, GATEWAY_ERRORS.notFound);
  const token = gateway(ctx, req, res, { api: 'test-fraud-prevention-headers', version: '1.0', access: 'application' });
  if (!token) return;
  const connectionMethod = url.searchParams.get('connectionMethod');
  if (connectionMethod !== null && !CONNECTION_METHODS.includes(connectionMethod)) {
    return sendJson(res, 400, { code: 'INVALID_REQUEST', message: 'Invalid connectionMethod' });
  }
  sendJson(res, 200, ctx.feedback.report(token.clientId, connectionMethod, ctx.options, api));
}

/** The APIs whose requests validation-feedback reports (Income Tax's names as the emulator's subscriptions name them). */
const FEEDBACK_APIS = [
  'vat-mtd',
  'business-details-mtd',
  'obligations-mtd',
  'self-employment-business-mtd',
  'individual-calculations-mtd',
];

export function createSandboxServer(ctx: SandboxContext): Server {
  return createServer((req, res) => {
    const started = Date.now();
    if (!ctx.options.quiet) {
      res.on('finish', () => {
        // Path only: query strings of /oauth/authorize and redirects may carry state; never log tokens.
        const path = (req.url ?? '').split('?')[0];
        process.stdout.write(`hmrc-sandbox ${req.method} ${path} ${res.statusCode} ${Date.now() - started}ms\n`);
      });
    }
    route(ctx, req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { code: 'REQUEST_ENTITY_TOO_LARGE', message: 'Request body too large' });
        return;
      }
      process.stderr.write(
        `hmrc-sandbox: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      sendJson(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred' });
    });
  });
}
