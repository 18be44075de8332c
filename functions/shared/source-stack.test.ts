import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMappedStack, withSourceStack } from './source-stack';

const dir = mkdtempSync(join(tmpdir(), 'bk-source-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = [
  'export function outer(): void {',
  '  inner();',
  '}',
  'function inner(): void {',
  "  throw new Error('boom');",
  '}',
].join('\n');

/** The stack of an error thrown by a minified bundle with its map beside it, from a Node without `--enable-source-maps`. */
function bundleStack(): string {
  const file = join(dir, 'bundle.mjs');
  const out = transformSync(SOURCE, {
    loader: 'ts',
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    sourcefile: '../../src/thrower.ts',
  });
  writeFileSync(file, `${out.code}//# sourceMappingURL=bundle.mjs.map\n`);
  writeFileSync(`${file}.map`, out.map);
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `try { (await import(${JSON.stringify(file)})).outer(); } catch (e) { console.log(e.stack); }`,
    ],
    { encoding: 'utf8' },
  );
  return run.stdout.trim();
}

describe('stack traces mapped when logged', () => {
  it('names the TypeScript file, line and column of each frame of a mapped bundle', () => {
    const stack = bundleStack();
    expect(stack).toContain('bundle.mjs:1:');
    const mapped = sourceMappedStack(stack).split('\n');
    expect(mapped[0]).toBe('Error: boom');
    expect(mapped[1]).toMatch(/^\s+at \S+ \(src\/thrower\.ts:5:9\)$/);
    expect(mapped[2]).toMatch(/^\s+at \S+ \(src\/thrower\.ts:2:3\)$/);
  });

  it('leaves frames without a map, and lines that are not frames, as they are', () => {
    const stack = [
      'Error: x',
      '    at f (node:internal/x:1:2)',
      '    at g (/nowhere/file.mjs:3:4)',
      '    at async file:///w/[eval1]:1:2',
    ].join('\n');
    expect(sourceMappedStack(stack)).toBe(stack);
  });

  it('maps the causes too, and gives back the same error', () => {
    const stack = bundleStack();
    const cause = Object.assign(new Error('boom'), { stack });
    const error = new Error('outer', { cause });
    error.stack = `Error: outer\n${stack.split('\n').slice(1).join('\n')}`;
    expect(withSourceStack(error)).toBe(error);
    expect(error.stack).toContain('src/thrower.ts:5:9');
    expect(cause.stack).toContain('src/thrower.ts:5:9');
  });
});
