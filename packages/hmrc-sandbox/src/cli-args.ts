/**
 * Flags of `npm run hmrc-sandbox -- <flags>` (`--name value` or `--name=value`):
 *
 * --latency-ms N          every server-to-server request waits N ms
 * --server-error-rate R   share (0 to 1) of those answered with a 5xx
 * --throttle-rate R       share answered 429 MESSAGE_THROTTLED_OUT with Retry-After
 * --retry-after S         Retry-After of those 429s, in seconds (default 1)
 * --seed N                seed of the random faults (default 1)
 * --rate-limit N          requests a second per application and user (default 3, HMRC's; 0: none)
 * --stateful-obligations  a filed period shows fulfilled (HMRC's sandbox does not)
 */
import { checkFaultSettings, type FaultSettings } from './faults';
import type { HmrcSandboxOptions } from './options';

const NUMBER_FLAGS = {
  'latency-ms': 'latencyMs',
  'server-error-rate': 'serverErrorRate',
  'throttle-rate': 'throttleRate',
  'retry-after': 'retryAfterSeconds',
  seed: 'seed',
} as const satisfies Record<string, keyof FaultSettings>;

export type CliOptions = Pick<HmrcSandboxOptions, 'faults' | 'rateLimitPerSecond' | 'statefulObligations'>;

/** The emulator options the flags ask for; throws a RangeError naming a flag it does not know or a bad value. */
export function parseCliArgs(args: string[]): CliOptions {
  const faults: FaultSettings = {};
  const options: CliOptions = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new RangeError(`Not a flag: ${arg}`);
    const name = m[1] ?? '';
    if (name === 'stateful-obligations' && m[2] === undefined) {
      options.statefulObligations = true;
      continue;
    }
    if (name !== 'rate-limit' && !(name in NUMBER_FLAGS)) throw new RangeError(`Unknown flag: --${name}`);
    const value = m[2] ?? args[(i += 1)];
    if (value === undefined || value === '') throw new RangeError(`--${name} needs a value`);
    const number = Number(value);
    if (!Number.isFinite(number)) throw new RangeError(`--${name} needs a number: ${value}`);
    if (name === 'rate-limit') {
      if (!Number.isInteger(number) || number < 0) throw new RangeError(`--rate-limit needs a whole number: ${value}`);
      options.rateLimitPerSecond = number;
    } else {
      faults[NUMBER_FLAGS[name as keyof typeof NUMBER_FLAGS]] = number;
    }
  }
  return Object.keys(faults).length > 0 ? { ...options, faults: checkFaultSettings(faults) } : options;
}
