import { describe, expect, it } from 'vitest';
import { createHmrcClient } from './client';
import { HmrcApiError, HmrcReauthoriseError, HmrcUnavailableError, hmrcErrorCodes } from './errors';
import { memoryTokenStore } from './test-support';
import { REFRESH_WRITE_MARGIN_MS } from './token-refresh';
import type { HmrcTokens } from './token-store';
import { retryAfterMs } from './transport';
import { defined } from '../../../tests/support/defined';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const VRN = '666119668';
const fraud = { 'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER' };

interface Seen {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A scripted HMRC: each request is answered by the first handler whose test matches. */
function fakeHmrc(handler: (req: Seen) => Reply | Promise<Reply>) {
  const seen: Seen[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const req: Seen = {
      url: new URL(url),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? init.body : '',
    };
    seen.push(req);
    const r = await handler(req);
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status,
      headers: r.headers ?? {},
    });
  };
  return { fetch, seen };
}

const tokens = (over: Partial<HmrcTokens> = {}): HmrcTokens => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: NOW + 4 * 3600_000,
  scope: 'read:vat write:vat',
  ...over,
});

/**
 * A client of a scripted HMRC. Its clock stands still but for its own waits, which pass at once;
 * with `realTime` it runs on the real clock and really waits (for calls racing each other).
 */
function client(
  handler: (req: Seen) => Reply | Promise<Reply>,
  over: { sandbox?: boolean; realTime?: boolean; timeoutMs?: number; onWait?: () => Promise<unknown> } = {},
) {
  const hmrc = fakeHmrc(handler);
  const waits: number[] = [];
  let clock = NOW;
  const c = createHmrcClient({
    settings: {
      apiBaseUrl: 'https://test-api.example/',
      authoriseOrigin: 'https://test-www.example',
      redirectUri: 'https://app.example/app/',
      sandbox: over.sandbox ?? true,
      credentials: async () => ({ clientId: 'cid', clientSecret: 'secret' }),
      timeoutMs: over.timeoutMs ?? TIMEOUT_MS,
    },
    fetch: hmrc.fetch,
    now: over.realTime ? Date.now : () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      await over.onWait?.();
      if (over.realTime) await new Promise((resolve) => setTimeout(resolve, ms));
      else clock += ms;
    },
  });
  return { c, seen: hmrc.seen, waits, now: () => clock };
}

const TIMEOUT_MS = 6_000;
/** How long a refresh lease lasts with these settings. */
const LEASE_MS = TIMEOUT_MS + REFRESH_WRITE_MARGIN_MS;

const tokenReply = (n: number): Reply => ({
  status: 200,
  body: {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_type: 'bearer',
    expires_in: 14400,
    scope: 'read:vat write:vat',
  },
});

describe('OAuth', () => {
  it('builds the authorise address with client id, redirect URI, the VAT and Income Tax scopes and the state', async () => {
    const { c } = client(() => ({ status: 500 }));
    const url = new URL(await c.authoriseUrl('s t&ate'));
    expect(url.origin + url.pathname).toBe('https://test-www.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      scope: 'read:vat write:vat read:self-assessment write:self-assessment',
      state: 's t&ate',
      redirect_uri: 'https://app.example/app/',
    });
    expect(url.toString()).not.toContain('secret');
  });

  it('exchanges a code with a form post and computes the expiry', async () => {
    const { c, seen } = client(() => tokenReply(1));
    const t = await c.exchangeCode('the-code');
    expect(t).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAt: NOW + 14400_000,
      scope: 'read:vat write:vat',
    });
    expect(defined(seen[0], 'seen[0]').url.pathname).toBe('/oauth/token');
    expect(defined(seen[0], 'seen[0]').headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(defined(seen[0], 'seen[0]').body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://app.example/app/',
      client_id: 'cid',
      client_secret: 'secret',
    });
  });

  it('reports a refused code as an OAuth error with HMRC error code', async () => {
    const { c } = client(() => ({
      status: 400,
      body: { error: 'invalid_request', error_description: 'code is invalid' },
    }));
    await expect(c.exchangeCode('x')).rejects.toMatchObject({
      name: 'HmrcOAuthError',
      error: 'invalid_request',
      status: 400,
    });
  });
});

