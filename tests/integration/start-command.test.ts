import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerCommands, connect } from '@bk/ops';

/**
 * README command 1 as a person runs it (`npm start` after the web build): the command prints one
 * URL, serves the app, the API and the mail list on PORT, stops on Ctrl-C leaving no process
 * behind, and keeps its data for the next start.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookkeeper-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/local/src/cli/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('is running: open')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

async function interrupt(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('serves the app on PORT, stops cleanly on Ctrl-C and keeps its data across restarts', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain(`open http://localhost:${port}/app/`);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/app/`)).headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${base}/api/nope`)).status).toBe(404);
    expect((await fetch(`${base}/api/user`)).status).toBe(401);
    expect(await (await fetch(`${base}/_local/mail.json`)).json()).toEqual([]);

    // Something to keep: a banner added by the operator command, which finds the running stack
    // through the stack file.
    const stackFile = JSON.parse(readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { tableName: string };
    expect(stackFile.tableName).toBe('bookkeeper-local');
    const banner = await bannerCommands(connect({ ...process.env, DATA_DIR: dataDir, TABLE_NAME: '' }).db).add({
      message: 'Kept across restarts',
      colour: 1,
      clearable: false,
    });

    const javaPids = execFileSync('pgrep', ['-f', `DynamoDBLocal.*${dataDir}`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
    expect(javaPids.length).toBeGreaterThan(0);
    expect(await interrupt(first.child)).toBe(0);
    for (const pid of javaPids) expect(alive(pid), `DynamoDB Local ${pid} left running`).toBe(false);

    const second = await start(port);
    try {
      const banners = (await (await fetch(`${base}/api/banner-message`)).json()) as { id: string }[];
      expect(banners.map((b) => b.id)).toContain(banner.id);
    } finally {
      expect(await interrupt(second.child)).toBe(0);
    }
  }, 120_000);
});
