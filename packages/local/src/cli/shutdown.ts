import { HmrcSetupError } from '../hmrc-target';
import { describeError } from '../log';

/**
 * Run `stop` once on SIGINT, SIGTERM or SIGHUP, then exit 0; a second Ctrl-C while stopping
 * exits at once with 130 (repeated SIGTERMs are ignored: `tsx watch` relays the one the group
 * already got). Everything the stack started is stopped by `stop` (child process groups
 * included), so Ctrl-C leaves nothing behind.
 */
export function stopOnSignals(stop: () => Promise<void>, onStopping?: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(130);
      return;
    }
    stopping = true;
    onStopping?.(signal);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`Stopping failed: ${describeError(err)}\n`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}

/** Print a start-up failure without a wall of stack trace for the common, explained cases. */
export function failStart(err: unknown): never {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const message =
    code === 'EADDRINUSE'
      ? `Port ${(err as { port?: number }).port ?? ''} is already in use. Stop the other process or choose another one with PORT=<port>.`
      : err instanceof HmrcSetupError
        ? err.message
        : describeError(err);
  process.stderr.write(`Could not start the local stack: ${message}\n`);
  process.exit(1);
}

/** A port from the environment, or the default. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${raw}"`);
  return port;
}
