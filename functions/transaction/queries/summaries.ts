import {
  CHART_RANGE_MESSAGES,
  MAX_CHART_RANGE_YEARS,
  MESSAGES,
  barChartFigures,
  incomeAndExpenses,
  mergeCategoryTotals,
  monthsBetween,
  pieChartFigures,
  saCategoryStats,
  toPounds,
  type CategoryTotals,
  type SaForm,
} from '@bk/domain';
import { categoryTotals, rangeParts } from '../../shared/ledger/category-totals';
import { ValidationError } from '../../shared/errors';

/**
 * The charts and the self-assessment summary (decision 0039): each reads the category summaries of
 * the whole periods in its range (one item a month) and, for a range that starts or ends inside a
 * period, the transactions of those few days; never the whole ledger. The reading itself is shared
 * with the help assistant (functions/shared/ledger), so both give the same figures.
 */

/** The longest range a chart or summary is worked out for (the charts screen checks it too). */
const MAX_MONTHS = MAX_CHART_RANGE_YEARS * 12;

export const SUMMARY_MESSAGES = {
  dateOrder: MESSAGES.dateOrder,
  dateRange: CHART_RANGE_MESSAGES.tooLong,
} as const;

/** Refuse a range that ends before it starts or spans more than {@link MAX_MONTHS} months. */
export function checkRange(from: string, to: string, fields: { from: string; to: string }): void {
  if (to < from) throw new ValidationError([{ field: fields.to, message: SUMMARY_MESSAGES.dateOrder }]);
  if (monthsBetween(from, to).length > MAX_MONTHS)
    throw new ValidationError([{ field: fields.from, message: SUMMARY_MESSAGES.dateRange }]);
}

export async function barChart(businessId: string, body: { dateFrom: string; dateTo: string }) {
  checkRange(body.dateFrom, body.dateTo, { from: 'dateFrom', to: 'dateTo' });
  const { periods, edgeMonths } = await rangeParts(businessId, body.dateFrom, body.dateTo);
  const figures = barChartFigures(
    monthsBetween(body.dateFrom, body.dateTo).map((month) => ({
      month,
      totals: mergeCategoryTotals([
        ...periods.filter((p) => p.period.startsWith(month)).map((p) => p.totals),
        edgeMonths.get(month) ?? (new Map() as CategoryTotals),
      ]),
    })),
  );
  return {
    labels: figures.labels,
    income: figures.income.map(toPounds),
    expenses: figures.expenses.map(toPounds),
    profitMargin: figures.profitMargin,
  };
}

export async function pieChart(businessId: string, body: { dateFrom: string; dateTo: string; isIncome: boolean }) {
  checkRange(body.dateFrom, body.dateTo, { from: 'dateFrom', to: 'dateTo' });
  const figures = pieChartFigures(await categoryTotals(businessId, body.dateFrom, body.dateTo), body.isIncome);
  return { labels: figures.labels, data: figures.data.map(toPounds), backgroundColor: figures.backgroundColor };
}

export async function categoryStats(businessId: string, form: SaForm, body: { startDate: string; endDate: string }) {
  checkRange(body.startDate, body.endDate, { from: 'startDate', to: 'endDate' });
  return saCategoryStats(form, await categoryTotals(businessId, body.startDate, body.endDate)).map((s) => ({
    categoryId: s.categoryId,
    name: s.name,
    income: s.income,
    amount: toPounds(s.amount),
    boxNumber: s.boxNumber,
    disallowableAmount: toPounds(s.disallowableAmount),
    disallowableBoxNumber: s.disallowableBoxNumber,
  }));
}

/** The first and last days an open end of a range stands for. */
const OPEN_FROM = '1000-01-01';
const OPEN_TO = '9999-12-31';

/** Income and expenses (pounds) of a range, either end of which may be open. */
export async function incomeExpenseStats(businessId: string, body: { startDate?: string; endDate?: string }) {
  const from = body.startDate ?? OPEN_FROM;
  const to = body.endDate ?? OPEN_TO;
  if (to < from) throw new ValidationError([{ field: 'endDate', message: SUMMARY_MESSAGES.dateOrder }]);
  const { income, expenses } = incomeAndExpenses(await categoryTotals(businessId, from, to));
  return { income: toPounds(income), expenses: toPounds(expenses) };
}
