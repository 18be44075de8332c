import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmrcSandbox } from './index';
import { ACCEPT, expectError, ITSA_NOW as NOW, itsaSandbox, json, SEED_BUSINESS, SEED_NINO } from './itsa-test-support';
import { applicationToken, call, tokensFor } from './test-support';

const details = (rest: string) => `/individuals/business/details/${rest}`;

describe('who may call the Income Tax APIs (reference §1.1, §1.5)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await itsaSandbox(NOW));
  });
  afterAll(() => sandbox.stop());

  it('answers FORMAT_NINO for a malformed NINO', async () => {
    expectError(await json(sandbox, details('AE12345/list'), { token, accept: ACCEPT.bd }), 400, 'FORMAT_NINO');
  });

  it("refuses another person's NINO and a user not signed up", async () => {
    expectError(
      await json(sandbox, details('AE654321C/list'), { token, accept: ACCEPT.bd }),
      403,
      'CLIENT_OR_AGENT_NOT_AUTHORISED',
    );
  });

  it('needs the self-assessment scopes', async () => {
    const vatOnly = (await tokensFor(sandbox, undefined, 'read:vat write:vat')).access_token;
    expectError(
      await json(sandbox, details(`${SEED_NINO}/list`), { token: vatOnly, accept: ACCEPT.bd }),
      403,
      'INVALID_SCOPE',
    );
    const readOnly = (await tokensFor(sandbox, undefined, 'read:self-assessment')).access_token;
    const put = await json(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}/2026-27`), {
      token: readOnly,
      accept: ACCEPT.bd,
      method: 'PUT',
      body: '{"quarterlyPeriodType":"standard"}',
    });
    expectError(put, 403, 'INVALID_SCOPE');
  });

  it('answers 406 without an Accept version and 404 NOT_FOUND for a version not served', async () => {
    expectError(
      await json(sandbox, details(`${SEED_NINO}/list`), { token, accept: 'application/json' }),
      406,
      'ACCEPT_HEADER_INVALID',
    );
    expectError(
      await json(sandbox, details(`${SEED_NINO}/list`), { token, accept: 'application/vnd.hmrc.1.0+json' }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 401 for an unknown token and 415 for a body that is not JSON', async () => {
    expectError(
      await json(sandbox, details(`${SEED_NINO}/list`), { token: 'not-a-token', accept: ACCEPT.bd }),
      401,
      'INVALID_CREDENTIALS',
    );
    const put = await json(sandbox, details(`${SEED_NINO}/${SEED_BUSINESS}/2026-27`), {
      token,
      accept: ACCEPT.bd,
      method: 'PUT',
      body: 'quarterlyPeriodType=standard',
      headers: { 'Content-Type': 'text/plain' },
    });
    expectError(put, 415, 'INVALID_BODY_TYPE');
  });

  it('keeps the fraud prevention headers of Income Tax calls for validation-feedback', async () => {
    await call(sandbox, details(`${SEED_NINO}/list`), {
      token,
      accept: ACCEPT.bd,
      headers: { 'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER' },
    });
    const app = await applicationToken(sandbox);
    const feedback = await call(sandbox, '/test/fraud-prevention-headers/business-details-mtd/validation-feedback', {
      token: app,
    });
    expect(feedback.status).toBe(200);
    const report = (await feedback.json()) as { requests: { path: string; errors?: unknown[] }[] };
    const list = report.requests.find((r) => r.path === '/individuals/business/details/{nino}/list');
    // Only the connection method was sent: the other headers are reported missing.
    expect(list?.errors?.length).toBeGreaterThan(0);
    const vat = await call(sandbox, '/test/fraud-prevention-headers/vat-mtd/validation-feedback', { token: app });
    expect(((await vat.json()) as { requests: unknown[] }).requests).toEqual([]);
  });
});
