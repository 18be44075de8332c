import { startHmrcSandbox, type HmrcSandbox } from '@bk/hmrc-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmrcClient } from './client';
import type { CumulativeSummaryBody } from './itsa-types';
import {
  hmrcFailure,
  linkedSandboxStore,
  sandboxClient,
  sandboxFraudHeaders,
  type MemoryTokenStore,
} from './test-support';
import { defined } from '../../../tests/support/defined';

/**
 * The Income Tax calls of the client against the HMRC sandbox emulator (packages/hmrc-sandbox,
 * written from HMRC's published definitions): each call, its Accept version, HMRC's errors as
 * typed errors, and the fraud prevention headers HMRC checks. The emulator's clock is 1 July
 * 2026, four days before the first quarter of 2026-27 ends.
 */
const REDIRECT_URI = 'http://localhost:3000/app/';
const NOW = '2026-07-01T12:00:00Z';
const CALCULATION_DELAY_MS = 200;

let sandbox: HmrcSandbox;
let nino: string;
let businessId: string;

const fraud = sandboxFraudHeaders('itsa-test');
const opts = (govTestScenario?: string) => ({ fraudHeaders: fraud, govTestScenario });

const clientFor = (calculationsApiVersion?: '8.0' | '9.0'): HmrcClient =>
  sandboxClient(sandbox, REDIRECT_URI, calculationsApiVersion ? { calculationsApiVersion } : {});

const Q1: CumulativeSummaryBody = {
  periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' },
  periodIncome: { turnover: 15230.45, other: 120 },
  periodExpenses: { costOfGoods: 2100.1, businessEntertainmentCosts: 45 },
  periodDisallowableExpenses: { businessEntertainmentCostsDisallowable: 45 },
};

let client: HmrcClient;
let store: MemoryTokenStore;

beforeAll(async () => {
  sandbox = await startHmrcSandbox({
    seedUser: true,
    quiet: true,
    rateLimitPerSecond: 0,
    statefulObligations: true,
    calculationDelayMs: CALCULATION_DELAY_MS,
    now: () => new Date(NOW),
  });
  const seed = defined(sandbox.seedUser, 'the seed user');
  nino = defined(seed.nino, 'the seed NINO');
  businessId = defined(seed.businessId, 'the seed business');
  client = clientFor();
  store = await linkedSandboxStore(sandbox, client, fraud);
});
afterAll(() => sandbox.stop());

describe('Business Details through the client', () => {
  it('asks for the Income Tax scopes when linking', async () => {
    expect(store.current()?.scope).toBe('read:vat write:vat read:self-assessment write:self-assessment');
  });

  it('lists and retrieves the business; none for NOT_FOUND, null for an unknown one', async () => {
    const [business] = await client.listBusinesses(store, nino, opts());
    expect(business).toMatchObject({ typeOfBusiness: 'self-employment', businessId });
    expect(await client.listBusinesses(store, nino, opts('NOT_FOUND'))).toEqual([]);
    const details = await client.retrieveBusiness(store, nino, businessId, opts());
    expect(details).toMatchObject({
      commencementDate: '2019-05-13',
      quarterlyTypeChoice: { quarterlyPeriodType: 'standard' },
    });
    expect(await client.retrieveBusiness(store, nino, 'XAIS99999999999', opts())).toBeNull();
  });

  it('sets the quarter type, and reports HMRC refusing another tax year', async () => {
    const set = await client.setQuarterPeriodType(store, nino, businessId, '2026-27', 'calendar', opts());
    expect(set.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.retrieveBusiness(store, nino, businessId, opts()))?.quarterlyTypeChoice).toEqual({
      quarterlyPeriodType: 'calendar',
      taxYearOfChoice: '2026-27',
    });
    await client.setQuarterPeriodType(store, nino, businessId, '2026-27', 'standard', opts());
    const refused = await hmrcFailure(
      client.setQuarterPeriodType(store, nino, businessId, '2025-26', 'calendar', opts()),
    );
    expect({ status: refused.status, codes: refused.codes }).toEqual({
      status: 422,
      codes: ['RULE_REQUEST_CANNOT_BE_FULFILLED'],
    });
  });

  it('passes HMRC’s 403 for a NINO that is not the user’s', async () => {
    const refused = await hmrcFailure(client.listBusinesses(store, 'AE654321C', opts()));
    expect({ status: refused.status, codes: refused.codes }).toEqual({
      status: 403,
      codes: ['CLIENT_OR_AGENT_NOT_AUTHORISED'],
    });
  });
});

