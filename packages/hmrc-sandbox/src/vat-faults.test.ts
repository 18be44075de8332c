import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, type HmrcSandbox, type SeedUser } from './index';
import { call, tokensFor } from './test-support';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** failNextReturn: HMRC failing on its side, before filing or after (the uncertain outcome). */
describe('simulated HMRC failures on submit', () => {
  let sandbox: HmrcSandbox;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0 });
  });
  afterAll(() => sandbox.stop());

  async function userWithToken(): Promise<{ user: SeedUser; token: string; returns: string }> {
    const user = await sandbox.createTestUser();
    const token = (await tokensFor(sandbox, user)).access_token;
    return { user, token, returns: `/organisations/vat/${user.vrn}/returns` };
  }
  const body = fixture('submit-vat-return.json');

  it('before storing: answers 500, files nothing, and the next submission files', async () => {
    const { user, token, returns } = await userWithToken();
    sandbox.failNextReturn(user.vrn, { status: 500, afterStoring: false });
    const failed = await call(sandbox, returns, { token, method: 'POST', body });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error occurred',
    });
    expect(sandbox.storedReturns(user.vrn)).toEqual([]);
    expect((await call(sandbox, `${returns}/A001`, { token })).status).toBe(404);

    const retried = await call(sandbox, returns, { token, method: 'POST', body });
    expect(retried.status).toBe(201);
    expect(sandbox.storedReturns(user.vrn).map((r) => r.periodKey)).toEqual(['A001']);
  });

  it('after storing: files the return yet answers 500; a retry is a duplicate and the return can be read back', async () => {
    const { user, token, returns } = await userWithToken();
    sandbox.failNextReturn(user.vrn, { afterStoring: true });
    const failed = await call(sandbox, returns, { token, method: 'POST', body });
    expect(failed.status).toBe(500);
    expect(sandbox.storedReturns(user.vrn)).toHaveLength(1);
    const viewed = await call(sandbox, `${returns}/A001`, { token });
    expect(viewed.status).toBe(200);
    expect((await viewed.json()).vatDueSales).toBe(105.5);

    const retried = await call(sandbox, returns, { token, method: 'POST', body });
    expect(retried.status).toBe(403);
    expect((await retried.json()).errors[0].code).toBe('DUPLICATE_SUBMISSION');
    expect(sandbox.storedReturns(user.vrn)).toHaveLength(1);
  });

  it('answers 503 SERVICE_UNAVAILABLE when asked, affects only that VRN, and is used once', async () => {
    const a = await userWithToken();
    const b = await userWithToken();
    sandbox.failNextReturn(a.user.vrn, { status: 503 });
    const other = await call(sandbox, b.returns, { token: b.token, method: 'POST', body });
    expect(other.status).toBe(201);
    const failed = await call(sandbox, a.returns, { token: a.token, method: 'POST', body });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Internal server error' });
    expect((await call(sandbox, a.returns, { token: a.token, method: 'POST', body })).status).toBe(201);
  });

  it('keeps obligations as HMRC sandbox does by default (stateless), and closes a filed one when stateful', async () => {
    const { user, token, returns } = await userWithToken();
    const obligations = async (query: string) => {
      const answer = await call(sandbox, `/organisations/vat/${user.vrn}/obligations?${query}`, { token });
      if (answer.status !== 200) return answer.status;
      const { obligations: list } = (await answer.json()) as { obligations: { periodKey: string; status: string }[] };
      return list.map((o) => `${o.periodKey} ${o.status}`);
    };
    const filed = await call(sandbox, returns, {
      token,
      method: 'POST',
      body: JSON.stringify({ ...JSON.parse(body), periodKey: '18A2' }),
    });
    expect(filed.status).toBe(201);
    // Stateless: filing changes nothing, and neither status nor the dates filter the canned rows.
    expect(await obligations('status=O')).toEqual(['18A1 F', '18A2 O']);
    expect(await obligations('from=2020-01-01&to=2020-12-31&status=F')).toEqual(['18A1 F', '18A2 O']);
    expect(await obligations('status=F')).toBe(400); // validation still runs: MISSING_DATE_RANGE
    sandbox.setStatefulObligations(true);
    try {
      expect(await obligations('status=O')).toBe(404);
      expect(await obligations('from=2017-01-01&to=2017-12-31')).toEqual(['18A1 F', '18A2 F']);
    } finally {
      sandbox.setStatefulObligations(false);
    }
  });

  it('slowNextReturn: files the return but answers late, so a client that stops waiting sees a timeout', async () => {
    const { user, token, returns } = await userWithToken();
    sandbox.slowNextReturn(user.vrn, 600);
    const timedOut = await fetch(`${sandbox.url}${returns}`, {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.hmrc.1.0+json',
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body,
      signal: AbortSignal.timeout(150),
    }).then(
      () => 'answered',
      (err: Error) => err.name,
    );
    expect(timedOut).toBe('TimeoutError');
    expect(sandbox.storedReturns(user.vrn)).toHaveLength(1);
    // Used once: the next call answers at once (a duplicate now).
    const again = await call(sandbox, returns, { token, method: 'POST', body });
    expect(again.status).toBe(403);
  });

  it('leaves validation first: an invalid return gets its 400 and the fault waits for a valid one', async () => {
    const { user, token, returns } = await userWithToken();
    sandbox.failNextReturn(user.vrn);
    const invalid = await call(sandbox, returns, {
      token,
      method: 'POST',
      body: JSON.stringify({ ...JSON.parse(body), totalVatDue: 1 }),
    });
    expect(invalid.status).toBe(400);
    expect((await call(sandbox, returns, { token, method: 'POST', body })).status).toBe(500);
    expect(() => sandbox.failNextReturn(user.vrn, { status: 404 })).toThrow(RangeError);
  });
});
