import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config, sendsTelemetry } from './config';

/**
 * The product's metrics, in the `Bookkeeper` namespace with the `service` and `stage`
 * dimensions; API metrics add `routeGroup` (one Lambda each).
 * - `ApiCalls`, `ApiErrors`: requests answered, and those answered 5xx;
 * - `HmrcCallLatency`: milliseconds of each HTTP exchange with HMRC;
 * - `VatReturnsFiled`, `VatReturnsReconciled`: receipts kept from HMRC's answer, and from reading
 *   HMRC back after an uncertain one (decision 0015).
 */
export type MetricName = 'ApiCalls' | 'ApiErrors' | 'HmrcCallLatency' | 'VatReturnsFiled' | 'VatReturnsReconciled';

export const METRICS_NAMESPACE = 'Bookkeeper';

let instance: Metrics | null | undefined;
/**
 * The function's Powertools Metrics, built at first use, or null where telemetry is off (local
 * runs, tests): nothing is then stored, so nothing can be flushed to the console either.
 */
export function metrics(): Metrics | null {
  if (instance === undefined) {
    const c = config();
    instance = sendsTelemetry(c)
      ? new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'bookkeeper', defaultDimensions: { stage: c.STAGE } })
      : null;
  }
  return instance;
}

/** Forget the instance (tests that change the stage). */
export function resetMetrics(): void {
  instance = undefined;
}

/** Add to a count; published with the request's other metrics when it ends. */
export function countMetric(name: MetricName, value = 1): void {
  metrics()?.addMetric(name, MetricUnit.Count, value);
}

/** Record a duration in milliseconds. */
export function timeMetric(name: MetricName, ms: number): void {
  metrics()?.addMetric(name, MetricUnit.Milliseconds, ms);
}

/** Run `work` and record how long it took under `name`, whether it succeeded or failed. */
export async function timed<T>(name: MetricName, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timeMetric(name, Math.round(performance.now() - started));
  }
}
