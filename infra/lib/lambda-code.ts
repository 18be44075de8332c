import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { buildSync } from 'esbuild';
import { esbuildOptions, readBuild, type LambdaEntry } from './bundle-build';
import { REPO_ROOT } from './paths';

/**
 * Writes one function's deployed code into `outdir` (decision 0058, third part): esbuild with code
 * splitting (`index.mjs` and its `chunks/`), less the chunks no code can load; then, for a group
 * that installs packages beside its code, `npm ci` from the group's own package.json and lock file
 * (infra/lambda-deps/<group>/) and the group's `afterBundling` commands (the font pruning).
 * NodejsFunction cannot do this: it always gives esbuild `--outfile`, which refuses `--splitting`.
 */
export function writeLambdaCode(entry: LambdaEntry, outdir: string, depsLockFile?: string): void {
  const { metafile } = buildSync({ ...esbuildOptions(entry, outdir), write: true });
  if (!metafile) throw new Error(`esbuild gave no metafile for ${entry.entry}`);
  const built = readBuild(entry, metafile, outdir);
  for (const file of built.unreachable)
    for (const f of [file, `${file}.map`]) fs.rmSync(path.resolve(REPO_ROOT, f), { force: true });
  const nodeModules = entry.bundling.nodeModules ?? [];
  if (nodeModules.length === 0) return;
  if (!depsLockFile) throw new Error(`${entry.name} installs ${nodeModules.join(', ')} but has no lock file`);
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(path.dirname(depsLockFile), file), path.join(outdir, file));
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: outdir, stdio: 'inherit' });
  for (const command of entry.bundling.commandHooks?.afterBundling(REPO_ROOT, outdir) ?? [])
    execFileSync('bash', ['-c', command], { stdio: 'inherit' });
}

/**
 * The code asset of a function whose entry is `entry` (absolute path), built on the deploying
 * machine by {@link writeLambdaCode}; the asset's hash is its output's, as NodejsFunction's is.
 * Synth tests skip bundling (`aws:cdk:bundling-stacks`) and never call it.
 */
export function lambdaCode(entry: string, bundling: BundlingOptions, depsLockFile?: string): Code {
  const relative = path.relative(REPO_ROOT, entry);
  const lambdaEntry: LambdaEntry = { name: relative, entry: relative, bundling };
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // CDK reuses a bundle for assets of equal source and bundling options within a synth; the
      // local bundler is no part of that key, so the entry and its settings must be.
      environment: { LAMBDA_ENTRY: relative, LAMBDA_BUNDLING: JSON.stringify(bundling) },
      // Never pulled: local bundling always answers (esbuild is a dependency of the repository).
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: {
        tryBundle(outputDir: string): boolean {
          writeLambdaCode(lambdaEntry, outputDir, depsLockFile);
          return true;
        },
      },
    },
  });
}
