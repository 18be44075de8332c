import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaEntries, ENTRY_FILE } from '../../infra/lib/bundle-build';
import { LAMBDA_NODE_OPTIONS } from '../../infra/lib/bundling';
import { writeLambdaCode } from '../../infra/lib/lambda-code';
import { appFunctions, synthStage } from './helpers';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-lambda-code-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** Runs `code` (an ES module body) in a fresh Node process as Lambda would load the function. */
function runNode(code: string, logLevel = 'SILENT'): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [...LAMBDA_NODE_OPTIONS, '--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, TABLE_NAME: 'lambda-code-test', LOG_LEVEL: logLevel, AWS_REGION: 'eu-west-2' },
  });
}

function entryNamed(name: string) {
  const entry = lambdaEntries().find((e) => e.name === name);
  if (!entry) throw new Error(`No function ${name}`);
  return entry;
}

describe('the deployed code of each function (split bundles, decision 0058)', () => {
  it('gives every function its own code asset, loaded as index.handler', () => {
    // WHY: CDK reuses one bundle for assets whose source and bundling options are equal; the local
    // bundler is no part of that key, so without the entry in it every function ran one bundle.
    const { template } = synthStage('dev');
    const fns = Object.values(appFunctions(template));
    const keys = fns.map((f) => JSON.stringify((f.Properties as { Code?: unknown } | undefined)?.Code));
    expect(fns.length).toBeGreaterThanOrEqual(lambdaEntries().length);
    expect(new Set(keys).size).toBe(fns.length);
    for (const f of fns) expect((f.Properties as { Handler?: string } | undefined)?.Handler).toBe('index.handler');
  });

  it('writes an entry that answers a call, and no chunk that no code can load', () => {
    const dir = path.join(out, 'misc');
    writeLambdaCode(entryNamed('misc'), dir);
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(files).toContain(ENTRY_FILE);
    // zxcvbn's dictionaries are the target of an import() tree-shaking dropped: never deployed.
    expect(files.filter((f) => f.includes('zxcvbn') || /dist-[A-Z0-9]+\.mjs$/.test(f))).toEqual([]);
    const event = {
      version: '2.0',
      routeKey: '$default',
      rawPath: '/api/aisha/enabled',
      rawQueryString: '',
      headers: {},
      requestContext: { http: { method: 'GET', path: '/api/aisha/enabled', sourceIp: '203.0.113.1', userAgent: 't' } },
      isBase64Encoded: false,
    };
    const run = runNode(
      `const { handler } = await import(${JSON.stringify(path.join(dir, ENTRY_FILE))});` +
        `const res = await handler(${JSON.stringify(event)}, { awsRequestId: 'r1', functionName: 'misc' });` +
        'console.log(JSON.stringify(res));',
    );
    expect(run.stderr).toBe('');
    const res = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { statusCode?: number };
    expect(res.statusCode).toBe(200);
  });

  it("logs an unexpected failure's stack at the TypeScript lines, without Node's source-map option", () => {
    // WHY: `--enable-source-maps` parsed every map at each cold start; the trace is mapped when logged.
    expect(LAMBDA_NODE_OPTIONS).not.toContain('--enable-source-maps');
    const dir = path.join(out, 'misc');
    if (!fs.existsSync(path.join(dir, ENTRY_FILE))) writeLambdaCode(entryNamed('misc'), dir);
    expect(fs.existsSync(path.join(dir, `${ENTRY_FILE}.map`))).toBe(true);
    // An event without its request context makes the chain's routing throw a TypeError: a 500.
    const event = {
      version: '2.0',
      rawPath: '/api/aisha/enabled',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
    };
    const run = runNode(
      `const { handler } = await import(${JSON.stringify(path.join(dir, ENTRY_FILE))});` +
        `await handler(${JSON.stringify(event)}, { awsRequestId: 'r1', functionName: 'misc' });`,
      'ERROR',
    );
    // Powertools writes error lines to stderr.
    const failed = run.stderr
      .split('\n')
      .filter((l) => l.trim().startsWith('{'))
      .map((l) => JSON.parse(l) as { message?: string; error?: { location?: string; stack?: string } })
      .find((l) => l.message === 'request failed');
    expect(failed?.error?.stack).toMatch(
      /^TypeError: .*\n\s+at before \((?:.*\/)?functions\/shared\/api\/routing\.ts:\d+:\d+\)/,
    );
    expect(failed?.error?.stack).not.toContain(ENTRY_FILE);
    expect(failed?.error?.location).toMatch(/functions\/shared\/api\/routing\.ts:\d+$/);
  });

  it("loads every chunk a call of the contact function can load (the S3 client's among them)", () => {
    const dir = path.join(out, 'contact');
    writeLambdaCode(entryNamed('contact'), dir);
    const chunks = fs
      .readdirSync(path.join(dir, 'chunks'))
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => path.join(dir, 'chunks', f));
    expect(chunks.length).toBeGreaterThan(1);
    const run = runNode(
      `await import(${JSON.stringify(path.join(dir, ENTRY_FILE))});` +
        `for (const f of ${JSON.stringify(chunks)}) await import(f);console.log('loaded');`,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('loaded');
  });
});
