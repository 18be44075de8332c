/**
 * Each chart of Charts & Reports (SPEC §2) as a table of figures: the rows and series the chart
 * draws, its data table for screen readers and keyboard users, and its CSV.
 */
import type { BarChartFigures, PieChartFigures } from './figures';
import type { ChartCell, ChartTable } from './range';
import type { VatPeriod, VatPeriodFigures } from './vat-periods';
import type { Pence } from '../money';

/** The charts' headings, in the order the screen shows them (SPEC §2). */
export const CHART_TITLES = {
  incomeExpenses: 'Income & Expenses',
  incomeCategories: 'Income Categories',
  expenseCategories: 'Expense Categories',
  vatDueReclaimed: 'Total VAT Due & Reclaimed',
  salesPurchases: 'Total Sales & Purchases excl. VAT',
  dispatchesAcquisitions: 'Dispatches & Acquisitions',
} as const;

/** The series of the Income & Expenses chart (the third, the profit margin, is a percentage). */
export const INCOME_EXPENSES_COLUMNS = ['Income', 'Expenses', 'Profit margin (%)'] as const;

const money = (pence: Pence): ChartCell => ({ kind: 'money', pence });

/** One row per month: income, expenses and the profit margin (none when there is no income). */
export function incomeExpensesTable(bar: BarChartFigures): ChartTable {
  return {
    labelHeading: 'Month',
    columns: INCOME_EXPENSES_COLUMNS,
    rows: bar.labels.map((label, i) => {
      const margin = bar.profitMargin[i] ?? null;
      return {
        label,
        cells: [
          bar.income[i] === undefined ? null : money(bar.income[i]),
          bar.expenses[i] === undefined ? null : money(bar.expenses[i]),
          margin === null ? null : { kind: 'percent', value: margin },
        ],
      };
    }),
  };
}

/** One row per category of a pie, largest first as the server gives them. */
export function categoryTable(pie: PieChartFigures): ChartTable {
  return {
    labelHeading: 'Category',
    columns: ['Amount'],
    rows: pie.labels.map((label, i) => ({ label, cells: [pie.data[i] === undefined ? null : money(pie.data[i])] })),
  };
}

function vatTable(
  periods: readonly VatPeriod[],
  columns: readonly string[],
  pick: (f: VatPeriodFigures) => readonly Pence[],
): ChartTable {
  return {
    labelHeading: 'VAT period',
    columns,
    rows: periods.map((p) => ({
      label: p.label,
      cells: p.figures ? pick(p.figures).map(money) : columns.map(() => null),
    })),
  };
}

/** Boxes 3 and 4 and the net VAT (box 3 less box 4) per VAT period. */
export function vatDueTable(periods: readonly VatPeriod[]): ChartTable {
  return vatTable(periods, ['VAT due', 'VAT reclaimed', 'Net VAT'], (f) => [f.vatDue, f.reclaimed, f.netVat]);
}

/** Boxes 6 and 7 per VAT period. */
export function salesPurchasesTable(periods: readonly VatPeriod[]): ChartTable {
  return vatTable(periods, ['Sales excl. VAT', 'Purchases excl. VAT'], (f) => [f.sales, f.purchases]);
}

/** Boxes 8 and 9 per VAT period. */
export function dispatchesAcquisitionsTable(periods: readonly VatPeriod[]): ChartTable {
  return vatTable(periods, ['Dispatches', 'Acquisitions'], (f) => [f.dispatches, f.acquisitions]);
}
