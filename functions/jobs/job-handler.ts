import type { Context } from 'aws-lambda';
import { logger } from '../shared/logger';
import { metrics } from '../shared/metrics';

/**
 * A job Lambda with Powertools as the API chain has it (decision 0029): the Lambda context in its
 * log lines, and what it measured (HMRC call latency) flushed as EMF when it ends. Not a middy
 * chain: the local scheduler and the tests may call a job without a context.
 */
export function jobHandler<E, R>(
  run: (event: E, context?: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    if (context) logger().addContext(context);
    try {
      return await run(event, context);
    } finally {
      const m = metrics();
      if (m?.hasStoredMetrics()) m.publishStoredMetrics();
    }
  };
}
