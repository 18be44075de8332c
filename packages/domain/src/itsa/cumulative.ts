import { pence, penceSum, toPounds, type Pence } from '../money';
import type { CategoryTotals } from '../self-assessment/ledger-totals';
import { saCategoryStats, type SaCategoryStat } from '../self-assessment/summary';

/**
 * The quarterly cumulative update (Self Employment Business 5.0, reference pack §4 and §7) from the
 * year-to-date category totals, through the same category lines as the Self-Assessment summary's
 * full form (SA103F): income in boxes 15-16, each expense's total (allowable and disallowable) in
 * boxes 17-30 and its disallowable part again in 32-45, as HMRC's mapping CSV and the paper form
 * read. Refunds are already netted in the totals; Personal, Ignore and Unreconciled transactions and
 * categories with no self-assessment line never reach them.
 */

export type CumulativeGroup = 'periodIncome' | 'periodExpenses' | 'periodDisallowableExpenses';

interface FieldDefinition {
  readonly name: string;
  readonly label: string;
  /** The SA103F box the field stands for (box 24 feeds two fields, split by category). */
  readonly box: number;
}

// HMRC's mapping CSV (sa103f_mapping_v3) by SA103F box; box 24 is advertising and entertainment.
// prettier-ignore
const EXPENSES: readonly (FieldDefinition & { readonly disallowableBox: number })[] = [
  { name: 'costOfGoods', label: 'Cost of goods bought for resale or goods used', box: 17, disallowableBox: 32 },
  { name: 'paymentsToSubcontractors', label: 'Construction industry - payments to subcontractors', box: 18, disallowableBox: 33 },
  { name: 'wagesAndStaffCosts', label: 'Wages, salaries and other staff costs', box: 19, disallowableBox: 34 },
  { name: 'carVanTravelExpenses', label: 'Car, van and travel expenses', box: 20, disallowableBox: 35 },
  { name: 'premisesRunningCosts', label: 'Rent, rates, power and insurance costs', box: 21, disallowableBox: 36 },
  { name: 'maintenanceCosts', label: 'Repairs and maintenance of property and equipment', box: 22, disallowableBox: 37 },
  { name: 'adminCosts', label: 'Phone, fax, stationery and other office costs', box: 23, disallowableBox: 38 },
  { name: 'businessEntertainmentCosts', label: 'Business entertainment costs', box: 24, disallowableBox: 39 },
  { name: 'advertisingCosts', label: 'Advertising costs', box: 24, disallowableBox: 39 },
  { name: 'interestOnBankOtherLoans', label: 'Interest on bank and other loans', box: 25, disallowableBox: 40 },
  { name: 'financeCharges', label: 'Bank, credit card and other financial charges', box: 26, disallowableBox: 41 },
  { name: 'irrecoverableDebts', label: 'Irrecoverable debts written off', box: 27, disallowableBox: 42 },
  { name: 'professionalFees', label: 'Accountancy, legal and other professional fees', box: 28, disallowableBox: 43 },
  { name: 'depreciation', label: 'Depreciation and loss or profit on sale of assets', box: 29, disallowableBox: 44 },
  { name: 'otherExpenses', label: 'Other business expenses', box: 30, disallowableBox: 45 },
];

const INCOME: readonly FieldDefinition[] = [
  { name: 'turnover', label: 'Turnover: takings, fees, sales or money earned', box: 15 },
  { name: 'other', label: 'Any other business income', box: 16 },
];

/** Categories of box 24 that are entertainment; every other box-24 category is advertising. */
const ENTERTAINMENT_CATEGORIES: readonly string[] = ['entertainment'];

/** Which of box 24's two fields a category's amounts go to. */
function box24Field(categoryId: string): string {
  return ENTERTAINMENT_CATEGORIES.includes(categoryId) ? 'businessEntertainmentCosts' : 'advertisingCosts';
}

export interface CumulativeSource {
  categoryId: string;
  name: string;
  amount: Pence;
}

/** One field of the update, its figure and the categories behind it (for the review screen). */
export interface CumulativeField {
  group: CumulativeGroup;
  /** The API field name, e.g. `costOfGoods` or `costOfGoodsDisallowable`. */
  name: string;
  label: string;
  box: number;
  amount: Pence;
  categories: CumulativeSource[];
}

export interface CumulativeFigures {
  fields: CumulativeField[];
  turnover: Pence;
  /** Turnover and other income. */
  income: Pence;
  /** Boxes 17-30: every expense including its disallowable part. */
  expenses: Pence;
  /** Boxes 32-45. */
  disallowable: Pence;
  /** What consolidated expenses would send: expenses less the disallowable part. */
  allowableExpenses: Pence;
}

function fieldOf(
  group: CumulativeGroup,
  def: FieldDefinition,
  name: string,
  parts: readonly { stat: SaCategoryStat; amount: Pence }[],
): CumulativeField {
  const categories = parts
    .filter((p) => p.amount !== 0)
    .map((p) => ({ categoryId: p.stat.categoryId, name: p.stat.name, amount: p.amount }));
  const label = group === 'periodDisallowableExpenses' ? `${def.label} (disallowable)` : def.label;
  return { group, name, label, box: def.box, amount: penceSum(categories.map((c) => c.amount)), categories };
}

