/**
 * The MTD Income Tax services' error bodies (reference hmrc-itsa §1.5): `{code, message}`, with
 * `paths` (JSON pointers) for field errors; several distinct errors are wrapped as
 * `{code: INVALID_REQUEST, message: 'Invalid request', errors: [...]}`, errors with the same code
 * and message merged (their paths joined) and sorted by code. Messages are each API's own
 * (`common/errors.yaml`): they differ between APIs, so software keys on `code`.
 */
import type { ItsaApi, ItsaResult } from './types';

/** Messages every API shares. */
const COMMON: Record<string, string> = {
  FORMAT_NINO: 'The provided NINO is invalid',
  FORMAT_TAX_YEAR: 'The provided tax year is invalid',
  FORMAT_BUSINESS_ID: 'The provided Business ID is invalid',
  RULE_TAX_YEAR_RANGE_INVALID: 'A tax year range of one year is required',
  RULE_TAX_YEAR_NOT_SUPPORTED: 'The tax year specified does not lie within the supported range',
  RULE_INCORRECT_GOV_TEST_SCENARIO: 'The supplied Gov-Test-Scenario is not valid',
  RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED: 'An empty or non-matching body was submitted',
  CLIENT_OR_AGENT_NOT_AUTHORISED: 'The client or agent is not authorised',
  MATCHING_RESOURCE_NOT_FOUND: 'Matching resource not found',
  NO_BUSINESS_FOUND: 'No business found for given NINO and Business ID',
  RULE_OUTSIDE_AMENDMENT_WINDOW: 'You are outside the amendment window',
  RULE_TAX_YEAR_NOT_ENDED: 'The specified tax year has not yet ended',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred',
};

