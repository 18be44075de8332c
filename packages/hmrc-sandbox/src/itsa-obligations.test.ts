import { describe, expect, it } from 'vitest';
import cumulativeExample from './fixtures/itsa/obligations-cumulative.json';
import {
  ACCEPT,
  expectError,
  expectSchema,
  hasReference,
  ITSA_NOW as NOW,
  itsaSandbox,
  itsaSandboxForBlock,
  json,
  SCHEMA,
  SEED_BUSINESS,
  SEED_NINO,
} from './itsa-test-support';
import { call } from './test-support';

const IE = `/obligations/details/${SEED_NINO}/income-and-expenditure`;
const CRYSTALLISATION = `/obligations/details/${SEED_NINO}/crystallisation`;
const own = `typeOfBusiness=self-employment&businessId=${SEED_BUSINESS}`;
const Q1_2026 = {
  periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' },
  periodIncome: { turnover: 1200.5, other: 0 },
  periodExpenses: { costOfGoods: 100, otherExpenses: 20.25 },
};

type Obligations = { obligations: { businessId: string; obligationDetails: Record<string, string>[] }[] };
const details = (body: unknown) => (body as Obligations).obligations.flatMap((o) => o.obligationDetails);

/** One sandbox for the describe block this is called in, and a GET of the obligations at `base`. */
function sharedGet(base: string) {
  const shared = itsaSandboxForBlock(NOW);
  return (query: string, scenario?: string) =>
    json(shared.sandbox, `${base}${query ? `?${query}` : ''}`, { token: shared.token, accept: ACCEPT.ob, scenario });
}

