import { CATEGORIES, categoryById } from '../categories';
import { pence, type Pence } from '../money';
import type { CategoryTotals } from '../self-assessment/ledger-totals';

/**
 * The figures of the Income & Expenses bar chart and the category pies (SPEC §3 "Chart data"),
 * from the same category totals as the self-assessment summary: a category's figure is its money
 * in (income) or out (expense) of every type the accounts count, Disallowable included, with
 * refunds taken off, so the bars, the pies and the full form's net profit agree.
 */

/** Fixed colours (SPEC §9), each at least 3:1 against white; charts pair them with patterns and labels. */
export const CHART_COLOURS = {
  income: '#0072B2',
  expenses: '#C4480A',
  profitMargin: '#1F1F1F',
  vatDue: '#C4480A',
  vatReclaimed: '#0072B2',
  netVat: '#5B3E96',
  sales: '#0072B2',
  purchases: '#C4480A',
  dispatches: '#00785A',
  acquisitions: '#8A5A00',
} as const;

/** Pie slice colours, given to categories in their order within income or expenses. */
export const CATEGORY_PALETTE: readonly string[] = [
  '#0072B2',
  '#C4480A',
  '#00785A',
  '#A3336F',
  '#8A5A00',
  '#4B4BA8',
  '#2F6F73',
  '#7A5195',
  '#A05A2C',
  '#3C6E1F',
  '#5E5E5E',
  '#1F4E79',
];

/** A category's fixed slice colour. */
export function categoryColour(categoryId: string): string {
  const category = categoryById(categoryId);
  const income = category?.saCategory?.income ?? false;
  const index = CATEGORIES.filter((c) => c.saCategory && c.saCategory.income === income).findIndex(
    (c) => c.id === categoryId,
  );
  return CATEGORY_PALETTE[Math.max(index, 0) % CATEGORY_PALETTE.length] ?? '#5E5E5E';
}

/** A category's chart figure: money in for income, money out for an expense (refunds taken off). */
export function categoryChartAmount(
  categoryId: string,
  amounts: { business: number; disallowable: number },
): {
  income: boolean;
  amount: Pence;
} | null {
  const category = categoryById(categoryId);
  if (!category?.saCategory || category.ignore) return null;
  const signed = amounts.business + amounts.disallowable;
  return category.saCategory.income
    ? { income: true, amount: pence(signed) }
    : { income: false, amount: pence(-signed) };
}

/** Income and expenses of some totals. */
export function incomeAndExpenses(totals: CategoryTotals): { income: Pence; expenses: Pence } {
  let income = 0;
  let expenses = 0;
  for (const [id, amounts] of totals) {
    const figure = categoryChartAmount(id, amounts);
    if (!figure) continue;
    if (figure.income) income += figure.amount;
    else expenses += figure.amount;
  }
  return { income: pence(income), expenses: pence(expenses) };
}

/** Profit as a percentage of income, to one decimal place; null when there is no income to divide by. */
export function profitMargin(income: Pence, expenses: Pence): number | null {
  if (income <= 0) return null;
  return Math.round(((income - expenses) * 1000) / income) / 10;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' -> 'Jan 2026'. */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** The calendar months 'YYYY-MM' from the month of `from` to the month of `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

export interface BarChartFigures {
  labels: string[];
  income: Pence[];
  expenses: Pence[];
  profitMargin: (number | null)[];
}

/** The bar chart of months in order, from each month's totals (a month with none is all zeros). */
export function barChartFigures(months: readonly { month: string; totals: CategoryTotals }[]): BarChartFigures {
  const out: BarChartFigures = { labels: [], income: [], expenses: [], profitMargin: [] };
  for (const { month, totals } of months) {
    const { income, expenses } = incomeAndExpenses(totals);
    out.labels.push(monthLabel(month));
    out.income.push(income);
    out.expenses.push(expenses);
    out.profitMargin.push(profitMargin(income, expenses));
  }
  return out;
}

export interface PieChartFigures {
  labels: string[];
  data: Pence[];
  backgroundColor: string[];
}

/** The income or expense pie: categories with a figure above zero, largest first, each in its fixed colour. */
export function pieChartFigures(totals: CategoryTotals, isIncome: boolean): PieChartFigures {
  const slices: { id: string; name: string; amount: Pence }[] = [];
  for (const [id, amounts] of totals) {
    const figure = categoryChartAmount(id, amounts);
    const name = categoryById(id)?.name;
    if (!figure || !name || figure.income !== isIncome || figure.amount <= 0) continue;
    slices.push({ id, name, amount: figure.amount });
  }
  slices.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  return {
    labels: slices.map((s) => s.name),
    data: slices.map((s) => s.amount),
    backgroundColor: slices.map((s) => categoryColour(s.id)),
  };
}
