import { CATEGORIES, saCategoryById } from '../categories';
import { negatePence, pence, penceSum, type Pence } from '../money';
import type { TaxYear } from '../timeframes';
import { boxesOf, type SaBoxDefinition, type SaForm } from './boxes';
import type { CategoryTotals } from './ledger-totals';

/**
 * The self-assessment figures of a period from its category totals (SPEC §3 "Category stat", §9).
 * Figures include VAT; an expense refund reduces its category; exact pence throughout.
 */

/** One category's line on a form: the API's Category stat, in pence. */
export interface SaCategoryStat {
  categoryId: string;
  name: string;
  income: boolean;
  /** Income, or the expense in the form's main column (SA103S: allowable only; SA103F: all of it). */
  amount: Pence;
  boxNumber: number | null;
  /** The part not allowable for income tax (SA103S leaves it out of every box). */
  disallowableAmount: Pence;
  disallowableBoxNumber: number | null;
}

/**
 * A category's lines: income is its money in (whatever the type); an expense is its money out,
 * and its disallowable part is the Disallowable-type amount, or all of it when the category itself
 * is never allowable (depreciation, client entertaining, private use).
 */
export function saCategoryStats(form: SaForm, totals: CategoryTotals): SaCategoryStat[] {
  const stats: SaCategoryStat[] = [];
  for (const category of CATEGORIES) {
    const t = totals.get(category.id);
    const sa = category.saCategory ? saCategoryById(category.saCategory.id) : undefined;
    if (!t || !sa || category.ignore || (t.business === 0 && t.disallowable === 0)) continue;
    const base = { categoryId: category.id, name: category.name, income: sa.income };
    if (sa.income) {
      stats.push({
        ...base,
        amount: pence(t.business + t.disallowable),
        boxNumber: form === 'SA103S' ? sa.sa103sBox : sa.sa103fBox,
        disallowableAmount: pence(0),
        disallowableBoxNumber: null,
      });
      continue;
    }
    const total = -(t.business + t.disallowable);
    const disallowable = category.disallowable ? total : -t.disallowable;
    stats.push(
      form === 'SA103S'
        ? {
            ...base,
            amount: pence(total - disallowable),
            boxNumber: category.sa103sBox,
            disallowableAmount: pence(disallowable),
            disallowableBoxNumber: null,
          }
        : {
            ...base,
            amount: pence(total),
            boxNumber: sa.sa103fBox,
            disallowableAmount: pence(disallowable),
            disallowableBoxNumber: sa.sa103fDisallowableBox,
          },
    );
  }
  return stats;
}

/** One box of the chosen form: its figure and the categories that feed it. */
export interface SaBoxFigure extends SaBoxDefinition {
  amount: Pence;
  categories: string[];
}

export interface SaSummary {
  form: SaForm;
  /** Turnover and other business income. */
  income: Pence;
  /** Box 20 (SA103S, allowable only) or box 31 (SA103F, including disallowable amounts). */
  expenses: Pence;
  /** Disallowable expenses: box 46 on SA103F; on SA103S left out of the form. */
  disallowable: Pence;
  /** Income less the expenses above: positive a profit, negative a loss. */
  netProfit: Pence;
  /** SA103F only: the profit for tax, with the disallowable expenses added back. */
  taxableProfit: Pence | null;
  /** The turnover line (box 9 or 15): what the short-form limit is tested on. */
  turnover: Pence;
  boxes: SaBoxFigure[];
}

const sumWhere = (stats: readonly SaCategoryStat[], pick: (s: SaCategoryStat) => Pence | null) =>
  penceSum(stats.map(pick).filter((p): p is Pence => p !== null));

const namesWhere = (stats: readonly SaCategoryStat[], test: (s: SaCategoryStat) => boolean) =>
  stats.filter(test).map((s) => s.name);

/** Every box of the form, from the category lines of {@link saCategoryStats}. */
export function saSummary(form: SaForm, stats: readonly SaCategoryStat[]): SaSummary {
  const inBox = (box: number) => sumWhere(stats, (s) => (s.boxNumber === box ? s.amount : null));
  const inDisallowableBox = (box: number) =>
    sumWhere(stats, (s) => (s.disallowableBoxNumber === box ? s.disallowableAmount : null));
  const [turnoverBox, otherBox, firstExpense, lastExpense] = form === 'SA103S' ? [9, 10, 11, 19] : [15, 16, 17, 30];
  const turnover = inBox(turnoverBox);
  const income = pence(turnover + inBox(otherBox));
  let expenses = pence(0);
  for (let box = firstExpense; box <= lastExpense; box++) expenses = pence(expenses + inBox(box));
  const disallowable =
    form === 'SA103S'
      ? sumWhere(stats, (s) => (s.income ? null : s.disallowableAmount))
      : penceSum(Array.from({ length: 14 }, (_, i) => inDisallowableBox(32 + i)));
  const netProfit = pence(income - expenses);
  const taxableProfit = form === 'SA103F' ? pence(netProfit + disallowable) : null;
  const profit = (n: Pence) => pence(Math.max(n, 0));
  const loss = (n: Pence) => pence(Math.max(negatePence(n), 0));
  const computed: Record<number, Pence> =
    form === 'SA103S'
      ? { 20: expenses, 21: profit(netProfit), 22: loss(netProfit) }
      : {
          31: expenses,
          46: disallowable,
          47: profit(netProfit),
          48: loss(netProfit),
          64: profit(taxableProfit ?? pence(0)),
          65: loss(taxableProfit ?? pence(0)),
        };
  const boxes = boxesOf(form).map((def): SaBoxFigure => {
    const fixed = computed[def.box];
    if (fixed !== undefined) return { ...def, amount: fixed, categories: [] };
    if (def.kind === 'disallowable')
      return {
        ...def,
        amount: inDisallowableBox(def.box),
        categories: namesWhere(stats, (s) => s.disallowableBoxNumber === def.box && s.disallowableAmount !== 0),
      };
    return {
      ...def,
      amount: inBox(def.box),
      categories: namesWhere(stats, (s) => s.boxNumber === def.box && s.amount !== 0),
    };
  });
  return { form, income, expenses, disallowable, netProfit, taxableProfit, turnover, boxes };
}

/**
 * The turnover below which the short form may be used: the VAT registration threshold of the
 * year (HMRC's SA103S notes): £90,000 from 2024-25, £85,000 from 2017-18, and the earlier ones.
 */
export function shortFormLimit(taxYear: Pick<TaxYear, 'startYear'>): Pence {
  const y = taxYear.startYear;
  if (y >= 2024) return pence(9_000_000);
  if (y >= 2017) return pence(8_500_000);
  if (y === 2016) return pence(8_300_000);
  if (y === 2015) return pence(8_200_000);
  return pence(8_100_000);
}

/** Whether the year's turnover lets the short form be used (below the limit, not at it). */
export function mayUseShortForm(turnover: Pence, taxYear: Pick<TaxYear, 'startYear'>): boolean {
  return turnover < shortFormLimit(taxYear);
}

/** The return's deadlines: paper by 31 October, online and the balancing payment by 31 January. */
export function selfAssessmentDeadlines(taxYear: Pick<TaxYear, 'startYear'>): {
  paper: string;
  online: string;
  payment: string;
} {
  const after = String(taxYear.startYear + 1).padStart(4, '0');
  const next = String(taxYear.startYear + 2).padStart(4, '0');
  return { paper: `${after}-10-31`, online: `${next}-01-31`, payment: `${next}-01-31` };
}
