/**
 * The part of docs/performance.md between its bench markers, written by `npm run bench` (run.ts)
 * from one run's results: a run that skips a part (BENCH_LEDGER=0 ...) keeps that part from the
 * latest earlier results file that has it, saying which run it comes from, and the ledger calls and
 * the Lambda bundles show a baseline run's figures beside this run's (BENCH_BASELINE names the
 * baseline's results file; by default the last run before the performance work of decisions 0056-0059).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { BundleResult } from './bundle-result';
import type { ExportResults } from './export';
import type { ImportResults } from './import';
import type { InvoicePdfResults } from './invoice-pdf';
import type { LedgerCallResult, LedgerResults } from './ledger';
import type { WebResults } from './web';

export type { BundleResult } from './bundle-result';

export interface LoadResult {
  url: string;
  requests: number;
  requestsPerSecond: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
}
export interface BenchResults {
  date: string;
  node: string;
  cpus: number;
  durationSeconds: number;
  connections: number;
  unauthenticated: LoadResult;
  authenticated: LoadResult;
  lambdaBundles: BundleResult[];
  /** The ledger scenario (a large ledger's list, write and VAT figure times); skipped with BENCH_LEDGER=0. */
  ledger?: LedgerResults;
  /** The CSV export of a 100,000-transaction ledger (time, size, peak memory); skipped with BENCH_EXPORT=0. */
  export?: ExportResults;
  /** A 5,000-row CSV import against its raw BatchWriteItem floor; skipped with BENCH_IMPORT=0. */
  import?: ImportResults;
  /** Invoice PDF drawing times for 3 and 200 lines; skipped with BENCH_PDF=0. */
  invoicePdf?: InvoicePdfResults;
  /** The web app's first-load sizes and throttled Chromium times; skipped with BENCH_WEB=0. */
  web?: WebResults;
}

/** A results file (path from the repository's root) and what it holds. */
export interface ResultsFile {
  file: string;
  results: BenchResults;
}

/** The parts a run may skip, in the order the doc shows them, with the variable that skips each. */
export const SKIPPABLE = {
  ledger: 'BENCH_LEDGER',
  export: 'BENCH_EXPORT',
  import: 'BENCH_IMPORT',
  invoicePdf: 'BENCH_PDF',
  web: 'BENCH_WEB',
} as const;
export type Part = keyof typeof SKIPPABLE;

/** The lines of the parts whose rows their own scenario modules know (run.ts passes them in). */
export type PartWriters = {
  [P in Exclude<Part, 'ledger'>]: (r: NonNullable<BenchResults[P]>) => string[];
};

/** The last run before the performance work: the "before" of the ledger and bundle tables. */
export const DEFAULT_BASELINE = 'bench/results/2026-11-25T20-29-36-905Z.json';

/** Every results file under `root`/bench/results but `except`, newest first (names are timestamps). */
export function readResultsFiles(root: string, except?: string): ResultsFile[] {
  const dir = `${root}bench/results`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `bench/results/${name}`)
    .filter((file) => file !== except)
    .sort()
    .reverse()
    .map((file) => ({ file, results: JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as BenchResults }));
}

/** The baseline's results: BENCH_BASELINE or the default; null (no "before" columns) when missing. */
export function readBaseline(root: string, env: NodeJS.ProcessEnv = process.env): ResultsFile | null {
  const file = env.BENCH_BASELINE ?? DEFAULT_BASELINE;
  if (!existsSync(`${root}${file}`)) {
    console.warn(`No baseline results at ${file}: the tables show this run only.`);
    return null;
  }
  return { file, results: JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as BenchResults };
}

/**
 * This run's results with each part it skipped taken from the latest of `earlier` (newest first)
 * that has it, and where each kept part comes from.
 */
