/**
 * The VAT figures calls over 12 months of the ledger scenario of `npm run bench` (decision 0057):
 * an annual-accounting period read from month aggregates, and one that starts mid-month, whose edge
 * months are read by day. Items read grow with months, not with transactions.
 */
import { addDays } from '@bk/domain';
import type { Measure } from './charts';
import type { LedgerCallResult } from './ledger';

type Figures = (
  scheme: number,
  period: { from: string; to: string },
) => () => { method: string; path: string; body?: unknown };

export async function yearFigureCalls(
  measure: Measure,
  figures: Figures,
  txs: readonly { date: string }[],
  lastDay: string,
): Promise<LedgerCallResult[]> {
  // The 12 months that end on lastDay: from the day after it, a year earlier.
  const next = addDays(lastDay, 1);
  const year = { from: `${String(Number(next.slice(0, 4)) - 1)}${next.slice(4)}`, to: lastDay };
  const midMonth = { from: addDays(year.from, 14), to: addDays(year.to, -16) };
  const count = (p: { from: string; to: string }) =>
    txs.filter((t) => t.date >= p.from && t.date <= p.to).length.toLocaleString('en-GB');
  return [
    await measure(
      `vat-figures: 12 months (${year.from} to ${year.to}, ${count(year)} transactions), standard scheme`,
      figures(1, year),
    ),
    await measure('vat-figures: the same 12 months, flat rate scheme', figures(2, year)),
    await measure(
      `vat-figures: 12 months from the 15th (${midMonth.from} to ${midMonth.to}, ${count(midMonth)} transactions; edge months by day), standard scheme`,
      figures(1, midMonth),
    ),
  ];
}