describe('refresh', () => {
  it('refreshes before calling when the access token is about to expire, and keeps the new tokens', async () => {
    const { c, seen } = client((req) =>
      req.url.pathname === '/oauth/token' ? tokenReply(2) : { status: 200, body: { obligations: [] } },
    );
    const store = memoryTokenStore(tokens({ expiresAt: NOW + 30_000 }));
    await c.obligations(store, VRN, { status: 'O' }, { fraudHeaders: fraud });
    expect(new URLSearchParams(defined(seen[0], 'seen[0]').body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(defined(seen[0], 'seen[0]').body).get('refresh_token')).toBe('refresh-1');
    expect(defined(seen[1], 'seen[1]').headers.Authorization).toBe('Bearer access-2');
    expect(store.current()?.refreshToken).toBe('refresh-2');
  });

  it('refreshes once after a 401 and retries the call', async () => {
    const { c, seen } = client((req) => {
      if (req.url.pathname === '/oauth/token') return tokenReply(2);
      return req.headers.Authorization === 'Bearer access-2'
        ? { status: 200, body: { obligations: [] } }
        : {
            status: 401,
            body: { code: 'INVALID_CREDENTIALS', message: 'Invalid Authentication information provided' },
          };
    });
    const store = memoryTokenStore(tokens());
    await expect(c.obligations(store, VRN, { status: 'O' }, { fraudHeaders: fraud })).resolves.toEqual([]);
    expect(seen.map((s) => s.url.pathname)).toEqual([
      `/organisations/vat/${VRN}/obligations`,
      '/oauth/token',
      `/organisations/vat/${VRN}/obligations`,
    ]);
  });

  it('asks for sign-in again when a second 401 follows the refresh, keeping the refreshed tokens', async () => {
    const { c } = client((req) =>
      req.url.pathname === '/oauth/token' ? tokenReply(2) : { status: 401, body: { code: 'INVALID_CREDENTIALS' } },
    );
    const store = memoryTokenStore(tokens());
    const err = await c.obligations(store, VRN, { status: 'O' }, { fraudHeaders: fraud }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HmrcReauthoriseError);
    expect((err as HmrcReauthoriseError).reason).toBe('invalid-credentials');
    // Only HMRC refusing a refresh proves the authority gone; the next call refreshes again.
    expect(store.cleared).toBe(false);
    expect(store.current()?.refreshToken).toBe('refresh-2');
  });

  it('asks for sign-in again when HMRC refuses the refresh token (revoked or expired grant)', async () => {
    const { c } = client(() => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'refresh_token is invalid' },
    }));
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    const err = await c.penalties(store, VRN, { fraudHeaders: fraud }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HmrcReauthoriseError);
    expect((err as HmrcReauthoriseError).reason).toBe('refresh-failed');
    expect(store.cleared).toBe(true);
  });

  it('uses the tokens a new sign-in stored while its own refresh was in flight', async () => {
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    const { c, seen } = client(async (req) => {
      if (req.url.pathname === '/oauth/token') {
        // Another request refreshes first, while ours is in flight.
        await store.replace(tokens({ accessToken: 'access-other', refreshToken: 'refresh-other' }), 1);
        return tokenReply(2);
      }
      return { status: 200, body: {} };
    });
    await c.penalties(store, VRN, { fraudHeaders: fraud });
    expect(defined(seen[1], 'seen[1]').headers.Authorization).toBe('Bearer access-other');
    expect(store.current()?.accessToken).toBe('access-other');
  });

  it('needs a sign-in when the business has no tokens', async () => {
    const { c, seen } = client(() => ({ status: 200, body: {} }));
    await expect(c.penalties(memoryTokenStore(null), VRN, { fraudHeaders: fraud })).rejects.toMatchObject({
      reason: 'not-linked',
    });
    expect(seen).toHaveLength(0);
  });
});