describe('Obligations, the cumulative update and the calculation through the client', () => {
  const year = {
    typeOfBusiness: 'self-employment' as const,
    businessId: '',
    fromDate: '2026-04-06',
    toDate: '2027-04-05',
  };

  it("gives the year's obligations with HMRC's due dates; none for NO_OBLIGATIONS_FOUND", async () => {
    const [own] = await client.incomeAndExpenditureObligations(store, nino, { ...year, businessId }, opts());
    expect(own?.obligationDetails.map((o) => [o.periodEndDate, o.dueDate, o.status])).toEqual([
      ['2026-07-05', '2026-08-07', 'open'],
      ['2026-10-05', '2026-11-07', 'open'],
      ['2027-01-05', '2027-02-07', 'open'],
      ['2027-04-05', '2027-05-07', 'open'],
    ]);
    expect(await client.incomeAndExpenditureObligations(store, nino, {}, opts('NO_OBLIGATIONS_FOUND'))).toEqual([]);
    const bad = await hmrcFailure(
      client.incomeAndExpenditureObligations(store, nino, { fromDate: '2026-04-06' }, opts()),
    );
    expect(bad.codes).toEqual(['MISSING_TO_DATE']);
  });

  it('gives the final declaration obligation; none for NOT_FOUND', async () => {
    expect(await client.finalDeclarationObligations(store, nino, { taxYear: '2026-27' }, opts())).toEqual([
      { periodStartDate: '2026-04-06', periodEndDate: '2027-04-05', dueDate: '2028-01-31', status: 'open' },
    ]);
    expect(await client.finalDeclarationObligations(store, nino, {}, opts('NOT_FOUND'))).toEqual([]);
  });

  it('sends the cumulative summary, reads it back, and the quarter shows fulfilled', async () => {
    expect(await client.getCumulativeSummary(store, nino, businessId, '2026-27', opts())).toBeNull();
    const sent = await client.putCumulativeSummary(store, nino, businessId, '2026-27', Q1, opts());
    expect(sent.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.getCumulativeSummary(store, nino, businessId, '2026-27', opts())).toEqual(Q1);
    expect(JSON.parse(defined(sandbox.cumulativeRequests(nino).at(-1), 'the logged PUT').body)).toEqual(Q1);
    const [own] = await client.incomeAndExpenditureObligations(
      store,
      nino,
      { ...year, businessId, status: 'fulfilled' },
      opts(),
    );
    expect(own?.obligationDetails).toEqual([
      expect.objectContaining({ periodEndDate: '2026-07-05', status: 'fulfilled', receivedDate: '2026-07-01' }),
    ]);
  });

  it("reports HMRC's refusals of a summary with their codes and field paths", async () => {
    const early = await hmrcFailure(
      client.putCumulativeSummary(
        store,
        nino,
        businessId,
        '2026-27',
        { ...Q1, periodDates: { periodStartDate: '2026-04-06', periodEndDate: '2026-10-05' } },
        opts(),
      ),
    );
    expect({ status: early.status, codes: early.codes }).toEqual({
      status: 400,
      codes: ['RULE_EARLY_DATA_SUBMISSION_NOT_ACCEPTED'],
    });
    const negative = await hmrcFailure(
      client.putCumulativeSummary(
        store,
        nino,
        businessId,
        '2026-27',
        { ...Q1, periodIncome: { turnover: -5 } },
        opts(),
      ),
    );
    expect(negative.codes).toEqual(['FORMAT_VALUE']);
    expect(negative.fieldErrors).toEqual([{ code: 'FORMAT_VALUE', path: '/periodIncome/turnover' }]);
    const several = await hmrcFailure(
      client.putCumulativeSummary(store, nino, businessId, '2025', { ...Q1, periodIncome: { turnover: -5 } }, opts()),
    );
    expect(several.codes).toEqual(['INVALID_REQUEST', 'FORMAT_TAX_YEAR', 'FORMAT_VALUE']);
    expect(several.fieldErrors).toEqual([{ code: 'FORMAT_VALUE', path: '/periodIncome/turnover' }]);
    const scenario = await hmrcFailure(
      client.putCumulativeSummary(store, nino, businessId, '2026-27', Q1, opts('OUTSIDE_AMENDMENT_WINDOW')),
    );
    expect(scenario.codes).toEqual(['RULE_OUTSIDE_AMENDMENT_WINDOW']);
  });

  it('triggers a calculation, finds it not ready (null), then retrieves and lists it', async () => {
    const { calculationId, correlationId } = await client.triggerCalculation(store, nino, '2026-27', 'in-year', opts());
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.retrieveCalculation(store, nino, '2026-27', calculationId, opts())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, CALCULATION_DELAY_MS + 50));
    const calculation = await client.retrieveCalculation(store, nino, '2026-27', calculationId, opts());
    expect(calculation?.metadata).toMatchObject({ calculationId, calculationType: 'in-year', periodTo: '2026-07-05' });
    expect(calculation?.calculation?.taxCalculation?.incomeTax.totalTaxableIncome).toEqual(expect.any(Number));
    const same = await clientFor('9.0').retrieveCalculation(store, nino, '2026-27', calculationId, opts());
    expect(same?.metadata.calculationId).toBe(calculationId);
    expect(
      (await client.listCalculations(store, nino, '2026-27', undefined, opts())).map((c) => c.calculationId),
    ).toEqual([calculationId]);
    expect(await client.listCalculations(store, nino, '2026-27', 'intent-to-finalise', opts())).toEqual([]);
    const errors = await client.retrieveCalculation(
      store,
      nino,
      '2026-27',
      calculationId,
      opts('ERROR_MESSAGES_EXIST'),
    );
    expect(errors?.calculation).toBeUndefined();
    expect(errors?.messages?.errors?.length).toBe(1);
    const busy = await hmrcFailure(
      client.triggerCalculation(store, nino, '2026-27', 'in-year', opts('CALCULATION_IN_PROGRESS')),
    );
    expect(busy.codes).toEqual(['RULE_CALCULATION_IN_PROGRESS']);
  });

  it('refreshes an access token that expired mid-flow and carries on', async () => {
    sandbox.expireAccessTokens();
    expect(await client.getCumulativeSummary(store, nino, businessId, '2026-27', opts())).toEqual(Q1);
  });

  it('sends fraud prevention headers HMRC finds nothing wrong with on every Income Tax call', () => {
    const report = sandbox.fraudHeaderFeedback();
    const itsa = report.requests.filter((r) => !r.path.startsWith('/organisations/'));
    expect(itsa.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/individuals/business/details/{nino}/list',
        '/obligations/details/{nino}/income-and-expenditure',
        '/individuals/business/self-employment/{nino}/{businessId}/cumulative/{taxYear}',
        '/individuals/calculations/{nino}/self-assessment/{taxYear}/trigger/{calculationType}',
      ]),
    );
    for (const request of itsa)
      expect({ path: request.path, errors: request.errors }).toEqual({ path: request.path, errors: undefined });
  });
});
