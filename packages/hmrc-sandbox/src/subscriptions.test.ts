import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, LOCAL_CLIENT, type HmrcSandbox, type SeedUser } from './index';
import { call, tokensFor } from './test-support';

/**
 * Whose VAT a token may reach (reference §2.9, §3.4): a test user's token asking for another VRN
 * is the VAT service's 403 CLIENT_OR_AGENT_NOT_AUTHORISED (HMRC's OpenAPI); an application not
 * subscribed to an API is the platform's 403 RESOURCE_FORBIDDEN.
 */
describe('subscriptions and enrolments', () => {
  let sandbox: HmrcSandbox;
  let user: SeedUser;
  let token: string;
  beforeAll(async () => {
    sandbox = await startHmrcSandbox({
      quiet: true,
      rateLimitPerSecond: 0,
      clients: [{ ...LOCAL_CLIENT, subscriptions: ['vat-mtd', 'create-test-user'] }],
    });
    user = await sandbox.createTestUser();
    token = (await tokensFor(sandbox, user)).access_token;
  });
  afterAll(() => sandbox.stop());

  it("refuses another test user's VRN with CLIENT_OR_AGENT_NOT_AUTHORISED", async () => {
    const other = await sandbox.createTestUser();
    const answer = await call(sandbox, `/organisations/vat/${other.vrn}/obligations?status=O`, { token });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'CLIENT_OR_AGENT_NOT_AUTHORISED',
      message: 'The client and/or agent is not authorised.',
    });
    expect((await call(sandbox, `/organisations/vat/${user.vrn}/obligations?status=O`, { token })).status).toBe(200);
  });

  it('answers RESOURCE_FORBIDDEN to an application not subscribed to the API', async () => {
    const answer = await call(sandbox, `/organisations/vat/check-vat-number/lookup/${user.vrn}`, {
      token,
      accept: 'application/vnd.hmrc.2.0+json',
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'RESOURCE_FORBIDDEN',
      message: 'The application is not subscribed to the API which it is attempting to invoke',
    });
  });
});