/**
 * HMRC's refresh token is single use, as this HMRC's is: the first refresh with one wins, any
 * other answers invalid_grant. Refreshes take `latencyMs`; every access token but the last
 * issued gets 401, as after HMRC expired them.
 */
function singleUseHmrc(latencyMs = 30) {
  let issued = 1;
  const used = new Set<string>();
  const refreshes: number[] = [];
  const handler = async (req: Seen): Promise<Reply> => {
    if (req.url.pathname !== '/oauth/token') {
      return req.headers.Authorization === `Bearer access-${issued}` && issued > 1
        ? { status: 200, body: { obligations: [] } }
        : { status: 401, body: { code: 'INVALID_CREDENTIALS' } };
    }
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const token = defined(new URLSearchParams(req.body).get('refresh_token'), 'the refresh_token field');
    const fresh = token === `refresh-${issued}` && !used.has(token);
    refreshes.push(fresh ? 200 : 400);
    if (!fresh) return { status: 400, body: { error: 'invalid_grant', error_description: 'refresh_token is invalid' } };
    used.add(token);
    return tokenReply(++issued);
  };
  return { handler, refreshes };
}

describe('single-flight refresh (decision 0021)', () => {
  it.each([
    ['HMRC expired the access token (401)', () => Date.now() + 4 * 3600_000],
    ['our clock says the access token expired', () => Date.now() - 1],
  ])('refreshes once for ten parallel calls from two processes when %s', async (_, expiresAt) => {
    const hmrc = singleUseHmrc();
    // Two clients over one store: two Lambda instances calling HMRC for one business.
    const processes = [client(hmrc.handler, { realTime: true }).c, client(hmrc.handler, { realTime: true }).c];
    const store = memoryTokenStore(tokens({ expiresAt: expiresAt() }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        defined(processes[i % 2], 'a process').obligations(store, VRN, {}, { fraudHeaders: fraud }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill('fulfilled'));
    expect(hmrc.refreshes).toEqual([200]);
    expect(store.current()?.refreshToken).toBe('refresh-2');
    expect(store.lease()).toBeNull();
  });

  it('waits for a lease another caller holds, and takes the refresh over once the lease lapses', async () => {
    const { c, seen, waits, now } = client((req) =>
      req.url.pathname === '/oauth/token' ? tokenReply(2) : { status: 200, body: {} },
    );
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    // A caller that crashed while refreshing: its lease runs for another 5 s.
    store.holdLease({ id: 'crashed', until: NOW + 5_000 });
    await c.penalties(store, VRN, { fraudHeaders: fraud });
    expect(seen.map((r) => r.url.pathname)).toEqual(['/oauth/token', `/organisations/vat/${VRN}/penalties`]);
    expect(now()).toBeGreaterThanOrEqual(NOW + 5_000);
    expect(waits.every((ms) => ms <= 100)).toBe(true);
    expect(store.current()?.accessToken).toBe('access-2');
    expect(store.lease()).toBeNull();
  });

  it('uses the tokens the lease holder stores, without a refresh of its own', async () => {
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    store.holdLease({ id: 'other', until: NOW + 5_000 });
    // The lease holder stores its tokens while this caller waits.
    const other = tokens({ accessToken: 'access-other', refreshToken: 'refresh-other' });
    const { c, seen, waits } = client(() => tokenReply(2), { onWait: () => store.replace(other, 1) });
    await c.penalties(store, VRN, { fraudHeaders: fraud });
    expect(waits).toEqual([100]);
    expect(seen.map((r) => [r.url.pathname, r.headers.Authorization])).toEqual([
      [`/organisations/vat/${VRN}/penalties`, 'Bearer access-other'],
    ]);
  });

  it("gives up as unavailable when another caller's lease outlives the wait", async () => {
    const { c, seen, now } = client(() => tokenReply(2));
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    store.holdLease({ id: 'other', until: NOW + 60_000 });
    await expect(c.penalties(store, VRN, { fraudHeaders: fraud })).rejects.toMatchObject({
      name: 'HmrcUnavailableError',
      reason: 'timeout',
    });
    expect(seen).toEqual([]);
    expect(now() - NOW).toBeGreaterThanOrEqual(LEASE_MS);
    expect(now() - NOW).toBeLessThan(LEASE_MS + 500);
    expect(store.cleared).toBe(false);
  });

  it.each([
    [
      'invalid_client (our credentials)',
      { status: 401, body: { error: 'invalid_client', error_description: 'invalid client id or secret' } },
      { name: 'HmrcOAuthError', status: 401, error: 'invalid_client', grantType: 'refresh_token' },
    ],
    [
      'invalid_request (a refresh already in progress)',
      {
        status: 400,
        body: { error: 'invalid_request', error_description: 'refresh operation is already in progress' },
      },
      { name: 'HmrcOAuthError', status: 400, error: 'invalid_request', grantType: 'refresh_token' },
    ],
    [
      'a 5xx',
      { status: 503, body: { error: 'server_error' }, headers: { 'X-CorrelationId': 'c75f40a6' } },
      { name: 'HmrcUnavailableError', reason: 'server', status: 503, correlationId: 'c75f40a6' },
    ],
    ['a timeout', 'timeout' as const, { name: 'HmrcUnavailableError', reason: 'timeout' }],
  ])('keeps the tokens and gives the lease back when the refresh fails with %s', async (_, reply, error) => {
    const { c } = client(() => {
      if (reply === 'timeout') throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
      return reply;
    });
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    await expect(c.penalties(store, VRN, { fraudHeaders: fraud })).rejects.toMatchObject(error);
    expect(store.cleared).toBe(false);
    expect(store.current()?.refreshToken).toBe('refresh-1');
    expect(store.lease()).toBeNull();
  });

  it('does not forget tokens a new sign-in stored while HMRC refused the old refresh token', async () => {
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    const { c, seen } = client(async (req) => {
      if (req.url.pathname !== '/oauth/token') return { status: 200, body: {} };
      await store.replace(tokens({ accessToken: 'access-signed-in', refreshToken: 'refresh-signed-in' }), 1);
      return { status: 400, body: { error: 'invalid_grant', error_description: 'refresh_token is invalid' } };
    });
    await c.penalties(store, VRN, { fraudHeaders: fraud });
    expect(store.cleared).toBe(false);
    expect(defined(seen[1], 'seen[1]').headers.Authorization).toBe('Bearer access-signed-in');
  });

  it("ends a refresh's token request before its lease lapses, waits after a 429 included", async () => {
    const { c, seen, waits } = client(() => ({ status: 429, headers: { 'Retry-After': '2' } }), { timeoutMs: 3_000 });
    const store = memoryTokenStore(tokens({ expiresAt: NOW - 1 }));
    const err = await c.penalties(store, VRN, { fraudHeaders: fraud }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'HmrcUnavailableError', reason: 'throttled' });
    // 3 s for the refresh: the request, a 2 s wait, the request; a second wait would end past it.
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([2_000]);
    expect(store.lease()).toBeNull();
  });
});

describe('VAT calls', () => {
  const ok = (body: unknown) => () => ({ status: 200, body });

  it('sends the Accept header, bearer token, fraud headers and the test scenario in sandbox mode', async () => {
    const { c, seen } = client(ok({ obligations: [] }));
    await c.obligations(
      memoryTokenStore(tokens()),
      VRN,
      { from: '2026-01-01', to: '2026-06-30', status: 'F' },
      {
        fraudHeaders: fraud,
        govTestScenario: 'QUARTERLY_ONE_MET',
      },
    );
    const req = defined(seen[0], 'seen[0]');
    expect(req.url.pathname).toBe(`/organisations/vat/${VRN}/obligations`);
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ from: '2026-01-01', to: '2026-06-30', status: 'F' });
    expect(req.headers.Accept).toBe('application/vnd.hmrc.1.0+json');
    expect(req.headers.Authorization).toBe('Bearer access-1');
    expect(req.headers['Gov-Client-Connection-Method']).toBe('WEB_APP_VIA_SERVER');
    expect(req.headers['Gov-Test-Scenario']).toBe('QUARTERLY_ONE_MET');
  });

  it('never sends Gov-Test-Scenario in production', async () => {
    const { c, seen } = client(ok({ obligations: [] }), { sandbox: false });
    await c.obligations(
      memoryTokenStore(tokens()),
      VRN,
      { status: 'O' },
      { fraudHeaders: fraud, govTestScenario: 'NOT_FOUND' },
    );
    expect(defined(seen[0], 'seen[0]').headers['Gov-Test-Scenario']).toBeUndefined();
  });

  it('returns obligations, liabilities, payments, penalties and financial details as HMRC sends them', async () => {
    const obligation = {
      periodKey: '18A1',
      start: '2017-01-01',
      end: '2017-03-31',
      due: '2017-05-07',
      status: 'F',
      received: '2017-05-06',
    };
    const liability = {
      taxPeriod: { from: '2018-04-06', to: '2018-07-06' },
      type: 'VAT Return Debit Charge',
      originalAmount: 6000.3,
      outstandingAmount: 100.51,
      due: '2018-07-06',
    };
    const payment = { amount: 100.05, received: '2018-04-06' };
    const penalties = { totalisations: { lateSubmissionPenaltyTotalValue: 200 } };
    const details = { totalisations: { totalOverdue: 1 }, documentDetails: [] };
    const { c, seen } = client((req) => {
      const p = req.url.pathname;
      if (p.endsWith('/obligations')) return { status: 200, body: { obligations: [obligation] } };
      if (p.endsWith('/liabilities')) return { status: 200, body: { liabilities: [liability] } };
      if (p.endsWith('/payments')) return { status: 200, body: { payments: [payment] } };
      if (p.endsWith('/penalties')) return { status: 200, body: penalties };
      if (p.includes('/financial-details/')) return { status: 200, body: details };
      return { status: 404 };
    });
    const store = memoryTokenStore(tokens());
    const o = { fraudHeaders: fraud };
    const range = { from: '2018-01-01', to: '2018-12-31' };
    expect(await c.obligations(store, VRN, range, o)).toEqual([obligation]);
    expect(await c.liabilities(store, VRN, range, o)).toEqual([liability]);
    expect(await c.payments(store, VRN, range, o)).toEqual([payment]);
    expect(await c.penalties(store, VRN, o)).toEqual(penalties);
    expect(await c.financialDetails(store, VRN, 'XP123456789012', o)).toEqual(details);
    expect(defined(seen[4], 'seen[4]').url.pathname).toBe(`/organisations/vat/${VRN}/financial-details/XP123456789012`);
    expect(Object.fromEntries(defined(seen[1], 'seen[1]').url.searchParams)).toEqual(range);
  });

  it('reads HMRC NOT_FOUND on lists as an empty list', async () => {
    const notFound = () => ({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'The remote endpoint has indicated that no data can be found' },
    });
    const { c } = client(notFound);
    const store = memoryTokenStore(tokens());
    const range = { from: '2018-01-01', to: '2018-12-31' };
    expect(await c.obligations(store, VRN, range, { fraudHeaders: fraud })).toEqual([]);
    expect(await c.liabilities(store, VRN, range, { fraudHeaders: fraud })).toEqual([]);
    expect(await c.payments(store, VRN, range, { fraudHeaders: fraud })).toEqual([]);
  });

  it('views a return (null on HMRC empty 404) and submits one with its receipt headers', async () => {
    const figures = {
      periodKey: '18A2',
      vatDueSales: 105.5,
      vatDueAcquisitions: -100.45,
      totalVatDue: 5.05,
      vatReclaimedCurrPeriod: 105.15,
      netVatDue: 100.1,
      totalValueSalesExVAT: 300,
      totalValuePurchasesExVAT: 300,
      totalValueGoodsSuppliedExVAT: 3000,
      totalAcquisitionsExVAT: 3000,
    };
    const { c, seen } = client((req) => {
      if (req.method === 'POST')
        return {
          status: 201,
          body: {
            processingDate: '2018-03-01T11:43:43.195Z',
            paymentIndicator: 'BANK',
            formBundleNumber: '891713832155',
            chargeRefNumber: 'aCxFaNx0FZsCvyWF',
          },
          headers: { 'Receipt-ID': 'r-1', 'Receipt-Timestamp': '2018-02-14T09:32:15Z', 'X-CorrelationId': 'c-1' },
        };
      return req.url.pathname.endsWith('/18A1') ? { status: 404 } : { status: 200, body: figures };
    });
    const store = memoryTokenStore(tokens());
    expect(await c.viewReturn(store, VRN, '18A1', { fraudHeaders: fraud })).toBeNull();
    expect(await c.viewReturn(store, VRN, '18A2', { fraudHeaders: fraud })).toEqual(figures);
    const receipt = await c.submitReturn(store, VRN, { ...figures, finalised: true }, { fraudHeaders: fraud });
    expect(receipt).toEqual({
      processingDate: '2018-03-01T11:43:43.195Z',
      paymentIndicator: 'BANK',
      formBundleNumber: '891713832155',
      chargeRefNumber: 'aCxFaNx0FZsCvyWF',
      receiptId: 'r-1',
      receiptTimestamp: '2018-02-14T09:32:15Z',
      correlationId: 'c-1',
    });
    expect(defined(seen[2], 'seen[2]').headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(defined(seen[2], 'seen[2]').body)).toEqual({ ...figures, finalised: true });
  });

  it('encodes a # in a period key', async () => {
    const { c, seen } = client(() => ({ status: 404 }));
    await c.viewReturn(memoryTokenStore(tokens()), VRN, '#001', { fraudHeaders: fraud });
    expect(defined(seen[0], 'seen[0]').url.pathname).toBe(`/organisations/vat/${VRN}/returns/%23001`);
  });

  it.each([
    [{ code: 'VRN_INVALID', message: 'The provided VRN is invalid' }, 400, ['VRN_INVALID']],
    [{ statusCode: 400, message: 'INVALID_DATE_FROM' }, 400, ['INVALID_DATE_FROM']],
    [
      {
        code: 'BUSINESS_ERROR',
        message: 'Business validation error',
        errors: [{ code: 'DUPLICATE_SUBMISSION', message: 'x' }],
      },
      403,
      ['BUSINESS_ERROR', 'DUPLICATE_SUBMISSION'],
    ],
    [
      { code: 'RULE_INSOLVENT_TRADER', message: 'The remote endpoint has indicated that the Trader is insolvent' },
      403,
      ['RULE_INSOLVENT_TRADER'],
    ],
    [
      { code: 'CLIENT_OR_AGENT_NOT_AUTHORISED', message: 'The client and/or agent is not authorised.' },
      403,
      ['CLIENT_OR_AGENT_NOT_AUTHORISED'],
    ],
  ])('turns HMRC error %j into an error carrying its codes', async (body, status, codes) => {
    const { c } = client(() => ({ status, body, headers: { 'X-CorrelationId': 'corr' } }));
    const err = await c.penalties(memoryTokenStore(tokens()), VRN, { fraudHeaders: fraud }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HmrcApiError);
    expect((err as HmrcApiError).codes).toEqual(codes);
    expect((err as HmrcApiError).status).toBe(status);
    expect((err as HmrcApiError).correlationId).toBe('corr');
  });

  it('reports HMRC 5xx as unavailable', async () => {
    const { c } = client(() => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }));
    await expect(c.penalties(memoryTokenStore(tokens()), VRN, { fraudHeaders: fraud })).rejects.toMatchObject({
      name: 'HmrcUnavailableError',
      reason: 'server',
    });
  });
});

