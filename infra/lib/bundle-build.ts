import path from 'node:path';
import { ROUTE_GROUPS, type RouteGroup } from '@bk/contract';
import { SCHEDULES } from '@bk/platform';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { INVOKED_JOBS } from './access';
import { groupBundling } from './bundling';
import { BUNDLING } from './constructs/app-function';
import { REPO_ROOT } from './paths';

/** One deployed function's entry and the bundling settings CDK gives it. */
export interface LambdaEntry {
  /** Short name: the route group, or `jobs/<job>`. */
  readonly name: string;
  /** Entry path from the repository root, e.g. `functions/contact/index.ts`. */
  readonly entry: string;
  readonly bundling: BundlingOptions;
}

/** Every function CDK deploys: a function per route group, per schedule and per invoked job. */
export function lambdaEntries(): LambdaEntry[] {
  const jobs = [...SCHEDULES.map((s) => s.job), ...INVOKED_JOBS.map((j) => j.job)];
  return [
    ...ROUTE_GROUPS.map((g: RouteGroup) => ({
      name: g,
      entry: `functions/${g}/index.ts`,
      bundling: groupBundling(BUNDLING, g),
    })),
    ...jobs.map((job) => ({ name: `jobs/${job}`, entry: `functions/jobs/${job}/index.ts`, bundling: BUNDLING })),
  ];
}

/** The file Lambda loads (`index.handler` finds `index.mjs`); the chunks sit in `chunks/` beside it. */
export const ENTRY_FILE = 'index.mjs';

/**
 * The esbuild options of one function's deployed code (decision 0058, third part): the settings of
 * its `BundlingOptions` (format, target, minify, source maps, banner, aliases, installed modules),
 * with code splitting into `outdir`, so a module a handler imports with `import()` is a chunk loaded
 * on the first call that needs it, not at the cold start. CDK builds with these (lambda-code.ts), and
 * so do the budget test and the bench, so both measure what is deployed.
 */
export function esbuildOptions(entry: LambdaEntry, outdir: string): BuildOptions {
  const b = entry.bundling;
  const alias = Object.fromEntries(
    [b.esbuildArgs?.['--alias'] ?? []].flat().map((a) => {
      const at = String(a).indexOf('=');
      return [String(a).slice(0, at), String(a).slice(at + 1)];
    }),
  );
  if (b.format !== OutputFormat.ESM) throw new Error(`${entry.name}: code splitting needs ESM output`);
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.join(REPO_ROOT, entry.entry)],
    bundle: true,
    platform: 'node',
    target: b.target ?? 'node22',
    format: 'esm',
    splitting: true,
    outdir,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    minify: b.minify ?? false,
    sourcemap: b.sourceMap ?? false,
    sourcesContent: b.sourcesContent ?? true,
    external: [...(b.externalModules ?? []), ...(b.nodeModules ?? [])],
    alias,
    ...(b.mainFields ? { mainFields: [...b.mainFields] } : {}),
    ...(b.banner ? { banner: { js: b.banner } } : {}),
    metafile: true,
    logLevel: 'silent',
  };
}

/** A chunk loaded by `import()` and what loading it brings (its own static imports, not yet loaded). */
export interface LazyLoad {
  /** The chunk's output path, as the metafile names it. */
  readonly chunk: string;
  /** Bytes of the chunks this load adds to those every call loads, its nested `import()`s included. */
  readonly bytes: number;
}

/** A built function: what its cold start loads, what it may load later, and where the bytes come from. */
export interface BuiltBundle {
  readonly entry: LambdaEntry;
  /** Bytes of JavaScript the cold start loads: the entry and the chunks it imports statically. */
  readonly bytes: number;
  /** Bytes of all the JavaScript the function can load (entry and reachable chunks; no source maps). */
  readonly totalBytes: number;
  /** The output files the cold start loads (metafile paths). */
  readonly eager: readonly string[];
  /** Each chunk the entry's code loads with `import()`, heaviest first. */
  readonly lazy: readonly LazyLoad[];
  /**
   * Files esbuild wrote that no code can load: the target of an `import()` in code tree-shaking
   * dropped (zxcvbn's dictionaries outside the user function, a browser-only SDK helper). Left out
   * of the deployed code (lambda-code.ts) and of the sizes.
   */
  readonly unreachable: readonly string[];
  readonly metafile: Metafile;
  /** Absolute path of the entry file (`<outdir>/index.mjs`). */
  readonly entryFile: string;
}