/** Every field of the itemised update from the year-to-date category totals, in HMRC's order. */
export function cumulativeFigures(totals: CategoryTotals): CumulativeFigures {
  const stats = saCategoryStats('SA103F', totals);
  const inExpenseField = (def: (typeof EXPENSES)[number], s: SaCategoryStat) =>
    def.box === 24 ? s.boxNumber === 24 && box24Field(s.categoryId) === def.name : s.boxNumber === def.box;
  const inDisallowableField = (def: (typeof EXPENSES)[number], s: SaCategoryStat) =>
    def.box === 24
      ? s.disallowableBoxNumber === 39 && box24Field(s.categoryId) === def.name
      : s.disallowableBoxNumber === def.disallowableBox;
  const income = INCOME.map((def) =>
    fieldOf(
      'periodIncome',
      def,
      def.name,
      stats.filter((s) => s.income && s.boxNumber === def.box).map((stat) => ({ stat, amount: stat.amount })),
    ),
  );
  const expenses = EXPENSES.map((def) =>
    fieldOf(
      'periodExpenses',
      def,
      def.name,
      stats.filter((s) => !s.income && inExpenseField(def, s)).map((stat) => ({ stat, amount: stat.amount })),
    ),
  );
  const disallowables = EXPENSES.map((def) =>
    fieldOf(
      'periodDisallowableExpenses',
      { ...def, box: def.disallowableBox },
      `${def.name}Disallowable`,
      stats
        .filter((s) => !s.income && inDisallowableField(def, s))
        .map((stat) => ({ stat, amount: stat.disallowableAmount })),
    ),
  );
  const sum = (fields: readonly CumulativeField[]) => penceSum(fields.map((f) => f.amount));
  const expenseTotal = sum(expenses);
  const disallowableTotal = sum(disallowables);
  return {
    fields: [...income, ...expenses, ...disallowables],
    turnover: income[0]?.amount ?? pence(0),
    income: sum(income),
    expenses: expenseTotal,
    disallowable: disallowableTotal,
    allowableExpenses: pence(expenseTotal - disallowableTotal),
  };
}

/**
 * Consolidated expenses are for "customers with an annual turnover (sales) of less than £90,000"
 * (HMRC's end-to-end service guide, "make updates during the tax year"; raised from £85,000). The
 * cumulative endpoint does not check it, so the app does.
 */
export const CONSOLIDATED_EXPENSES_LIMIT: Pence = pence(9_000_000);

/**
 * Whether consolidated expenses may be offered: the year's turnover is not known until it ends, so
 * every annual figure the app has (the year to date, and the last full year when there is one) must
 * be below the limit.
 */
export function consolidatedExpensesAllowed(turnovers: readonly Pence[]): boolean {
  return turnovers.every((t) => t < CONSOLIDATED_EXPENSES_LIMIT);
}

/** The JSON body of `PUT …/cumulative/{taxYear}`: pounds with two decimals. */
export interface CumulativeBody {
  periodDates: { periodStartDate: string; periodEndDate: string };
  periodIncome: Record<string, number>;
  periodExpenses: Record<string, number>;
  periodDisallowableExpenses?: Record<string, number>;
}

/**
 * The body to send. Every field is sent, zeros too (HMRC: "Submissions must include values for
 * income and expenses, even if the values are zero"). Consolidated sends the allowable total alone
 * and no disallowable amounts, which HMRC refuses beside it (`RULE_BOTH_EXPENSES_SUPPLIED`).
 */
export function cumulativeBody(
  figures: CumulativeFigures,
  period: { start: string; end: string },
  consolidated: boolean,
): CumulativeBody {
  const group = (g: CumulativeGroup) =>
    Object.fromEntries(figures.fields.filter((f) => f.group === g).map((f) => [f.name, toPounds(f.amount)]));
  const periodDates = { periodStartDate: period.start, periodEndDate: period.end };
  const periodIncome = group('periodIncome');
  if (consolidated)
    return { periodDates, periodIncome, periodExpenses: { consolidatedExpenses: toPounds(figures.allowableExpenses) } };
  return {
    periodDates,
    periodIncome,
    periodExpenses: group('periodExpenses'),
    periodDisallowableExpenses: group('periodDisallowableExpenses'),
  };
}

export const CUMULATIVE_MESSAGES = {
  negativeIncome:
    'Your refunds of income are more than the income itself for the year so far. HMRC does not accept income below zero: check the income transactions before sending.',
  consolidatedNotAllowed:
    'Your turnover is £90,000 or more, so HMRC needs each expense on its own line: you cannot send one total for expenses.',
} as const;

/** Problems that stop an update before it is sent, in plain words. */
export function cumulativeProblems(figures: CumulativeFigures, consolidated: boolean, consolidatedAllowed: boolean) {
  const problems: string[] = [];
  if (figures.fields.some((f) => f.group === 'periodIncome' && f.amount < 0))
    problems.push(CUMULATIVE_MESSAGES.negativeIncome);
  if (consolidated && !consolidatedAllowed) problems.push(CUMULATIVE_MESSAGES.consolidatedNotAllowed);
  return problems;
}
