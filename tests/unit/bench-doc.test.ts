import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  benchSection,
  callKey,
  keepSkippedParts,
  withBenchSection,
  writePerformanceDoc,
  type BenchResults,
  type PartWriters,
  type ResultsFile,
} from '../bench/doc';

/**
 * The bench's writer of docs/performance.md (tests/bench/doc.ts), on results files of real runs: a
 * partial run keeps the parts it skipped from the latest earlier run that has them, and the ledger
 * calls and bundles show the baseline's figures beside this run's.
 */

const root = new URL('../../', import.meta.url).pathname;
const load = (name: string): ResultsFile => {
  const file = `bench/results/${name}.json`;
  return { file, results: JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as BenchResults };
};
const baseline = load('2026-11-25T20-29-36-905Z');
const older = load('2026-11-25T17-52-33-215Z');
const writers: PartWriters = {
  export: (r) => ['', `export of ${r.rows} rows`],
  import: (r) => ['', `import of ${r.rows} rows`],
  invoicePdf: () => ['', 'invoice PDF'],
  web: () => ['', 'web first load'],
};
/** A run of its own: the baseline's figures, with the parts named left out (skipped). */
function partialRun(...skipped: (keyof BenchResults)[]): BenchResults {
  const run: BenchResults = { ...baseline.results, date: '2026-11-26T05:00:00.000Z' };
  for (const part of skipped) delete run[part];
  return run;
}
const cells = (line: string | undefined) =>
  (line ?? '')
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

