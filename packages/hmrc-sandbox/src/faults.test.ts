import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './faults';
import { startHmrcSandbox, LOCAL_CLIENT, type HmrcSandbox, type SeedUser } from './index';
import { call, postToken, tokensFor, type Tokens } from './test-support';

const submitBody = readFileSync(new URL('./fixtures/submit-vat-return.json', import.meta.url), 'utf8');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limit (HMRC: 3 requests a second per application and user)', () => {
  let sandbox: HmrcSandbox;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true });
  });
  afterAll(() => sandbox.stop());

  it('is on by default: the 4th request within a second gets 429 with Retry-After, per user, then passes', async () => {
    const a = await sandbox.createTestUser();
    const b = await sandbox.createTestUser();
    const tokenA = (await tokensFor(sandbox, a)).access_token;
    const tokenB = (await tokensFor(sandbox, b)).access_token;
    const obligations = (user: SeedUser, token: string) =>
      call(sandbox, `/organisations/vat/${user.vrn}/obligations?status=O`, { token });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await obligations(a, tokenA)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const throttled = await obligations(a, tokenA);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(await throttled.json()).toEqual({
      code: 'MESSAGE_THROTTLED_OUT',
      message: 'The request for the API is throttled as you have exceeded your quota.',
    });
    // Another user of the same application has a budget of their own.
    expect((await obligations(b, tokenB)).status).toBe(200);
    await sleep(1050);
    expect((await obligations(a, tokenA)).status).toBe(200);
  });
});

