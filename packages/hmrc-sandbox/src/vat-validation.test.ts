import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, LOCAL_SEED_USER, type HmrcSandbox } from './index';
import { call, tokensFor } from './test-support';

const example = JSON.parse(readFileSync(new URL('./fixtures/submit-vat-return.json', import.meta.url), 'utf8'));
const vrn = LOCAL_SEED_USER.vrn;
const base = `/organisations/vat/${vrn}`;
const MONEY_1_4 =
  'amount should be a monetary value (to 2 decimal places), between -9,999,999,999,999.99 and 9,999,999,999,999.99';

describe('VAT API validation (reference §3, §4)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({
      quiet: true,
      rateLimitPerSecond: 0,
      seedUser: true,
      now: () => new Date('2026-06-15T12:00:00Z'),
    });
    token = (await tokensFor(sandbox)).access_token;
  });
  afterAll(() => sandbox.stop());

  const submit = (body: string, scenario?: string) =>
    call(sandbox, `${base}/returns`, { token, method: 'POST', body, scenario });
  const withBoxes = (changes: Record<string, unknown>) => JSON.stringify({ ...example, ...changes });

  it('checks the gateway first: Accept, route, token, scope', async () => {
    const noAccept = await call(sandbox, `${base}/obligations?status=O`, { token, accept: 'application/json' });
    expect(noAccept.status).toBe(406);
    expect(await noAccept.json()).toEqual({
      code: 'ACCEPT_HEADER_INVALID',
      message: 'The accept header is missing or invalid',
    });
    const unknown = await call(sandbox, `${base}/returns/18A2`, { token, method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('MATCHING_RESOURCE_NOT_FOUND');
    const missing = await fetch(`${sandbox.url}${base}/obligations?status=O`, {
      headers: { Accept: 'application/vnd.hmrc.1.0+json' },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 'MISSING_CREDENTIALS',
      message: 'Authentication information is not provided',
    });
    const readOnly = (await tokensFor(sandbox, undefined, 'read:vat')).access_token;
    const noScope = await call(sandbox, `${base}/returns`, {
      token: readOnly,
      method: 'POST',
      body: JSON.stringify(example),
    });
    expect(noScope.status).toBe(403);
    expect((await noScope.json()).code).toBe('INVALID_SCOPE');
  });

  it('answers VRN_INVALID before the enrolment check, and CLIENT_OR_AGENT_NOT_AUTHORISED for another VRN', async () => {
    const bad = await call(sandbox, '/organisations/vat/12345678/obligations?status=O', { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'VRN_INVALID', message: 'The provided VRN is invalid' });
    const other = await call(sandbox, '/organisations/vat/666163716/obligations?status=O', { token });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      code: 'CLIENT_OR_AGENT_NOT_AUTHORISED',
      message: 'The client and/or agent is not authorised.',
    });
  });

  it.each([
    ['', 'INVALID_DATE_FROM'],
    ['status=F', 'MISSING_DATE_RANGE'],
    ['status=X', 'INVALID_STATUS'],
    ['from=2017-01-01', 'INVALID_DATE_TO'],
    ['to=2017-01-01', 'INVALID_DATE_FROM'],
    ['from=2017-02-30&to=2017-12-31', 'INVALID_DATE_FROM'],
    ['from=2017-01-01&to=2017-13-01', 'INVALID_DATE_TO'],
    ['from=2017-01-01&to=2017-12-31&status=', 'INVALID_STATUS'],
    ['from=2017-01-01&to=2017-01-01', 'INVALID_DATE_RANGE'],
    ['from=2017-01-01&to=2018-01-02', 'INVALID_DATE_RANGE'],
  ])('obligations?%s -> %s (legacy body)', async (query, message) => {
    const response = await call(sandbox, `${base}/obligations?${query}`, { token, scenario: 'NOT_FOUND' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message });
  });

  it('accepts an obligations range of exactly one year', async () => {
    const response = await call(sandbox, `${base}/obligations?from=2017-01-01&to=2018-01-01`, { token });
    expect(response.status).toBe(200);
  });

  it.each([
    ['liabilities', 'from=2016-04-05&to=2016-12-31', 'DATE_FROM_INVALID'],
    ['liabilities', 'to=2017-01-01', 'DATE_FROM_INVALID'],
    ['payments', 'from=2026-01-01&to=2026-06-16', 'DATE_TO_INVALID'],
    ['payments', 'from=2017-01-01&to=2018-01-01', 'DATE_RANGE_INVALID'],
    ['liabilities', 'from=2017-02-01&to=2017-01-01', 'DATE_RANGE_INVALID'],
  ])('%s?%s -> %s', async (endpoint, query, message) => {
    const response = await call(sandbox, `${base}/${endpoint}?${query}`, { token, scenario: 'INSOLVENT_TRADER' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message });
  });

  it('checks box 3 and box 5 exactly, with decimals as written', async () => {
    const response = await submit(withBoxes({ totalVatDue: 5.06 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Invalid request',
      errors: [
        {
          code: 'VAT_NET_VALUE',
          message:
            'netVatDue should be the difference between the largest and the smallest values among totalVatDue and vatReclaimedCurrPeriod',
          path: '/netVatDue',
        },
        {
          code: 'VAT_TOTAL_VALUE',
          message: 'totalVatDue should be equal to vatDueSales + vatDueAcquisitions',
          path: '/totalVatDue',
        },
      ],
    });
    expect(response.headers.get('receipt-id')).toBeTruthy();
  });

  it('does binary-float-free arithmetic (0.1 + 0.2 = 0.3)', async () => {
    const body = withBoxes({
      periodKey: '17A1',
      vatDueSales: 0.1,
      vatDueAcquisitions: 0.2,
      totalVatDue: 0.3,
      vatReclaimedCurrPeriod: 0,
      netVatDue: 0.3,
    });
    expect((await submit(body)).status).toBe(201);
  });

  it('collects every field error of one level, in HMRC wording', async () => {
    const raw = JSON.stringify({ ...example, periodKey: 'a01', totalValueSalesExVAT: 300.5, finalised: 'yes' })
      .replace('"vatReclaimedCurrPeriod":105.15', '"vatReclaimedCurrPeriod":105.150')
      .replace('"netVatDue":100.1', '"netVatDue":-1');
    const response = await submit(raw.replace(',"totalAcquisitionsExVAT":3000', ''));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      { code: 'PERIOD_KEY_INVALID', message: 'period key should be a 4 character string', path: '/periodKey' },
      { code: 'INVALID_MONETARY_AMOUNT', message: MONEY_1_4, path: '/vatReclaimedCurrPeriod' },
      {
        code: 'INVALID_MONETARY_AMOUNT',
        message: 'amount should be a monetary value (to 2 decimal places), between 0 and 99,999,999,999.99',
        path: '/netVatDue',
      },
      {
        code: 'INVALID_MONETARY_AMOUNT',
        message: 'The value must be between -9999999999999 and 9999999999999',
        path: '/totalValueSalesExVAT',
      },
      { code: 'MANDATORY_FIELD_MISSING', message: 'a mandatory field is missing', path: '/totalAcquisitionsExVAT' },
      { code: 'UNMAPPED_PLAY_ERROR', message: 'error.expected.jsboolean', path: '/finalised' },
    ]);
  });

  it('names wrong types and accepts whole pounds written as 500.00', async () => {
    const wrong = await submit(withBoxes({ periodKey: 1234, vatDueSales: true }));
    expect((await wrong.json()).errors).toEqual([
      { code: 'INVALID_STRING_VALUE', message: 'please provide a string field', path: '/periodKey' },
      { code: 'INVALID_NUMERIC_VALUE', message: 'please provide a numeric field', path: '/vatDueSales' },
    ]);
    const whole = JSON.stringify({ ...example, periodKey: '17A2' }).replace(
      '"totalValueSalesExVAT":300',
      '"totalValueSalesExVAT":300.00',
    );
    expect((await submit(whole)).status).toBe(201);
  });

  it('refuses a return that is not finalised with 403 NOT_FINALISED', async () => {
    const response = await submit(withBoxes({ periodKey: '17A3', finalised: false }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'BUSINESS_ERROR',
      message: 'Business validation error',
      errors: [
        {
          code: 'NOT_FINALISED',
          message: 'The return cannot be accepted without a declaration it is finalised.',
          path: '/finalised',
        },
      ],
    });
  });

  it('answers malformed JSON and a non-JSON content type as the service does', async () => {
    const malformed = await submit('{"periodKey": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ statusCode: 400, message: 'Invalid Json' });
    const text = await call(sandbox, `${base}/returns`, {
      token,
      method: 'POST',
      body: JSON.stringify(example),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('reports validation errors whatever the Gov-Test-Scenario says', async () => {
    const response = await submit(withBoxes({ totalVatDue: 1 }), 'INSOLVENT_TRADER');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { code: string }[] };
    expect(body.errors.map((e) => e.code)).toContain('VAT_TOTAL_VALUE');
  });

  it('wraps an invalid period key on View VAT Return', async () => {
    const response = await call(sandbox, `${base}/returns/a001`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Invalid request',
      errors: [{ code: 'PERIOD_KEY_INVALID', message: 'Invalid period key' }],
    });
  });

  it('checks the financial details charge reference', async () => {
    const response = await call(sandbox, `${base}/financial-details/XP12345`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'CHARGE_REFERENCE_INVALID',
      message: 'The provided chargeReference is invalid',
    });
  });
});

describe('odd paths', () => {
  it('answers malformed percent-encoding with HMRC errors, not a 500', async () => {
    const sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true });
    try {
      const token = (await tokensFor(sandbox)).access_token;
      const badVrn = await call(sandbox, '/organisations/vat/%E0%A4%A/obligations?status=O', { token });
      expect(badVrn.status).toBe(400);
      expect((await badVrn.json()).code).toBe('VRN_INVALID');
      const badKey = await call(sandbox, `${base}/returns/%E0%A4%A`, { token });
      expect(badKey.status).toBe(400);
      expect((await badKey.json()).code).toBe('INVALID_REQUEST');
    } finally {
      await sandbox.stop();
    }
  });
});
