import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_CLIENT, LOCAL_SEED_USER } from './options';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Run `npm run hmrc-sandbox`'s script until it has printed the application line, then stop it. */
function startCli(args: string[] = []): Promise<string> {
  const dataFile = `${mkdtempSync(`${tmpdir()}/hmrc-sandbox-cli-`)}/state.json`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/hmrc-sandbox/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, HMRC_SANDBOX_PORT: '0', HMRC_SANDBOX_DATA: dataFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Faults')) {
        child.kill('SIGTERM');
        resolve(out);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      if (!out.includes('Faults')) reject(new Error(`CLI exited with ${code}: ${out}`));
    });
  });
}

describe('npm run hmrc-sandbox', () => {
  it('prints its URL, the ready test user and the application it accepts', async () => {
    const out = await startCli();
    expect(out).toMatch(/HMRC sandbox emulator: http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toContain(`User ID ${LOCAL_SEED_USER.userId}`);
    expect(out).toContain(`password ${LOCAL_SEED_USER.password}`);
    expect(out).toContain(`VRN ${LOCAL_SEED_USER.vrn}`);
    expect(out).toContain(`client_id ${LOCAL_CLIENT.clientId}`);
    expect(out).toContain(`client_secret ${LOCAL_CLIENT.clientSecret}`);
    expect(out).toContain('http://localhost:3000/app/');
    expect(out).toContain("Obligations   stateless, as HMRC's sandbox");
  }, 30_000);

  it('takes latency, fault and mode flags', async () => {
    const out = await startCli([
      '--latency-ms=200',
      '--server-error-rate',
      '0.05',
      '--seed=7',
      '--stateful-obligations',
    ]);
    expect(out).toContain('Obligations   stateful');
    expect(out).toContain('Faults        {"latencyMs":200,"serverErrorRate":0.05,"seed":7}');
  }, 30_000);
});
