import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';

describe('npm run hmrc-sandbox flags', () => {
  it('reads latency, faults, the rate limit and the obligations mode', () => {
    expect(
      parseCliArgs([
        '--latency-ms=200',
        '--server-error-rate',
        '0.05',
        '--throttle-rate=0.02',
        '--retry-after=2',
        '--seed=42',
        '--rate-limit=0',
        '--stateful-obligations',
      ]),
    ).toEqual({
      faults: { latencyMs: 200, serverErrorRate: 0.05, throttleRate: 0.02, retryAfterSeconds: 2, seed: 42 },
      rateLimitPerSecond: 0,
      statefulObligations: true,
    });
    expect(parseCliArgs([])).toEqual({});
  });

  it.each([
    [['--latency'], /Unknown flag: --latency/],
    [['--latency-ms'], /needs a value/],
    [['--server-error-rate=2'], /between 0 and 1/],
    [['--server-error-rate=0.6', '--throttle-rate=0.6'], /at most 1/],
    [['--latency-ms=fast'], /needs a number/],
    [['--rate-limit=1.5'], /whole number/],
    [['latency'], /Not a flag/],
  ])('refuses %j', (args, message) => {
    expect(() => parseCliArgs(args)).toThrow(message);
  });
});
