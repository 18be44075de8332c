import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import type { GuardedChild } from './child';
import { standInDiedMessage, supervise, type StandIn } from './supervise';

const DYNAMODB: StandIn = {
  name: 'DynamoDB Local',
  role: 'the local database',
  dataNote: 'its data in .data/dynamodb is kept',
};

/** A child whose death the test decides. */
function fakeChild(pid: number): GuardedChild & { die(reason: string): void; stopped: boolean } {
  const proc = new EventEmitter() as ChildProcess;
  let reason: string | undefined;
  const child = {
    pid,
    process: proc,
    stopped: false,
    exitReason: () => reason,
    output: () => 'java.lang.OutOfMemoryError: Java heap space',
    stop: async () => {
      child.stopped = true;
      reason = 'exited with SIGTERM';
      proc.emit('exit', null, 'SIGTERM');
    },
    die: (why: string) => {
      reason = why;
      proc.emit('exit', 137, null);
    },
  };
  return child;
}

function recordingLogger() {
  const lines: { level: string; line: string }[] = [];
  return {
    lines,
    logger: {
      info: (line: string) => lines.push({ level: 'info', line }),
      warn: (line: string) => lines.push({ level: 'warn', line }),
      error: (line: string) => lines.push({ level: 'error', line }),
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('standInDiedMessage', () => {
  it('names the stand-in, why it stopped, what breaks and how to restart it', () => {
    const message = standInDiedMessage(DYNAMODB, 'exited with code 137', {
      restarting: false,
      lastOutput: 'java.lang.OutOfMemoryError',
    });
    expect(message).toContain('DynamoDB Local (the local database) has stopped: exited with code 137.');
    expect(message).toContain('answer 503');
    expect(message).toContain(
      'stop the stack with Ctrl-C and run `npm start` again; its data in .data/dynamodb is kept.',
    );
    expect(message).toContain('java.lang.OutOfMemoryError');
    expect(message.split('\n')[0]).toMatch(/^!{78}$/);
    expect(standInDiedMessage(DYNAMODB, 'exited with code 1', { restarting: true, attempt: 1, of: 3 })).toContain(
      'Restarting it (attempt 1 of 3); its data in .data/dynamodb is kept.',
    );
  });
});

describe('supervise', () => {
  it('says loudly on stderr that the stand-in died, restarts it and makes it usable again', async () => {
    const { lines, logger } = recordingLogger();
    const first = fakeChild(1);
    const second = fakeChild(2);
    const afterRestart = vi.fn(async () => {});
    const supervised = supervise(first, { standIn: DYNAMODB, logger, restart: async () => second, afterRestart });
    first.die('exited with code 137');
    await settle();
    expect(lines[0]?.level).toBe('error');
    expect(lines[0]?.line).toContain('DynamoDB Local (the local database) has stopped: exited with code 137.');
    expect(lines[0]?.line).toContain('Restarting it (attempt 1 of 3)');
    expect(afterRestart).toHaveBeenCalledOnce();
    expect(lines.at(-1)).toEqual({ level: 'warn', line: 'DynamoDB Local is running again.' });
    expect(supervised.current()).toBe(second);
    await supervised.stop();
    expect(second.stopped).toBe(true);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('gives up after too many deaths with the manual restart instructions', async () => {
    const { lines, logger } = recordingLogger();
    let pid = 1;
    let current = fakeChild(pid);
    const supervised = supervise(current, {
      standIn: DYNAMODB,
      logger,
      maxRestarts: 1,
      restart: async () => (current = fakeChild(++pid)),
    });
    current.die('exited with code 137');
    await settle();
    current.die('exited with code 137');
    await settle();
    const last = lines.at(-1)?.line ?? '';
    expect(last).toContain(
      'It could not be restarted. To restart it, stop the stack with Ctrl-C and run `npm start` again',
    );
    expect(last).toContain('java.lang.OutOfMemoryError');
    expect(supervised.current().pid).toBe(2);
  });

  it('says so when the restart itself fails', async () => {
    const { lines, logger } = recordingLogger();
    const first = fakeChild(1);
    supervise(first, {
      standIn: DYNAMODB,
      logger,
      restart: async () => {
        throw new Error('DynamoDB Local did not answer within 60 s');
      },
    });
    first.die('exited with code 1');
    await settle();
    await settle();
    expect(lines.at(-1)?.line).toContain('restarting failed: DynamoDB Local did not answer within 60 s');
    expect(lines.at(-1)?.line).toContain('run `npm start` again');
  });

  it('reports nothing when the stack stops it on purpose', async () => {
    const { lines, logger } = recordingLogger();
    const first = fakeChild(1);
    const restart = vi.fn(async () => fakeChild(2));
    await supervise(first, { standIn: DYNAMODB, logger, restart }).stop();
    expect(lines).toEqual([]);
    expect(restart).not.toHaveBeenCalled();
  });
});
