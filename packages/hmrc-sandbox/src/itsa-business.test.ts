import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNino, startHmrcSandbox, type HmrcSandbox } from './index';
import {
  ACCEPT,
  expectError,
  expectSchema,
  hasReference,
  ITSA_NOW as NOW,
  itsaSandbox,
  json,
  referenceJson,
  SCHEMA,
  SEED_BUSINESS,
  SEED_NINO,
} from './itsa-test-support';
import { applicationToken, call, tokensFor } from './test-support';
import { defined } from './defined';

const details = (rest: string) => `/individuals/business/details/${rest}`;

describe('test users for MTD Income Tax', () => {
  it.each(['AE123456C', 'AA000000A', 'ZY999999D', 'TM123456B'])('accepts the NINO %s', (nino) => {
    expect(isValidNino(nino)).toBe(true);
  });

  it.each([
    ['GB123456A', 'a prefix HMRC never issues'],
    ['NT123456A', 'a prefix HMRC never issues'],
    ['DA123456A', 'D as the first letter'],
    ['AO123456A', 'O as the second letter'],
    ['AE123456E', 'a suffix after D'],
    ['AE12345C', 'five digits'],
    ['AE123456', 'no suffix'],
    ['ae123456c', 'lower case'],
  ])('refuses %s (%s)', (nino) => {
    expect(isValidNino(nino)).toBe(false);
  });

  it('enrols a new test user with a valid NINO and one self-employment business', async () => {
    const sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0 });
    try {
      const user = await sandbox.createTestUser();
      expect(isValidNino(defined(user.nino, 'nino'))).toBe(true);
      expect(user.businessId).toMatch(/^X[A-Z0-9]IS\d{11}$/);
      const token = (await tokensFor(sandbox, user, 'read:self-assessment')).access_token;
      const list = await json(sandbox, details(`${user.nino}/list`), { token, accept: ACCEPT.bd });
      expect(list.body).toEqual({
        listOfBusinesses: [expect.objectContaining({ typeOfBusiness: 'self-employment', businessId: user.businessId })],
      });
    } finally {
      await sandbox.stop();
    }
  });

  it('gives the Create Test User API a NINO and MTD Income Tax ID for mtd-income-tax', async () => {
    const sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0 });
    try {
      const token = await applicationToken(sandbox);
      const create = async (serviceNames: string[]) =>
        (await call(sandbox, '/create-test-user/individuals', {
          token,
          method: 'POST',
          body: JSON.stringify({ serviceNames }),
        }).then((r) => r.json())) as Record<string, unknown>;
      const enrolled = await create(['national-insurance', 'self-assessment', 'mtd-income-tax']);
      expect(isValidNino(String(enrolled.nino))).toBe(true);
      expect(enrolled.mtdItId).toMatch(/^X[A-Z]IT\d{11}$/);
      const ninoOnly = await create(['national-insurance']);
      expect(isValidNino(String(ninoOnly.nino))).toBe(true);
      expect(ninoOnly.mtdItId).toBeUndefined();
      expect((await create(['mtd-vat'])).nino).toBeUndefined();
    } finally {
      await sandbox.stop();
    }
  });
});

