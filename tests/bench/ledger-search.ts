/**
 * Whole-ledger searches of the ledger bench (decision 0056): each filter kind of the Income &
 * Expenses search over All dates, answered a stretch of dates at a time whose transactions the
 * aggregates say fit the search budget. The last row walks every stretch of the ledger in turn
 * ("Search further back" until the oldest), so its p95 covers the oldest stretches too.
 */
import { addDays } from '@bk/domain';
import type { LedgerCallResult } from './ledger';

type Measure = (
  call: string,
  request: (i: number) => { method: string; path: string; body?: unknown },
  after?: (json: unknown, i: number) => void,
) => Promise<LedgerCallResult>;
type List = (filter: unknown, page?: number) => () => { method: string; path: string; body?: unknown };

export async function searchCalls(measure: Measure, list: List, accountId: string | undefined) {
  const rows: LedgerCallResult[] = [];
  const kinds: [string, Record<string, unknown>][] = [
    ['description "coffee"', { desc: 'coffee' }],
    ['category Fuel', { categoryId: 'fuel' }],
    ['amount £100-£1,000', { minAmount: 100, maxAmount: 1000 }],
    ['type Income', { transactionTypeId: 1 }],
    ['refunds only', { isRefund: true }],
    ['uncategorised', { uncategorised: true }],
    ['one account, description "coffee"', { bankAccountId: accountId, desc: 'coffee' }],
    [
      'category Fuel, £100-£1,000, description "order"',
      { categoryId: 'fuel', minAmount: 100, maxAmount: 1000, desc: 'order' },
    ],
  ];
  for (const [name, filter] of kinds)
    rows.push(await measure(`search All dates, ${name}: newest stretch, page 1`, list(filter)));

  let searchTo: string | null = null;
  let stretches = 0;
  let walks = 0;
  const walked = await measure(
    'search All dates, description "coffee": every stretch in turn (Search further back to the oldest)',
    () => list(searchTo ? { desc: 'coffee', searchTo } : { desc: 'coffee' })(),
    (json) => {
      const from = (json as { searchedFrom?: string }).searchedFrom;
      if (from) {
        searchTo = addDays(from, -1);
        if (walks === 0) stretches++;
      } else {
        if (walks === 0) stretches++;
        walks++;
        searchTo = null;
      }
    },
  );
  rows.push({ ...walked, call: `${walked.call}: ${stretches} stretches for the whole ledger` });
  return rows;
}