/** Each API's own codes and wording ([BD|OB|SE|IC:common/errors.yaml]). */
const BY_API: Record<ItsaApi, Record<string, string>> = {
  'business-details-mtd': {
    RULE_BUSINESS_ID_NOT_FOUND: 'The business ID provided is not found',
    RULE_BUSINESS_ID_STATE_CONFLICT: 'The request conflicts with the current state of the business ID',
    RULE_QUARTERLY_PERIOD_UPDATING:
      'The quarterly period type cannot be changed when a business commencement date falls between 1st and 5th of April, and the current date is also within that date range but later than the business commencement date',
    RULE_REQUEST_CANNOT_BE_FULFILLED: 'Request cannot proceed for this income source type',
  },
  'obligations-mtd': {
    FORMAT_BUSINESS_ID: 'The provided businessId is invalid',
    FORMAT_FROM_DATE: 'The provided fromDate is invalid',
    FORMAT_TO_DATE: 'The provided toDate is invalid',
    FORMAT_STATUS: 'The provided status is invalid',
    FORMAT_TYPE_OF_BUSINESS: 'The provided typeOfBusiness field is invalid',
    MISSING_FROM_DATE: 'The From date parameter is missing',
    MISSING_TO_DATE: 'The To date parameter is missing',
    MISSING_TYPE_OF_BUSINESS:
      'The type of business query parameter must be provided when an incomeSourceId is supplied',
    NO_OBLIGATIONS_FOUND: 'No obligations found using this filter',
    RANGE_TO_DATE_BEFORE_FROM_DATE: 'The To date must be after the From date',
    RULE_DATE_RANGE_INVALID: 'The specified date range is invalid',
    RULE_FROM_DATE_NOT_SUPPORTED: 'The specified From date is not supported as too early',
    RULE_INSOLVENT_TRADER: 'The remote endpoint has indicated that the Trader is insolvent',
  },
  'self-employment-business-mtd': {
    FORMAT_NINO: 'The NINO format is invalid',
    FORMAT_TAX_YEAR: 'The taxYear format is invalid',
    FORMAT_BUSINESS_ID: 'The Business ID format is invalid',
    FORMAT_START_DATE: 'The provided Start date is invalid',
    FORMAT_END_DATE: 'The provided End date is invalid',
    RULE_BOTH_EXPENSES_SUPPLIED: 'Both expenses and consolidatedExpenses can not be present at the same time',
    RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED: 'Cannot submit data more than 10 days before end of Period',
    RULE_ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE: 'For advance submission end date must be the end of the period',
    RULE_SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS: 'Submission end date cannot be earlier than existing submission',
    RULE_START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE: 'Start date does not align to the reporting type',
    RULE_START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE: 'Start date does not align to the commencement date',
    RULE_END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE: 'End date does not align to the reporting type',
    RULE_MISSING_SUBMISSION_DATES: 'Submission start/end date not provided',
    RULE_START_AND_END_DATE_NOT_ALLOWED: 'Start/end date not accepted for annual/latent submission',
    RULE_END_DATE_BEFORE_START_DATE: 'The supplied accounting period end date is before the start date',
  },
  'individual-calculations-mtd': {
    CLIENT_OR_AGENT_NOT_AUTHORISED: 'The client and/or agent is not authorised',
    RULE_TAX_YEAR_RANGE_INVALID: 'Tax year range invalid. A tax year range of one year is required',
    FORMAT_CALCULATION_ID: 'The provided calculationId is invalid',
    FORMAT_CALCULATION_TYPE: 'The provided calculation type is not valid',
    RULE_CALCULATION_TYPE_NOT_ALLOWED: 'The provided calculation type is not applicable for this tax year',
    RULE_NO_INCOME_SUBMISSIONS_EXIST: 'No income submissions exist for the tax year',
    RULE_FINAL_DECLARATION_RECEIVED: 'Final declaration has already been received',
    RULE_INCOME_SOURCES_CHANGED: 'Income sources data has changed. Trigger a new calculation',
    RULE_RECENT_SUBMISSIONS_EXIST: 'More recent submissions exist. Trigger a new calculation',
    RULE_RESIDENCY_CHANGED: 'Residency has changed. Trigger a new calculation',
    RULE_CALCULATION_IN_PROGRESS: 'A calculation is in progress. Please wait before triggering a new calculation',
    RULE_BUSINESS_VALIDATION_FAILURE: 'Business validation rule failures',
    RULE_DECLARATION_NOT_RECEIVED: 'The final declaration has not been received',
    RULE_INCOME_SOURCES_INVALID: 'No valid income sources could be found',
  },
};

/** One error as the validators find it (before merging and wrapping). */
export interface ItsaErrorItem {
  code: string;
  message: string;
  paths?: string[];
}

/** The API's message for a code. */
export function messageOf(api: ItsaApi, code: string): string {
  const message = BY_API[api][code] ?? COMMON[code];
  if (message === undefined) throw new Error(`No message for ${code} in ${api}`);
  return message;
}

/** An error item of `api`, with the JSON pointers it is about. */
export const item = (api: ItsaApi, code: string, paths?: string[]): ItsaErrorItem => ({
  code,
  message: messageOf(api, code),
  ...(paths && paths.length > 0 ? { paths } : {}),
});

/** A single error answer of `api`. */
export const error = (api: ItsaApi, status: number, code: string, paths?: string[]): ItsaResult => ({
  status,
  body: item(api, code, paths),
});

/** Validation errors as HMRC answers them (400): one, or several wrapped in INVALID_REQUEST. */
export function validationFailure(items: ItsaErrorItem[]): ItsaResult {
  const merged: ItsaErrorItem[] = [];
  for (const e of items) {
    const same = merged.find((m) => m.code === e.code && m.message === e.message);
    if (!same) merged.push({ ...e, ...(e.paths ? { paths: [...e.paths] } : {}) });
    else if (e.paths) same.paths = [...(same.paths ?? []), ...e.paths];
  }
  if (merged.length === 1 && merged[0]) return { status: 400, body: merged[0] };
  merged.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { status: 400, body: { code: 'INVALID_REQUEST', message: 'Invalid request', errors: merged } };
}
