import { aggregateRepository } from '@bk/data';
import {
  consolidatedExpensesAllowed,
  CONSOLIDATED_EXPENSES_LIMIT,
  cumulativeFigures,
  cumulativeProblems,
  earliestSubmissionDate,
  itsaTaxYearRange,
  mayBeSubmitted,
  todayIso,
  toPounds,
  type CumulativeField,
  type CumulativeFigures,
} from '@bk/domain';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';
import { categoryTotals } from '../shared/ledger/category-totals';
import { itsaRepo } from './itsa-context';

/**
 * The year-to-date figures of a quarterly update, from the same category totals as the charts and
 * the Self-Assessment summary (functions/shared/ledger/category-totals.ts), so the three agree.
 */

export interface PeriodFigures {
  taxYear: string;
  periodStart: string;
  periodEnd: string;
  figures: CumulativeFigures;
  consolidatedAllowed: boolean;
}

/** The tax year's first and last day; a period end outside them is refused on its field. */
export function checkPeriod(taxYear: string, periodEnd: string): { start: string; end: string } {
  const range = itsaTaxYearRange(taxYear);
  if (!range || periodEnd < range.start || periodEnd > range.end)
    throw new ValidationError([{ field: 'periodEnd', message: `Choose a period end within the ${taxYear} tax year` }]);
  return range;
}

/**
 * The figures from the tax year's start (or the business's start, when it began during the year,
 * as HMRC requires) to `periodEnd`. Consolidated expenses need every annual turnover the ledger
 * knows below the limit: the year so far and the whole year before.
 */
export async function periodFigures(
  businessId: string,
  taxYear: string,
  periodEnd: string,
  commencementDate: string | null,
): Promise<PeriodFigures> {
  const range = checkPeriod(taxYear, periodEnd);
  const periodStart =
    commencementDate && commencementDate > range.start && commencementDate <= periodEnd
      ? commencementDate
      : range.start;
  const startYear = Number(range.start.slice(0, 4));
  const previousStart = `${startYear - 1}-04-06`;
  const previousEnd = `${startYear}-04-05`;
  const [totals, previous] = await Promise.all([
    categoryTotals(businessId, periodStart, periodEnd),
    categoryTotals(businessId, previousStart, previousEnd),
  ]);
  const figures = cumulativeFigures(totals);
  const consolidatedAllowed = consolidatedExpensesAllowed([figures.turnover, cumulativeFigures(previous).turnover]);
  return { taxYear, periodStart, periodEnd, figures, consolidatedAllowed };
}

/** A field in pounds, as the API shows it. */
export function fieldInPounds(f: CumulativeField) {
  return {
    group: f.group,
    name: f.name,
    label: f.label,
    box: f.box,
    amount: toPounds(f.amount),
    categories: f.categories.map((c) => ({ categoryId: c.categoryId, name: c.name, amount: toPounds(c.amount) })),
  };
}

/** `hmrc/itsa/figures/{taxYear}`: what an update to `periodEnd` would send, field by field. */
export async function itsaFigures(ctx: BusinessRequestContext, taxYear: string, periodEnd: string) {
  const businessId = ctx.business.id;
  const settings = await itsaRepo().getSettings(businessId);
  const [p, uncategorisedCount] = await Promise.all([
    periodFigures(businessId, taxYear, periodEnd, settings?.commencementDate ?? null),
    aggregateRepository(getDb()).countUncategorised(businessId),
  ]);
  const f = p.figures;
  const today = todayIso(ctx.now);
  return {
    taxYear,
    periodStart: p.periodStart,
    periodEnd,
    fields: f.fields.map(fieldInPounds),
    turnover: toPounds(f.turnover),
    income: toPounds(f.income),
    expenses: toPounds(f.expenses),
    disallowable: toPounds(f.disallowable),
    allowableExpenses: toPounds(f.allowableExpenses),
    consolidatedAllowed: p.consolidatedAllowed,
    consolidatedLimit: toPounds(CONSOLIDATED_EXPENSES_LIMIT),
    uncategorisedCount,
    earliestSubmission: earliestSubmissionDate(periodEnd),
    submittable: mayBeSubmitted(periodEnd, today),
    problems: cumulativeProblems(f, false, p.consolidatedAllowed),
  };
}
