import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { RouteGroup } from '@bk/contract';
import { logger } from '../logger';
import { countMetric, metrics } from '../metrics';
import type { ApiMiddleware } from './types';

/**
 * A middleware built on the first request rather than when the module loads (the configuration
 * is read then), or no middleware at all when `make` gives none.
 */
function lazy(make: () => ApiMiddleware | null | Promise<ApiMiddleware | null>): ApiMiddleware {
  let built: Promise<ApiMiddleware | null> | undefined;
  const get = () => (built ??= Promise.resolve(make()));
  return {
    before: async (request) => void (await (await get())?.before?.(request)),
    after: async (request) => void (await (await get())?.after?.(request)),
    onError: async (request) => void (await (await get())?.onError?.(request)),
  };
}

/** `ApiCalls` for every answer and `ApiErrors` for a 5xx, per route group. */
function countRequests(group: RouteGroup): ApiMiddleware {
  const count: NonNullable<ApiMiddleware['after']> = (request) => {
    metrics()?.addDimension('routeGroup', group);
    countMetric('ApiCalls');
    if ((request.response?.statusCode ?? 500) >= 500) countMetric('ApiErrors');
  };
  return { after: count, onError: count };
}

/**
 * Powertools around the whole chain (the outermost middlewares, so they see every answer): the
 * Lambda context in every log line and the keys of one request cleared before the next (the
 * event is never logged: it carries tokens); the request counted and the metrics flushed as EMF
 * with the cold start. Metrics are off locally and in tests (`sendsTelemetry`). No Tracer: the
 * functions have no active tracing, so its X-Ray SDK (about 115 KiB in every bundle) would record
 * into nothing; Lambda's own active tracing needs no SDK when it is turned on (decision 0058).
 */
export function observability(group: RouteGroup): ApiMiddleware[] {
  return [
    lazy(() => injectLambdaContext(logger(), { logEvent: false, resetKeys: true })),
    lazy(() => {
      const m = metrics();
      return m ? logMetrics(m, { captureColdStartMetric: true }) : null;
    }),
    lazy(() => (metrics() ? countRequests(group) : null)),
  ];
}
