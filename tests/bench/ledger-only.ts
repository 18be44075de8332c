/**
 * `npx tsx tests/bench/ledger-only.ts`: the ledger scenario of `npm run bench` alone, printed as the
 * table docs/performance.md shows, without writing docs/performance.md or bench/results (for
 * measuring one part on a shared machine). BENCH_LEDGER_ROWS, BENCH_LEDGER_SAMPLES and
 * BENCH_VAT_SUMS=0 (a ledger whose aggregates predate the VAT sums, decision 0057) apply.
 */
import { startStack } from '@bk/local';
import { ledgerBench } from './ledger';
import { stackDb } from './stack-db';

async function main() {
  const stack = await startStack({ port: 0, inMemory: true, scheduler: false, quiet: true, logLevel: 'SILENT' });
  try {
    const db = stackDb(stack.env);
    const r = await ledgerBench(stack.url, db);
    console.log(`${r.rows} transactions over ${r.years} years, seeded in ${r.seedSeconds} s`);
    console.log('| ledger call | p50 ms | p95 ms | DynamoDB requests | items read | errors |');
    console.log('|---|---|---|---|---|---|');
    for (const c of r.calls)
      console.log(`| ${c.call} | ${c.p50ms} | ${c.p95ms} | ${c.requests} | ${c.itemsRead} | ${c.errors} |`);
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
