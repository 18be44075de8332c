import { UNCATEGORISED } from '@bk/data';
import { balanceCommands, parseBalanceArgs } from './balance-commands';
import { connect } from './connect';
import { printVatSumsReports } from './vat-sums-print';

const USAGE = `Recompute every bank account's balance (its opening balance plus its transactions), each ledger's magnitude (the sum of its amounts'
magnitudes that keeps every total within the range of money), its category totals by period (what
the charts and the self-assessment summary read) and the VAT sums of its day and month aggregates
(what the VAT return's figures read), from the transactions, and report any drift.

  npm run check-balances [-- --business <id>] [-- --fix]

Works on the running local stack, or on a deployed stage when TABLE_NAME (and AWS credentials) are set.
Without --business it visits every business with a bank account (a table Scan: an operator command only).
--fix sets a drifting balance, magnitude, category total or VAT sum to the recomputed sum; use it only while nobody edits that ledger
(a VAT sum is repaired only if its aggregate did not move meanwhile: run again to finish one that did).
Exits 1 when any drift is found (after fixing, if asked).`;

const money = (p: number) => `${p < 0 ? '-' : ''}£${(Math.abs(p) / 100).toFixed(2)}`;

async function main(): Promise<number> {
  const args = parseBalanceArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    console.log(USAGE);
    return 2;
  }
  const { db, where } = connect();
  const reports = await balanceCommands(db).check(args);
  const drifting = reports.filter((r) => r.drift !== 0);
  console.log(`Checked ${reports.length} account(s) in ${where}.`);
  for (const r of drifting)
    console.log(
      `DRIFT business ${r.businessId} account ${r.accountId} (${r.name}): stored ${money(r.stored)}, ` +
        `opening balance and transactions ${money(r.computed)} (${r.transactions}), drift ${money(r.drift)}${args.fix && r.name !== '(no account)' ? ' - fixed' : ''}`,
    );
  if (drifting.length === 0) console.log('Every balance equals its opening balance plus its transactions.');
  const magnitudes = (await balanceCommands(db).checkMagnitudes(args)).filter((r) => r.drift !== 0);
  for (const r of magnitudes)
    console.log(
      `DRIFT business ${r.businessId} ledger magnitude: stored ${money(r.stored)}, ` +
        `transactions ${money(r.computed)}${args.fix ? ' - fixed' : ''}`,
    );
  const summaries = await balanceCommands(db).checkSummaries(args);
  for (const r of summaries) {
    // The uncategorised count is a number of transactions, every other total is money.
    const shown = (n: number) => (r.attribute === UNCATEGORISED ? String(n) : money(n));
    console.log(
      `DRIFT business ${r.businessId} period ${r.period} total ${r.attribute}: stored ${shown(r.stored)}, ` +
        `transactions ${shown(r.computed)}${args.fix ? ' - fixed' : ''}`,
    );
  }
  if (summaries.length === 0) console.log('Every category total equals the sum of its transactions.');
  const vatSums = await balanceCommands(db).checkVatSums(args);
  printVatSumsReports(vatSums, args.fix);
  return drifting.length || magnitudes.length || summaries.length || vatSums.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
