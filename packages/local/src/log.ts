/** Severity of a line written by the local stack itself (not by the Lambda handlers). */
export type StackLogLevel = 'info' | 'warn' | 'error';

/**
 * The stack's own one-line logger. It is separate from the functions' Powertools logger (which
 * reads `LOG_LEVEL`) so that `npm start` can show scheduler runs and start-up lines while tests
 * pass `quiet` and see nothing at all.
 */
export interface StackLogger {
  info(line: string): void;
  warn(line: string): void;
  error(line: string, err?: unknown): void;
}

/** Write lines to the console with a `[local]` tag, or drop them all when `quiet`. */
export function createStackLogger(options: { quiet?: boolean } = {}): StackLogger {
  if (options.quiet) return { info: () => {}, warn: () => {}, error: () => {} };
  const stamp = (): string => new Date().toISOString().slice(11, 19);
  return {
    info: (line) => process.stdout.write(`${stamp()} [local] ${line}\n`),
    warn: (line) => process.stderr.write(`${stamp()} [local] WARN ${line}\n`),
    error: (line, err) =>
      process.stderr.write(`${stamp()} [local] ERROR ${line}${err === undefined ? '' : `\n${describeError(err)}`}\n`),
  };
}

/** An error's stack (or its string form) for a log line; never the request or its headers. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}
