import type { GuardedChild } from './child';
import type { StackLogger } from '../log';

/**
 * Watching a stand-in that runs as a child process (DynamoDB Local's JVM): when it dies while
 * the stack runs, `npm start` says so on stderr, naming it, and starts it again; when it keeps
 * dying or cannot start, it says loudly how to restart it by hand (decision 0048). Until then
 * the API answers 503 ("briefly unavailable"), not 500.
 */

export interface StandIn {
  /** e.g. `DynamoDB Local`. */
  readonly name: string;
  /** What it stands in for, in a few words: `the local database (DynamoDB)`. */
  readonly role: string;
  /** What happens to its data on a restart: `its data in .data/dynamodb is kept`. */
  readonly dataNote: string;
}

const RULE = '!'.repeat(78);

/** The loud lines when a stand-in has died: what, why, what it breaks, and what happens next. */
export function standInDiedMessage(
  standIn: StandIn,
  reason: string,
  next: { restarting: true; attempt: number; of: number } | { restarting: false; lastOutput?: string },
): string {
  const lines = [
    RULE,
    `${standIn.name} (${standIn.role}) has stopped: ${reason}.`,
    'Until it runs again, API calls that need it answer 503 "The service is busy or briefly unavailable".',
  ];
  if (next.restarting) lines.push(`Restarting it (attempt ${next.attempt} of ${next.of}); ${standIn.dataNote}.`);
  else {
    lines.push(
      `It could not be restarted. To restart it, stop the stack with Ctrl-C and run \`npm start\` again; ${standIn.dataNote}.`,
    );
    const output = next.lastOutput?.trim();
    if (output) lines.push(`Its last output:\n${output.slice(-1500)}`);
  }
  lines.push(RULE);
  return lines.join('\n');
}

export interface SuperviseOptions {
  standIn: StandIn;
  logger: StackLogger;
  /** Start it again and wait until it answers (the same port and data). */
  restart: () => Promise<GuardedChild>;
  /** Make it usable again after a restart (e.g. create the table an in-memory store lost). */
  afterRestart?: () => Promise<void>;
  /** Restarts allowed within `windowMs` before giving up with the manual instructions. */
  maxRestarts?: number;
  windowMs?: number;
}

export interface Supervised {
  /** The child running now (a restart replaces it). */
  current(): GuardedChild;
  /** Stop it for good: a deliberate stop is never reported as a death. */
  stop(options?: { graceMs?: number; immediate?: boolean }): Promise<void>;
}

/** Watch `first` and restart it when it exits on its own. */
export function supervise(first: GuardedChild, options: SuperviseOptions): Supervised {
  const maxRestarts = options.maxRestarts ?? 3;
  const windowMs = options.windowMs ?? 5 * 60_000;
  const restarts: number[] = [];
  let child = first;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const onExit = (): void => {
    if (stopping) return;
    const reason = child.exitReason() ?? 'it exited';
    const now = Date.now();
    while (restarts.length > 0 && now - (restarts[0] as number) > windowMs) restarts.shift();
    if (restarts.length >= maxRestarts) {
      options.logger.error(
        standInDiedMessage(options.standIn, reason, { restarting: false, lastOutput: child.output() }),
      );
      return;
    }
    restarts.push(now);
    options.logger.error(
      standInDiedMessage(options.standIn, reason, { restarting: true, attempt: restarts.length, of: maxRestarts }),
    );
    restarting = (async () => {
      try {
        const next = await options.restart();
        if (stopping) {
          await next.stop({ immediate: true });
          return;
        }
        child = next;
        watch(child);
        await options.afterRestart?.();
        options.logger.warn(`${options.standIn.name} is running again.`);
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        options.logger.error(
          standInDiedMessage(options.standIn, `${reason}; restarting failed: ${why}`, { restarting: false }),
        );
      }
    })();
  };
  // A failed spawn can emit both 'error' and 'exit': one report per child.
  const watch = (c: GuardedChild): void => {
    let seen = false;
    const once = (): void => {
      if (seen) return;
      seen = true;
      onExit();
    };
    c.process.once('exit', once);
    c.process.once('error', once);
  };
  watch(first);

  return {
    current: () => child,
    stop: async (stopOptions) => {
      stopping = true;
      await restarting;
      await child.stop(stopOptions);
    },
  };
}