describe('rate limit and timeouts', () => {
  it('waits Retry-After after a 429 and tries again', async () => {
    let calls = 0;
    const { c, waits } = client(() =>
      ++calls === 1
        ? { status: 429, headers: { 'Retry-After': '1' }, body: { code: 'MESSAGE_THROTTLED_OUT' } }
        : { status: 200, body: {} },
    );
    await c.penalties(memoryTokenStore(tokens()), VRN, { fraudHeaders: fraud });
    expect(waits).toEqual([1000]);
  });

  it('gives up after a bounded number of 429s, never waiting longer than the cap', async () => {
    const { c, waits, seen } = client(() => ({ status: 429, headers: { 'Retry-After': '600' } }));
    const err = await c.penalties(memoryTokenStore(tokens()), VRN, { fraudHeaders: fraud }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HmrcUnavailableError);
    expect((err as HmrcUnavailableError).reason).toBe('throttled');
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('reads Retry-After as seconds or an HTTP date, defaulting to a second', () => {
    expect(retryAfterMs('2', 5000)).toBe(2000);
    expect(retryAfterMs(new Date(NOW + 3000).toUTCString(), 5000, NOW)).toBe(3000);
    expect(retryAfterMs(null, 5000)).toBe(1000);
    expect(retryAfterMs('-4', 5000)).toBe(0);
  });

  it('reports a timeout or network failure as unavailable', async () => {
    const { c } = client(() => {
      throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    });
    await expect(c.penalties(memoryTokenStore(tokens()), VRN, { fraudHeaders: fraud })).rejects.toMatchObject({
      reason: 'timeout',
    });
    const { c: c2 } = client(() => {
      throw new TypeError('fetch failed');
    });
    await expect(c2.penalties(memoryTokenStore(tokens()), VRN, { fraudHeaders: fraud })).rejects.toMatchObject({
      reason: 'network',
    });
  });
});

describe('check a VAT number', () => {
  it('uses an application token (client credentials), the 2.0 Accept header, and maps the answer', async () => {
    const { c, seen } = client((req) =>
      req.url.pathname === '/oauth/token'
        ? tokenReply(9)
        : req.url.pathname.endsWith('/123456789')
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'targetVrn does not match a registered company' } }
          : {
              status: 200,
              body: {
                target: {
                  name: 'Co',
                  vatNumber: VRN,
                  address: { line1: '1 Road', postcode: 'TS1 1PA', countryCode: 'GB' },
                },
                processingDate: 'x',
              },
            },
    );
    expect(await c.checkVrn(VRN, fraud)).toEqual({
      validVrn: true,
      name: 'Co',
      address: { line1: '1 Road', postcode: 'TS1 1PA' },
    });
    expect(await c.checkVrn('123456789', fraud)).toEqual({ validVrn: false, name: null, address: null });
    expect(new URLSearchParams(defined(seen[0], 'seen[0]').body).get('grant_type')).toBe('client_credentials');
    expect(defined(seen[1], 'seen[1]').url.pathname).toBe(`/organisations/vat/check-vat-number/lookup/${VRN}`);
    expect(defined(seen[1], 'seen[1]').headers.Accept).toBe('application/vnd.hmrc.2.0+json');
    expect(defined(seen[1], 'seen[1]').headers.Authorization).toBe('Bearer access-9');
    expect(seen.filter((s) => s.url.pathname === '/oauth/token')).toHaveLength(1); // token reused
  });
});

describe('hmrcErrorCodes', () => {
  it('reads all four body shapes and ignores non-code messages', () => {
    expect(hmrcErrorCodes(undefined)).toEqual([]);
    expect(hmrcErrorCodes({ message: 'Something human' })).toEqual([]);
    expect(
      hmrcErrorCodes({ code: 'INVALID_REQUEST', errors: [{ code: 'VAT_TOTAL_VALUE' }, { code: 'VAT_NET_VALUE' }] }),
    ).toEqual(['INVALID_REQUEST', 'VAT_TOTAL_VALUE', 'VAT_NET_VALUE']);
  });
});
