import { randomUUID } from 'node:crypto';
import type { HmrcSandbox } from '@bk/hmrc-sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHmrcHandler } from '../support/hmrc-handler';
import { seedUser } from '../support/seed';
import { HAND_WORKED_RETURN } from '../support/hand-worked-return';

/**
 * HMRC's rules the app follows (decision 0046), through the hmrc routes against the HMRC emulator
 * (run in-process, as hmrc-journey does): fraud prevention headers on every call HMRC's
 * validator finds nothing in, HMRC's reference on every error, HMRC's refusals in words on the
 * field they name, and HMRC's own rules checked before calling it.
 */
/** What a desktop browser sends (web/src/lib/fingerprint.ts). */
const FINGERPRINT = encodeURIComponent(
  JSON.stringify({
    plugins: [],
    screen: { width: 1920, height: 1080, scalingFactor: 1, colourDepth: 24 },
    window: { width: 1256, height: 803 },
    timezoneOffsetMinutes: 0,
    clientVersion: '4.17.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  }),
);
/** The device, and the CloudFront edge that passed the request on to API Gateway (RFC 5737 addresses). */
const DEVICE = '198.51.100.7';
const CLOUDFRONT = '198.51.100.200';
const VENDOR = '203.0.113.6';

const harness = useHmrcHandler({
  env: { HMRC_VENDOR_PUBLIC_IP: VENDOR, HMRC_TIMEOUT_MS: '2000' },
  headers: {
    'x-client-fingerprint': FINGERPRINT,
    'cloudfront-viewer-address': `${DEVICE}:53211`,
    'x-forwarded-for': `${DEVICE}, ${CLOUDFRONT}`,
  },
});
const { api } = harness;
let sandbox: HmrcSandbox;
beforeAll(() => {
  sandbox = harness.sandbox;
});

/** A VAT business signed in to HMRC as a new test user (its own VRN, open period 18A2: 2017-04-01 to 06-30). */
async function linkedBusiness(options: { twofa?: 'email'; vrnOf?: 'another user' } = {}) {
  const u = await seedUser({ withBusiness: true, enableVat: true, ...(options.twofa ? { twofa: options.twofa } : {}) });
  const vrn = options.vrnOf ? (await sandbox.createTestUser()).vrn : undefined;
  const linked = await harness.linkToNewHmrcUser(u.token, vrn ? { vrn } : {});
  return { ...u, vrn: linked.vrn };
}

/** The hand-worked return, as the web app sends it for the period 18A2. */
function submission() {
  return {
    ...HAND_WORKED_RETURN,
    scheme: 1,
    flatRatePercent: null,
    mode: 2,
    declaration: 1,
    dateFrom: '2017-04-01',
    dateTo: '2017-06-30',
    dateDue: '2017-08-07',
    idempotencyKey: randomUUID(),
  };
}

/** The VAT API requests the emulator saw from `since` (ISO) on: the latest per endpoint (this file's tests run one at a time). */
const madeSince = (since: string) => sandbox.fraudHeaderFeedback().requests.filter((r) => r.requestTimestamp >= since);

const REFERENCE = { correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/), at: expect.stringMatching(/^\d{4}-/) };

describe("fraud prevention headers on every HMRC call, checked by the emulator's validator", () => {
  it('finds no error and no warning on any VAT endpoint, with every hop and the user id as it is', async () => {
    // WHY: HMRC wants every hop in Gov-Vendor-Forwarded and the user's own identifier in Gov-Client-User-IDs.
    const u = await linkedBusiness({ twofa: 'email' });
    const start = new Date().toISOString();
    const range = { from: '2017-01-02', to: '2017-02-02' };
    const calls = [
      api('POST', '/hmrc/obligations', { token: u.token, body: { from: '2017-01-01', to: '2017-12-31' } }),
      api('POST', '/hmrc/payments', { token: u.token, body: range, query: { govTestScenario: 'SINGLE_PAYMENT' } }),
      api('POST', '/hmrc/liabilities', { token: u.token, body: range, query: { govTestScenario: 'SINGLE_LIABILITY' } }),
      api('POST', '/hmrc/penalties', { token: u.token }),
      api('POST', '/hmrc/financial-details', { token: u.token, body: { penaltyChargeReference: 'XP123456789012' } }),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.status).toBe(200);
    expect((await api('POST', '/hmrc/vat-return/18A2', { token: u.token, body: submission() })).status).toBe(201);
    expect((await api('GET', '/hmrc/vat-return/18A2', { token: u.token })).status).toBe(200);

    const mine = madeSince(start);
    const endpoints = mine.map((r) => `${r.method} ${r.path.replace('/organisations/vat/{vrn}/', '')}`).sort();
    expect(endpoints).toEqual([
      expect.stringMatching(/^GET financial-details\//),
      'GET liabilities',
      'GET obligations',
      'GET payments',
      'GET penalties',
      expect.stringMatching(/^GET returns\//),
      'POST returns',
    ]);
    for (const request of mine) {
      expect(request, request.path).toMatchObject({ connectionMethod: 'WEB_APP_VIA_SERVER', code: 'VALID_HEADERS' });
      expect(request.errors, request.path).toBeUndefined();
      expect(request.warnings, request.path).toBeUndefined();
      const sent = Object.fromEntries(request.headers.map((h) => [h.header, h.value]));
      expect(sent['gov-client-user-ids']).toBe(`bookkeeper=${encodeURIComponent(u.userId)}`);
      expect(sent['gov-vendor-public-ip']).toBe(VENDOR);
      expect(sent['gov-vendor-forwarded']).toBe(`by=${VENDOR}&for=${DEVICE},by=${VENDOR}&for=${CLOUDFRONT}`);
    }
  });
});

describe("HMRC's reference on every error the person sees", () => {
  it('keeps the correlation id of a 5xx answer to a filing, with the time', async () => {
    // WHY: X-CorrelationId was lost on HMRC's 5xx answers.
    const u = await linkedBusiness();
    sandbox.failNextReturn(u.vrn, { status: 500, afterStoring: false });
    const failed = await api('POST', '/hmrc/vat-return/18A2', { token: u.token, body: submission() });
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({
      message: 'HMRC did not confirm your return, so it has not been filed. Try again in a few minutes.',
      hmrcReference: REFERENCE,
    });
  });

  it('comes with a refusal of a VAT information call', async () => {
    const u = await linkedBusiness();
    const refused = await api('POST', '/hmrc/obligations', {
      token: u.token,
      body: { from: '2017-01-01', to: '2017-12-31' },
      query: { govTestScenario: 'INSOLVENT_TRADER' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: 'HMRC says this business is insolvent, so its VAT records cannot be shown here',
      hmrcReference: REFERENCE,
    });
  });
});

describe("HMRC's refusals of a filing in words, not as an unknown error", () => {
  const file = (token: string, scenario: string) =>
    api('POST', '/hmrc/vat-return/18A2', { token, body: submission(), query: { govTestScenario: scenario } });

  it('INVALID_PAYLOAD and INVALID_PERIODKEY say what HMRC refused', async () => {
    const u = await linkedBusiness();
    const payload = await file(u.token, 'INVALID_PAYLOAD');
    expect(payload.status).toBe(400);
    expect(payload.json.message).toMatch(/^HMRC did not accept the figures of this return as they were sent/);
    expect(payload.json.hmrcReference).toEqual(REFERENCE);
    const periodKey = await file(u.token, 'INVALID_PERIODKEY');
    expect(periodKey.json.message).toBe(
      'HMRC did not recognise this VAT period. Open the obligations list again and choose the period from there.',
    );
  });

  it('TAX_PERIOD_NOT_ENDED says the period has not ended and when it does', async () => {
    const u = await linkedBusiness();
    const early = await file(u.token, 'TAX_PERIOD_NOT_ENDED');
    expect(early.status).toBe(400);
    expect(early.json.message).toBe(
      'This VAT period has not ended yet. It ends on 30/06/2017, so HMRC accepts its return from 01/07/2017.',
    );
  });

  it('a sign-in that cannot act for the VRN says so and asks for a new HMRC sign-in, not "HMRC not answering"', async () => {
    const u = await linkedBusiness({ vrnOf: 'another user' });
    const refused = await api('POST', '/hmrc/penalties', { token: u.token });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: `The Government Gateway user signed in to HMRC is not authorised for VAT number ${u.vrn}. Sign in to HMRC again with the Government Gateway user that holds this VAT number, or check the VAT number`,
      code: 'HMRC_NOT_AUTHORISED',
      hmrcReference: REFERENCE,
    });
  });
});

describe("HMRC's rules checked before calling HMRC", () => {
  it('files only for an obligation that is itself open, even when HMRC lists a fulfilled one', async () => {
    // WHY: the sandbox answers fulfilled rows to a request for open ones; the guard only checked the period was listed.
    const u = await linkedBusiness();
    sandbox.setStatefulObligations(false);
    try {
      const fulfilled = await api('POST', '/hmrc/vat-return/18A1', {
        token: u.token,
        body: { ...submission(), dateFrom: '2017-01-01', dateTo: '2017-03-31', dateDue: '2017-05-07' },
      });
      expect(fulfilled.status).toBe(400);
      expect(fulfilled.json.message).toBe('Obligation is not open, please select an open obligation from the list');
    } finally {
      sandbox.setStatefulObligations(true);
    }
    expect(sandbox.storedReturns(u.vrn)).toHaveLength(0);
  });

  it('refuses a malformed penalty charge reference and HMRC-invalid date ranges without asking HMRC', async () => {
    const u = await linkedBusiness();
    const start = new Date().toISOString();
    const reference = await api('POST', '/hmrc/financial-details', {
      token: u.token,
      body: { penaltyChargeReference: 'XP12345678901' },
    });
    expect(reference.json.errors).toEqual([
      {
        field: 'penaltyChargeReference',
        message:
          'This is not a penalty charge reference: it is X, then a letter, then 12 digits (for example XP123456789012)',
      },
    ]);
    const early = await api('POST', '/hmrc/payments', {
      token: u.token,
      body: { from: '2016-04-05', to: '2016-12-31' },
    });
    expect(early.json.errors).toEqual([
      { field: 'from', message: 'Date from must be a valid date on or after 06/04/2016' },
    ]);
    const long = await api('POST', '/hmrc/liabilities', {
      token: u.token,
      body: { from: '2017-01-01', to: '2018-01-01' },
    });
    expect(long.json.errors).toEqual([{ field: 'from', message: 'Date range must be less than 1 year' }]);
    expect(madeSince(start)).toEqual([]);
  });
});
