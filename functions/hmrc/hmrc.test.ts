import { readFileSync } from 'node:fs';
import { hmrcApiError, HmrcApiError, HmrcOAuthError, HmrcReauthoriseError, HmrcUnavailableError } from '@bk/hmrc';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../shared/config';
import type { AppError } from '../shared/errors';
import type { HmrcAnswerError } from './errors';
import { fromHmrcError, HmrcSignInRequiredError } from './errors';
import { HmrcNotConfiguredError, hmrcSettings, requestFraudHeaders, SERVER_VERSION } from './service';
import { dateRangeErrors } from './vat';

const env = { TABLE_NAME: 't', APP_URL: 'https://app.example.com/app' };
// The logger reads the process config; keep it quiet.
vi.stubEnv('TABLE_NAME', 't');
vi.stubEnv('LOG_LEVEL', 'SILENT');

describe('date ranges before calling HMRC', () => {
  const today = '2026-11-22';
  it('accepts the default range (a year ago plus a day, to today) for every call', () => {
    for (const kind of ['obligations', 'liabilities', 'payments'] as const)
      expect(dateRangeErrors(kind, '2025-11-23', '2026-11-22', today)).toEqual([]);
  });
  it("refuses on 'Date from' what HMRC refuses as too long: a year for obligations, a year less a day otherwise", () => {
    // WHY: HMRC's liabilities and payments refuse `from` + 1 year; 366 days was let through to HMRC.
    expect(dateRangeErrors('obligations', '2023-03-01', '2024-03-01', today)).toEqual([]);
    expect(dateRangeErrors('liabilities', '2023-03-01', '2024-03-01', today)).toEqual([
      { field: 'from', message: 'Date range must be less than 1 year' },
    ]);
    expect(dateRangeErrors('obligations', '2023-02-28', '2024-03-01', today)).toEqual([
      { field: 'from', message: 'Date range must be less than 1 year' },
    ]);
  });
  it("refuses 'Date to' on or before 'Date from', and after today for liabilities and payments", () => {
    expect(dateRangeErrors('obligations', '2026-05-02', '2026-05-01', today)).toEqual([
      { field: 'to', message: 'Date to must be after Date from' },
    ]);
    expect(dateRangeErrors('payments', '2026-05-01', '2026-11-23', today)).toEqual([
      { field: 'to', message: 'Date to cannot be after today' },
    ]);
  });
});

describe('HMRC errors in the product words', () => {
  const api = (status: number, ...codes: string[]) => new HmrcApiError(status, codes, null);
  const message = (err: unknown) => (err as AppError).message;

  it("asks for a new HMRC sign-in with 'Invalid credentials' (SPEC §8)", () => {
    for (const err of [
      new HmrcReauthoriseError('refresh-failed'),
      new HmrcReauthoriseError('invalid-credentials'),
      api(403, 'INVALID_SCOPE'),
    ]) {
      const mapped = fromHmrcError(err);
      expect(mapped).toBeInstanceOf(HmrcSignInRequiredError);
      expect((mapped as AppError).status).toBe(400);
      expect((mapped as HmrcSignInRequiredError).toJSON()).toEqual({
        message: 'Invalid credentials',
        code: 'HMRC_SIGN_IN_REQUIRED',
      });
    }
  });

  it('turns HMRC date-parameter codes into field errors on from and to', () => {
    const range = fromHmrcError(api(400, 'DATE_RANGE_INVALID'));
    expect((range as AppError).status).toBe(400);
    expect((range as AppError).errors).toEqual([{ field: 'from', message: 'Date range must be less than 1 year' }]);
    expect((fromHmrcError(api(400, 'INVALID_DATE_RANGE')) as AppError).errors?.[0]?.field).toBe('from');
    expect((fromHmrcError(api(400, 'DATE_TO_INVALID')) as AppError).errors).toEqual([
      { field: 'to', message: 'Date to cannot be after today' },
    ]);
    expect((fromHmrcError(api(400, 'INVALID_DATE_FROM')) as AppError).errors?.[0]?.field).toBe('from');
  });

  it('explains business-rule refusals', () => {
    expect(message(fromHmrcError(api(403, 'RULE_INSOLVENT_TRADER')))).toMatch(/insolvent/);
    expect(message(fromHmrcError(api(403, 'CLIENT_OR_AGENT_NOT_AUTHORISED'), '666119668'))).toMatch(/666119668/);
    expect(message(fromHmrcError(api(400, 'RULE_INCORRECT_GOV_TEST_SCENARIO')))).toBe(
      'The Gov-Test-Scenario was not found',
    );
    expect(message(fromHmrcError(api(403, 'BUSINESS_ERROR', 'DUPLICATE_SUBMISSION')))).toMatch(/already has/);
    expect((fromHmrcError(api(400, 'CHARGE_REFERENCE_INVALID')) as AppError).errors?.[0]?.field).toBe(
      'penaltyChargeReference',
    );
    expect((fromHmrcError(api(404, 'MATCHING_RESOURCE_NOT_FOUND')) as AppError).status).toBe(404);
  });

  it('answers 503 with a shown message when HMRC is down, 501 when not configured, generic otherwise', () => {
    const down = fromHmrcError(new HmrcUnavailableError('timeout')) as AppError;
    expect([down.status, down.expose]).toEqual([503, true]);
    expect((fromHmrcError(new HmrcNotConfiguredError('x')) as AppError).status).toBe(501);
    expect((fromHmrcError(new HmrcOAuthError(400, 'invalid_request', 'code is invalid')) as AppError).status).toBe(400);
    expect(message(fromHmrcError(api(400, 'SOMETHING_NEW')))).toBe('An unknown error occurred, please try again');
    const other = new Error('boom');
    expect(fromHmrcError(other)).toBe(other);
  });

  it("answers 503 with HMRC's reference (correlation id and time), not a sign-in request, when a refresh fails short of invalid_grant", () => {
    // WHY: the correlation id of a 5xx was lost; the person needs it, with the time, to quote to HMRC.
    const correlationId = 'c75f40a6-a3df-4429-a697-471eeec46435';
    const at = new Date('2026-11-25T14:03:00.000Z');
    const shown = {
      message: 'HMRC is not answering at the moment, please try again in a few minutes',
      hmrcReference: { correlationId, at: '2026-11-25T14:03:00.000Z' },
    };
    const inProgress = new HmrcOAuthError(400, 'invalid_request', 'refresh operation is already in progress', {
      grantType: 'refresh_token',
      correlationId,
    });
    const down = new HmrcUnavailableError('server', 502, { correlationId });
    for (const err of [inProgress, down]) {
      const mapped = fromHmrcError(err, { at }) as AppError;
      expect([mapped.status, mapped.expose, mapped.toJSON()]).toEqual([503, true, shown]);
    }
    const badClient = new HmrcOAuthError(401, 'invalid_client', null, { grantType: 'refresh_token' });
    expect((fromHmrcError(badClient) as AppError).toJSON()).toEqual({
      message: 'HMRC is not answering at the moment, please try again in a few minutes',
    });
  });

  it('keeps the reference on every refusal HMRC answered with one', () => {
    const at = new Date('2026-11-25T14:03:00.000Z');
    const refused = new HmrcApiError(403, ['RULE_INSOLVENT_TRADER'], null, 'abc-123');
    expect((fromHmrcError(refused, { at }) as AppError).toJSON()).toMatchObject({
      hmrcReference: { correlationId: 'abc-123', at: '2026-11-25T14:03:00.000Z' },
    });
  });
});

