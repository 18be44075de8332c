import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CLIENT, type HmrcSandbox } from '@bk/hmrc-sandbox';
import { auditRepository, keys } from '@bk/data';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHmrcHandler } from '../support/hmrc-handler';
import { signInAtHmrc } from '../support/hmrc-link';
import { seedUser, stackDb } from '../support/seed';
import { defined } from '../support/defined';

/**
 * The hmrc routes end to end against the HMRC emulator: sign-in with a state bound to the
 * session, the code exchange, the VAT number, every VAT call with scenarios, and refresh and
 * revocation. The hmrc handler runs here, on the stack's table, with HMRC set to the emulator.
 */
/** What a desktop browser sends (web/src/lib/fingerprint.ts). */
const FINGERPRINT = encodeURIComponent(
  JSON.stringify({
    plugins: ['PDF Viewer'],
    screen: { width: 1920, height: 1080, scalingFactor: 1, colourDepth: 24 },
    window: { width: 1256, height: 803 },
    timezoneOffsetMinutes: 0,
    clientVersion: '4.17.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    timestamp: new Date().toISOString(),
  }),
);

const harness = useHmrcHandler({
  sandbox: { seedUser: true },
  env: { HMRC_VENDOR_PUBLIC_IP: '203.0.113.6' },
  headers: { 'x-client-fingerprint': FINGERPRINT },
});
const { api } = harness;
let sandbox: HmrcSandbox;
beforeAll(() => {
  sandbox = harness.sandbox;
});

/** Sign in at the emulator's pages as the ready test user and grant authority; HMRC's redirect back. */
const signInAsSeedUser = (url: string): Promise<URL> =>
  signInAtHmrc(url, defined(sandbox.seedUser, 'sandbox.seedUser'), sandbox.url);

