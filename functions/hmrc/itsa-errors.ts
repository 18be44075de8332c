import { HmrcApiError } from '@bk/hmrc';
import { MESSAGES, tooEarlyMessage } from '@bk/domain';
import { logger } from '../shared/logger';
import { fromHmrcError, HMRC_MESSAGES, HMRC_NOT_AUTHORISED, HmrcAnswerError, hmrcReference } from './errors';

/**
 * HMRC's Income Tax refusals (reference hmrc-itsa §1.5, §2-§5 and each API's common/errors.yaml) in
 * plain words. Codes are read at every level (`INVALID_REQUEST` wraps several); anything not here
 * falls back to the VAT mapping (sign-in, unavailable, test scenario) and then the generic message.
 */

export const ITSA_MESSAGES = {
  notSetUp: 'Add the owner’s National Insurance number and choose the business in the Income Tax settings first',
  needsRelink:
    'Your HMRC sign-in was made before Income Tax was added, so it only covers VAT. Sign in to HMRC again to add Income Tax',
  notAuthorised:
    'The Government Gateway user signed in to HMRC is not signed up to Making Tax Digital for Income Tax with this National Insurance number. Sign in to HMRC again with the user that is, or check the number in the Income Tax settings',
  nino: 'HMRC did not accept the National Insurance number: check it in the Income Tax settings',
  business:
    'HMRC does not know this business under the National Insurance number saved. Choose the business again in the Income Tax settings',
  notSelfEmployment: 'That business is not a self-employment at HMRC: choose one from the list HMRC gives',
  taxYear: 'HMRC does not take quarterly updates for this tax year: they start with the 2025-26 tax year',
  values:
    'HMRC did not accept one of the amounts: each must be pounds and pence between -£99,999,999,999.99 and £99,999,999,999.99, and income cannot be below zero',
  body: 'HMRC did not accept the update as it was sent, so nothing has changed at HMRC. Check the figures and send again; if HMRC refuses again, contact support with the HMRC reference below',
  bothExpenses: 'Send either one total for expenses or each expense on its own line, not both',
  advanceEndDate: 'An update sent before its period ends must run to the last day of the period',
  endDateBackwards:
    'HMRC already has an update for this tax year to a later date. Send the update for that later period instead: it includes everything from the start of the year',
  quarterMismatch:
    'The period does not match the quarters HMRC has for this business (standard or calendar). Check the quarter type in the Income Tax settings',
  commencement:
    'The business started during this tax year, so HMRC needs its updates to start on the day it started. Check the start date HMRC holds with HMRC',
  missingDates: 'HMRC needs the period’s dates with this update',
  annualOnly:
    'HMRC has this business down for one yearly update this tax year rather than quarterly ones, so it will not take a quarterly update. Contact HMRC if that is wrong',
  amendmentWindow: 'The time for changing this tax year’s updates has passed, so HMRC will not take it',
  endBeforeStart: 'The period’s end date is before its start date',
  quarterTypeLocked:
    'HMRC cannot change the quarters now: they can only be changed before the first update of the tax year',
  quarterTypeUpdating: 'HMRC is still updating the quarters for this business. Please try again later',
  notForThisBusiness: 'HMRC cannot make this change for this kind of business',
  noIncome: 'HMRC has no income for this tax year yet, so it cannot work out the tax',
  finalDeclared: 'The final declaration for this tax year has been made, so HMRC will not work out an in-year estimate',
  recentChanges:
    'HMRC has newer information about your income than this calculation would use. Please try again in a few minutes',
  calculationInProgress: 'HMRC is already working out a calculation. Please try again in a few minutes',
  businessValidation:
    'HMRC found problems with the figures it holds and could not work out the tax. Check the latest update and send it again',
  noIncomeSources: 'HMRC found no business or income for this tax year to work out tax on',
  calculationId: 'HMRC did not recognise the calculation. Send the update again to start a new one',
  notYet: 'HMRC cannot do this until the tax year has ended',
  insolvent: 'HMRC says this business is insolvent, so its Income Tax records cannot be shown here',
  dates: 'HMRC did not accept the dates asked for. Please choose the tax year again',
  amendRequired:
    'You have already sent an update for this period. Sending it again replaces what HMRC has: choose to amend it if that is what you want',
  inProgress: 'This update is already being sent. Please wait a moment and look at the receipts',
  notConfirmed:
    'HMRC did not answer in time, so we cannot tell whether it has the update. Nothing has been kept here: please send it again, it will not be counted twice',
} as const;