export function keepSkippedParts(
  run: BenchResults,
  earlier: readonly ResultsFile[],
): { results: BenchResults; kept: Partial<Record<Part, ResultsFile>> } {
  const results: BenchResults = { ...run };
  const kept: Partial<Record<Part, ResultsFile>> = {};
  for (const part of Object.keys(SKIPPABLE) as Part[]) {
    if (run[part]) continue;
    const from = earlier.find((e) => e.results[part]);
    if (!from) continue;
    Object.assign(results, { [part]: from.results[part] });
    kept[part] = from;
  }
  return { results, kept };
}

/**
 * Calls renamed since the baseline, by their name today: the same request, described anew once its
 * answer changed (the 2-year search was refused before decision 0056 and is answered since).
 */
const RENAMED: Record<string, string> = {
  'list: filtered over 2 years (description), newest stretch (was refused past 20,000 items read)':
    'list: filtered over 2 years (description): past the 20,000-item bound, answered 400 (counted as errors)',
};

/**
 * What matches a call with the baseline's: its name with dates and numbers blanked, since the VAT
 * quarter and the tax year named follow the day the bench runs on, not the request's kind.
 */
export function callKey(name: string): string {
  return (RENAMED[name] ?? name).replace(/\d{4}-\d{2}-\d{2}/g, '<date>').replace(/\d[\d,.]*/g, '<n>');
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const rule = (n: number) => `|${'---|'.repeat(n)}`;

function ledgerLines(l: LedgerResults, baseline: ResultsFile | null): string[] {
  const intro = [
    '',
    `Ledger: one business with ${l.rows.toLocaleString('en-GB')} transactions over ${l.years} years (seeded directly in ${l.seedSeconds} s), each call measured sequentially through the local gateway; DynamoDB requests and items read per call (median) include the session and membership reads of every business call.`,
    '',
  ];
  if (!baseline?.results.ledger)
    return [
      ...intro,
      row(['ledger call', 'p50 ms', 'p95 ms', 'DynamoDB requests', 'items read', 'errors']),
      rule(6),
      ...l.calls.map((c) => row([c.call, c.p50ms, c.p95ms, c.requests, c.itemsRead, c.errors])),
    ];
  const before = new Map<string, LedgerCallResult>();
  for (const c of baseline.results.ledger.calls) if (!before.has(callKey(c.call))) before.set(callKey(c.call), c);
  const was = (c: LedgerCallResult, value: (b: LedgerCallResult) => number) => {
    const b = before.get(callKey(c.call));
    return b ? value(b) : '-';
  };
  return [
    ...intro,
    row([
      'ledger call',
      'before p50 ms',
      'p50 ms',
      'before p95 ms',
      'p95 ms',
      'before items read',
      'items read',
      'DynamoDB requests',
      'before errors',
      'errors',
    ]),
    rule(10),
    ...l.calls.map((c) =>
      row([
        c.call,
        was(c, (b) => b.p50ms),
        c.p50ms,
        was(c, (b) => b.p95ms),
        c.p95ms,
        was(c, (b) => b.itemsRead),
        c.itemsRead,
        c.requests,
        was(c, (b) => b.errors),
        c.errors,
      ]),
    ),
  ];
}

function bundleLines(bundles: readonly BundleResult[], baseline: ResultsFile | null): string[] {
  const kib = (b: BundleResult) => `${(b.bytes / 1024).toFixed(0)} KiB`;
  const cpu = (b: BundleResult) => b.coldImportCpuMs ?? '-';
  if (!baseline)
    return [
      row(['Lambda bundle (esbuild, minified, as CDK builds it)', 'size', 'cold import ms', 'cold import CPU ms']),
      rule(4),
      ...bundles.map((b) => row([`\`${b.entry}\``, kib(b), b.coldImportMs, cpu(b)])),
    ];
  const before = new Map(baseline.results.lambdaBundles.map((b) => [b.entry, b]));
  // Runs before the CPU time was measured have none to show beside it.
  const cpuBefore = baseline.results.lambdaBundles.some((b) => b.coldImportCpuMs !== undefined);
  return [
    row([
      'Lambda bundle (esbuild, minified, as CDK builds it)',
      'before size',
      'size',
      'before cold import ms',
      'cold import ms',
      ...(cpuBefore ? ['before cold import CPU ms'] : []),
      'cold import CPU ms',
      'total size',
      'import + heaviest first call CPU ms',
    ]),
    rule(cpuBefore ? 9 : 8),
    ...bundles.map((b) => {
      const was = before.get(b.entry);
      return row([
        `\`${b.entry}\``,
        was ? kib(was) : '-',
        kib(b),
        was?.coldImportMs ?? '-',
        b.coldImportMs,
        ...(cpuBefore ? [was ? cpu(was) : '-'] : []),
        cpu(b),
        b.totalBytes === undefined ? '-' : `${(b.totalBytes / 1024).toFixed(0)} KiB`,
        b.firstCallCpuMs ?? '-',
      ]);
    }),
  ];
}

/** The lines between the markers: this run (`file`), the parts it kept, beside the baseline. */
export function benchSection(
  run: BenchResults,
  file: string,
  options: { earlier: readonly ResultsFile[]; baseline: ResultsFile | null; writers: PartWriters },
): string[] {
  const { results: r, kept } = keepSkippedParts(run, options.earlier);
  const { baseline, writers } = options;
  const keptNote = (part: Part): string[] => {
    const from = kept[part];
    if (!from) return [];
    return [
      '',
      `_From the run of ${when(from.results.date)} (\`${from.file}\`): this run skipped it (${SKIPPABLE[part]}=0)._`,
    ];
  };
  return [
    `Last run ${when(r.date)} on Node ${r.node}, ${r.cpus} cores, ${r.connections} connections for ${r.durationSeconds} s each, local stack (DynamoDB Local in memory); raw figures in \`${file}\`.`,
    ...(baseline
      ? [
          '',
          `"Before" columns: the run of ${when(baseline.results.date)} (\`${baseline.file}\`), matched by call and by bundle (BENCH_BASELINE names another results file); - where it had no such call or bundle.`,
        ]
      : []),
    '',
    row(['call through the local gateway', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']),
    rule(6),
    ...[r.unauthenticated, r.authenticated].map((x, i) =>
      row([
        `${i ? 'authenticated' : 'unauthenticated'} \`GET ${x.url}\``,
        x.requestsPerSecond,
        x.p50ms,
        x.p95ms,
        x.p99ms,
        x.non2xx + x.errors,
      ]),
    ),
    '',
    ...bundleLines(r.lambdaBundles, baseline),
    ...(r.ledger ? [...keptNote('ledger'), ...ledgerLines(r.ledger, baseline)] : []),
    ...(r.export ? [...keptNote('export'), ...writers.export(r.export)] : []),
    ...(r.import ? [...keptNote('import'), ...writers.import(r.import)] : []),
    ...(r.invoicePdf ? [...keptNote('invoicePdf'), ...writers.invoicePdf(r.invoicePdf)] : []),
    ...(r.web ? [...keptNote('web'), ...writers.web(r.web)] : []),
  ];
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/**
 * `doc` with `section` between its bench markers (what follows the end marker kept), formatted as
 * the repository's prettier formats Markdown so the file stays as the format check wants it.
 */
export async function withBenchSection(doc: string, section: readonly string[], path: string): Promise<string> {
  const head = doc.split(START)[0] || '# Performance\n\n';
  const tail = doc.includes(END) ? (doc.split(END)[1] ?? '\n') : '\n';
  const text = `${head}${START}\n\n${section.join('\n')}\n\n${END}${tail}`;
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** Rewrite the bench part of the Markdown file at `path`; answers that part as written. */
export async function writePerformanceDoc(path: string, section: readonly string[]): Promise<string> {
  const doc = await withBenchSection(existsSync(path) ? readFileSync(path, 'utf8') : '', section, path);
  writeFileSync(path, doc);
  return doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length);
}
