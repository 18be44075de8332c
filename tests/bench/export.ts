/**
 * The CSV export scenario of `npm run bench` (decision 0034): on a ledger of 100,000 transactions
 * over five years (seeded as the ledger scenario seeds its own), `POST transaction/export` of a
 * quarter, a year and the whole ledger through the local gateway, with the time, the size of the
 * file, how it was answered (the CSV itself, or through storage) and the peak memory of the process
 * while it ran. The local gateway runs the handlers in this process, so its memory is the
 * handler's; sampled every 5 ms, above what the process held just before the call.
 */
import { lastFullQuarter } from './ledger';
import { LEDGER_ROWS, seedLedger } from './seed-ledger';
import { stackDb } from './stack-db';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);

export interface ExportCallResult {
  call: string;
  rows: number;
  /** Size of the CSV file, in bytes. */
  bytes: number;
  answered: 'csv' | 'download';
  /** Median of the runs, until the answer (and, for storage, the file) is complete. */
  p50ms: number;
  /** Highest heap in use above the level before the call, over every run. */
  peakHeapMiB: number;
  /** Highest resident set size above the level before the call, over every run. */
  peakRssMiB: number;
  /** Runs that failed (a run past the gateway's 30 s, as API Gateway's, answers 500 or 504). */
  errors: number;
}
export interface ExportResults {
  rows: number;
  seedSeconds: number;
  calls: ExportCallResult[];
}

const MiB = 1024 * 1024;

/** Samples the process's memory until stopped: the peaks above the level when it started. */
function memoryPeaks(): () => { heap: number; rss: number } {
  const start = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    rss = Math.max(rss, now.rss - start.rss);
  };
  const timer = setInterval(sample, 5);
  return () => {
    clearInterval(timer);
    sample();
    return { heap, rss };
  };
}

interface ExportAnswer {
  fileName: string;
  rows: number;
  csv: string | null;
  downloadUrl: string | null;
}

async function exportOnce(url: string, token: string, body: unknown) {
  // With `NODE_OPTIONS=--expose-gc` each run starts from a collected heap, so peaks are the export's.
  (globalThis as { gc?: () => void }).gc?.();
  const stop = memoryPeaks();
  const t = performance.now();
  const res = await fetch(`${url}/api/transaction/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as ExportAnswer;
  const ms = performance.now() - t;
  const peaks = stop();
  if (res.status !== 200) {
    console.log(`Export answered ${res.status} after ${Math.round(ms)} ms: ${JSON.stringify(answer)}`);
    return null;
  }
  let bytes = Buffer.byteLength(answer.csv ?? '', 'utf8');
  if (answer.downloadUrl) {
    const file = await fetch(answer.downloadUrl);
    bytes = (await file.arrayBuffer()).byteLength;
  }
  return { answer, ms, bytes, peaks };
}

/** Seed a ledger of its own and time its exports (the stack's `url` and environment). */
export async function exportBench(url: string, env: Record<string, string>): Promise<ExportResults> {
  console.log(`Export: seeding ${LEDGER_ROWS} transactions over 5 years...`);
  const seeded = await seedLedger(stackDb(env));
  const today = new Date().toISOString().slice(0, 10);
  const quarter = lastFullQuarter(new Date());
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    { call: `a quarter (${quarter.from} to ${quarter.to})`, body: { startDate: quarter.from, endDate: quarter.to } },
    { call: 'the last 365 days', body: { startDate: yearAgo, endDate: today } },
    { call: 'the whole ledger (All)', body: { startDate: '2000-01-01', endDate: today } },
  ];
  const calls: ExportCallResult[] = [];
  for (const c of cases) {
    console.log(`Export: ${c.call}...`);
    const times: number[] = [];
    let last: NonNullable<Awaited<ReturnType<typeof exportOnce>>> | undefined;
    let heap = 0;
    let rss = 0;
    let errors = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await exportOnce(url, seeded.token, c.body);
      if (!run) {
        errors++;
        continue;
      }
      last = run;
      times.push(run.ms);
      heap = Math.max(heap, run.peaks.heap);
      rss = Math.max(rss, run.peaks.rss);
    }
    times.sort((a, b) => a - b);
    calls.push({
      call: c.call,
      rows: last?.answer.rows ?? 0,
      bytes: last?.bytes ?? 0,
      answered: last?.answer.downloadUrl ? 'download' : 'csv',
      p50ms: Math.round(times[Math.floor((times.length - 1) / 2)] ?? 0),
      peakHeapMiB: Number((heap / MiB).toFixed(1)),
      peakRssMiB: Number((rss / MiB).toFixed(1)),
      errors,
    });
  }
  return { rows: LEDGER_ROWS, seedSeconds: seeded.seedSeconds, calls };
}

/** The export section of docs/performance.md. */
export function exportDocLines(r: ExportResults): string[] {
  return [
    '',
    `Export: \`POST transaction/export\` on a ledger of ${r.rows.toLocaleString('en-GB')} transactions over 5 years (seeded in ${r.seedSeconds} s), ${RUNS} runs each through the local gateway; memory is the process's peak above its level before the call (the handler runs in-process, and so does the local S3).`,
    '',
    '| export | rows | file | answered | p50 ms | peak heap MiB | peak RSS MiB | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...r.calls.map(
      (c) =>
        `| ${c.call} | ${c.rows.toLocaleString('en-GB')} | ${(c.bytes / MiB).toFixed(1)} MiB | ${c.answered === 'csv' ? 'the CSV' : 'download address'} | ${c.p50ms} | ${c.peakHeapMiB} | ${c.peakRssMiB} | ${c.errors} |`,
    ),
  ];
}

/** `npx tsx tests/bench/export.ts`: this scenario alone, on a stack of its own (prints the figures). */
async function alone(): Promise<void> {
  const { startStack } = await import('@bk/local');
  const stack = await startStack({ port: 0, inMemory: true, scheduler: false, quiet: true, logLevel: 'SILENT' });
  try {
    const results = await exportBench(stack.url, stack.env);
    console.log(JSON.stringify(results, null, 2));
    console.log(exportDocLines(results).join('\n'));
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  alone().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