/** The `code` of a refusal that the web answers by offering an amendment. */
export const ITSA_AMEND_REQUIRED = 'ITSA_AMEND_REQUIRED';

type Shown = { status: number; message: string; code?: string };

/** What each code means for the person; by code, whichever endpoint sent it. */
const BY_CODE: Record<string, Shown> = {
  FORMAT_NINO: { status: 400, message: ITSA_MESSAGES.nino },
  FORMAT_BUSINESS_ID: { status: 400, message: ITSA_MESSAGES.business },
  NO_BUSINESS_FOUND: { status: 404, message: ITSA_MESSAGES.business },
  RULE_BUSINESS_ID_NOT_FOUND: { status: 404, message: ITSA_MESSAGES.business },
  MATCHING_RESOURCE_NOT_FOUND: { status: 404, message: ITSA_MESSAGES.business },
  FORMAT_TAX_YEAR: { status: 400, message: ITSA_MESSAGES.taxYear },
  RULE_TAX_YEAR_RANGE_INVALID: { status: 400, message: ITSA_MESSAGES.taxYear },
  RULE_TAX_YEAR_NOT_SUPPORTED: { status: 400, message: ITSA_MESSAGES.taxYear },
  CLIENT_OR_AGENT_NOT_AUTHORISED: { status: 400, message: ITSA_MESSAGES.notAuthorised, code: HMRC_NOT_AUTHORISED },
  FORMAT_VALUE: { status: 400, message: ITSA_MESSAGES.values },
  FORMAT_START_DATE: { status: 400, message: ITSA_MESSAGES.body },
  FORMAT_END_DATE: { status: 400, message: ITSA_MESSAGES.body },
  RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED: { status: 400, message: ITSA_MESSAGES.body },
  RULE_BOTH_EXPENSES_SUPPLIED: { status: 400, message: ITSA_MESSAGES.bothExpenses },
  RULE_ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE: { status: 400, message: ITSA_MESSAGES.advanceEndDate },
  RULE_SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS: { status: 409, message: ITSA_MESSAGES.endDateBackwards },
  RULE_START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE: { status: 400, message: ITSA_MESSAGES.quarterMismatch },
  RULE_END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE: { status: 400, message: ITSA_MESSAGES.quarterMismatch },
  RULE_START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE: { status: 400, message: ITSA_MESSAGES.commencement },
  RULE_MISSING_SUBMISSION_DATES: { status: 400, message: ITSA_MESSAGES.missingDates },
  RULE_START_AND_END_DATE_NOT_ALLOWED: { status: 400, message: ITSA_MESSAGES.annualOnly },
  RULE_OUTSIDE_AMENDMENT_WINDOW: { status: 400, message: ITSA_MESSAGES.amendmentWindow },
  RULE_END_DATE_BEFORE_START_DATE: { status: 400, message: ITSA_MESSAGES.endBeforeStart },
  RULE_BUSINESS_ID_STATE_CONFLICT: { status: 409, message: ITSA_MESSAGES.quarterTypeLocked },
  RULE_QUARTERLY_PERIOD_UPDATING: { status: 409, message: ITSA_MESSAGES.quarterTypeUpdating },
  RULE_REQUEST_CANNOT_BE_FULFILLED: { status: 400, message: ITSA_MESSAGES.notForThisBusiness },
  RULE_NO_INCOME_SUBMISSIONS_EXIST: { status: 400, message: ITSA_MESSAGES.noIncome },
  RULE_FINAL_DECLARATION_RECEIVED: { status: 400, message: ITSA_MESSAGES.finalDeclared },
  RULE_INCOME_SOURCES_CHANGED: { status: 409, message: ITSA_MESSAGES.recentChanges },
  RULE_RESIDENCY_CHANGED: { status: 409, message: ITSA_MESSAGES.recentChanges },
  RULE_RECENT_SUBMISSIONS_EXIST: { status: 409, message: ITSA_MESSAGES.recentChanges },
  RULE_CALCULATION_IN_PROGRESS: { status: 409, message: ITSA_MESSAGES.calculationInProgress },
  RULE_BUSINESS_VALIDATION_FAILURE: { status: 400, message: ITSA_MESSAGES.businessValidation },
  RULE_INCOME_SOURCES_INVALID: { status: 400, message: ITSA_MESSAGES.noIncomeSources },
  FORMAT_CALCULATION_ID: { status: 400, message: ITSA_MESSAGES.calculationId },
  RULE_TAX_YEAR_NOT_ENDED: { status: 400, message: ITSA_MESSAGES.notYet },
  RULE_PREMATURE_FINALISATION: { status: 400, message: ITSA_MESSAGES.notYet },
  RULE_INSOLVENT_TRADER: { status: 400, message: ITSA_MESSAGES.insolvent },
  FORMAT_FROM_DATE: { status: 400, message: ITSA_MESSAGES.dates },
  FORMAT_TO_DATE: { status: 400, message: ITSA_MESSAGES.dates },
  RANGE_TO_DATE_BEFORE_FROM_DATE: { status: 400, message: ITSA_MESSAGES.dates },
  RULE_DATE_RANGE_INVALID: { status: 400, message: ITSA_MESSAGES.dates },
  RULE_FROM_DATE_NOT_SUPPORTED: { status: 400, message: ITSA_MESSAGES.dates },
  MISSING_FROM_DATE: { status: 400, message: ITSA_MESSAGES.dates },
  MISSING_TO_DATE: { status: 400, message: ITSA_MESSAGES.dates },
  RULE_INCORRECT_GOV_TEST_SCENARIO: { status: 400, message: HMRC_MESSAGES.testScenario },
};