describe('income and expenditure obligations, by date (Obligations 3.0)', () => {
  const get = sharedGet(IE);

  it("gives the tax year's four cumulative quarters with HMRC's due dates", async () => {
    const answer = await get(`${own}&fromDate=2026-04-06&toDate=2027-04-05`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      obligations: [
        {
          typeOfBusiness: 'self-employment',
          businessId: SEED_BUSINESS,
          obligationDetails: [
            { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05', dueDate: '2026-08-07', status: 'open' },
            { periodStartDate: '2026-04-06', periodEndDate: '2026-10-05', dueDate: '2026-11-07', status: 'open' },
            { periodStartDate: '2026-04-06', periodEndDate: '2027-01-05', dueDate: '2027-02-07', status: 'open' },
            { periodStartDate: '2026-04-06', periodEndDate: '2027-04-05', dueDate: '2027-05-07', status: 'open' },
          ],
        },
      ],
    });
    if (hasReference) expectSchema(SCHEMA.obligations, answer.body);
  });

  it('gives 2025-26 the due dates of its example (the 5th)', async () => {
    const answer = await get(`${own}&fromDate=2025-04-06&toDate=2026-04-05`);
    expect(details(answer.body).map((d) => d.dueDate)).toEqual([
      '2025-08-05',
      '2025-11-05',
      '2026-02-05',
      '2026-05-05',
    ]);
  });

  it('covers the year to today when no dates are given, and every open one from 2025-26 with status=open', async () => {
    expect(details((await get('')).body)).toHaveLength(8);
    const open = details((await get('status=open')).body);
    expect(open.map((d) => d.periodEndDate)).toContain('2025-07-05');
    expect(open.every((d) => d.status === 'open')).toBe(true);
  });

  it('has none for another type of business', async () => {
    expectError(await get('typeOfBusiness=uk-property'), 404, 'NO_OBLIGATIONS_FOUND');
    expectError(await get('typeOfBusiness=self-employment&businessId=XAIS99999999999'), 404, 'NO_OBLIGATIONS_FOUND');
  });

  it.each([
    ['typeOfBusiness=shop', 'FORMAT_TYPE_OF_BUSINESS'],
    ['typeOfBusiness=self-employment&businessId=XY', 'FORMAT_BUSINESS_ID'],
    [`businessId=${SEED_BUSINESS}`, 'MISSING_TYPE_OF_BUSINESS'],
    ['fromDate=2026-02-30&toDate=2026-07-05', 'FORMAT_FROM_DATE'],
    ['fromDate=2026-04-06&toDate=5 July', 'FORMAT_TO_DATE'],
    ['toDate=2026-07-05', 'MISSING_FROM_DATE'],
    ['fromDate=2026-04-06', 'MISSING_TO_DATE'],
    ['status=O', 'FORMAT_STATUS'],
    ['fromDate=2026-07-05&toDate=2026-04-06', 'RANGE_TO_DATE_BEFORE_FROM_DATE'],
    ['fromDate=2026-04-06&toDate=2027-04-08', 'RULE_DATE_RANGE_INVALID'],
    ['fromDate=2018-04-05&toDate=2018-07-05', 'RULE_FROM_DATE_NOT_SUPPORTED'],
  ])('refuses %s with %s', async (query, code) => {
    expectError(await get(query), 400, code);
  });

  it('wraps several errors in INVALID_REQUEST, sorted by code', async () => {
    const answer = expectError(await get('typeOfBusiness=shop&status=all&toDate=2026-07-05'), 400, 'INVALID_REQUEST');
    expect(answer.errors?.map((e) => e.code)).toEqual([
      'FORMAT_STATUS',
      'FORMAT_TYPE_OF_BUSINESS',
      'MISSING_FROM_DATE',
    ]);
  });

  it.each([
    ['OPEN', 'XBIS12345678903', ['open']],
    ['FULFILLED', 'XBIS12345678902', ['fulfilled', 'fulfilled', 'fulfilled']],
  ])('answers HMRC canned data for %s', async (scenario, businessId, statuses) => {
    const answer = await get('', scenario);
    const [first] = (answer.body as Obligations).obligations;
    expect(first?.businessId).toBe(businessId);
    expect(details(answer.body).map((d) => d.status)).toEqual(statuses);
    if (hasReference) expectSchema(SCHEMA.obligations, answer.body);
  });

  it("answers HMRC's cumulative example for CUMULATIVE and echoes the query for DYNAMIC", async () => {
    expect((await get('', 'CUMULATIVE')).body).toEqual(cumulativeExample);
    const dynamic = await get('fromDate=2026-04-06&toDate=2026-07-05&status=fulfilled', 'DYNAMIC');
    expect(details(dynamic.body)).toEqual([
      expect.objectContaining({ periodStartDate: '2026-04-06', periodEndDate: '2026-07-05', status: 'fulfilled' }),
    ]);
    if (hasReference) expectSchema(SCHEMA.obligations, dynamic.body);
  });

  it.each([
    ['INSOLVENT_TRADER', 400, 'RULE_INSOLVENT_TRADER'],
    ['NOT_FOUND', 404, 'MATCHING_RESOURCE_NOT_FOUND'],
    ['NO_OBLIGATIONS_FOUND', 404, 'NO_OBLIGATIONS_FOUND'],
    ['MULTIPLE', 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO'],
  ])('answers %s with %i %s', async (scenario, status, code) => {
    expectError(await get('', scenario), status, code);
  });
});

describe('final declaration obligations (Obligations 3.0)', () => {
  const get = sharedGet(CRYSTALLISATION);

  it('gives each MTD year an open final declaration due on 31 January after it', async () => {
    const answer = await get('');
    expect(answer.body).toEqual({
      obligations: [
        { periodStartDate: '2025-04-06', periodEndDate: '2026-04-05', dueDate: '2027-01-31', status: 'open' },
        { periodStartDate: '2026-04-06', periodEndDate: '2027-04-05', dueDate: '2028-01-31', status: 'open' },
      ],
    });
    if (hasReference) expectSchema(SCHEMA.crystallisation, answer.body);
    expect((await get('taxYear=2026-27')).body).toEqual({
      obligations: [expect.objectContaining({ periodEndDate: '2027-04-05' })],
    });
    expectError(await get('taxYear=2024-25'), 404, 'NO_OBLIGATIONS_FOUND');
    expectError(await get('status=fulfilled'), 404, 'NO_OBLIGATIONS_FOUND');
  });

  it.each([
    ['taxYear=2026', 'FORMAT_TAX_YEAR'],
    ['taxYear=2026-28', 'RULE_TAX_YEAR_RANGE_INVALID'],
    ['taxYear=2016-17', 'RULE_TAX_YEAR_NOT_SUPPORTED'],
    ['status=done', 'FORMAT_STATUS'],
  ])('refuses %s with %s', async (query, code) => {
    expectError(await get(query), 400, code);
  });

  it('answers the scenarios', async () => {
    const multiple = await get('', 'MULTIPLE');
    expect((multiple.body as { obligations: unknown[] }).obligations.length).toBeGreaterThan(1);
    if (hasReference) expectSchema(SCHEMA.crystallisation, multiple.body);
    const dynamic = await get('taxYear=2024-25', 'DYNAMIC');
    expect(dynamic.body).toEqual({
      obligations: [
        expect.objectContaining({ periodStartDate: '2024-04-06', status: 'fulfilled', dueDate: '2026-01-31' }),
      ],
    });
    if (hasReference) expectSchema(SCHEMA.crystallisation, dynamic.body);
    expectError(await get('', 'INSOLVENT_TRADER'), 400, 'RULE_INSOLVENT_TRADER');
    expectError(await get('', 'NOT_FOUND'), 404, 'MATCHING_RESOURCE_NOT_FOUND');
    expectError(await get('', 'OPEN'), 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO');
  });
});

describe('a cumulative update and its obligation', () => {
  const cumulative = `/individuals/business/self-employment/${SEED_NINO}/${SEED_BUSINESS}/cumulative/2026-27`;
  const query = `?${own}&fromDate=2026-04-06&toDate=2027-04-05`;

  it('fulfils the quarter it reaches when obligations are stateful', async () => {
    const { sandbox, token } = await itsaSandbox(NOW, { statefulObligations: true });
    try {
      const put = await call(sandbox, cumulative, {
        token,
        accept: ACCEPT.se,
        method: 'PUT',
        body: JSON.stringify(Q1_2026),
      });
      expect(put.status).toBe(204);
      const after = await json(sandbox, `${IE}${query}`, { token, accept: ACCEPT.ob });
      expect(details(after.body).map((d) => [d.periodEndDate, d.status, d.receivedDate])).toEqual([
        ['2026-07-05', 'fulfilled', '2026-07-01'],
        ['2026-10-05', 'open', undefined],
        ['2027-01-05', 'open', undefined],
        ['2027-04-05', 'open', undefined],
      ]);
      if (hasReference) expectSchema(SCHEMA.obligations, after.body);
      const fulfilled = await json(sandbox, `${IE}${query}&status=fulfilled`, { token, accept: ACCEPT.ob });
      expect(details(fulfilled.body).map((d) => d.periodEndDate)).toEqual(['2026-07-05']);
    } finally {
      await sandbox.stop();
    }
  });

  it("stays open in HMRC's stateless mode", async () => {
    const { sandbox, token } = await itsaSandbox(NOW);
    try {
      const put = await call(sandbox, cumulative, {
        token,
        accept: ACCEPT.se,
        method: 'PUT',
        body: JSON.stringify(Q1_2026),
      });
      expect(put.status).toBe(204);
      const after = await json(sandbox, `${IE}${query}`, { token, accept: ACCEPT.ob });
      expect(details(after.body).every((d) => d.status === 'open')).toBe(true);
    } finally {
      await sandbox.stop();
    }
  });

  it('follows calendar quarters once chosen, and refuses a change after the first update', async () => {
    const { sandbox, token } = await itsaSandbox(NOW, { statefulObligations: true });
    try {
      const choose = (type: string) =>
        json(sandbox, `/individuals/business/details/${SEED_NINO}/${SEED_BUSINESS}/2026-27`, {
          token,
          accept: ACCEPT.bd,
          method: 'PUT',
          body: JSON.stringify({ quarterlyPeriodType: type }),
        });
      expect((await choose('calendar')).status).toBe(204);
      const calendar = await json(sandbox, `${IE}${query}`, { token, accept: ACCEPT.ob });
      expect(details(calendar.body).map((d) => [d.periodStartDate, d.periodEndDate])).toEqual([
        ['2026-04-01', '2026-06-30'],
        ['2026-04-01', '2026-09-30'],
        ['2026-04-01', '2026-12-31'],
        ['2026-04-01', '2027-03-31'],
      ]);
      const q1 = { ...Q1_2026, periodDates: { periodStartDate: '2026-04-01', periodEndDate: '2026-06-30' } };
      const put = await call(sandbox, cumulative, {
        token,
        accept: ACCEPT.se,
        method: 'PUT',
        body: JSON.stringify(q1),
      });
      expect(put.status).toBe(204);
      expectError(await choose('standard'), 400, 'RULE_BUSINESS_ID_STATE_CONFLICT');
      expect((await choose('calendar')).status).toBe(204);
    } finally {
      await sandbox.stop();
    }
  });
});
