import { HmrcApiError, HmrcReauthoriseError, HmrcUnavailableError } from '@bk/hmrc';
import { MESSAGES, tooEarlyMessage } from '@bk/domain';
import { describe, expect, it, vi } from 'vitest';
import { HmrcAnswerError, HmrcSignInRequiredError, HmrcUnavailableAppError } from './errors';
import { fromItsaError, ITSA_CODES_GENERIC, ITSA_MAPPED_CODES, ITSA_MESSAGES } from './itsa-errors';

vi.stubEnv('TABLE_NAME', 't');
vi.stubEnv('LOG_LEVEL', 'SILENT');

/**
 * Every code HMRC documents for the Income Tax endpoints the app calls (reference hmrc-itsa §1.5,
 * §2.1-§2.3, §3.1-§3.2, §4.3, §5.1-§5.3), the platform's sign-in and outage codes aside.
 */
const DOCUMENTED: Record<string, readonly string[]> = {
  common: [
    'FORMAT_NINO',
    'FORMAT_TAX_YEAR',
    'FORMAT_BUSINESS_ID',
    'FORMAT_VALUE',
    'FORMAT_START_DATE',
    'FORMAT_END_DATE',
    'FORMAT_CALCULATION_ID',
    'FORMAT_CALCULATION_TYPE',
    'RULE_TAX_YEAR_RANGE_INVALID',
    'RULE_TAX_YEAR_NOT_SUPPORTED',
    'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED',
    'RULE_INCORRECT_GOV_TEST_SCENARIO',
    'CLIENT_OR_AGENT_NOT_AUTHORISED',
    'MATCHING_RESOURCE_NOT_FOUND',
  ],
  businessDetails: [
    'NO_BUSINESS_FOUND',
    'RULE_BUSINESS_ID_STATE_CONFLICT',
    'RULE_QUARTERLY_PERIOD_UPDATING',
    'RULE_BUSINESS_ID_NOT_FOUND',
    'RULE_REQUEST_CANNOT_BE_FULFILLED',
  ],
  obligations: [
    'FORMAT_TYPE_OF_BUSINESS',
    'FORMAT_FROM_DATE',
    'FORMAT_TO_DATE',
    'FORMAT_STATUS',
    'MISSING_FROM_DATE',
    'MISSING_TO_DATE',
    'RANGE_TO_DATE_BEFORE_FROM_DATE',
    'MISSING_TYPE_OF_BUSINESS',
    'RULE_DATE_RANGE_INVALID',
    'RULE_FROM_DATE_NOT_SUPPORTED',
    'RULE_INSOLVENT_TRADER',
  ],
  cumulative: [
    'RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED',
    'RULE_ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE',
    'RULE_SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS',
    'RULE_START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE',
    'RULE_START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE',
    'RULE_END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE',
    'RULE_MISSING_SUBMISSION_DATES',
    'RULE_START_AND_END_DATE_NOT_ALLOWED',
    'RULE_OUTSIDE_AMENDMENT_WINDOW',
    'RULE_END_DATE_BEFORE_START_DATE',
    'RULE_BOTH_EXPENSES_SUPPLIED',
  ],
  calculations: [
    'FORMAT_FINAL_DECLARATION',
    'RULE_NO_INCOME_SUBMISSIONS_EXIST',
    'RULE_FINAL_DECLARATION_RECEIVED',
    'RULE_INCOME_SOURCES_CHANGED',
    'RULE_RESIDENCY_CHANGED',
    'RULE_TAX_YEAR_NOT_ENDED',
    'RULE_RECENT_SUBMISSIONS_EXIST',
    'RULE_CALCULATION_IN_PROGRESS',
    'RULE_BUSINESS_VALIDATION_FAILURE',
    'RULE_CALCULATION_TYPE_NOT_ALLOWED',
    'RULE_DECLARATION_NOT_RECEIVED',
    'RULE_PREMATURE_FINALISATION',
    'RULE_INCOME_SOURCES_INVALID',
  ],
};

const refusal = (status: number, ...codes: string[]) => new HmrcApiError(status, codes, null, 'corr-1');

describe('HMRC Income Tax refusals in plain words', () => {
  it('has words of its own for every code the endpoints define, or knows the app never causes it', () => {
    for (const code of Object.values(DOCUMENTED).flat())
      expect(
        ITSA_MAPPED_CODES.includes(code) ||
          ITSA_CODES_GENERIC.includes(code) ||
          code === 'RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED',
        code,
      ).toBe(true);
  });

  it('never shows HMRC’s raw code or the generic message for a mapped code', () => {
    for (const code of ITSA_MAPPED_CODES) {
      const shown = fromItsaError(refusal(400, code)) as HmrcAnswerError;
      expect(shown, code).toBeInstanceOf(HmrcAnswerError);
      expect(shown.message, code).not.toBe(MESSAGES.unknown);
      expect(shown.message, code).not.toContain(code);
      expect(shown.reference?.correlationId, code).toBe('corr-1');
    }
  });

  it('reads codes wrapped in INVALID_REQUEST', () => {
    const shown = fromItsaError(refusal(400, 'INVALID_REQUEST', 'FORMAT_VALUE', 'RULE_BOTH_EXPENSES_SUPPLIED'));
    expect((shown as HmrcAnswerError).message).toBe(ITSA_MESSAGES.values);
  });

  it('says when the update may be sent for the 10-day rule', () => {
    const shown = fromItsaError(refusal(400, 'RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED'), { periodEnd: '2027-01-05' });
    expect((shown as HmrcAnswerError).message).toBe(tooEarlyMessage('2027-01-05'));
  });

  it('offers a new sign-in for the not-authorised answer, and asks for one when the tokens are gone', () => {
    const shown = fromItsaError(refusal(403, 'CLIENT_OR_AGENT_NOT_AUTHORISED')) as HmrcAnswerError;
    expect(shown.code).toBe('HMRC_NOT_AUTHORISED');
    expect(fromItsaError(new HmrcReauthoriseError('refresh-failed'))).toBeInstanceOf(HmrcSignInRequiredError);
    expect(fromItsaError(refusal(401, 'INVALID_SCOPE'))).toBeInstanceOf(HmrcSignInRequiredError);
    expect(fromItsaError(new HmrcUnavailableError('timeout'))).toBeInstanceOf(HmrcUnavailableAppError);
  });

  it('answers the generic message for codes the app’s own requests never cause', () => {
    expect((fromItsaError(refusal(400, 'FORMAT_STATUS')) as HmrcAnswerError).message).toBe(MESSAGES.unknown);
  });
});