/** Codes the app's own requests never cause (it builds them), shown as the generic message. */
export const ITSA_CODES_GENERIC: readonly string[] = [
  'FORMAT_TYPE_OF_BUSINESS',
  'FORMAT_STATUS',
  'MISSING_TYPE_OF_BUSINESS',
  'FORMAT_CALCULATION_TYPE',
  'FORMAT_FINAL_DECLARATION',
  'RULE_CALCULATION_TYPE_NOT_ALLOWED',
  'RULE_DECLARATION_NOT_RECEIVED',
];

/** Every code with its own words (for the test that each code HMRC documents has one). */
export const ITSA_MAPPED_CODES: readonly string[] = Object.keys(BY_CODE);

export interface ItsaErrorContext {
  /** The end of the period being sent, for the 10-day rule's words. */
  periodEnd?: string;
}

/** An error from the HMRC client during an Income Tax call as the product's error. */
export function fromItsaError(err: unknown, c: ItsaErrorContext = {}): unknown {
  if (!(err instanceof HmrcApiError)) return fromHmrcError(err);
  const reference = hmrcReference(err.correlationId);
  if (err.has('RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED'))
    return new HmrcAnswerError(
      400,
      c.periodEnd ? tooEarlyMessage(c.periodEnd) : ITSA_MESSAGES.advanceEndDate,
      reference,
    );
  // Sign-in problems first: the VAT mapping turns them into a request to sign in again.
  if (err.has('INVALID_SCOPE') || err.has('INVALID_CREDENTIALS') || err.has('MISSING_CREDENTIALS'))
    return fromHmrcError(err);
  const known = err.codes.map((code) => BY_CODE[code]).find((s): s is Shown => s !== undefined);
  if (known) {
    logger().warn('HMRC refused', { status: err.status, codes: err.codes, correlationId: err.correlationId });
    return new HmrcAnswerError(known.status, known.message, reference, known.code ? { code: known.code } : {});
  }
  if (err.codes.some((code) => ITSA_CODES_GENERIC.includes(code))) {
    logger().error('HMRC refused a request the app built', { codes: err.codes, correlationId: err.correlationId });
    return new HmrcAnswerError(400, MESSAGES.unknown, reference);
  }
  return fromHmrcError(err);
}
