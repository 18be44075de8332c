/**
 * The emulator's one HTTP server: every HMRC host on one origin (reference §9.1). Routes:
 * /oauth/authorize (+ sign-in and grant pages), /oauth/token, /organisations/vat/{vrn}/...,
 * /organisations/vat/check-vat-number/lookup/..., /create-test-user/..., and
 * /test/fraud-prevention-headers/validate. Anything else is the platform's 404.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleCheckVatNumber } from './check-vat-number';
import type { SandboxContext } from './context';
import { CONNECTION_METHODS } from './fph/rules';
import { validateFraudHeaders } from './fph/validate';
import { gateway, GATEWAY_ERRORS } from './gateway';
import { BodyTooLargeError, sendJson } from './http';
import { getAuthorize, getGrant, getStylesheet, postGrant, postSignIn } from './oauth/authorize';
import { postToken } from './oauth/token';
import { handleCreateTestUser } from './test-users/routes';
import { handleVat, matchVatPath } from './vat/routes';

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
  if (pathname.startsWith('/organisations/vat/check-vat-number/')) return handleCheckVatNumber(ctx, req, res, pathname);
  if (pathname.startsWith('/create-test-user/')) return handleCreateTestUser(ctx, req, res, pathname);
  if (pathname === '/test/fraud-prevention-headers/validate' && method === 'GET') {
    if (!gateway(ctx, req, res, { version: '1.0', access: 'application' })) return;
    return sendJson(res, 200, validateFraudHeaders(req.headers, ctx.options));
  }
  const feedback = /^\/test\/fraud-prevention-headers\/([^/]+)\/validation-feedback$/.exec(pathname)?.[1];
  if (feedback && method === 'GET') return validationFeedback(ctx, req, res, feedback, url);
  const vat = matchVatPath(pathname);
  if (vat) return handleVat(ctx, req, res, url, vat);
  sendJson(res, 404, GATEWAY_ERRORS.notFound);
}

function validationFeedback(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  api: string,
  url: URL,
): void {
  if (api !== 'vat-mtd') return sendJson(res, 404, GATEWAY_ERRORS.notFound);
  const token = gateway(ctx, req, res, { version: '1.0', access: 'application' });
  if (!token) return;
  const connectionMethod = url.searchParams.get('connectionMethod');
  if (connectionMethod !== null && !CONNECTION_METHODS.includes(connectionMethod)) {
    return sendJson(res, 400, { code: 'INVALID_REQUEST', message: 'Invalid connectionMethod' });
  }
  sendJson(res, 200, ctx.feedback.report(token.clientId, connectionMethod, ctx.options));
}

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
