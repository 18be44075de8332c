import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@bk/data';
import type { TokenRequest } from '@bk/hmrc-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { linkBusinessToHmrc, setHmrcFaults, stackHmrcControl, type HmrcTestUser } from '../support/hmrc-link';
import { seedUser, stackDb } from '../support/seed';
import { baseUrl, call } from './business-support';
import { defined } from '../support/defined';

/**
 * A user back after HMRC's access token expired opens the VAT screens, which load obligations,
 * liabilities and payments at once. HMRC's refresh token is single use, so exactly one of the
 * parallel calls may refresh; the others must wait for its tokens. Through the local gateway,
 * with the stack's emulator expiring the tokens and, in the slow case, delaying /oauth/token.
 * Ten calls at once are past HMRC's 3 a second per user, so the emulator's rate limit is off for
 * this test's user: the subject here is the refresh, not the back-off (transport.test.ts).
 */
const CALLS = 10;
const ROUNDS = 3;
const YEAR = { from: '2017-01-01', to: '2017-12-31' };
const MONTH = { from: '2017-01-02', to: '2017-02-02' };
const SCREEN_CALLS = [
  ['/hmrc/obligations', YEAR],
  ['/hmrc/liabilities', MONTH],
  ['/hmrc/payments', MONTH],
] as const;

async function refreshesAtHmrc(user: HmrcTestUser): Promise<TokenRequest[]> {
  const { requests } = (await stackHmrcControl(baseUrl, 'token-requests', { userId: user.userId })) as {
    requests: TokenRequest[];
  };
  return requests.filter((r) => r.grantType === 'refresh_token');
}

/** Expire the user's access tokens at HMRC, then make CALLS VAT calls at once; their statuses. */
async function parallelCallsAfterExpiry(token: string, user: HmrcTestUser): Promise<number[]> {
  await stackHmrcControl(baseUrl, 'expire-access-tokens', { userId: user.userId });
  const replies = await Promise.all(
    Array.from({ length: CALLS }, (_, i) => {
      const [path, body] = defined(SCREEN_CALLS[i % SCREEN_CALLS.length], 'a screen call');
      return call('POST', path, { token, body });
    }),
  );
  return replies.map((r) => r.status);
}

describe.each([
  ['at once', 0],
  ['after 300 ms', 300],
])('parallel VAT calls after the access token expired, HMRC answering refreshes %s', (_, latencyMs) => {
  afterEach(async () => {
    await stackHmrcControl(baseUrl, 'delay-token-endpoint', { ms: '0' });
  });

  it(`all succeed with one refresh at HMRC per expiry, and the link survives, ${ROUNDS} rounds in a row`, async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const user = await linkBusinessToHmrc(baseUrl, u.token);
    await setHmrcFaults({ userId: user.userId, rateLimitPerSecond: 0 });
    await stackHmrcControl(baseUrl, 'delay-token-endpoint', { ms: String(latencyMs), userId: user.userId });

    for (let round = 1; round <= ROUNDS; round++) {
      const statuses = await parallelCallsAfterExpiry(u.token, user);
      const refreshes = await refreshesAtHmrc(user);
      const details = await call('GET', '/hmrc/details', { token: u.token });
      // One picture per round, so a failure shows how many calls failed, how, and what HMRC saw.
      expect({
        round,
        succeeded: `${statuses.filter((s) => s === 200).length} of ${CALLS}`,
        statuses,
        refreshStatuses: refreshes.map((r) => r.status),
        linked: details.json.loggedIn,
      }).toEqual({
        round,
        succeeded: `${CALLS} of ${CALLS}`,
        statuses: Array(CALLS).fill(200),
        // Cumulative: one refresh per expiry, none refused.
        refreshStatuses: Array(round).fill(200),
        linked: true,
      });
    }
  });
});

describe('a refresh lease left by a caller that crashed', () => {
  it('holds the other callers up for the rest of the lease only; then one of them refreshes', async () => {
    const u = await seedUser({ withBusiness: true, enableVat: true });
    const user = await linkBusinessToHmrc(baseUrl, u.token);
    await stackHmrcControl(baseUrl, 'expire-access-tokens', { userId: user.userId });
    const db = stackDb();
    const link = keys.hmrcLink(defined(u.businessId, 'u.businessId'));
    // As a Lambda instance that claimed the refresh and died: its lease runs 1.5 s more.
    const lapsesAt = Date.now() + 1_500;
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: link,
        UpdateExpression: 'SET refreshLeaseId = :id, refreshLeaseUntil = :until',
        ExpressionAttributeValues: { ':id': 'crashed-caller', ':until': lapsesAt },
      }),
    );

    const statuses = (
      await Promise.all([0, 1, 2].map(() => call('POST', '/hmrc/obligations', { token: u.token, body: YEAR })))
    ).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(Date.now()).toBeGreaterThanOrEqual(lapsesAt);
    expect((await refreshesAtHmrc(user)).map((r) => r.status)).toEqual([200]);
    const item = (await db.doc.send(new GetCommand({ TableName: db.table, Key: link, ConsistentRead: true }))).Item;
    expect(item).toMatchObject({ version: 2 });
    expect(item?.refreshLeaseId).toBeUndefined();
  });
});
