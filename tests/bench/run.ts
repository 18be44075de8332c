/**
 * `npm run bench`: measures, on the local stack, latency and throughput of an unauthenticated and
 * an authenticated call through the local gateway, and the size and cold-import time of each
 * Lambda bundle built as CDK builds it, then the scenarios BENCH_LEDGER=0 ... do not skip. Writes
 * bench/results/<timestamp>.json and the tables in docs/performance.md (`doc.ts`: skipped parts
 * kept from earlier runs, a baseline run beside this one) and prints them. Never part of
 * `npm test`: timings depend on the machine.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sessionRepository, userRepository } from '@bk/data';
import { startStack } from '@bk/local';
import { buildLambda, lambdaEntries } from '../../infra/lib/bundle-build';
import { LAMBDA_NODE_OPTIONS } from '../../infra/lib/bundling';
import { hashToken, newToken } from '../../functions/shared/tokens';
import {
  benchSection,
  readBaseline,
  readResultsFiles,
  writePerformanceDoc,
  type BenchResults,
  type BundleResult,
  type LoadResult,
} from './doc';
import { exportBench, exportDocLines } from './export';
import { importBench, importDocLines } from './import';
import { invoicePdfBench, invoicePdfDocLines } from './invoice-pdf';
import { ledgerBench } from './ledger';
import { webBench, webDocLines } from './web';
import { stackDb } from './stack-db';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function seedSession(env: Record<string, string>): Promise<string> {
  const db = stackDb(env);
  const now = new Date();
  const id = randomUUID();
  await userRepository(db).createUser({
    id,
    name: 'Bench',
    email: `bench-${id}@example.test`,
    emailVerified: true,
    twofaTypeId: 0,
    newEmailAfterVerify: null,
    passwordHash: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  const token = newToken();
  await sessionRepository(db).putSession({
    tokenHash: hashToken(token),
    userId: id,
    deviceId: null,
    businessId: null,
    createdAt: now.toISOString(),
    touchedAt: now.getTime(),
    expiresAt: now.getTime() + 3600_000,
    support: false,
  });
  return token;
}

/** The value at quantile q of sorted samples (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  const value = sorted[rank];
  if (value === undefined) throw new Error(`No sample at rank ${rank} of ${sorted.length} for quantile ${q}`);
  return Number(value.toFixed(2));
}

/** `connections` loops calling `url` back to back for DURATION_S seconds; every latency is kept. */
async function load(url: string, headers: Record<string, string> = {}, connections = 10): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (res.status < 200 || res.status > 299) non2xx++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    url: new URL(url).pathname,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50ms: quantile(latencies, 0.5),
    p95ms: quantile(latencies, 0.95),
    p99ms: quantile(latencies, 0.99),
    non2xx,
    errors,
  };
}

async function bundles(): Promise<BundleResult[]> {
  // Each function built exactly as CDK builds it (infra/lib/bundle-build.ts, also the budget test's).
  const out: BundleResult[] = [];
  for (const entry of lambdaEntries()) {
    const outdir = `${root}bench/.bundles/${entry.name.replace(/\//g, '_')}`;
    rmSync(outdir, { recursive: true, force: true });
    const built = await buildLambda(entry, outdir, { write: true });
    const cold = coldImport([built.entryFile]);
    // The heaviest call's chunks after the cold start, so that splitting cannot hide a cost.
    const heaviest = built.lazy[0];
    const first = heaviest ? coldImport([built.entryFile, path.resolve(root, heaviest.chunk)]) : cold;
    out.push({
      entry: entry.entry,
      bytes: built.bytes,
      totalBytes: built.totalBytes,
      ...cold,
      firstCallCpuMs: first.coldImportCpuMs,
    });
  }
  return out;
}

/**
 * Cold import: fresh Node processes loading the function's entry (and, for the first call, the
 * chunks a call loads) as a Lambda cold start does (with the deployed NODE_OPTIONS), median of
 * five. CPU ms is the process's own work, less disturbed than wall time by other load on a shared
 * machine.
 */
function coldImport(files: readonly string[]): { coldImportMs: number; coldImportCpuMs: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = spawnSync(
      process.execPath,
      [
        ...LAMBDA_NODE_OPTIONS,
        '--input-type=module',
        '-e',
        `const c=process.cpuUsage(),t=performance.now();for(const f of ${JSON.stringify(files)})await import(f);const d=process.cpuUsage(c);console.log(performance.now()-t,(d.user+d.system)/1000)`,
      ],
      { encoding: 'utf8', env: { ...process.env, TABLE_NAME: 'bench', LOG_LEVEL: 'SILENT', AWS_REGION: 'eu-west-2' } },
    );
    const [w, c] = t.stdout.trim().split(' ').map(Number);
    wall.push(w ?? -1);
    cpu.push(c ?? -1);
  }
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? -1);
  return { coldImportMs: median(wall), coldImportCpuMs: median(cpu) };
}

async function main() {
  const stack = await startStack({ port: 0, inMemory: true, scheduler: false, quiet: true, logLevel: 'SILENT' });
  try {
    const token = await seedSession(stack.env);
    for (let i = 0; i < 50; i++)
      await fetch(`${stack.url}/api/user`, { headers: { authorization: `Bearer ${token}` } }); // warm-up
    const unauthenticated = await load(`${stack.url}/api/aisha/enabled`);
    const authenticated = await load(`${stack.url}/api/user`, { authorization: `Bearer ${token}` });
    const lambdaBundles = await bundles();
    const ledger = process.env.BENCH_LEDGER === '0' ? undefined : await ledgerBench(stack.url, stackDb(stack.env));
    const exported = process.env.BENCH_EXPORT === '0' ? undefined : await exportBench(stack.url, stack.env);
    const imported = process.env.BENCH_IMPORT === '0' ? undefined : await importBench(stack.url, stackDb(stack.env));
    const invoicePdf = process.env.BENCH_PDF === '0' ? undefined : await invoicePdfBench();
    const web = process.env.BENCH_WEB === '0' ? undefined : await webBench(stack.url, stack.env);
    const results: BenchResults = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      durationSeconds: DURATION_S,
      connections: 10,
      unauthenticated,
      authenticated,
      lambdaBundles,
      ...(ledger ? { ledger } : {}),
      ...(exported ? { export: exported } : {}),
      ...(imported ? { import: imported } : {}),
      ...(invoicePdf ? { invoicePdf } : {}),
      ...(web ? { web } : {}),
    };
    mkdirSync(`${root}bench/results`, { recursive: true });
    const file = `bench/results/${results.date.replace(/[:.]/g, '-')}.json`;
    writeFileSync(`${root}${file}`, JSON.stringify(results, null, 2) + '\n');
    // Parts this run skipped are shown from the latest run that has them; the baseline sits beside.
    const section = benchSection(results, file, {
      earlier: readResultsFiles(root, file),
      baseline: readBaseline(root),
      writers: { export: exportDocLines, import: importDocLines, invoicePdf: invoicePdfDocLines, web: webDocLines },
    });
    console.log(await writePerformanceDoc(`${root}docs/performance.md`, section));
    console.log(`Results written to ${file} and docs/performance.md`);
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
