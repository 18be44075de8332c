import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmrcSandbox } from './index';
import { cumulativeRuleFailure } from './itsa/cumulative';
import type { ItsaBusiness } from './itsa/store-types';
import {
  ACCEPT,
  cumulativePath,
  expectError,
  expectSchema,
  hasReference,
  ITSA_NOW as NOW,
  itsaSandbox,
  json,
  Q1_DATES,
  SCHEMA,
  SEED_BUSINESS,
} from './itsa-test-support';

const path = cumulativePath;
const DATES = Q1_DATES;
const CONSOLIDATED = {
  periodDates: DATES,
  periodIncome: { turnover: 15230.45, other: 0 },
  periodExpenses: { consolidatedExpenses: 2455.15 },
};

describe('cumulative period summary: dates and timing (§4.3)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  const put = (
    dates: { periodStartDate: string; periodEndDate: string } | null,
    taxYear = '2026-27',
    scenario?: string,
  ) =>
    json(sandbox, path(taxYear), {
      token,
      accept: ACCEPT.se,
      method: 'PUT',
      body: JSON.stringify(
        dates
          ? { ...CONSOLIDATED, periodDates: dates }
          : { periodIncome: CONSOLIDATED.periodIncome, periodExpenses: CONSOLIDATED.periodExpenses },
      ),
      scenario,
    });
  const dates = (periodStartDate: string, periodEndDate: string) => ({ periodStartDate, periodEndDate });
  beforeAll(async () => {
    ({ sandbox, token } = await itsaSandbox(NOW));
  });
  afterAll(() => sandbox.stop());

  it.each([
    ['no dates', null, 'RULE_MISSING_SUBMISSION_DATES'],
    [
      'a start that is not 6 April',
      dates('2026-04-07', '2026-06-30'),
      'RULE_START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE',
    ],
    ['an end after the tax year', dates('2026-04-06', '2027-04-06'), 'RULE_END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE'],
    [
      'more than 10 days before the period end',
      dates('2026-04-06', '2026-10-05'),
      'RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED',
    ],
    [
      'an advance end that is not the period end',
      dates('2026-04-06', '2026-07-03'),
      'RULE_ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE',
    ],
  ])('refuses %s', async (_what, d, code) => {
    expectError(await put(d), 400, code);
  });

  it('takes a past end date, then refuses one earlier, then takes the quarter end ahead of time', async () => {
    expect((await put(dates('2026-04-06', '2026-06-30'))).status).toBe(204);
    expectError(await put(dates('2026-04-06', '2026-06-15')), 400, 'RULE_SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS');
    expect((await put(dates('2026-04-06', '2026-07-05'))).status).toBe(204);
    // The same quarter again: an amendment, accepted.
    expect((await put(dates('2026-04-06', '2026-07-05'))).status).toBe(204);
  });

  it("takes last year's final quarter while its amendment window is open", async () => {
    expect((await put(dates('2025-04-06', '2026-04-05'), '2025-26')).status).toBe(204);
  });

  it.each([
    'NOT_FOUND',
    'TAX_YEAR_NOT_SUPPORTED',
    'BOTH_EXPENSES_SUPPLIED',
    'START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE',
    'END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE',
    'MISSING_SUBMISSION_DATES',
    'START_AND_END_DATE_NOT_ALLOWED',
    'EARLY_DATA_SUBMISSION_NOT_ACCEPTED',
    'OUTSIDE_AMENDMENT_WINDOW',
    'ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE',
    'SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS',
    'START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE',
  ])('answers Gov-Test-Scenario %s with its error', async (scenario) => {
    const answer = await put(DATES, '2026-27', scenario);
    if (scenario === 'NOT_FOUND') expectError(answer, 404, 'MATCHING_RESOURCE_NOT_FOUND');
    else expectError(answer, 400, `RULE_${scenario}`);
  });

  it('checks the request before the scenario, and knows STATEFUL', async () => {
    const invalid = await json(sandbox, path(), {
      token,
      accept: ACCEPT.se,
      method: 'PUT',
      body: '{}',
      scenario: 'NOT_FOUND',
    });
    expectError(invalid, 400, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED');
    expectError(await put(DATES, '2026-27', 'NOPE'), 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
    expect((await put(DATES, '2026-27', 'STATEFUL')).status).toBe(204);
  });
});

describe('the rules on their own', () => {
  const business = (commencementDate: string): ItsaBusiness => ({
    businessId: SEED_BUSINESS,
    typeOfBusiness: 'self-employment',
    tradingName: 'Test Joinery',
    tradingType: 'Joinery',
    commencementDate,
    accountingPeriod: { start: '2026-04-01', end: '2027-03-31' },
    quarterlyTypeChoice: { quarterlyPeriodType: 'standard', taxYearOfChoice: '2026-27' },
  });

  it('makes a business begun in the year start its updates at its commencement', () => {
    const started = business('2026-05-20');
    expect(
      cumulativeRuleFailure(
        started,
        2026,
        { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' },
        null,
        '2026-07-01',
      ),
    ).toBe('RULE_START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE');
    expect(
      cumulativeRuleFailure(
        started,
        2026,
        { periodStartDate: '2026-05-20', periodEndDate: '2026-07-05' },
        null,
        '2026-07-01',
      ),
    ).toBeNull();
  });

  it('closes the amendment window after the final declaration deadline', async () => {
    const old = business('2019-05-13');
    const dates = { periodStartDate: '2025-04-06', periodEndDate: '2026-04-05' };
    expect(cumulativeRuleFailure(old, 2025, dates, null, '2027-01-31')).toBeNull();
    expect(cumulativeRuleFailure(old, 2025, dates, null, '2027-02-01')).toBe('RULE_OUTSIDE_AMENDMENT_WINDOW');
    const { sandbox, token } = await itsaSandbox('2027-02-10T09:00:00Z');
    try {
      const answer = await json(sandbox, path('2025-26'), {
        token,
        accept: ACCEPT.se,
        method: 'PUT',
        body: JSON.stringify({ ...CONSOLIDATED, periodDates: dates }),
      });
      expectError(answer, 400, 'RULE_OUTSIDE_AMENDMENT_WINDOW');
    } finally {
      await sandbox.stop();
    }
  });

  it('the schema check itself catches a body HMRC would not accept', () => {
    if (!hasReference) return;
    expect(() => expectSchema(SCHEMA.cumulativeRequest, { periodIncome: { turnover: -1 } })).toThrow();
    expect(() => expectSchema(SCHEMA.cumulativeRequest, { periodIncome: { sales: 1 } })).toThrow();
  });
});
