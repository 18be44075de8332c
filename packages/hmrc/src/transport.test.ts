import { describe, expect, it } from 'vitest';
import { createHmrcClient } from './client';
import { HmrcUnavailableError } from './errors';
import { memoryTokenStore } from './test-support';
import { createTransport, FAILURE_BACKOFF_MS, FAILURE_RETRIES } from './transport';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const VRN = '666119668';
const fraud = { 'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER' };

/** One scripted answer: a reply, a failed connection, or our own timeout. */
type Step = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'timeout';

const settings = (timeoutMs = 6_000) => ({
  apiBaseUrl: 'https://test-api.example',
  authoriseOrigin: 'https://test-www.example',
  redirectUri: 'https://app.example/app/',
  sandbox: true,
  credentials: async () => ({ clientId: 'cid', clientSecret: 'secret' }),
  timeoutMs,
});

/**
 * A scripted HMRC answering `steps` in turn (the last one again when they run out), each taking
 * `latencyMs` on a clock that moves only by those latencies and the transport's own waits.
 */
function scripted(steps: Step[], options: { timeoutMs?: number; latencyMs?: number } = {}) {
  let clock = NOW;
  const seen: { method: string; path: string; body: string }[] = [];
  const waits: number[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    seen.push({
      method: init.method ?? 'GET',
      path: new URL(url).pathname,
      body: typeof init.body === 'string' ? init.body : '',
    });
    clock += options.latencyMs ?? 100;
    const step = steps[Math.min(seen.length - 1, steps.length - 1)] ?? 'network';
    if (step === 'network') throw new TypeError('fetch failed');
    if (step === 'timeout') throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      headers: step.headers ?? {},
    });
  };
  const deps = {
    settings: settings(options.timeoutMs),
    fetch,
    now: () => clock,
    sleep: async (ms: number) => {
      waits.push(ms);
      clock += ms;
    },
  };
  return { deps, transport: createTransport(deps), seen, waits };
}

const ok = { status: 200, body: { ok: true } };
const unavailable = { status: 503, body: { code: 'SERVER_ERROR' }, headers: { 'X-CorrelationId': 'corr-503' } };
const throttled = { status: 429, headers: { 'Retry-After': '1' }, body: { code: 'MESSAGE_THROTTLED_OUT' } };

