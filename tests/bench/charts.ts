/**
 * The chart and self-assessment calls of the ledger scenario of `npm run bench`, on the same
 * 100,000-transaction ledger.
 */
import type { LedgerCallResult } from './ledger';

export type Measure = (
  call: string,
  request: () => { method: string; path: string; body?: unknown },
) => Promise<LedgerCallResult>;

/** The charts and the self-assessment summary (decision 0039): items read grow with months, not rows. */
export async function chartCalls(measure: Measure, now: Date): Promise<LedgerCallResult[]> {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const twelve = { dateFrom: iso(new Date(Date.UTC(y, m - 11, 1))), dateTo: iso(new Date(Date.UTC(y, m + 1, 0))) };
  const five = { dateFrom: iso(new Date(Date.UTC(y - 5, m + 1, 1))), dateTo: twelve.dateTo };
  const partial = { dateFrom: iso(new Date(Date.UTC(y - 1, m, 15))), dateTo: iso(new Date(Date.UTC(y, m, 14))) };
  const lastYearStart = now >= new Date(Date.UTC(y, 3, 6)) ? y - 1 : y - 2;
  const taxYear = { startDate: `${lastYearStart}-04-06`, endDate: `${lastYearStart + 1}-04-05` };
  const patch = (path: string, body: unknown) => () => ({ method: 'PATCH', path, body });
  return [
    await measure('bar chart: last 12 months', patch('/transaction/transactions-bar-chart', twelve)),
    await measure('bar chart: 5 years (60 months)', patch('/transaction/transactions-bar-chart', five)),
    await measure(
      'bar chart: 12 months from the 15th (edge days read from the transactions)',
      patch('/transaction/transactions-bar-chart', partial),
    ),
    await measure(
      'pie chart: expense categories, last 12 months',
      patch('/transaction/pie-chart-accounts', { ...twelve, isIncome: false }),
    ),
    await measure(
      'pie chart: income categories, 5 years',
      patch('/transaction/pie-chart-accounts', { ...five, isIncome: true }),
    ),
    await measure(
      `self-assessment: tax year ${lastYearStart}-${lastYearStart + 1}, full form (SA103F)`,
      patch('/transaction/stats/category', taxYear),
    ),
    await measure(
      `self-assessment: tax year ${lastYearStart}-${lastYearStart + 1}, short form (SA103S)`,
      patch('/transaction/stats/category/short', taxYear),
    ),
  ];
}
