import type { Tracer } from '@aws-lambda-powertools/tracer';
import { sendsTelemetry } from './config';

let loading: Promise<Tracer | null> | undefined;
/**
 * The function's Powertools Tracer, or null where telemetry is off. It is imported on first use
 * only where traces are sent: the X-Ray SDK installs process-wide async hooks when loaded, which
 * local runs and tests should not pay for. HTTP and fetch calls (HMRC, address lookup) become
 * subsegments.
 */
export function tracer(): Promise<Tracer | null> {
  loading ??= sendsTelemetry()
    ? import('@aws-lambda-powertools/tracer').then(({ Tracer }) => new Tracer({ serviceName: 'bookkeeper' }))
    : Promise.resolve(null);
  return loading;
}

/** Forget the instance (tests that change the stage). */
export function resetTracer(): void {
  loading = undefined;
}
