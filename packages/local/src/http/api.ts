import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCatchAll } from '@bk/platform';
import { readBody } from './body';
import { plainIp, withForwardedHeaders } from './forwarded';
import { send } from './send';
import { buildHttpApiEvent } from '../lambda/event';
import { createLambdaContext } from '../lambda/context';
import { functionName, type HandlerLoader } from '../lambda/handlers';
import { jsonMessage, toHttpResponse, type HttpResponse } from '../lambda/result';
import type { ApiTarget } from '../routes';
import type { StackLogger } from '../log';

export interface ApiDeps {
  loadHandler: HandlerLoader;
  logger: StackLogger;
  /** Integration timeout; 0 disables it (handy with a debugger attached). */
  timeoutMs: number;
  maxBodyBytes: number;
  /** CloudFront's response headers, put over every API response as its policy does (`override`). */
  edgeHeaders: Record<string, string>;
  /** Called after every invocation (the mail store syncs soon after). */
  afterInvoke?: () => void;
}

class IntegrationTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeout(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Load and call the route group's handler; map failures the way API Gateway does. */
async function invoke(req: IncomingMessage, body: Buffer, target: ApiTarget, deps: ApiDeps): Promise<HttpResponse> {
  const url = new URL(req.url ?? '/', 'http://local');
  const requestId = randomUUID();
  const ip = plainIp(req.socket.remoteAddress);
  const headers = withForwardedHeaders(req.headers, {
    ip,
    port: req.socket.remotePort ?? 0,
    localPort: req.socket.localPort ?? 0,
  });
  const event = buildHttpApiEvent(
    {
      method: req.method ?? 'GET',
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      body,
      sourceIp: ip,
      protocol: `HTTP/${req.httpVersion}`,
      requestId,
      timeEpoch: Date.now(),
    },
    target,
  );
  const name = functionName('api', target.group);
  try {
    const handler = await deps.loadHandler('api', target.group);
    const result = await withTimeout(
      handler(event as never, createLambdaContext(name, requestId, deps.timeoutMs || undefined)),
      deps.timeoutMs,
    );
    return toHttpResponse(result);
  } catch (err) {
    if (err instanceof IntegrationTimeout) {
      deps.logger.error(`${name} ${event.routeKey} ${err.message} (request ${requestId})`);
      return jsonMessage(503, 'Service Unavailable');
    }
    if (isCatchAll(target.routeKey)) {
      // The misc handler answers unknown paths; if it cannot, still answer a JSON 404.
      deps.logger.warn(`${name} failed for ${req.method} ${url.pathname}: ${(err as Error).message}`);
      return jsonMessage(404, 'Not Found');
    }
    deps.logger.error(`${name} ${event.routeKey} failed (request ${requestId})`, err);
    return jsonMessage(500, 'Internal Server Error');
  } finally {
    deps.afterInvoke?.();
  }
}

function withEdge(response: HttpResponse, deps: ApiDeps): HttpResponse {
  return { ...response, headers: { ...response.headers, ...deps.edgeHeaders } };
}

/**
 * Serve one API request as API Gateway HTTP API + Lambda would: body limit (413), event of
 * payload format 2.0, the route group's handler, result mapping, 500 on a thrown error and 503
 * after the integration timeout.
 */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: ApiTarget,
  deps: ApiDeps,
): Promise<void> {
  const read = await readBody(req, deps.maxBodyBytes);
  if (!read.ok) {
    send(res, withEdge(jsonMessage(413, 'Request Entity Too Large'), deps), req.method);
    return;
  }
  send(res, withEdge(await invoke(req, read.body, target, deps), deps), req.method);
}
