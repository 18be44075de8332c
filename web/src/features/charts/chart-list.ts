/** The charts of Charts & Reports in the screen's order (SPEC §2), each with its figures and look. */
import {
  CHART_COLOURS,
  CHART_TITLES,
  categoryTable,
  dispatchesAcquisitionsTable,
  incomeExpensesTable,
  salesPurchasesTable,
  vatDueTable,
  type BarChartFigures,
  type ChartTable,
  type PieChartFigures,
  type VatPeriod,
} from '@bk/domain';
import { barSpec, pieSpec, type SeriesStyle } from './chart-specs';
import type { ChartSpec } from './chart-views/chart-spec';

export interface ChartData {
  readonly table: ChartTable;
  readonly spec: ChartSpec;
}

/** A chart's state: its figures, still loading, or failed. */
export type ChartState =
  { readonly status: 'pending' } | { readonly status: 'error' } | ({ readonly status: 'ready' } & ChartData);

export interface ChartEntry {
  readonly title: string;
  readonly state: ChartState;
  /** What a table cell without a figure says. */
  readonly emptyCell: string;
}

/** What a chart is made from: a query's data (undefined until loaded) and whether it failed. */
export interface Loaded<T> {
  readonly data: T | undefined;
  readonly isError: boolean;
}

function stateOf<T>(loaded: Loaded<T>, make: (data: T) => ChartData): ChartState {
  if (loaded.data !== undefined) return { status: 'ready', ...make(loaded.data) };
  return loaded.isError ? { status: 'error' } : { status: 'pending' };
}

const first: SeriesStyle['pattern'] = 'stripes';
const second: SeriesStyle['pattern'] = 'dots';

function bars(table: ChartTable, styles: readonly SeriesStyle[], line?: { colour: string }): ChartData {
  return { table, spec: barSpec(table, styles, line) };
}

/** Income & Expenses (with the profit margin as a line) and the two category pies. */
export function ledgerCharts(
  bar: Loaded<BarChartFigures>,
  income: Loaded<PieChartFigures>,
  expenses: Loaded<PieChartFigures>,
): ChartEntry[] {
  return [
    {
      title: CHART_TITLES.incomeExpenses,
      emptyCell: 'No income',
      state: stateOf(bar, (figures) =>
        bars(
          incomeExpensesTable(figures),
          [
            { colour: CHART_COLOURS.income, pattern: first },
            { colour: CHART_COLOURS.expenses, pattern: second },
          ],
          { colour: CHART_COLOURS.profitMargin },
        ),
      ),
    },
    {
      title: CHART_TITLES.incomeCategories,
      emptyCell: '',
      state: stateOf(income, (pie) => ({ table: categoryTable(pie), spec: pieSpec(pie) })),
    },
    {
      title: CHART_TITLES.expenseCategories,
      emptyCell: '',
      state: stateOf(expenses, (pie) => ({ table: categoryTable(pie), spec: pieSpec(pie) })),
    },
  ];
}

const NOT_FILED = 'Not filed';

/** The three VAT charts by VAT period, a period nobody filed keeping its label without bars. */
export function vatCharts(periods: Loaded<readonly VatPeriod[]>): ChartEntry[] {
  return [
    {
      title: CHART_TITLES.vatDueReclaimed,
      emptyCell: NOT_FILED,
      state: stateOf(periods, (p) =>
        bars(vatDueTable(p), [
          { colour: CHART_COLOURS.vatDue, pattern: first },
          { colour: CHART_COLOURS.vatReclaimed, pattern: second },
          { colour: CHART_COLOURS.netVat, pattern: 'grid' },
        ]),
      ),
    },
    {
      title: CHART_TITLES.salesPurchases,
      emptyCell: NOT_FILED,
      state: stateOf(periods, (p) =>
        bars(salesPurchasesTable(p), [
          { colour: CHART_COLOURS.sales, pattern: first },
          { colour: CHART_COLOURS.purchases, pattern: second },
        ]),
      ),
    },
    {
      title: CHART_TITLES.dispatchesAcquisitions,
      emptyCell: NOT_FILED,
      state: stateOf(periods, (p) =>
        bars(dispatchesAcquisitionsTable(p), [
          { colour: CHART_COLOURS.dispatches, pattern: first },
          { colour: CHART_COLOURS.acquisitions, pattern: second },
        ]),
      ),
    },
  ];
}
