import path from 'node:path';
import { ROUTE_GROUPS, type RouteGroup } from '@bk/contract';
import { SCHEDULES } from '@bk/platform';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { INVOKED_JOBS } from './access';
import { groupBundling } from './bundling';
import { BUNDLING } from './constructs/app-function';
import { REPO_ROOT } from './paths';

/** One deployed function's entry and the bundling CDK gives it. */
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

/**
 * The esbuild API options equal to the command line CDK's NodejsFunction builds from `bundling`
 * (aws-lambda-nodejs `buildEsbuildArgs`, run with the repository root as working directory), so
 * the budget test and the bench measure what is deployed.
 */
export function esbuildOptions(entry: LambdaEntry, outfile: string): BuildOptions {
  const b = entry.bundling;
  const alias = Object.fromEntries(
    [b.esbuildArgs?.['--alias'] ?? []].flat().map((a) => {
      const at = String(a).indexOf('=');
      return [String(a).slice(0, at), String(a).slice(at + 1)];
    }),
  );
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.join(REPO_ROOT, entry.entry)],
    bundle: true,
    platform: 'node',
    target: b.target ?? 'node22',
    format: b.format === OutputFormat.ESM ? 'esm' : 'cjs',
    outfile,
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

/** A built bundle: its size (the JavaScript file, not its source map) and where the bytes come from. */
export interface BuiltBundle {
  readonly entry: LambdaEntry;
  readonly bytes: number;
  readonly metafile: Metafile;
  readonly outfile: string;
}

/**
 * Builds one function's bundle as CDK does. `write` false keeps it in memory (the budget test);
 * the bench writes it to import it in a fresh process. `sourceMaps` false skips writing the map
 * (the budget test: it takes a good part of the build time, and leaves the JavaScript but for
 * its last-line `sourceMappingURL` comment the same).
 */
export async function buildLambda(
  entry: LambdaEntry,
  outfile: string,
  { write = false, sourceMaps = true }: { write?: boolean; sourceMaps?: boolean } = {},
): Promise<BuiltBundle> {
  const options = esbuildOptions(entry, outfile);
  const { metafile } = await build({ ...options, write, sourcemap: sourceMaps ? options.sourcemap : false });
  if (!metafile) throw new Error(`esbuild gave no metafile for ${entry.entry}`);
  const js = Object.entries(metafile.outputs).find(([file]) => !file.endsWith('.map'));
  if (!js) throw new Error(`esbuild wrote no JavaScript for ${entry.entry}`);
  return { entry, bytes: js[1].bytes, metafile, outfile };
}

/** The package (or repository folder) an input file of the metafile belongs to. */
function owner(input: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (m?.[1]) return m[1];
  return input.split('/').slice(0, 2).join('/');
}

/** The largest contributors to a bundle by package or source folder, biggest first, in bytes. */
export function topContributors(bundle: BuiltBundle, count = 5): { owner: string; bytes: number }[] {
  const byOwner = new Map<string, number>();
  for (const [file, output] of Object.entries(bundle.metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      byOwner.set(owner(input), (byOwner.get(owner(input)) ?? 0) + bytesInOutput);
  }
  return [...byOwner.entries()]
    .map(([o, bytes]) => ({ owner: o, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
