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
  SCHEMA,
  SEED_BUSINESS,
  SEED_NINO,
} from './itsa-test-support';
import { call } from './test-support';

const DELAY_MS = 600;
const calcs = (taxYear: string, rest = '') =>
  `/individuals/calculations/${SEED_NINO}/self-assessment/${taxYear}${rest}`;
const cumulative = (taxYear: string) => cumulativePath(taxYear);
const update = (periodStartDate: string, periodEndDate: string) =>
  JSON.stringify({
    periodDates: { periodStartDate, periodEndDate },
    periodIncome: { turnover: 9000 },
    periodExpenses: { consolidatedExpenses: 1000 },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Calculation = {
  metadata: Record<string, unknown>;
  calculation?: {
    businessProfitAndLoss?: { incomeSourceId: string }[];
    taxCalculation?: { incomeTax: Record<string, number>; totalIncomeTaxAndNicsDue?: number };
  };
  messages?: { errors?: { id: string; text: string }[] };
};

describe('Individual Calculations: trigger, wait, retrieve, list', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  const trigger = (taxYear: string, type: string, scenario?: string) =>
    json(sandbox, calcs(taxYear, `/trigger/${type}`), { token, accept: ACCEPT.ic, method: 'POST', scenario });
  const retrieve = (taxYear: string, id: string, scenario?: string, accept: string = ACCEPT.ic) =>
    json(sandbox, calcs(taxYear, `/${id}`), { token, accept, scenario });
  beforeAll(async () => {
    ({ sandbox, token } = await itsaSandbox(NOW, { calculationDelayMs: DELAY_MS }));
  });
  afterAll(() => sandbox.stop());

  it('refuses a trigger before any income was sent for the year', async () => {
    expectError(await trigger('2026-27', 'in-year'), 400, 'RULE_NO_INCOME_SUBMISSIONS_EXIST');
  });

  it('answers 404 until the calculation is ready, then the calculation (2026-27 schema)', async () => {
    const put = await call(sandbox, cumulative('2026-27'), {
      token,
      accept: ACCEPT.se,
      method: 'PUT',
      body: update('2026-04-06', '2026-07-05'),
    });
    expect(put.status).toBe(204);
    const triggered = await trigger('2026-27', 'in-year');
    expect(triggered.status).toBe(202);
    const { calculationId } = triggered.body as { calculationId: string };
    expect(calculationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    expectError(await retrieve('2026-27', calculationId), 404, 'MATCHING_RESOURCE_NOT_FOUND');
    expectError(await trigger('2026-27', 'in-year'), 400, 'RULE_CALCULATION_IN_PROGRESS');
    expectError(
      await json(sandbox, calcs('2026-27'), { token, accept: ACCEPT.ic }),
      404,
      'MATCHING_RESOURCE_NOT_FOUND',
    );
    if (hasReference) expectSchema(SCHEMA.trigger, triggered.body);
    await sleep(DELAY_MS + 50);

    const ready = await retrieve('2026-27', calculationId);
    expect(ready.status).toBe(200);
    const body = ready.body as Calculation;
    expect(body.metadata).toMatchObject({
      calculationId,
      taxYear: '2026-27',
      calculationType: 'in-year',
      calculationReason: 'customer-request',
      requestedBy: 'customer',
      periodFrom: '2026-04-06',
      periodTo: '2026-07-05',
    });
    expect(body.calculation?.businessProfitAndLoss?.[0]?.incomeSourceId).toBe(SEED_BUSINESS);
    expect(body.calculation?.taxCalculation?.incomeTax).toMatchObject({
      totalIncomeReceivedFromAllSources: expect.any(Number),
      totalTaxableIncome: expect.any(Number),
    });
    expect(body.messages).toBeUndefined();
    if (hasReference) expectSchema(SCHEMA.retrieve2026, body);
    // The same calculation at Individual Calculations 9.0.
    expect((await retrieve('2026-27', calculationId, undefined, 'application/vnd.hmrc.9.0+json')).status).toBe(200);

    const list = await json(sandbox, calcs('2026-27'), { token, accept: ACCEPT.ic });
    expect(list.body).toEqual({
      calculations: [
        {
          calculationId,
          calculationTimestamp: '2026-07-01T12:00:00.000Z',
          calculationType: 'in-year',
          calculationTrigger: 'attended',
          calculationOutcome: 'PROCESSED',
          fromDate: '2026-04-06',
          toDate: '2026-07-05',
        },
      ],
    });
    if (hasReference) expectSchema(SCHEMA.list2025, list.body);
    const filtered = await json(sandbox, calcs('2026-27', '?calculationType=intent-to-finalise'), {
      token,
      accept: ACCEPT.ic,
    });
    expectError(filtered, 404, 'MATCHING_RESOURCE_NOT_FOUND');
  });

  it('gives 2025-26 its own schema, and allows intent-to-finalise once the year has ended', async () => {
    const put = await call(sandbox, cumulative('2025-26'), {
      token,
      accept: ACCEPT.se,
      method: 'PUT',
      body: update('2025-04-06', '2026-04-05'),
    });
    expect(put.status).toBe(204);
    const triggered = await trigger('2025-26', 'intent-to-finalise');
    expect(triggered.status).toBe(202);
    await sleep(DELAY_MS + 50);
    const ready = await retrieve('2025-26', (triggered.body as { calculationId: string }).calculationId);
    expect((ready.body as Calculation).metadata).toMatchObject({ calculationType: 'intent-to-finalise' });
    if (hasReference) expectSchema(SCHEMA.retrieve2025, ready.body);
    expectError(await trigger('2025-26', 'intent-to-amend'), 400, 'RULE_DECLARATION_NOT_RECEIVED');
  });

  it.each([
    ['2026-27', 'final', 'FORMAT_CALCULATION_TYPE'],
    ['2026', 'in-year', 'FORMAT_TAX_YEAR'],
    ['2026-28', 'in-year', 'RULE_TAX_YEAR_RANGE_INVALID'],
    ['2016-17', 'in-year', 'RULE_TAX_YEAR_NOT_SUPPORTED'],
    ['2024-25', 'intent-to-amend', 'RULE_CALCULATION_TYPE_NOT_ALLOWED'],
    ['2026-27', 'intent-to-finalise', 'RULE_TAX_YEAR_NOT_ENDED'],
  ])('refuses a trigger for %s %s: %s', async (taxYear, type, code) => {
    expectError(await trigger(taxYear, type), 400, code);
  });

  it.each([
    'NO_INCOME_SUBMISSIONS_EXIST',
    'FINAL_DECLARATION_RECEIVED',
    'INCOME_SOURCES_CHANGED',
    'RECENT_SUBMISSIONS_EXIST',
    'RESIDENCY_CHANGED',
    'CALCULATION_IN_PROGRESS',
    'BUSINESS_VALIDATION_FAILURE',
    'TAX_YEAR_NOT_ENDED',
  ])('answers the trigger scenario %s', async (scenario) => {
    expectError(await trigger('2026-27', 'in-year', scenario), 400, `RULE_${scenario}`);
  });

  it('refuses an unknown trigger scenario', async () => {
    expectError(await trigger('2026-27', 'in-year', 'NOPE'), 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  });

  it.each([
    ['2026-27', 'not-an-id', undefined, 400, 'FORMAT_CALCULATION_ID'],
    ['2026-27', '12345678', undefined, 404, 'MATCHING_RESOURCE_NOT_FOUND'],
    ['2026-27', 'f2fb30e5-4ab6-4a29-b3c1-c7264259ff1c', 'NOT_FOUND', 404, 'MATCHING_RESOURCE_NOT_FOUND'],
    ['2022-23', 'f2fb30e5-4ab6-4a29-b3c1-c7264259ff1c', 'DYNAMIC', 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO'],
    [
      '2026-27',
      'f2fb30e5-4ab6-4a29-b3c1-c7264259ff1c',
      'UK_SE_GIFTAID_EXAMPLE',
      400,
      'RULE_INCORRECT_GOV_TEST_SCENARIO',
    ],
  ])('retrieves %s %s (%s): %i %s', async (taxYear, id, scenario, status, code) => {
    expectError(await retrieve(taxYear, id, scenario), status, code);
  });

  it('answers ERROR_MESSAGES_EXIST with errors and no calculation, and DYNAMIC with the year asked', async () => {
    const id = 'f2fb30e5-4ab6-4a29-b3c1-c7264259ff1c';
    const errors = (await retrieve('2026-27', id, 'ERROR_MESSAGES_EXIST')).body as Calculation;
    expect(errors.calculation).toBeUndefined();
    expect(errors.messages?.errors?.[0]?.text).toEqual(expect.any(String));
    if (hasReference) expectSchema(SCHEMA.retrieve2026, errors);
    const dynamic = (await retrieve('2025-26', id, 'DYNAMIC')).body as Calculation;
    expect(dynamic.metadata).toMatchObject({ taxYear: '2025-26', periodFrom: '2025-04-06', periodTo: '2026-04-05' });
    if (hasReference) expectSchema(SCHEMA.retrieve2025, dynamic);
  });

  it('lists for the scenarios and refuses unknown types', async () => {
    const dynamic = await json(sandbox, calcs('2026-27'), { token, accept: ACCEPT.ic, scenario: 'DYNAMIC' });
    expect(dynamic.status).toBe(200);
    if (hasReference) expectSchema(SCHEMA.list2025, dynamic.body);
    expectError(
      await json(sandbox, calcs('2026-27'), { token, accept: ACCEPT.ic, scenario: 'NOT_FOUND' }),
      404,
      'MATCHING_RESOURCE_NOT_FOUND',
    );
    expectError(
      await json(sandbox, calcs('2026-27', '?calculationType=final'), { token, accept: ACCEPT.ic }),
      400,
      'FORMAT_CALCULATION_TYPE',
    );
    expectError(
      await json(sandbox, calcs('2024-25', '?calculationType=intent-to-amend'), { token, accept: ACCEPT.ic }),
      400,
      'RULE_CALCULATION_TYPE_NOT_ALLOWED',
    );
  });

  it('serves Individual Calculations at 8.0 and 9.0 only', async () => {
    const seven = await json(sandbox, calcs('2026-27'), { token, accept: 'application/vnd.hmrc.7.0+json' });
    expectError(seven, 404, 'NOT_FOUND');
  });
});
