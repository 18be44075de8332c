import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs the command, and kills it when the Node process that started us disappears, even by
 * SIGKILL (a vitest worker torn down, a crashed dev server): without this a JVM outlives its
 * parent (STACK-NOTES step 2, "orphaned DynamoDB Local process"). `$PPID` is fixed when the
 * shell starts, i.e. it is our Node pid. Every process here is waited for by its own parent, so
 * no zombie is left for an init that might not reap. SIGTERM stops the command gracefully;
 * SIGUSR1 (sent to this shell only) kills it at once, for stores with nothing to flush.
 */
const WATCHDOG = [
  'parent=$PPID',
  '"$@" & child=$!',
  '( trap \'kill "$s" 2>/dev/null; wait "$s"; exit 0\' TERM',
  '  while kill -0 "$parent" 2>/dev/null; do sleep 1 & s=$!; wait "$s"; done',
  '  kill -TERM "$child" 2>/dev/null ) & watcher=$!',
  'trap \'kill -TERM "$child" 2>/dev/null\' TERM INT HUP',
  'trap \'kill -KILL "$child" 2>/dev/null\' USR1',
  'wait "$child"; code=$?',
  'while kill -0 "$child" 2>/dev/null; do wait "$child"; code=$?; done',
  'kill -TERM "$watcher" 2>/dev/null; wait "$watcher"',
  'exit $code',
].join('\n');

/** A child running in its own process group, with the last output kept for error messages. */
export interface GuardedChild {
  readonly pid: number;
  readonly process: ChildProcess;
  /** Why it ended, once it has (used to fail start-up early with the real cause). */
  exitReason(): string | undefined;
  /** The last few KB of stdout and stderr. */
  output(): string;
  /**
   * SIGTERM the command through the watchdog (or, with `immediate`, SIGKILL it), wait for the
   * group to empty, SIGKILL the group after `graceMs`. Idempotent.
   */
  stop(options?: { graceMs?: number; immediate?: boolean }): Promise<void>;
}

const running = new Set<GuardedChild>();
let exitHookInstalled = false;

/** Last resort on a normal or `process.exit` exit: synchronously kill every group still running. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) killGroup(child.pid, 'SIGKILL');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** Whether any process of the group led by `pid` still exists. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Spawn `command args` under the watchdog, detached into its own process group. */
export function spawnGuarded(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; inheritOutput?: boolean } = {},
): GuardedChild {
  const proc = spawn('sh', ['-c', WATCHDOG, 'sh', command, ...args], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', options.inheritOutput ? 'inherit' : 'pipe', options.inheritOutput ? 'inherit' : 'pipe'],
  });
  if (proc.pid === undefined) throw new Error(`Could not start ${command}`);
  const pid = proc.pid;
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-4096);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  let reason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    proc.once('exit', (code, signal) => {
      reason = `exited with ${signal ?? `code ${code}`}`;
      resolve();
    });
    proc.once('error', (err) => {
      reason = err.message;
      resolve();
    });
  });
  let stopping: Promise<void> | undefined;
  const child: GuardedChild = {
    pid,
    process: proc,
    exitReason: () => reason,
    output: () => tail,
    stop: ({ graceMs = 5000, immediate = false } = {}) => {
      stopping ??= (async () => {
        // Signal the watchdog shell only: it forwards one signal to the command and reaps
        // everything (a group-wide SIGTERM would reach the command twice, and `tsx watch`
        // answers a second signal with SIGKILL).
        try {
          process.kill(pid, immediate ? 'SIGUSR1' : 'SIGTERM');
        } catch {
          /* already gone */
        }
        const deadline = Date.now() + graceMs;
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (grace = setTimeout(r, graceMs)))]);
        clearTimeout(grace);
        while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
        await exited;
        running.delete(child);
      })();
      return stopping;
    },
  };
  running.add(child);
  installExitHook();
  return child;
}
