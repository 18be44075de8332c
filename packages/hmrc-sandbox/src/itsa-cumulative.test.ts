import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmrcSandbox } from './index';
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
  referenceJson,
  SCHEMA,
  SEED_BUSINESS,
  SEED_NINO,
} from './itsa-test-support';
import consolidatedExample from './fixtures/itsa/cumulative-consolidated.json';

const path = cumulativePath;
const DATES = Q1_DATES;
const ITEMISED = {
  periodDates: DATES,
  periodIncome: { turnover: 15230.45, other: 120, taxTakenOffTradingIncome: 0 },
  periodExpenses: { costOfGoods: 2100.1, adminCosts: 310.05, businessEntertainmentCosts: 45 },
  periodDisallowableExpenses: { businessEntertainmentCostsDisallowable: 45 },
};
const CONSOLIDATED = {
  periodDates: DATES,
  periodIncome: { turnover: 15230.45, other: 0 },
  periodExpenses: { consolidatedExpenses: 2455.15 },
};

describe('cumulative period summary: accepted updates (Self Employment Business 5.0)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  const put = (body: string, taxYear?: string, scenario?: string) =>
    json(sandbox, path(taxYear), { token, accept: ACCEPT.se, method: 'PUT', body, scenario });
  const get = (taxYear?: string, scenario?: string) =>
    json(sandbox, path(taxYear), { token, accept: ACCEPT.se, scenario });
  beforeAll(async () => {
    ({ sandbox, token } = await itsaSandbox(NOW));
  });
  afterAll(() => sandbox.stop());

  it('has nothing to retrieve before the first update', async () => {
    expectError(await get(), 404, 'MATCHING_RESOURCE_NOT_FOUND');
  });

  it("accepts HMRC's own example requests (with this year's dates), and keeps the latest", async () => {
    if (!hasReference) return;
    for (const name of ['non_consolidated_request.json', 'consolidated_request.json']) {
      const example = referenceJson(
        `self-employment-business/5.0/examples/createAmendCumulativePeriodSummary/${name}`,
      ) as Record<string, unknown>;
      const body = { ...example, periodDates: DATES };
      expectSchema(SCHEMA.cumulativeRequest, body);
      const answer = await put(JSON.stringify(body));
      expect(answer.status, name).toBe(204);
      expect(answer.body).toBeUndefined();
      expect(answer.headers.get('x-correlationid')).toMatch(/^[0-9a-f-]{36}$/);
      const held = await get();
      expect(held.body).toEqual(body);
      expectSchema(SCHEMA.cumulativeResponse, held.body);
    }
  });

  it('replaces the summary with each update, itemised or consolidated', async () => {
    for (const body of [ITEMISED, CONSOLIDATED]) {
      if (hasReference) expectSchema(SCHEMA.cumulativeRequest, body);
      expect((await put(JSON.stringify(body))).status).toBe(204);
      expect((await get()).body).toEqual(body);
    }
  });

  it('logs the exact JSON of every PUT, with what it was answered', async () => {
    const exact =
      '{"periodDates":{"periodStartDate":"2026-04-06","periodEndDate":"2026-07-05"},"periodIncome":{"turnover":100.10},"periodExpenses":{"consolidatedExpenses":0.00}}';
    expect((await put(exact)).status).toBe(204);
    expect((await put('{}')).status).toBe(400);
    const log = sandbox.cumulativeRequests(SEED_NINO);
    expect(log.at(-2)).toEqual({
      nino: SEED_NINO,
      businessId: SEED_BUSINESS,
      taxYear: '2026-27',
      body: exact,
      status: 204,
      code: null,
      receivedAt: '2026-07-01T12:00:00.000Z',
    });
    expect(log.at(-1)).toMatchObject({ body: '{}', status: 400, code: 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED' });
    const control = await fetch(`${sandbox.url}/_emulator/itsa/${SEED_NINO}/cumulative`);
    expect(((await control.json()) as { requests: unknown[] }).requests).toEqual(log);
    expect(sandbox.cumulativeRequests('AA000000A')).toEqual([]);
  });

  it.each([
    ['CONSOLIDATED_EXPENSES', 200, null],
    ['NOT_FOUND', 404, 'MATCHING_RESOURCE_NOT_FOUND'],
    ['TAX_YEAR_NOT_SUPPORTED', 400, 'RULE_TAX_YEAR_NOT_SUPPORTED'],
    ['NOPE', 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO'],
  ])('retrieves for %s: %i %s', async (scenario, status, code) => {
    const answer = await get('2026-27', scenario);
    if (code) expectError(answer, status, code);
    else {
      expect(answer.body).toEqual(consolidatedExample);
      if (hasReference) expectSchema(SCHEMA.cumulativeResponse, answer.body);
    }
  });

  it.each([
    ['2026', 'FORMAT_TAX_YEAR'],
    ['2026-28', 'RULE_TAX_YEAR_RANGE_INVALID'],
    ['2024-25', 'RULE_TAX_YEAR_NOT_SUPPORTED'],
  ])('refuses to retrieve %s: %s', async (taxYear, code) => {
    expectError(await get(taxYear), 400, code);
  });
});

describe('cumulative period summary: HMRC validation of the body (§4.2)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  const put = (body: unknown, taxYear?: string, businessId?: string) =>
    json(sandbox, path(taxYear, businessId), {
      token,
      accept: ACCEPT.se,
      method: 'PUT',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  beforeAll(async () => {
    ({ sandbox, token } = await itsaSandbox(NOW));
  });
  afterAll(() => sandbox.stop());

  it.each([
    ['an empty object', '{}', undefined],
    ['text that is not JSON', 'turnover=1', undefined],
    ['dates alone', { periodDates: DATES }, undefined],
    ['income alone', { periodIncome: { turnover: 1 } }, undefined],
    ['an unknown field', { ...CONSOLIDATED, periodIncome: { sales: 1 } }, ['/periodIncome/sales']],
    ['an empty object inside', { ...CONSOLIDATED, periodIncome: {} }, ['/periodIncome']],
    ['a number as text', { ...CONSOLIDATED, periodIncome: { turnover: '1.00' } }, ['/periodIncome/turnover']],
    [
      'a date missing',
      { ...CONSOLIDATED, periodDates: { periodStartDate: '2026-04-06' } },
      ['/periodDates/periodEndDate'],
    ],
    ['an unknown object', { ...CONSOLIDATED, periodAllowances: { x: 1 } }, ['/periodAllowances']],
  ])('refuses %s with RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED', async (_what, body, paths) => {
    const error = expectError(await put(body), 400, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED');
    expect(error.paths).toEqual(paths);
  });

  it('answers FORMAT_VALUE with the field and the range of its kind', async () => {
    const income = expectError(await put({ ...CONSOLIDATED, periodIncome: { turnover: -1 } }), 400, 'FORMAT_VALUE');
    expect(income).toEqual({
      code: 'FORMAT_VALUE',
      message: 'The value must be between 0 and 99999999999.99',
      paths: ['/periodIncome/turnover'],
    });
    const expense = expectError(
      await put({ ...ITEMISED, periodExpenses: { costOfGoods: 1.001, adminCosts: 100000000000 } }),
      400,
      'FORMAT_VALUE',
    );
    expect(expense).toEqual({
      code: 'FORMAT_VALUE',
      message: 'The value must be between -99999999999.99 and 99999999999.99',
      paths: ['/periodExpenses/costOfGoods', '/periodExpenses/adminCosts'],
    });
    // Negative expenses are within range (net refunds, §4.2).
    expect((await put({ ...ITEMISED, periodExpenses: { costOfGoods: -20.5 } })).status).toBe(204);
  });

  it('wraps distinct errors in INVALID_REQUEST, sorted by code', async () => {
    const body = {
      periodDates: { periodStartDate: '2026-13-01', periodEndDate: '2026-07-05' },
      periodIncome: { turnover: -1 },
      periodExpenses: { costOfGoods: 0.001 },
    };
    const error = expectError(await put(body), 400, 'INVALID_REQUEST');
    expect(error.errors).toEqual([
      { code: 'FORMAT_START_DATE', message: 'The provided Start date is invalid' },
      {
        code: 'FORMAT_VALUE',
        message: 'The value must be between 0 and 99999999999.99',
        paths: ['/periodIncome/turnover'],
      },
      {
        code: 'FORMAT_VALUE',
        message: 'The value must be between -99999999999.99 and 99999999999.99',
        paths: ['/periodExpenses/costOfGoods'],
      },
    ]);
  });

  it.each([
    [
      'FORMAT_END_DATE',
      { ...CONSOLIDATED, periodDates: { periodStartDate: '2026-04-06', periodEndDate: '05/07/2026' } },
    ],
    [
      'RULE_END_DATE_BEFORE_START_DATE',
      { ...CONSOLIDATED, periodDates: { periodStartDate: '2026-07-05', periodEndDate: '2026-04-06' } },
    ],
    ['RULE_BOTH_EXPENSES_SUPPLIED', { ...CONSOLIDATED, periodExpenses: { consolidatedExpenses: 1, costOfGoods: 1 } }],
    ['RULE_BOTH_EXPENSES_SUPPLIED', { ...CONSOLIDATED, periodDisallowableExpenses: { adminCostsDisallowable: 1 } }],
  ])('refuses with %s', async (code, body) => {
    expectError(await put(body), 400, code);
  });

  it.each([
    ['2026', SEED_BUSINESS, 'FORMAT_TAX_YEAR'],
    ['2026-28', SEED_BUSINESS, 'RULE_TAX_YEAR_RANGE_INVALID'],
    ['2024-25', SEED_BUSINESS, 'RULE_TAX_YEAR_NOT_SUPPORTED'],
    ['2026-27', 'XAIS123', 'FORMAT_BUSINESS_ID'],
  ])('refuses tax year %s, business %s: %s', async (taxYear, businessId, code) => {
    expectError(await put(CONSOLIDATED, taxYear, businessId), 400, code);
  });

  it('reports path and body errors together', async () => {
    const error = expectError(await put('{}', '2024-25', 'XAIS123'), 400, 'INVALID_REQUEST');
    expect(error.errors?.map((e) => e.code)).toEqual([
      'FORMAT_BUSINESS_ID',
      'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED',
      'RULE_TAX_YEAR_NOT_SUPPORTED',
    ]);
  });

  it('answers MATCHING_RESOURCE_NOT_FOUND for a business that is not the user’s', async () => {
    expectError(await put(CONSOLIDATED, '2026-27', 'XAIS99999999999'), 404, 'MATCHING_RESOURCE_NOT_FOUND');
  });

  it('answers 415 to a body that is not sent as JSON', async () => {
    const answer = await json(sandbox, path(), {
      token,
      accept: ACCEPT.se,
      method: 'PUT',
      body: JSON.stringify(CONSOLIDATED),
      headers: { 'Content-Type': 'text/plain' },
    });
    expectError(answer, 415, 'INVALID_BODY_TYPE');
  });
});