describe('injected latency and faults', () => {
  let sandbox: HmrcSandbox;
  let user: SeedUser;
  let tokens: Tokens;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0 });
    user = await sandbox.createTestUser();
    tokens = await tokensFor(sandbox, user);
  });
  afterAll(() => sandbox.stop());

  const obligations = (token = tokens.access_token) =>
    call(sandbox, `/organisations/vat/${user.vrn}/obligations?status=O`, { token });
  const refresh = (refreshToken: string) =>
    postToken(sandbox, {
      grant_type: 'refresh_token',
      client_id: LOCAL_CLIENT.clientId,
      client_secret: LOCAL_CLIENT.clientSecret,
      refresh_token: refreshToken,
    });

  it('delays GETs and the token endpoint by latencyMs', async () => {
    sandbox.setFaults({ latencyMs: 150 });
    try {
      let started = Date.now();
      expect((await obligations()).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      started = Date.now();
      const refreshed = await refresh(tokens.refresh_token);
      expect(refreshed.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      tokens = (await refreshed.json()) as Tokens;
    } finally {
      sandbox.setFaults({});
    }
  });

  it('answers 429 with Retry-After on every API endpoint and /oauth/token at throttleRate 1', async () => {
    sandbox.setFaults({ throttleRate: 1, retryAfterSeconds: 2 });
    try {
      for (const response of [
        await obligations(),
        await call(sandbox, `/organisations/vat/${user.vrn}/returns/18A1`, { token: tokens.access_token }),
        await call(sandbox, `/organisations/vat/check-vat-number/lookup/${user.vrn}`, {
          token: tokens.access_token,
          accept: 'application/vnd.hmrc.2.0+json',
        }),
        await refresh(tokens.refresh_token),
      ]) {
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toBe('2');
      }
    } finally {
      sandbox.setFaults({});
    }
    // The refused refresh did not use the refresh token.
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    tokens = (await refreshed.json()) as Tokens;
  });

  it("answers 5xx at serverErrorRate 1: the token endpoint in OAuth's shape, before using the grant", async () => {
    sandbox.setFaults({ serverErrorRate: 1 });
    try {
      const failed = await refresh(tokens.refresh_token);
      expect([500, 503]).toContain(failed.status);
      expect(await failed.json()).toEqual({ error: 'server_error', error_description: 'unexpected error' });
      expect([500, 503]).toContain((await obligations()).status);
    } finally {
      sandbox.setFaults({});
    }
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    tokens = (await refreshed.json()) as Tokens;
  });

  it('files a return behind some 5xx answers (handled first), never behind a 429', async () => {
    const other = await sandbox.createTestUser();
    const token = (await tokensFor(sandbox, other)).access_token;
    const submit = () =>
      call(sandbox, `/organisations/vat/${other.vrn}/returns`, { token, method: 'POST', body: submitBody });
    sandbox.setFaults({ throttleRate: 1 });
    expect((await submit()).status).toBe(429);
    expect(sandbox.storedReturns(other.vrn)).toEqual([]);
    sandbox.setFaults({ serverErrorRate: 1, seed: 3 });
    const outcomes: string[] = [];
    for (let i = 0; i < 12 && sandbox.storedReturns(other.vrn).length === 0; i += 1)
      outcomes.push(String((await submit()).status));
    sandbox.setFaults({});
    // Some 5xx filed the return (the uncertain outcome), and a retry is then a duplicate.
    expect(sandbox.storedReturns(other.vrn)).toHaveLength(1);
    expect(outcomes.every((s) => s === '500' || s === '503')).toBe(true);
    expect((await submit()).status).toBe(403);
  });

  it('aims at one test user when asked, leaving the others alone, and keeps each user apart', async () => {
    const other = await sandbox.createTestUser();
    const otherToken = (await tokensFor(sandbox, other)).access_token;
    const others = () => call(sandbox, `/organisations/vat/${other.vrn}/obligations?status=O`, { token: otherToken });
    sandbox.setFaults({ throttleRate: 1, userId: user.userId });
    try {
      expect((await obligations()).status).toBe(429);
      expect((await others()).status).toBe(200);
      sandbox.setFaults({ serverErrorRate: 1, userId: other.userId });
      expect((await obligations()).status).toBe(429);
      expect([500, 503]).toContain((await others()).status);
      expect(sandbox.faults()).toHaveLength(2);
    } finally {
      sandbox.setFaults({ userId: user.userId });
      sandbox.setFaults({ userId: other.userId });
    }
    expect(sandbox.faults()).toEqual([]);
    expect((await obligations()).status).toBe(200);
  });

  it("sets HMRC's rate limit for one test user, e.g. off for a test about something else", async () => {
    const limited = await startHmrcSandbox({ quiet: true });
    try {
      const a = await limited.createTestUser();
      const token = (await tokensFor(limited, a)).access_token;
      limited.setFaults({ rateLimitPerSecond: 0, userId: a.userId });
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => call(limited, `/organisations/vat/${a.vrn}/obligations?status=O`, { token })),
      );
      expect(statuses.map((r) => r.status)).toEqual(Array(6).fill(200));
    } finally {
      await limited.stop();
    }
  });

  it('repeats the same faults for the same seed', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });

  it('is controlled at run time by the local /_emulator/faults endpoint, and lists filed returns', async () => {
    const put = await fetch(`${sandbox.url}/_emulator/faults`, {
      method: 'PUT',
      body: JSON.stringify({ latencyMs: 10, serverErrorRate: 0.05, seed: 9, userId: user.userId }),
    });
    expect(put.status).toBe(200);
    expect(await (await fetch(`${sandbox.url}/_emulator/faults`)).json()).toEqual({
      faults: [{ latencyMs: 10, serverErrorRate: 0.05, seed: 9, userId: user.userId }],
      injected: [{ userId: user.userId, throttle: 0, server: 0, afterHandling: 0 }],
    });
    const bad = await fetch(`${sandbox.url}/_emulator/faults`, { method: 'PUT', body: '{"serverErrorRate":2}' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/between 0 and 1/);
    expect((await fetch(`${sandbox.url}/_emulator/faults`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${sandbox.url}/_emulator/faults`)).json()).toEqual({ faults: [], injected: [] });
    const filed = await fetch(`${sandbox.url}/_emulator/returns/${user.vrn}`);
    expect(await filed.json()).toEqual({ returns: [] });
  });
});
