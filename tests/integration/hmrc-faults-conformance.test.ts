import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { api, type ApiClient, type Reply } from '../support/api-client';
import {
  createHmrcTestUser,
  hmrcFaultsInjected,
  hmrcFiledReturns,
  setHmrcFaults,
  signInAtHmrc,
  stackHmrcControl,
  type HmrcTestUser,
} from '../support/hmrc-link';
import { seedUser } from '../support/seed';
import { baseUrl } from './business-support';
import { HAND_WORKED_RETURN } from '../support/hand-worked-return';

/**
 * The whole VAT journey through the local gateway while the stack's HMRC emulator is slow and
 * failing: 200 ms on every request and, drawn from a seed so a run can be repeated, 5% answered
 * with a 5xx (on VAT calls, half of those after HMRC handled the request, as when an answer is
 * lost) and 2% with 429 and Retry-After. Every HMRC endpoint the app calls for a business is
 * covered: /oauth/token (code exchange and refresh), Check a VAT number, obligations, submit,
 * view, liabilities, payments. The faults are aimed at this test's own HMRC test users, so other
 * tests on the stack are not touched; HMRC's rate limit is off for them so the draws, not timing,
 * decide (the back-off on a 429 is covered by the injected ones and by
 * packages/hmrc/src/transport.test.ts).
 *
 * What must hold: each open period filed exactly once at HMRC, the app's receipts match, and the
 * HMRC link survives. Every read (obligations, view, liabilities, payments, the VAT number check)
 * answers at the first press: the app retries those as HMRC asks. Only where a retry could do harm
 * may the app answer "HMRC is unavailable" (503), and the test then does what a person would:
 * presses again (the same idempotency key for a return, a new sign-in for a link).
 */
/** Seeds 6, 7 and 8 meet 429s, 5xx before and after HMRC handled a call (see `met` below). */
const SEED = 6;
const BUSINESSES = 3;
const FAULTS = {
  latencyMs: 200,
  serverErrorRate: 0.05,
  throttleRate: 0.02,
  retryAfterSeconds: 1,
  rateLimitPerSecond: 0,
};
const YEAR_2017 = { from: '2017-01-01', to: '2017-12-31' };
const JAN_2017 = { from: '2017-01-02', to: '2017-02-02' };
const PRESSES = 6;

const FIGURES = HAND_WORKED_RETURN;

interface Obligation {
  periodKey: string;
  start: string;
  end: string;
  due: string;
  status: string;
}

/** Press again while the app says HMRC is unavailable (503), as a person would; the last answer. */
async function untilAnswered<T>(step: () => Promise<Reply<T>>): Promise<Reply<T>> {
  let reply = await step();
  for (let press = 1; press < PRESSES && reply.status === 503; press++) reply = await step();
  return reply;
}

/** Link the business to HMRC as `user`, signing in again if the code exchange met a fault. */
async function link(client: ApiClient, user: HmrcTestUser): Promise<void> {
  let auth: Reply | undefined;
  for (let press = 0; press < PRESSES && auth?.status !== 200; press++) {
    const login = await client.ok('hmrcLogin');
    const back = await signInAtHmrc(login.url, user);
    auth = await client.call('hmrcAuth', {
      body: { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
    });
  }
  expect(auth?.status, auth?.text).toBe(200);
  const vrn = await client.call('hmrcVrn', { body: { vrn: user.vrn } });
  expect(vrn.status, vrn.text).toBe(200);
}

function submission(o: Obligation) {
  return {
    ...FIGURES,
    scheme: 1,
    flatRatePercent: null,
    mode: 2,
    declaration: 1,
    dateFrom: o.start,
    dateTo: o.end,
    dateDue: o.due,
    figuresEntryMethod: { vatDueSales: 2, vatDueAcquisitions: 2, vatReclaimedCurrPeriod: 2 },
    idempotencyKey: randomUUID(),
  };
}

const users: HmrcTestUser[] = [];
afterAll(async () => {
  for (const user of users) await setHmrcFaults({ userId: user.userId });
});

/** One business's journey; answers the faults its HMRC test user met. */
async function journey(seed: number) {
  const u = await seedUser({ withBusiness: true, enableVat: true });
  const user = await createHmrcTestUser();
  users.push(user);
  await setHmrcFaults({ ...FAULTS, seed, userId: user.userId });
  const client = api(u.token);

  await link(client, user);
  const listed = await client.call('hmrcObligations', { body: YEAR_2017 });
  expect(listed.status, listed.text).toBe(200);
  const open = (listed.json as Obligation[]).filter((o) => o.status === 'O');
  expect(open.length).toBeGreaterThan(0);

  // The access token runs out halfway: the next call refreshes it, under the same faults.
  await stackHmrcControl(baseUrl, 'expire-access-tokens', { userId: user.userId });
  for (const o of open) {
    // One return per period: every press sends the same return with the same idempotency key.
    const body = submission(o);
    const filed = await untilAnswered(() =>
      client.call('hmrcVatReturnSubmit', { params: { periodKey: o.periodKey }, body }),
    );
    expect(filed.status, filed.text).toBe(201);
    const viewed = await client.call('hmrcVatReturnGet', { params: { periodKey: o.periodKey } });
    expect(viewed.json, viewed.text).toEqual({ periodKey: o.periodKey, ...FIGURES });
  }
  const liabilities = await client.call('hmrcLiabilities', {
    body: JAN_2017,
    query: { govTestScenario: 'SINGLE_LIABILITY' },
  });
  expect(liabilities.json, liabilities.text).toHaveLength(1);
  const payments = await client.call('hmrcPayments', { body: JAN_2017, query: { govTestScenario: 'SINGLE_PAYMENT' } });
  expect(payments.json, payments.text).toHaveLength(1);
  const after = await client.call('hmrcObligations', { body: YEAR_2017 });
  expect(after.status, after.text).toBe(200);
  expect((after.json as Obligation[]).filter((o) => o.status === 'O')).toEqual([]);

  // HMRC holds exactly one return per open period, the app one receipt each, and the link stays.
  const periods = open.map((o) => o.periodKey).sort();
  expect((await hmrcFiledReturns(user.vrn)).map((r) => r.periodKey).sort()).toEqual(periods);
  expect((await client.ok('hmrcVatReturnReceipts')).map((r) => r.periodKey).sort()).toEqual(periods);
  expect(await client.ok('hmrcDetails')).toMatchObject({ loggedIn: true, vrnConfirmed: true });
  return hmrcFaultsInjected(user.userId);
}

describe('the VAT journey against a slow and failing HMRC', () => {
  it('files exactly one return per open period, reads at the first press, and the HMRC link survives', async () => {
    const met = { throttle: 0, server: 0, afterHandling: 0 };
    for (let i = 0; i < BUSINESSES; i++) {
      const injected = await journey(SEED + i);
      met.throttle += injected.throttle;
      met.server += injected.server;
      met.afterHandling += injected.afterHandling;
    }
    // The run met every kind of fault, or it would prove less than it says.
    expect(met.throttle).toBeGreaterThan(0);
    expect(met.server - met.afterHandling).toBeGreaterThan(0);
    expect(met.afterHandling).toBeGreaterThan(0);
  }, 60_000);
});
