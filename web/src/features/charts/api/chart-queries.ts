import { parsePounds, type BarChartFigures, type ChartRange, type PieChartFigures } from '@bk/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

/** Chart figures belong to the ledger: kept under the transactions' keys, so a change there reaches them. */
const chartKeys = {
  bar: (range: ChartRange) => [...transactionKeys.all, 'charts', 'bar', range] as const,
  pie: (range: ChartRange, isIncome: boolean) => [...transactionKeys.all, 'charts', 'pie', range, isIncome] as const,
};

const toPence = (pounds: readonly number[]) => pounds.map((p) => parsePounds(p));

/** SPEC §3 "Chart data": the Income & Expenses bars of the range's months. */
export const barChartQueryOptions = (range: ChartRange) =>
  queryOptions({
    queryKey: chartKeys.bar(range),
    queryFn: async ({ signal }): Promise<BarChartFigures> => {
      const bar = await api.call('transactionBarChart', { body: { ...range }, signal });
      return { ...bar, income: toPence(bar.income), expenses: toPence(bar.expenses) };
    },
  });

/** SPEC §3 "Chart data": the income or expense categories of the range, largest first. */
export const pieChartQueryOptions = (range: ChartRange, isIncome: boolean) =>
  queryOptions({
    queryKey: chartKeys.pie(range, isIncome),
    queryFn: async ({ signal }): Promise<PieChartFigures> => {
      const pie = await api.call('transactionPieChart', { body: { ...range, isIncome }, signal });
      return { ...pie, data: toPence(pie.data) };
    },
  });

/** The bars of a range; a new range shows the last figures until its own arrive. */
export function useBarChart(range: ChartRange) {
  return useQuery({ ...barChartQueryOptions(range), placeholderData: keepPreviousData });
}

export function usePieChart(range: ChartRange, isIncome: boolean) {
  return useQuery({ ...pieChartQueryOptions(range, isIncome), placeholderData: keepPreviousData });
}
