import { aggregateRepository, transactionRepository } from '@bk/data';
import { addToCategoryTotals, mergeCategoryTotals, summaryPlan, type CategoryTotals } from '@bk/domain';
import { getDb } from '../clients/db';

/** A read bound DynamoDB accepts as a Limit (the edge days are read whole). */
const READ_ALL = 2_000_000_000;

/** The summaries of a range, by period; the edge days counted from their transactions, by month. */
export async function rangeParts(businessId: string, from: string, to: string) {
  const db = getDb();
  const plan = summaryPlan(from, to);
  const [periods, ...edges] = await Promise.all([
    plan.periods
      ? aggregateRepository(db).listSummaries(businessId, plan.periods.first, plan.periods.last)
      : Promise.resolve([]),
    ...plan.edges.map((edge) =>
      transactionRepository(db).queryTransactions(businessId, { from: edge.from, to: edge.to, limit: READ_ALL }),
    ),
  ]);
  const edgeMonths = new Map<string, CategoryTotals>();
  for (const edge of edges)
    for (const tx of edge.items) {
      const month = tx.date.slice(0, 7);
      const totals = edgeMonths.get(month) ?? (new Map() as CategoryTotals);
      addToCategoryTotals(totals, tx);
      edgeMonths.set(month, totals);
    }
  return { periods, edgeMonths };
}

/** Every category's totals over `from`..`to`. */
export async function categoryTotals(businessId: string, from: string, to: string): Promise<CategoryTotals> {
  const { periods, edgeMonths } = await rangeParts(businessId, from, to);
  return mergeCategoryTotals([...periods.map((p) => p.totals), ...edgeMonths.values()]);
}
