import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, LOCAL_SEED_USER, type HmrcSandbox } from './index';
import { call, tokensFor } from './test-support';
import penaltiesExample from './fixtures/penalties.json';
import financialDetailsExample from './fixtures/financial-details.json';
import liabilitiesExample from './fixtures/liabilities.json';
import paymentsExample from './fixtures/payments.json';
import quarterly from './fixtures/obligations-quarterly.json';
import { defined } from './defined';

const base = `/organisations/vat/${LOCAL_SEED_USER.vrn}`;
const submission = readFileSync(new URL('./fixtures/submit-vat-return.json', import.meta.url), 'utf8');
const INSOLVENT = {
  code: 'RULE_INSOLVENT_TRADER',
  message: 'The remote endpoint has indicated that the Trader is insolvent',
};
const NOT_FOUND = { code: 'NOT_FOUND', message: 'The remote endpoint has indicated that no data can be found' };
const UNKNOWN = { code: 'RULE_INCORRECT_GOV_TEST_SCENARIO', message: 'The Gov-Test-Scenario was not found' };

interface Obligation {
  status: string;
  start: string;
  end: string;
  due: string;
  periodKey: string;
  received?: string;
}

describe('every Gov-Test-Scenario of the reference (§5.1)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({
      quiet: true,
      rateLimitPerSecond: 0,
      seedUser: true,
      statefulObligations: false,
    });
    token = (await tokensFor(sandbox)).access_token;
  });
  afterAll(() => sandbox.stop());

  const get = async (path: string, scenario?: string) => {
    const response = await call(sandbox, path, { token, scenario });
    return {
      status: response.status,
      body: response.status === 404 && path.includes('/returns/') ? null : await response.json(),
    };
  };
  const obligations = (scenario?: string) => get(`${base}/obligations?from=2017-01-01&to=2017-12-31`, scenario);
  const count = (list: Obligation[], status: string) => list.filter((o) => o.status === status).length;

  it('default: HMRC example-1, quarterly with one fulfilled', async () => {
    expect(await obligations()).toEqual({ status: 200, body: quarterly });
  });

  it.each([
    ['QUARTERLY_NONE_MET', 4, 0],
    ['QUARTERLY_ONE_MET', 4, 1],
    ['QUARTERLY_TWO_MET', 4, 2],
    ['QUARTERLY_THREE_MET', 4, 3],
    ['QUARTERLY_FOUR_MET', 4, 4],
    ['MONTHLY_NONE_MET', 4, 0],
    ['MONTHLY_ONE_MET', 4, 1],
    ['MONTHLY_TWO_MET', 4, 2],
    ['MONTHLY_THREE_MET', 4, 3],
    ['MONTHLY_OBS_01_OPEN', 1, 0],
    ['MONTHLY_OBS_07_OPEN', 7, 6],
    ['MONTHLY_OBS_12_OPEN', 12, 11],
    ['MONTHLY_OBS_12_FULFILLED', 12, 12],
    ['QUARTERLY_OBS_01_OPEN', 1, 0],
    ['QUARTERLY_OBS_03_OPEN', 3, 2],
    ['QUARTERLY_OBS_04_OPEN', 4, 3],
    ['QUARTERLY_OBS_04_FULFILLED', 4, 4],
    ['MULTIPLE_OPEN_MONTHLY', 3, 1],
    ['MULTIPLE_OPEN_QUARTERLY', 3, 1],
    ['OBS_SPANS_MULTIPLE_YEARS', 1, 0],
  ])('obligations %s: %i obligations, %i fulfilled', async (scenario, total, fulfilled) => {
    const { status, body } = await obligations(scenario);
    expect(status).toBe(200);
    const list = body.obligations as Obligation[];
    expect(list).toHaveLength(total);
    expect(count(list, 'F')).toBe(fulfilled);
    for (const o of list) {
      expect(o.periodKey).toMatch(/^[#0-9A-Z]{4}$/);
      expect(o.start < o.end && o.end < o.due).toBe(true);
      expect(o.received !== undefined).toBe(o.status === 'F');
    }
    const months = (o: Obligation) => Number(o.end.slice(5, 7)) - Number(o.start.slice(5, 7)) + 1;
    if (scenario.startsWith('MONTHLY')) expect(list.every((o) => months(o) === 1)).toBe(true);
    if (scenario.startsWith('QUARTERLY')) expect(list.every((o) => months(o) === 3)).toBe(true);
    if (scenario.includes('_OBS_') || scenario.startsWith('MULTIPLE_OPEN'))
      expect(defined(list[0], 'the first obligation').start.slice(0, 4)).toBe('2018');
    if (scenario === 'OBS_SPANS_MULTIPLE_YEARS')
      expect([list[0]?.start.slice(0, 4), list[0]?.end.slice(0, 4)]).toEqual(['2018', '2019']);
  });

  it('obligations INSOLVENT_TRADER, NOT_FOUND and an unknown scenario', async () => {
    expect(await obligations('INSOLVENT_TRADER')).toEqual({ status: 403, body: INSOLVENT });
    expect(await obligations('NOT_FOUND')).toEqual({ status: 404, body: NOT_FOUND });
    expect(await obligations('NO_SUCH_SCENARIO')).toEqual({ status: 400, body: UNKNOWN });
  });

  it.each([
    ['INVALID_VRN', 400, { code: 'VRN_INVALID', message: 'The provided VRN is invalid' }],
    ['INVALID_PERIODKEY', 400, { code: 'PERIOD_KEY_INVALID', message: 'Invalid period key' }],
    ['INVALID_PAYLOAD', 400, { code: 'INVALID_REQUEST', message: 'Invalid request' }],
    [
      'DUPLICATE_SUBMISSION',
      403,
      {
        code: 'BUSINESS_ERROR',
        message: 'Business validation error',
        errors: [
          { code: 'DUPLICATE_SUBMISSION', message: 'The VAT return was already submitted for the given period.' },
        ],
      },
    ],
    [
      'TAX_PERIOD_NOT_ENDED',
      403,
      {
        code: 'TAX_PERIOD_NOT_ENDED',
        message: 'The remote endpoint has indicated that the submission is for a tax period that has not ended',
      },
    ],
    ['INSOLVENT_TRADER', 403, INSOLVENT],
    ['NO_SUCH_SCENARIO', 400, UNKNOWN],
  ])('submit return %s -> %i', async (scenario, status, body) => {
    const response = await call(sandbox, `${base}/returns`, { token, method: 'POST', body: submission, scenario });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    // A scenario stores nothing: the period is still free afterwards.
    expect((await call(sandbox, `${base}/returns/A001`, { token })).status).toBe(404);
  });

  it.each([
    [
      'DATE_RANGE_TOO_LARGE',
      403,
      {
        code: 'BUSINESS_ERROR',
        message: 'Business validation error',
        errors: [
          {
            code: 'DATE_RANGE_TOO_LARGE',
            message: 'The date of the requested return cannot be further than four years from the current date.',
          },
        ],
      },
    ],
    ['INSOLVENT_TRADER', 403, INSOLVENT],
    ['NO_SUCH_SCENARIO', 400, UNKNOWN],
  ])('view return %s -> %i', async (scenario, status, body) => {
    expect(await get(`${base}/returns/18A1`, scenario)).toEqual({ status, body });
  });

  it.each([
    ['SINGLE_LIABILITY', '2017-01-02', '2017-02-02', 1],
    ['MULTIPLE_LIABILITIES', '2017-04-05', '2017-12-21', 3],
    ['SINGLE_LIABILITY_2018_19', '2018-01-02', '2018-02-02', 1],
    ['MULTIPLE_LIABILITIES_2018_19', '2018-04-05', '2018-12-21', 3],
  ])('liabilities %s with the dates HMRC names (%s to %s)', async (scenario, from, to, total) => {
    const { status, body } = await get(`${base}/liabilities?from=${from}&to=${to}`, scenario);
    expect(status).toBe(200);
    expect(body.liabilities).toHaveLength(total);
    for (const liability of body.liabilities) {
      expect(Object.keys(liability).sort()).toEqual(
        Object.keys(defined(liabilitiesExample.liabilities[0], 'the first liability of the fixture')).sort(),
      );
      expect(liability.taxPeriod.to >= from && liability.taxPeriod.to <= to).toBe(true);
    }
    // Outside the canned window there is nothing: 404, as in HMRC's sandbox.
    expect(await get(`${base}/liabilities?from=2019-01-01&to=2019-06-30`, scenario)).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  });

  it('liabilities 2018_19 include HMRC example payload', async () => {
    const { body } = await get(`${base}/liabilities?from=2018-04-05&to=2018-12-21`, 'MULTIPLE_LIABILITIES_2018_19');
    expect(body.liabilities[0]).toEqual(liabilitiesExample.liabilities[0]);
  });

  it.each([
    ['SINGLE_PAYMENT', '2017-01-02', '2017-02-02', 1],
    ['MULTIPLE_PAYMENTS', '2017-02-27', '2017-12-21', 4],
    ['SINGLE_PAYMENT_2018_19', '2018-01-02', '2018-02-02', 1],
    ['MULTIPLE_PAYMENTS_2018_19', '2018-02-27', '2018-12-21', 4],
  ])('payments %s with the dates HMRC names (%s to %s)', async (scenario, from, to, total) => {
    const { status, body } = await get(`${base}/payments?from=${from}&to=${to}`, scenario);
    expect(status).toBe(200);
    expect(body.payments).toHaveLength(total);
    for (const payment of body.payments) expect(Object.keys(payment).sort()).toEqual(['amount', 'received']);
  });

  it('payments 2018_19 include HMRC example payload', async () => {
    const { body } = await get(`${base}/payments?from=2018-02-27&to=2018-12-21`, 'MULTIPLE_PAYMENTS_2018_19');
    expect(body.payments[0]).toEqual(paymentsExample.payments[0]);
  });

  it.each(['liabilities', 'payments'])(
    '%s: no scenario is 404, INSOLVENT_TRADER 403, unknown 400',
    async (endpoint) => {
      const path = `${base}/${endpoint}?from=2017-01-02&to=2017-02-02`;
      expect(await get(path)).toEqual({ status: 404, body: NOT_FOUND });
      expect(await get(path, 'INSOLVENT_TRADER')).toEqual({ status: 403, body: INSOLVENT });
      expect(await get(path, 'NO_SUCH_SCENARIO')).toEqual({ status: 400, body: UNKNOWN });
    },
  );

  it('penalties default and DEFAULT are HMRC example; NO_PENALTIES is {}', async () => {
    expect(await get(`${base}/penalties`)).toEqual({ status: 200, body: penaltiesExample });
    expect(await get(`${base}/penalties`, 'DEFAULT')).toEqual({ status: 200, body: penaltiesExample });
    expect(await get(`${base}/penalties`, 'NO_PENALTIES')).toEqual({ status: 200, body: {} });
    expect(await get(`${base}/penalties`, 'NO_SUCH_SCENARIO')).toEqual({ status: 400, body: UNKNOWN });
  });

  interface Lsp {
    penaltyCategory: string;
    penaltyStatus: string;
  }
  it.each([
    ['LATE_SUBMISSION', 1, 0, 1],
    ['LATE_PAYMENT', 0, 1, 0],
    ['MULTIPLE_PENALTIES', 1, 1, 1],
    ['MULTIPLE_LATE_PAYMENT_PENALTIES', 0, 2, 0],
    ['MULTIPLE_LATE_SUBMISSION_PENALTIES', 3, 0, 3],
    ['MULTIPLE_INACTIVE_LATE_SUBMISSION_PENALTIES', 2, 0, 0],
    ['THRESHOLD_LATE_SUBMISSION_PENALTIES', 4, 0, 4],
    ['CHARGE_LATE_SUBMISSION_PENALTIES', 5, 0, 5],
  ])('penalties %s: %i late submission, %i late payment, %i active points', async (scenario, lsps, lpps, active) => {
    const { status, body } = await get(`${base}/penalties`, scenario);
    expect(status).toBe(200);
    const details: Lsp[] = body.lateSubmissionPenalty?.details ?? [];
    expect(details).toHaveLength(lsps);
    expect(body.latePaymentPenalty?.details ?? []).toHaveLength(lpps);
    if (lsps > 0) {
      const summary = body.lateSubmissionPenalty.summary;
      expect(summary.activePenaltyPoints).toBe(active);
      expect(details.filter((d) => d.penaltyStatus === 'active')).toHaveLength(active);
      expect(Object.keys(summary).sort()).toEqual(Object.keys(penaltiesExample.lateSubmissionPenalty.summary).sort());
    }
    const charges = details.filter((d) => d.penaltyCategory !== 'point').length;
    if (scenario === 'THRESHOLD_LATE_SUBMISSION_PENALTIES') expect(charges).toBe(1);
    if (scenario === 'CHARGE_LATE_SUBMISSION_PENALTIES') expect(charges).toBe(2);
  });

  it('financial details: DEFAULT is HMRC example; an unknown scenario is refused', async () => {
    expect(await get(`${base}/financial-details/XP123456789012`)).toEqual({
      status: 200,
      body: financialDetailsExample,
    });
    expect(await get(`${base}/financial-details/XS198765432109`, 'DEFAULT')).toEqual({
      status: 200,
      body: financialDetailsExample,
    });
    expect(await get(`${base}/financial-details/XP123456789012`, 'NO_SUCH_SCENARIO')).toEqual({
      status: 400,
      body: UNKNOWN,
    });
  });

  it.each([
    ['DEFAULT', 200, ['customerDetails', 'flatRateScheme']],
    ['NO_EFFECTREGISTRATIONDATE', 200, ['flatRateScheme']],
    ['NO_FLATRATESCHEME', 200, ['customerDetails']],
    ['CUSTOMER_INFO_NOT_FOUND', 404, ['code', 'message']],
    ['NO_EFFECTREGISTRATIONDATE_NO_FRS', 500, ['code', 'message']],
  ])('customer information %s -> %i', async (scenario, status, keys) => {
    const result = await get(`${base}/information`, scenario);
    expect(result.status).toBe(status);
    expect(Object.keys(result.body).sort()).toEqual(keys);
  });
});