describe('Business Details 2.0', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await itsaSandbox(NOW));
  });
  afterAll(() => sandbox.stop());

  it('lists the seeded business, as HMRC schema says', async () => {
    const list = await json(sandbox, details(`${SEED_NINO}/list`), { token, accept: ACCEPT.bd });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-correlationid')).toMatch(/^[0-9a-f-]{36}$/);
    const [business] = (list.body as { listOfBusinesses: Record<string, string>[] }).listOfBusinesses;
    expect(business).toEqual({
      typeOfBusiness: 'self-employment',
      businessId: SEED_BUSINESS,
      tradingType: expect.any(String),
      tradingName: expect.any(String),
    });
    if (hasReference) expectSchema(SCHEMA.list, list.body);
  });

  it('retrieves its details: commencement date, standard quarters, a 1 April accounting period', async () => {
    const retrieved = await json(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}`), { token, accept: ACCEPT.bd });
    expect(retrieved.status).toBe(200);
    expect(retrieved.body).toMatchObject({
      businessId: SEED_BUSINESS,
      typeOfBusiness: 'self-employment',
      commencementDate: '2019-05-13',
      accountingPeriods: [{ start: '2026-04-01', end: '2027-03-31' }],
      quarterlyTypeChoice: { quarterlyPeriodType: 'standard', taxYearOfChoice: '2026-27' },
    });
    if (hasReference) expectSchema(SCHEMA.business, retrieved.body);
  });

  it.each([
    ['PROPERTY', ['uk-property']],
    ['FOREIGN_PROPERTY', ['foreign-property']],
    ['UNSPECIFIED', ['property-unspecified']],
    ['BUSINESS_AND_PROPERTY', ['self-employment', 'uk-property', 'foreign-property']],
    ['STATEFUL', ['self-employment']],
  ])('lists for Gov-Test-Scenario %s', async (scenario, types) => {
    const list = await json(sandbox, details(`${SEED_NINO}/list`), { token, accept: ACCEPT.bd, scenario });
    const body = list.body as { listOfBusinesses: { typeOfBusiness: string }[] };
    expect(body.listOfBusinesses.map((b) => b.typeOfBusiness)).toEqual(types);
    if (hasReference) expectSchema(SCHEMA.list, list.body);
  });

  it.each([
    ['list', 'NOT_FOUND', 404, 'MATCHING_RESOURCE_NOT_FOUND'],
    ['list', 'NOPE', 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO'],
    [SEED_BUSINESS, 'NOT_FOUND', 404, 'MATCHING_RESOURCE_NOT_FOUND'],
    [SEED_BUSINESS, 'NOPE', 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO'],
    ['XAIS99999999999', undefined, 404, 'NO_BUSINESS_FOUND'],
    ['XAIS1234', undefined, 400, 'FORMAT_BUSINESS_ID'],
  ])('answers %s with %s: %i %s', async (rest, scenario, status, code) => {
    const answer = await json(sandbox, details(`${SEED_NINO}/${rest}`), { token, accept: ACCEPT.bd, scenario });
    expectError(answer, status, code);
  });

  it.each([
    ['PROPERTY', 'XAIS00000000000', 'uk-property'],
    ['FOREIGN_PROPERTY', 'XAIS00000000000', 'foreign-property'],
    ['UNSPECIFIED', 'XAIS00000000000', 'property-unspecified'],
    ['DYNAMIC', 'XPIS12345678901', 'uk-property'],
    ['DYNAMIC', 'XBIS12345678901', 'self-employment'],
  ])('retrieves for %s (%s): %s', async (scenario, businessId, type) => {
    const answer = await json(sandbox, details(`${SEED_NINO}/${businessId}`), { token, accept: ACCEPT.bd, scenario });
    expect((answer.body as { typeOfBusiness: string }).typeOfBusiness).toBe(type);
    if (hasReference) expectSchema(SCHEMA.business, answer.body);
  });

  it('sets calendar quarters for the current tax year, then reports them', async () => {
    const body = JSON.stringify({ quarterlyPeriodType: 'calendar' });
    if (hasReference) expectSchema(SCHEMA.quarterType, JSON.parse(body));
    const put = await call(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}/2026-27`), {
      token,
      accept: ACCEPT.bd,
      method: 'PUT',
      body,
    });
    expect(put.status).toBe(204);
    expect(await put.text()).toBe('');
    const after = await json(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}`), { token, accept: ACCEPT.bd });
    expect(after.body).toMatchObject({
      quarterlyTypeChoice: { quarterlyPeriodType: 'calendar', taxYearOfChoice: '2026-27' },
    });
    const back = await call(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}/2026-27`), {
      token,
      accept: ACCEPT.bd,
      method: 'PUT',
      body: JSON.stringify({ quarterlyPeriodType: 'standard' }),
    });
    expect(back.status).toBe(204);
  });

  it.each([
    ['2025-26', '{"quarterlyPeriodType":"calendar"}', undefined, 422, 'RULE_REQUEST_CANNOT_BE_FULFILLED'],
    ['2026-28', '{"quarterlyPeriodType":"calendar"}', undefined, 400, 'RULE_TAX_YEAR_RANGE_INVALID'],
    ['2026', '{"quarterlyPeriodType":"calendar"}', undefined, 400, 'FORMAT_TAX_YEAR'],
    ['2026-27', '{"quarterlyPeriodType":"monthly"}', undefined, 400, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED'],
    ['2026-27', '{}', undefined, 400, 'RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED'],
    ['2026-27', '{"quarterlyPeriodType":"calendar"}', 'BUSINESS_ID_NOT_FOUND', 404, 'RULE_BUSINESS_ID_NOT_FOUND'],
    [
      '2026-27',
      '{"quarterlyPeriodType":"calendar"}',
      'BUSINESS_ID_STATE_CONFLICT',
      400,
      'RULE_BUSINESS_ID_STATE_CONFLICT',
    ],
    [
      '2026-27',
      '{"quarterlyPeriodType":"calendar"}',
      'QUARTERLY_PERIOD_UPDATING',
      400,
      'RULE_QUARTERLY_PERIOD_UPDATING',
    ],
    ['2026-27', '{"quarterlyPeriodType":"calendar"}', 'NOPE', 400, 'RULE_INCORRECT_GOV_TEST_SCENARIO'],
  ])('refuses the quarter type PUT for %s %s (%s): %i %s', async (taxYear, body, scenario, status, code) => {
    const answer = await json(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}/${taxYear}`), {
      token,
      accept: ACCEPT.bd,
      method: 'PUT',
      body,
      scenario,
    });
    expectError(answer, status, code);
  });

  it('answers an unknown business RULE_BUSINESS_ID_NOT_FOUND on the quarter type PUT', async () => {
    const answer = await json(sandbox, details(`${SEED_NINO}/XAIS99999999999/2026-27`), {
      token,
      accept: ACCEPT.bd,
      method: 'PUT',
      body: '{"quarterlyPeriodType":"calendar"}',
    });
    expectError(answer, 404, 'RULE_BUSINESS_ID_NOT_FOUND');
  });

  it('matches HMRC example responses in shape', () => {
    if (!hasReference) return;
    expectSchema(SCHEMA.list, referenceJson('business-details/2.0/examples/listAllBusinesses/response.json'));
  });
});
