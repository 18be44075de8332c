/**
 * Self Employment Business 5.0 cumulative period summary (reference hmrc-itsa §4): PUT and GET
 * …/self-employment/{nino}/{businessId}/cumulative/{taxYear}. Validation first, then the
 * Gov-Test-Scenario, then HMRC's rules against the user's business and what it already holds
 * (decision 0067: the rules apply under DEFAULT too, as STATEFUL does in HMRC's sandbox). An
 * accepted update replaces the year's summary; every PUT is logged (itsa/routes.ts).
 */
import consolidatedExample from '../fixtures/itsa/cumulative-consolidated.json';
import { isoDate } from '../vat/dates';
import { quarterTypeFor } from './business-details';
import { validateCumulativeBody, type CumulativeBody } from './cumulative-body';
import { error, validationFailure } from './errors';
import { cumulativeKey, type ItsaBusiness } from './store-types';
import { daysBetween, parseTaxYear, periodsStart, quarterEnding, taxYearEnd, taxYearStart } from './tax-year';
import type { ItsaRequest, ItsaResult } from './types';
import { checkBusinessId, checkTaxYear, errorsOf } from './validate';

const API = 'self-employment-business-mtd';
/** The first tax year of the cumulative endpoint (§4.1). */
const MINIMUM_YEAR = 2025;

/** Scenarios that answer one of HMRC's errors whatever the request (test-support/GOV-TEST-SCENARIOS.md). */
const PUT_SCENARIOS: Record<string, [number, string]> = {
  NOT_FOUND: [404, 'MATCHING_RESOURCE_NOT_FOUND'],
  TAX_YEAR_NOT_SUPPORTED: [400, 'RULE_TAX_YEAR_NOT_SUPPORTED'],
  BOTH_EXPENSES_SUPPLIED: [400, 'RULE_BOTH_EXPENSES_SUPPLIED'],
  START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE: [400, 'RULE_START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE'],
  END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE: [400, 'RULE_END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE'],
  MISSING_SUBMISSION_DATES: [400, 'RULE_MISSING_SUBMISSION_DATES'],
  START_AND_END_DATE_NOT_ALLOWED: [400, 'RULE_START_AND_END_DATE_NOT_ALLOWED'],
  EARLY_DATA_SUBMISSION_NOT_ACCEPTED: [400, 'RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED'],
  OUTSIDE_AMENDMENT_WINDOW: [400, 'RULE_OUTSIDE_AMENDMENT_WINDOW'],
  ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE: [400, 'RULE_ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE'],
  SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS: [400, 'RULE_SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS'],
  START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE: [400, 'RULE_START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE'],
};

export const CUMULATIVE_PUT_SCENARIOS = Object.keys(PUT_SCENARIOS);

/**
 * HMRC's rules for an update of `business` for the tax year starting `year` (§4.3), as the
 * emulator reads them: the first that fails, or null. `heldEnd`: the period end of the summary
 * already held for the year.
 */
export function cumulativeRuleFailure(
  business: ItsaBusiness,
  year: number,
  dates: CumulativeBody['periodDates'],
  heldEnd: string | null,
  today: string,
): string | null {
  // When the amendment window closes is UNVERIFIED; the emulator closes it at the final declaration deadline.
  if (today > `${year + 2}-01-31`) return 'RULE_OUTSIDE_AMENDMENT_WINDOW';
  if (!dates) return 'RULE_MISSING_SUBMISSION_DATES';
  const { periodStartDate: start, periodEndDate: end } = dates;
  const type = quarterTypeFor(business, year);
  const commenced = business.commencementDate;
  if (commenced > taxYearStart(year) && commenced <= taxYearEnd(year)) {
    if (start !== commenced) return 'RULE_START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE';
  } else if (start !== periodsStart(year, type) && start !== taxYearStart(year)) {
    // Calendar quarters start on 1 April, or on 6 April in the first year (§2.3).
    return 'RULE_START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE';
  }
  const quarterEnd = quarterEnding(year, type, end);
  if (!quarterEnd || end < start) return 'RULE_END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE';
  if (heldEnd && end < heldEnd) return 'RULE_SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS';
  if (daysBetween(today, quarterEnd) > 10) return 'RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED';
  if (end > today && end !== quarterEnd) return 'RULE_ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE';
  return null;
}

function pathErrors(r: ItsaRequest) {
  const [businessId = '', taxYear = ''] = r.params;
  return errorsOf([checkBusinessId(API, businessId), checkTaxYear(API, taxYear, MINIMUM_YEAR)]);
}

/** PUT …/cumulative/{taxYear} (§4.1): 204 once stored. */
export function putCumulative(r: ItsaRequest): ItsaResult {
  const [businessId = '', taxYear = ''] = r.params;
  const path = pathErrors(r);
  const verdict = validateCumulativeBody(r.body);
  if (path.length > 0) return validationFailure(verdict.kind === 'invalid' ? [...path, ...verdict.errors] : path);
  if (verdict.kind === 'invalid') return validationFailure(verdict.errors);
  const scenario = r.scenario ?? 'DEFAULT';
  const canned = PUT_SCENARIOS[scenario];
  if (canned) return error(API, canned[0], canned[1]);
  if (scenario !== 'DEFAULT' && scenario !== 'STATEFUL') return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  const business = (r.user.itsaBusinesses ?? []).find((b) => b.businessId === businessId);
  if (!business) return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  const year = parseTaxYear(taxYear) as number;
  const today = isoDate(r.ctx.options.now());
  const key = cumulativeKey(r.nino, businessId, taxYear);
  const updates = r.ctx.state.cumulative.get(key)?.updates ?? [];
  const failure = cumulativeRuleFailure(
    business,
    year,
    verdict.body.periodDates,
    updates.at(-1)?.periodEndDate ?? null,
    today,
  );
  if (failure) return error(API, 400, failure);
  const end = verdict.body.periodDates?.periodEndDate ?? taxYearEnd(year);
  r.ctx.state.cumulative.set(key, {
    nino: r.nino,
    businessId,
    taxYear,
    body: verdict.body.plain,
    updates: [...updates, { periodEndDate: end, received: today }],
  });
  r.ctx.state.save();
  return { status: 204 };
}

/** GET …/cumulative/{taxYear} (§4.4): the summary held, or 404 when none was sent. */
export function getCumulative(r: ItsaRequest): ItsaResult {
  const [businessId = '', taxYear = ''] = r.params;
  const path = pathErrors(r);
  if (path.length > 0) return validationFailure(path);
  switch (r.scenario ?? 'DEFAULT') {
    case 'DEFAULT':
    case 'STATEFUL': {
      const held = r.ctx.state.cumulative.get(cumulativeKey(r.nino, businessId, taxYear));
      return held ? { status: 200, body: held.body } : error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
    }
    case 'CONSOLIDATED_EXPENSES':
      return { status: 200, body: consolidatedExample };
    case 'NOT_FOUND':
      return error(API, 404, 'MATCHING_RESOURCE_NOT_FOUND');
    case 'TAX_YEAR_NOT_SUPPORTED':
      return error(API, 400, 'RULE_TAX_YEAR_NOT_SUPPORTED');
    default:
      return error(API, 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  }
}
