/**
 * What the Self Assessment summary shows and exports (SPEC §2 "Self Assessment summary", §9), as
 * plain functions of the summary, the tax year and today, so the screen only lays them out.
 */
import {
  CSV_BYTE_ORDER_MARK,
  csvAmount,
  csvNumber,
  csvRow,
  formatMoney,
  lastSixTaxYears,
  mayUseShortForm,
  SA_FORMS,
  selfAssessmentDeadlines,
  shortFormLimit,
  taxYearByLabel,
  type SaForm,
  type SaSummary,
  type TaxYear,
} from '@bk/domain';
import { formatDate } from '../../lib/format';

/** The tax years offered: the current one first, then the five before it. */
export function taxYearChoices(today: string): TaxYear[] {
  return lastSixTaxYears(today);
}

/**
 * The year a person files: the most recent one that has ended (the current one never has).
 * @example defaultTaxYear('2026-11-25').label // '2025-2026'
 */
export function defaultTaxYear(today: string): TaxYear {
  const ended = taxYearChoices(today).find((year) => year.end < today);
  if (!ended) throw new Error('The tax year before the current one has always ended');
  return ended;
}

/** The year named in the address when it is one of the choices, else the default. */
export function chosenTaxYear(label: string | null, today: string): TaxYear {
  const year = label ? taxYearByLabel(label) : undefined;
  return year && taxYearChoices(today).some((y) => y.label === year.label) ? year : defaultTaxYear(today);
}

export function isSaForm(value: unknown): value is SaForm {
  return SA_FORMS.some((f) => f.id === value);
}

export function formName(form: SaForm): string {
  return SA_FORMS.find((f) => f.id === form)?.name ?? form;
}

/** The form the year's turnover allows: short below the limit, full at or above it. */
export function suggestedForm(turnover: SaSummary['turnover'], year: TaxYear): SaForm {
  return mayUseShortForm(turnover, year) ? 'SA103S' : 'SA103F';
}

/** Why the short form cannot be used this year, or null when it can. */
export function shortFormRefusal(turnover: SaSummary['turnover'], year: TaxYear): string | null {
  if (mayUseShortForm(turnover, year)) return null;
  return (
    `Your turnover of ${formatMoney(turnover)} is not below ${formatMoney(shortFormLimit(year))}, ` +
    `the limit for ${year.label}, so you must use the full form (SA103F).`
  );
}

export interface DeadlineLine {
  label: string;
  date: string;
  passed: boolean;
}

/** The year's deadlines, DD/MM/YYYY, each marked passed when it is before today. */
export function deadlineLines(year: TaxYear, today: string): DeadlineLine[] {
  const d = selfAssessmentDeadlines(year);
  return [
    { label: 'Paper return', iso: d.paper },
    { label: 'Online return', iso: d.online },
    { label: 'Balancing payment', iso: d.payment },
  ].map(({ label, iso }) => ({ label, date: formatDate(iso), passed: iso < today }));
}

export interface SummaryLine {
  label: string;
  value: string;
}

/** The headline figures: income, expenses, disallowable expenses, the profit or loss (and for tax, SA103F). */
export function summaryLines(summary: SaSummary): SummaryLine[] {
  const lines: SummaryLine[] = [
    { label: 'Income', value: formatMoney(summary.income) },
    { label: 'Expenses', value: formatMoney(summary.expenses) },
    { label: 'Disallowable expenses', value: formatMoney(summary.disallowable) },
    summary.netProfit < 0
      ? { label: 'Net loss', value: formatMoney(summary.netProfit, { sign: false }) }
      : { label: 'Net profit', value: formatMoney(summary.netProfit) },
  ];
  const taxable = summary.taxableProfit;
  if (taxable !== null)
    lines.push(
      taxable < 0
        ? { label: 'Net loss for tax (box 65)', value: formatMoney(taxable, { sign: false }) }
        : { label: 'Net profit for tax (box 64)', value: formatMoney(taxable) },
    );
  return lines;
}

/** @example summaryFileName('SA103S', '2025-2026') // 'self-assessment-SA103S-2025-2026.csv' */
export function summaryFileName(form: SaForm, yearLabel: string): string {
  return `self-assessment-${form}-${yearLabel}.csv`;
}

export const SUMMARY_CSV_HEADINGS = ['Box', 'Description', 'Amount', 'Categories'] as const;

/** Every box of the form as CSV: box number, wording, amount in pounds, the categories feeding it. */
export function summaryCsv(summary: SaSummary): string {
  const rows = summary.boxes.map((b) =>
    csvRow([csvNumber(b.box), b.label, csvAmount(b.amount), b.categories.join('; ') || null]),
  );
  return CSV_BYTE_ORDER_MARK + csvRow(SUMMARY_CSV_HEADINGS) + rows.join('');
}