describe('HMRC refusals that were shown as an unknown error', () => {
  const json = (err: unknown) => (err as AppError).toJSON() as Record<string, unknown>;

  it("puts each of HMRC's errors with a path on the box it names", () => {
    // WHY: `errors[*]` with a path (INVALID_REQUEST) was answered as 'An unknown error occurred'.
    const body = {
      code: 'INVALID_REQUEST',
      message: 'Invalid request',
      errors: [
        { code: 'INVALID_MONETARY_AMOUNT', message: '…', path: '/vatDueSales' },
        { code: 'INVALID_MONETARY_AMOUNT', message: '…', path: '/totalAcquisitionsExVAT' },
        { code: 'VAT_TOTAL_VALUE', message: '…', path: '/totalVatDue' },
      ],
    };
    const mapped = fromHmrcError(hmrcApiError(400, body, 'cid')) as AppError;
    expect(mapped.errors).toEqual([
      {
        field: 'vatDueSales',
        message: 'HMRC says box 1 must be pounds and pence between -£9,999,999,999,999.99 and £9,999,999,999,999.99',
      },
      {
        field: 'totalAcquisitionsExVAT',
        message: 'HMRC says box 9 must be whole pounds between -£9,999,999,999,999 and £9,999,999,999,999',
      },
      { field: 'totalVatDue', message: 'HMRC says box 3 must be box 1 plus box 2' },
    ]);
  });

  it('says in a sentence what INVALID_PAYLOAD and INVALID_PERIODKEY mean', () => {
    // WHY: the sandbox answers these scenarios with no path: INVALID_REQUEST, PERIOD_KEY_INVALID.
    expect(
      json(fromHmrcError(hmrcApiError(400, { code: 'INVALID_REQUEST', message: 'Invalid request' }, null))).message,
    ).toMatch(/^HMRC did not accept the figures of this return/);
    expect(
      json(fromHmrcError(hmrcApiError(400, { code: 'PERIOD_KEY_INVALID', message: 'Invalid period key' }, null)))
        .message,
    ).toBe('HMRC did not recognise this VAT period. Open the obligations list again and choose the period from there.');
  });

  it('says a period has not ended yet, and when it does', () => {
    const err = hmrcApiError(403, { code: 'TAX_PERIOD_NOT_ENDED', message: '…' }, null);
    expect(json(fromHmrcError(err, { periodEnd: '2027-03-31' })).message).toBe(
      'This VAT period has not ended yet. It ends on 31/03/2027, so HMRC accepts its return from 01/04/2027.',
    );
  });

  it('says the Government Gateway user is not authorised for the VRN, with a code the web offers a new sign-in for', () => {
    // WHY: RESOURCE_FORBIDDEN was shown as 'HMRC is not answering'.
    for (const code of ['RESOURCE_FORBIDDEN', 'CLIENT_OR_AGENT_NOT_AUTHORISED']) {
      const mapped = fromHmrcError(hmrcApiError(403, { code, message: '…' }, null), '666119668') as HmrcAnswerError;
      expect(mapped.status).toBe(400);
      expect(json(mapped)).toEqual({
        message:
          'The Government Gateway user signed in to HMRC is not authorised for VAT number 666119668. Sign in to HMRC again with the Government Gateway user that holds this VAT number, or check the VAT number',
        code: 'HMRC_NOT_AUTHORISED',
      });
    }
  });
});