describe('bench doc writer', () => {
  it('keeps each skipped part from the newest earlier results that have it, and nothing it ran', () => {
    const run = partialRun('ledger', 'export', 'invoicePdf');
    const { results, kept } = keepSkippedParts(run, [baseline, older]);
    expect(results.ledger).toBe(baseline.results.ledger);
    expect(results.export).toBe(baseline.results.export);
    expect(results.import).toBe(run.import);
    expect(kept).toEqual({ ledger: baseline, export: baseline, invoicePdf: baseline });
    // A part no earlier run has stays out.
    expect(keepSkippedParts(partialRun('web'), [baseline, older]).kept).toEqual({});
    expect(keepSkippedParts(partialRun('ledger'), [older, baseline]).kept.ledger).toBe(older);
  });

  it('says which run a kept part comes from, before that part', () => {
    const lines = benchSection(partialRun('ledger', 'export'), 'bench/results/now.json', {
      earlier: [older],
      baseline: null,
      writers,
    });
    const note = lines.findIndex((l) => l.startsWith('_From the run of 2026-11-25 17:52 UTC'));
    expect(lines[note]).toContain('`bench/results/2026-11-25T17-52-33-215Z.json`');
    expect(lines[note]).toContain('BENCH_LEDGER=0');
    expect(lines[note + 2]).toMatch(/^Ledger: one business/);
    expect(lines).toContain('export of 100000 rows');
    expect(lines.some((l) => l.includes('BENCH_EXPORT=0'))).toBe(true);
    expect(lines.some((l) => l.includes('BENCH_IMPORT=0'))).toBe(false);
  });

  it('puts the baseline beside each ledger call and bundle, matched across renames and dates', () => {
    const run = partialRun();
    const calls = (baseline.results.ledger?.calls ?? []).map((c) =>
      c.call.startsWith('list: filtered over 2 years')
        ? {
            ...c,
            call: 'list: filtered over 2 years (description), newest stretch (was refused past 20,000 items read)',
            errors: 0,
            p50ms: 259.07,
            itemsRead: 5077,
          }
        : c.call.startsWith('vat-figures: a quarter')
          ? {
              ...c,
              call: 'vat-figures: a quarter (2026-10-01 to 2026-12-31, 5,040 transactions), standard scheme',
              p50ms: 6.99,
              itemsRead: 6,
            }
          : c,
    );
    const first = calls[0];
    if (!first) throw new Error('The baseline has no ledger call');
    run.ledger = {
      rows: baseline.results.ledger?.rows ?? 0,
      years: 5,
      seedSeconds: 74,
      calls: [...calls, { ...first, call: 'a new call' }],
    };
    run.lambdaBundles = [
      ...baseline.results.lambdaBundles.map((b) => ({ ...b, bytes: 500 * 1024, coldImportCpuMs: 60 })),
      {
        entry: 'functions/jobs/new/index.ts',
        bytes: 300 * 1024,
        coldImportMs: 40,
        coldImportCpuMs: 45,
        totalBytes: 350 * 1024,
        firstCallCpuMs: 52,
      },
    ];
    const lines = benchSection(run, 'bench/results/now.json', { earlier: [], baseline, writers });
    const line = (start: string) => cells(lines.find((l) => l.startsWith(`| ${start}`)));

    expect(cells(lines.find((l) => l.startsWith('| ledger call')))).toEqual([
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
    ]);
    expect(line('list: filtered over 2 years')).toEqual([
      'list: filtered over 2 years (description), newest stretch (was refused past 20,000 items read)',
      '673.77',
      '259.07',
      '934.33',
      '934.33',
      '20005',
      '5077',
      '24',
      '63',
      '0',
    ]);
    expect(line('vat-figures: a quarter').slice(1, 7)).toEqual(['472.43', '6.99', '621.63', '621.63', '5044', '6']);
    expect(line('a new call').slice(1, 3)).toEqual(['-', '84.84']);
    expect(line('`functions/user/index.ts`')).toEqual([
      '`functions/user/index.ts`',
      '1797 KiB',
      '500 KiB',
      '137',
      '137',
      '60',
      '-',
      '-',
    ]);
    expect(line('`functions/jobs/new/index.ts`')).toEqual([
      '`functions/jobs/new/index.ts`',
      '-',
      '300 KiB',
      '-',
      '40',
      '45',
      '350 KiB',
      '52',
    ]);
    expect(lines.some((l) => l.includes('"Before" columns: the run of 2026-11-25 20:29 UTC'))).toBe(true);
  });

  it('matches a call by its kind, not by the dates and counts its name carries', () => {
    expect(callKey('self-assessment: tax year 2025-2026, full form (SA103F)')).toBe(
      callKey('self-assessment: tax year 2026-2027, full form (SA103F)'),
    );
    expect(callKey('self-assessment: tax year 2025-2026, full form (SA103F)')).not.toBe(
      callKey('self-assessment: tax year 2025-2026, short form (SA103S)'),
    );
    expect(callKey('list: filtered (Last 90 days, description "coffee")')).not.toBe(
      callKey('list: filtered (last 6 months, category Fuel, £100-£1,000)'),
    );
  });

  it('rewrites only what lies between the markers, formatted as prettier formats Markdown', async () => {
    const doc = '# Performance\n\nWritten by hand.\n\n<!-- bench:start -->\nold table\n<!-- bench:end -->\n\nAfter.\n';
    const out = await withBenchSection(doc, ['| a | b |', '|---|---|', '| 1 | 22 |'], `${root}docs/performance.md`);
    expect(out).toBe(
      '# Performance\n\nWritten by hand.\n\n<!-- bench:start -->\n\n| a   | b   |\n| --- | --- |\n| 1   | 22  |\n\n<!-- bench:end -->\n\nAfter.\n',
    );
  });

  it('writes the file and answers the part it wrote, markers included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-doc-'));
    try {
      const path = join(dir, 'performance.md');
      writeFileSync(path, '# Performance\n\n<!-- bench:start -->\nold\n<!-- bench:end -->\n');
      const written = await writePerformanceDoc(path, ['New figures.']);
      expect(written).toBe('<!-- bench:start -->\n\nNew figures.\n\n<!-- bench:end -->');
      expect(readFileSync(path, 'utf8')).toBe(`# Performance\n\n${written}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