/** A VAT business linked to HMRC through the routes, with the test user's VRN saved. */
async function linkedBusiness(options: { twofa?: 'email' } = {}) {
  const u = await seedUser({ withBusiness: true, enableVat: true, ...options });
  const login = await api('GET', '/hmrc/login', { token: u.token, query: { returnName: 'HmrcObligations' } });
  const back = await signInAsSeedUser(login.json.url);
  const auth = await api('POST', '/hmrc/auth', {
    token: u.token,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(auth.json).toMatchObject({ loggedIn: true });
  await api('PATCH', '/hmrc/vrn', { token: u.token, body: { vrn: defined(sandbox.seedUser, 'sandbox.seedUser').vrn } });
  return u;
}

describe('HMRC sign-in through the routes', () => {
  it("sends the user to HMRC with the product's client, redirect URI, scopes and a state", async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const login = await api('GET', '/hmrc/login', { token: u.token });
    expect(login.status).toBe(200);
    const url = new URL(login.json.url);
    expect(url.origin).toBe(sandbox.url);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe(LOCAL_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/app/');
    expect(url.searchParams.get('scope')).toBe('read:vat write:vat read:self-assessment write:self-assessment');
    expect(defined(url.searchParams.get('state'), 'the state parameter').length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the tokens sealed, accepts a state once and only from the session that asked', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const other = await seedUser({ withBusiness: true, enableVat: true });
    const login = await api('GET', '/hmrc/login', { token: u.token });
    const back = await signInAsSeedUser(login.json.url);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };

    const stranger = await api('POST', '/hmrc/auth', { token: other.token, body });
    expect(stranger.status).toBe(400);
    const auth = await api('POST', '/hmrc/auth', { token: u.token, body });
    expect(auth.json).toEqual({ loggedIn: true, vrnConfirmed: false, mode: null, declaration: null });
    const again = await api('POST', '/hmrc/auth', { token: u.token, body });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/did not match your sign-in request/);

    const stored = await stackDb().doc.send(
      new GetCommand({ TableName: stackDb().table, Key: keys.hmrcLink(defined(u.businessId, 'u.businessId')) }),
    );
    expect(String(stored.Item?.tokens)).toMatch(/^local1\./);
    const audit = await auditRepository(stackDb()).listBusinessAudit(defined(u.businessId, 'u.businessId'));
    expect(audit.map((a) => a.event)).toContain('hmrc-linked');
    expect(JSON.stringify(stored.Item)).not.toMatch(/access_?token|refresh_?token/i);
  });

  it('asks for the VAT number before any VAT call, then confirms it', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const login = await api('GET', '/hmrc/login', { token: u.token });
    const back = await signInAsSeedUser(login.json.url);
    await api('POST', '/hmrc/auth', {
      token: u.token,
      body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    const before = await api('POST', '/hmrc/penalties', { token: u.token });
    expect(before.json.message).toBe('Save your VAT registration number to continue');
    const saved = await api('PATCH', '/hmrc/vrn', {
      token: u.token,
      body: { vrn: defined(sandbox.seedUser, 'sandbox.seedUser').vrn },
    });
    expect(saved.json).toEqual({ loggedIn: true, vrnConfirmed: true, mode: null, declaration: null });
    const audit = await auditRepository(stackDb()).listBusinessAudit(defined(u.businessId, 'u.businessId'));
    expect(audit.find((a) => a.event === 'vrn-changed')?.detail).toBe(
      `none to ${defined(sandbox.seedUser, 'sandbox.seedUser').vrn}`,
    );
  });
});

describe('VAT information through the routes', () => {
  let token: string;
  beforeAll(async () => {
    token = (await linkedBusiness()).token;
  });

  it('obligations: default and scenarios, HMRC errors in the product words', async () => {
    const range = { from: '2017-01-01', to: '2017-12-31' };
    const all = await api('POST', '/hmrc/obligations', { token, body: range });
    expect(all.status).toBe(200);
    expect(all.json.length).toBeGreaterThan(0);
    const none = await api('POST', '/hmrc/obligations', {
      token,
      body: range,
      query: { govTestScenario: 'QUARTERLY_NONE_MET' },
    });
    expect((none.json as { status: string }[]).map((o) => o.status)).toEqual(['O', 'O', 'O', 'O']);
    const insolvent = await api('POST', '/hmrc/obligations', {
      token,
      body: range,
      query: { govTestScenario: 'INSOLVENT_TRADER' },
    });
    expect(insolvent.status).toBe(400);
    expect(insolvent.json.message).toMatch(/insolvent/);
    const unknown = await api('POST', '/hmrc/obligations', {
      token,
      body: range,
      query: { govTestScenario: 'NOPE' },
    });
    expect(unknown.json.message).toBe('The Gov-Test-Scenario was not found');
  });

  it('payments and liabilities: empty by default, data with a scenario, dates checked', async () => {
    const jan2017 = { from: '2017-01-02', to: '2017-02-02' };
    expect((await api('POST', '/hmrc/payments', { token, body: jan2017 })).json).toEqual([]);
    const paid = await api('POST', '/hmrc/payments', {
      token,
      body: jan2017,
      query: { govTestScenario: 'SINGLE_PAYMENT' },
    });
    expect(paid.json).toHaveLength(1);
    expect(paid.json[0]).toEqual({ amount: expect.any(Number), received: expect.anything() });
    const owed = await api('POST', '/hmrc/liabilities', {
      token,
      body: jan2017,
      query: { govTestScenario: 'SINGLE_LIABILITY' },
    });
    expect(owed.json).toHaveLength(1);
    // HMRC's liabilities allow a day less than SPEC §5's 366: its refusal lands on 'Date from'.
    const longest = await api('POST', '/hmrc/liabilities', { token, body: { from: '2017-01-01', to: '2018-01-01' } });
    expect(longest.json.errors).toEqual([{ field: 'from', message: 'Date range must be less than 1 year' }]);
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const past = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await api('POST', '/hmrc/payments', { token, body: { from: past, to: future } });
    expect(ahead.json.errors).toEqual([{ field: 'to', message: 'Date to cannot be after today' }]);
  });

  it('penalties and the financial details of a penalty charge', async () => {
    expect((await api('POST', '/hmrc/penalties', { token, query: { govTestScenario: 'NO_PENALTIES' } })).json).toEqual(
      {},
    );
    const late = await api('POST', '/hmrc/penalties', { token, query: { govTestScenario: 'LATE_SUBMISSION' } });
    expect(late.json.lateSubmissionPenalty).toBeDefined();
    const reference =
      (late.json.lateSubmissionPenalty.details as { chargeReference?: string }[]).find((d) => d.chargeReference)
        ?.chargeReference ?? 'XP123456789012';
    const details = await api('POST', '/hmrc/financial-details', {
      token,
      body: { penaltyChargeReference: reference },
    });
    expect(details.status).toBe(200);
    const bad = await api('POST', '/hmrc/financial-details', { token, body: { penaltyChargeReference: 'nope' } });
    expect(bad.json.errors?.[0]?.field).toBe('penaltyChargeReference');
  });

  it('checks a VAT number with HMRC', async () => {
    const known = await api('GET', `/hmrc/vrn/${defined(sandbox.seedUser, 'sandbox.seedUser').vrn}`, { token });
    expect(known.json).toMatchObject({ validVrn: true });
    const example = await api('GET', '/hmrc/vrn/553557881', { token });
    expect(example.json).toEqual({
      validVrn: true,
      name: 'Credite Sberger Donal Inc.',
      address: { line1: '131B Barton Hamlet', postcode: 'SW97 5CK' },
    });
    const unknown = await api('GET', '/hmrc/vrn/123456789', { token });
    expect(unknown.json).toEqual({ validVrn: false, name: null, address: null });
  });
});

describe('HMRC refresh through the routes', () => {
  it('keeps working when HMRC expires the access token, and asks for a sign-in once the grant is revoked', async () => {
    const u = await linkedBusiness();
    const range = { from: '2017-01-01', to: '2017-12-31' };
    sandbox.expireAccessTokens();
    expect((await api('POST', '/hmrc/obligations', { token: u.token, body: range })).status).toBe(200);

    sandbox.revokeRefreshTokens();
    sandbox.expireAccessTokens();
    const refused = await api('POST', '/hmrc/obligations', { token: u.token, body: range });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: 'Invalid credentials', code: 'HMRC_SIGN_IN_REQUIRED' });
    expect((await api('GET', '/hmrc/details', { token: u.token })).json).toMatchObject({ loggedIn: false });
  });
});

describe('fraud prevention headers through the routes', () => {
  it("pass HMRC's validation with no errors and no warnings for a browser session with two-factor sign-in", async () => {
    const u = await linkedBusiness({ twofa: 'email' });
    expect((await api('POST', '/hmrc/penalties', { token: u.token })).status).toBe(200);
    const latest = sandbox
      .fraudHeaderFeedback()
      .requests.filter((r) => r.path.endsWith('/penalties'))
      .at(-1);
    expect(latest).toMatchObject({ connectionMethod: 'WEB_APP_VIA_SERVER', code: 'VALID_HEADERS' });
    expect(latest?.errors).toBeUndefined();
    expect(latest?.warnings).toBeUndefined();
  });
});