describe('HMRC settings by mode', () => {
  it('uses HMRC hosts for sandbox and production, and passes test scenarios only outside production', () => {
    const sandbox = hmrcSettings(parseConfig({ ...env, HMRC_MODE: 'sandbox' }));
    expect(sandbox).toMatchObject({
      apiBaseUrl: 'https://test-api.service.hmrc.gov.uk',
      authoriseOrigin: 'https://test-www.tax.service.gov.uk',
      redirectUri: 'https://app.example.com/app/',
      sandbox: true,
    });
    const prod = hmrcSettings(parseConfig({ ...env, HMRC_MODE: 'production' }));
    expect(prod).toMatchObject({ apiBaseUrl: 'https://api.service.hmrc.gov.uk', sandbox: false });
  });

  it('uses the emulator for local, and says so when it is not configured', async () => {
    const local = hmrcSettings(
      parseConfig({
        ...env,
        HMRC_API_BASE_URL: 'http://127.0.0.1:4010',
        HMRC_CLIENT_ID: 'id',
        HMRC_CLIENT_SECRET: 's',
      }),
    );
    expect(local).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:4010', authoriseOrigin: 'http://127.0.0.1:4010' });
    expect(await local.credentials()).toEqual({ clientId: 'id', clientSecret: 's' });
    expect(() => hmrcSettings(parseConfig(env))).toThrow(HmrcNotConfiguredError);
  });

  it('reports the server version of the root package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SERVER_VERSION).toBe(pkg.version);
  });
});

describe('fraud headers of a request', () => {
  it('read the browser headers, the CloudFront viewer address and every hop, and name the user by id', () => {
    const fingerprint = {
      plugins: [],
      screen: { width: 390, height: 844, scalingFactor: 3, colourDepth: 24 },
      window: { width: 390, height: 700 },
      timezoneOffsetMinutes: 0,
      clientVersion: '4.17.1',
      userAgent: 'Mozilla/5.0',
      timestamp: '2026-11-22T12:00:00.000Z',
    };
    const headers = requestFraudHeaders(
      {
        requestId: 'r',
        now: new Date('2026-11-22T12:00:01.000Z'),
        sourceIp: '198.51.100.1',
        userAgent: 'Mozilla/5.0',
        headers: {
          'x-device-id': 'beec798b-b366-47fa-b1f8-92cede14a1ce',
          'x-client-fingerprint': encodeURIComponent(JSON.stringify(fingerprint)),
          'cloudfront-viewer-address': '198.51.100.7:50000',
          'x-forwarded-for': '198.51.100.7',
        },
        caller: {
          tokenHash: 'h',
          session: { createdAt: '2026-11-22T11:00:00.000Z', deviceId: null } as never,
          user: { id: 'u1', email: 'ann@example.com', twofaTypeId: 200 } as never,
        },
        business: null,
      },
      parseConfig({ ...env, HMRC_VENDOR_PUBLIC_IP: '203.0.113.6' }),
    );
    expect(headers['Gov-Client-Public-IP']).toBe('198.51.100.7');
    expect(headers['Gov-Client-Public-Port']).toBe('50000');
    expect(headers['Gov-Client-Device-ID']).toBe('beec798b-b366-47fa-b1f8-92cede14a1ce');
    expect(headers['Gov-Client-Screens']).toBe('width=390&height=844&scaling-factor=3&colour-depth=24');
    expect(headers['Gov-Client-Multi-Factor']).toMatch(
      /^type=TOTP&timestamp=2026-11-22T11%3A00%3A00.000Z&unique-reference=[0-9a-f]{64}$/,
    );
    // Device -> CloudFront, then CloudFront (the address that reached API Gateway) -> API Gateway.
    expect(headers['Gov-Vendor-Forwarded']).toBe('by=203.0.113.6&for=198.51.100.7,by=203.0.113.6&for=198.51.100.1');
    expect(headers['Gov-Vendor-Version']).toBe(`bookkeeper-web=4.17.1&bookkeeper-server=${SERVER_VERSION}`);
    expect(headers['Gov-Client-User-IDs']).toBe('bookkeeper=u1');
  });
});