describe('transport: retries as HMRC asks, within the time budget', () => {
  it('retries a GET after a 5xx and after a failed connection, backing off', async () => {
    const { transport, seen, waits } = scripted([unavailable, 'network', ok]);
    const answer = await transport.send('https://test-api.example/x', { method: 'GET' });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([FAILURE_BACKOFF_MS, FAILURE_BACKOFF_MS * 2]);
  });

  it('tries a GET a bounded number of times, then answers the last 5xx with its correlation id', async () => {
    const { transport, seen } = scripted([unavailable]);
    const answer = await transport.send('https://test-api.example/x', { method: 'GET' });
    expect(seen).toHaveLength(1 + FAILURE_RETRIES);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('x-correlationid')).toBe('corr-503');
  });

  it('gives up on a failed connection as unavailable once the retries are used', async () => {
    const { transport, seen } = scripted(['network']);
    const err = await transport.send('https://test-api.example/x', { method: 'GET' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'HmrcUnavailableError', reason: 'network' });
    expect(seen).toHaveLength(1 + FAILURE_RETRIES);
  });

  it('never repeats a POST after a 5xx or a failed connection (the VAT return is settled by reading back)', async () => {
    const failing = scripted([unavailable, ok]);
    const answer = await failing.transport.send('https://test-api.example/returns', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    expect(failing.seen).toHaveLength(1);
    const cut = scripted(['network', ok]);
    const err = await cut.transport
      .send('https://test-api.example/returns', { method: 'POST', body: '{}' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'HmrcUnavailableError', reason: 'network' });
    expect(cut.seen).toHaveLength(1);
  });

  it('repeats a POST after a 429 (HMRC did nothing), waiting Retry-After', async () => {
    const { transport, seen, waits } = scripted([throttled, ok]);
    const answer = await transport.send('https://test-api.example/returns', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('repeats a POST after a 5xx only when the caller says it may', async () => {
    const { transport, seen } = scripted([unavailable, ok]);
    const answer = await transport.send('https://test-api.example/oauth/token', { method: 'POST' }, undefined, {
      retryFailures: true,
    });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('does not retry after a timeout: the budget is spent', async () => {
    const { transport, seen } = scripted(['timeout', ok]);
    const err = await transport.send('https://test-api.example/x', { method: 'GET' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'HmrcUnavailableError', reason: 'timeout' });
    expect(seen).toHaveLength(1);
  });

  it('keeps every retry inside HMRC_TIMEOUT_MS from the first attempt', async () => {
    // 1 s budget, 300 ms per answer: 300 + 250 wait + 300 = 850; another 500 ms wait would end past 1 s.
    const { transport, seen, waits } = scripted([unavailable], { timeoutMs: 1_000, latencyMs: 300 });
    const answer = await transport.send('https://test-api.example/x', { method: 'GET' });
    expect(answer.status).toBe(503);
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([FAILURE_BACKOFF_MS]);
  });

  it('gives up on 429s whose Retry-After would end past the budget', async () => {
    const { transport, seen } = scripted([{ ...throttled, headers: { 'Retry-After': '2' } }], { timeoutMs: 1_500 });
    const err = await transport.send('https://test-api.example/x', { method: 'GET' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HmrcUnavailableError);
    expect(err).toMatchObject({ reason: 'throttled', status: 429 });
    expect(seen).toHaveLength(1);
  });
});

describe('the client over the transport', () => {
  const expired = () =>
    memoryTokenStore({ accessToken: 'a-1', refreshToken: 'r-1', expiresAt: NOW - 1, scope: 'read:vat write:vat' });
  const tokenReply = {
    status: 200,
    body: { access_token: 'a-2', refresh_token: 'r-2', token_type: 'bearer', expires_in: 14400, scope: 'read:vat' },
  };

  it('retries the token refresh after a 5xx with the same refresh token, and keeps the link', async () => {
    const { deps, seen } = scripted([unavailable, tokenReply, { status: 200, body: {} }]);
    const store = expired();
    await createHmrcClient(deps).penalties(store, VRN, { fraudHeaders: fraud });
    expect(seen.map((s) => s.path)).toEqual(['/oauth/token', '/oauth/token', `/organisations/vat/${VRN}/penalties`]);
    expect(seen.filter((s) => s.path === '/oauth/token').every((s) => s.body.includes('refresh_token=r-1'))).toBe(true);
    expect(store.cleared).toBe(false);
    expect(store.current()?.refreshToken).toBe('r-2');
  });

  it('does not repeat the code exchange (a code is single use)', async () => {
    const { deps, seen } = scripted([unavailable, tokenReply]);
    await expect(createHmrcClient(deps).exchangeCode('code-1')).rejects.toMatchObject({ reason: 'server' });
    expect(seen).toHaveLength(1);
  });

  it('submits a VAT return once whatever HMRC answers, and retries reading it back', async () => {
    const store = memoryTokenStore({
      accessToken: 'a-1',
      refreshToken: 'r-1',
      expiresAt: NOW + 3_600_000,
      scope: 'read:vat write:vat',
    });
    const { deps, seen } = scripted([unavailable, unavailable, { status: 404 }]);
    const client = createHmrcClient(deps);
    const figures = {
      periodKey: '18A2',
      vatDueSales: 0,
      vatDueAcquisitions: 0,
      totalVatDue: 0,
      vatReclaimedCurrPeriod: 0,
      netVatDue: 0,
      totalValueSalesExVAT: 0,
      totalValuePurchasesExVAT: 0,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
      finalised: true,
    };
    await expect(client.submitReturn(store, VRN, figures, { fraudHeaders: fraud })).rejects.toMatchObject({
      reason: 'server',
    });
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    expect(await client.viewReturn(store, VRN, '18A2', { fraudHeaders: fraud })).toBeNull();
    expect(seen.map((s) => s.method)).toEqual(['POST', 'GET', 'GET']);
  });
});
