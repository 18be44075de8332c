import http from 'node:http';
import { isApiPath } from '@bk/platform';
import { handleApiRequest } from './http/api';
import { MAX_EVENT_BODY_BYTES } from './http/body';
import { handleLocalRequest, type HmrcControls } from './http/local-pages';
import { isPublicFilePath, publicFileServer, type PublicFilesSource } from './http/public-files';
import { buildCsp, edgeHeaders } from './http/security-headers';
import { send, text } from './http/send';
import { serveStatic } from './http/static-files';
import { DEFAULT_TIMEOUT_MS } from './lambda/context';
import { createHandlerLoader, type HandlerLoader } from './lambda/handlers';
import { isInvokePath, type JobInvoker } from './lambda/invoke';
import { jsonMessage } from './lambda/result';
import { createStackLogger, type StackLogger } from './log';
import type { MailStore } from './mail/store';
import { DEFAULT_WEB_DIST } from './paths';
import { resolveApiRequest } from './routes';
import { closeServer, listen, LOOPBACK } from './services/ports';

export interface GatewayOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to loopback. */
  host?: string;
  /** How handlers are found; defaults to `functions/<group>/index.ts` (tests pass fakes). */
  loadHandler?: HandlerLoader;
  /** The SPA build; defaults to `web/dist`. */
  webDist?: string;
  /** Serve only `/api` and `/_local` (the Vite dev server serves the SPA in `npm run dev`). */
  apiOnly?: boolean;
  /** Enables `/_local/mail*`; without it `/_local/` is not served. */
  mail?: MailStore;
  /** Enables `POST /_local/jobs/<job>`. */
  runJob?: (job: string, scheduledTime?: Date, detail?: Record<string, unknown>) => Promise<unknown>;
  /** Enables `POST /_local/hmrc/<action>` (controls of the HMRC emulator). */
  hmrc?: HmrcControls;
  /** Answers Lambda's Invoke API (`POST /2015-03-31/functions/<job>/invocations`) for the job functions. */
  jobs?: JobInvoker;
  /** Origins of the files bucket, allowed by the app's CSP. */
  fileOrigins?: readonly string[];
  /** Enables `/public/logos/*` from the files bucket, as CloudFront serves it (decision 0062). */
  publicFiles?: PublicFilesSource;
  /** Where the HMRC sign-in form posts (CSP `form-action`); default HMRC's sandbox. */
  hmrcAuthoriseOrigin?: string;
  logger?: StackLogger;
  /** Integration timeout (default 30 s like API Gateway; 0 = none). */
  timeoutMs?: number;
  /** Request body limit as encoded in the event (default 6 MB like Lambda). */
  maxBodyBytes?: number;
}

export interface Gateway {
  server: http.Server;
  port: number;
  /** e.g. `http://127.0.0.1:3000`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The local stand-in for CloudFront + API Gateway HTTP API: `/api/*` and `/api/v1/*` go to the
 * route groups' Lambda handlers with payload 2.0 events, `/app/*` serves the SPA build with
 * CloudFront's headers, `/_local/*` holds the local-only tools. API requests are routed by the
 * HTTP API's own route table (`@bk/platform`): unknown API paths reach the `misc` handler as CDK's
 * catch-all does.
 */
export function createGatewayServer(options: Omit<GatewayOptions, 'port' | 'host'>): http.Server {
  const logger = options.logger ?? createStackLogger();
  const loadHandler = options.loadHandler ?? createHandlerLoader();
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const edge = edgeHeaders(
    buildCsp({ fileOrigins: options.fileOrigins, hmrcAuthoriseOrigin: options.hmrcAuthoriseOrigin }),
  );
  const apiDeps = {
    loadHandler,
    logger,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBodyBytes: options.maxBodyBytes ?? MAX_EVENT_BODY_BYTES,
    edgeHeaders: edge,
    afterInvoke: options.mail ? () => options.mail?.scheduleSync() : undefined,
  };
  const servePublicFile = options.publicFiles ? publicFileServer(options.publicFiles, edge) : undefined;
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    const target = resolveApiRequest(req.method ?? 'GET', pathname);
    const work = (async () => {
      if (target) return handleApiRequest(req, res, target, apiDeps);
      if (options.jobs && isInvokePath(pathname)) return options.jobs.handle(req, res);
      if (pathname.startsWith('/_local/') && options.mail)
        return handleLocalRequest(req, res, { mail: options.mail, runJob: options.runJob, hmrc: options.hmrc });
      if (servePublicFile && isPublicFilePath(pathname)) return servePublicFile(req, res, pathname);
      if (options.apiOnly) return send(res, text(404, 'Not Found'), req.method);
      return serveStatic(req, res, webDist, edge);
    })();
    work.catch((err: unknown) => {
      logger.error(`${req.method} ${pathname} failed`, err);
      send(
        res,
        isApiPath(pathname) ? jsonMessage(500, 'Internal Server Error') : text(500, 'Internal Server Error'),
        req.method,
      );
    });
  });
}

/** Create the gateway and listen on loopback. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const server = createGatewayServer(options);
  const host = options.host ?? LOOPBACK;
  await listen(server, options.port, host);
  const port = (server.address() as { port: number }).port;
  return { server, port, url: `http://${host}:${port}`, close: () => closeServer(server) };
}