const isJs = (file: string) => !file.endsWith('.map');

/** The output files `start` loads by static imports, itself included. */
export function staticClosure(metafile: Metafile, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of metafile.outputs[file]?.imports ?? [])
      if (!i.external && i.kind === 'import-statement') queue.push(i.path);
  }
  return seen;
}

/** The chunks that the files of `loaded` reach by `import()`, static and nested ones included. */
function lazyClosure(metafile: Metafile, chunk: string, loaded: ReadonlySet<string>): Set<string> {
  const all = new Set<string>();
  const queue = [chunk];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const f of staticClosure(metafile, [file])) {
      if (all.has(f) || loaded.has(f)) continue;
      all.add(f);
      for (const i of metafile.outputs[f]?.imports ?? [])
        if (!i.external && i.kind === 'dynamic-import') queue.push(i.path);
    }
  }
  return all;
}

/** Reads a build's metafile as a {@link BuiltBundle}. */
export function readBuild(entry: LambdaEntry, metafile: Metafile, outdir: string): BuiltBundle {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => isJs(file));
  // The targets of `import()` are entry points too: the function's own is the one of its source.
  const main = outputs.find(([, o]) => o.entryPoint === entry.entry);
  if (!main) throw new Error(`esbuild wrote no entry for ${entry.entry}`);
  const bytesOf = (files: Iterable<string>) => [...files].reduce((n, f) => n + (metafile.outputs[f]?.bytes ?? 0), 0);
  const eager = staticClosure(metafile, [main[0]]);
  const dynamic = new Set(
    [...eager].flatMap((f) =>
      (metafile.outputs[f]?.imports ?? []).filter((i) => !i.external && i.kind === 'dynamic-import').map((i) => i.path),
    ),
  );
  const lazy = [...dynamic]
    .map((chunk) => ({ chunk, bytes: bytesOf(lazyClosure(metafile, chunk, eager)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const reachable = new Set([...eager, ...lazyClosure(metafile, main[0], new Set())]);
  return {
    entry,
    bytes: bytesOf(eager),
    totalBytes: bytesOf(reachable),
    eager: [...eager],
    lazy,
    unreachable: outputs.map(([f]) => f).filter((f) => !reachable.has(f)),
    metafile,
    entryFile: path.join(outdir, ENTRY_FILE),
  };
}

/**
 * Builds one function's code as CDK does into `outdir`. `write` false keeps it in memory (the budget
 * test); the bench writes it to import it in a fresh process. `sourceMaps` false skips the maps (the
 * budget test: they take a good part of the build time, and leave the JavaScript but for each
 * file's last-line `sourceMappingURL` comment the same).
 */
export async function buildLambda(
  entry: LambdaEntry,
  outdir: string,
  { write = false, sourceMaps = true }: { write?: boolean; sourceMaps?: boolean } = {},
): Promise<BuiltBundle> {
  const options = esbuildOptions(entry, outdir);
  const { metafile } = await build({ ...options, write, sourcemap: sourceMaps ? options.sourcemap : false });
  if (!metafile) throw new Error(`esbuild gave no metafile for ${entry.entry}`);
  return readBuild(entry, metafile, outdir);
}

/** The package (or repository folder) an input file of the metafile belongs to. */
function owner(input: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (m?.[1]) return m[1];
  return input.split('/').slice(0, 2).join('/');
}

/**
 * The largest contributors to a function's JavaScript by package or source folder, biggest first,
 * in bytes: of the files its cold start loads (`eager`, the default) or of all its files.
 */
export function topContributors(
  bundle: BuiltBundle,
  count = 5,
  of: 'eager' | 'all' = 'eager',
): { owner: string; bytes: number }[] {
  const files =
    of === 'eager'
      ? bundle.eager
      : Object.keys(bundle.metafile.outputs).filter((f) => isJs(f) && !bundle.unreachable.includes(f));
  const byOwner = new Map<string, number>();
  for (const file of files)
    for (const [input, { bytesInOutput }] of Object.entries(bundle.metafile.outputs[file]?.inputs ?? {}))
      byOwner.set(owner(input), (byOwner.get(owner(input)) ?? 0) + bytesInOutput);
  return [...byOwner.entries()]
    .map(([o, bytes]) => ({ owner: o, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
