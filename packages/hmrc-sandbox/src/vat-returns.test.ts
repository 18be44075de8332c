import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHmrcSandbox, LOCAL_SEED_USER, type HmrcSandbox } from './index';
import { call, tokensFor } from './test-support';
import getDecimals from './fixtures/get-vat-return-decimals.json';
import getHash from './fixtures/get-vat-return-hash.json';
import quarterly from './fixtures/obligations-quarterly.json';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const vrn = LOCAL_SEED_USER.vrn;
const returns = `/organisations/vat/${vrn}/returns`;

describe('submit and view a VAT return (HMRC examples)', () => {
  let sandbox: HmrcSandbox;
  let token: string;
  beforeAll(async () => {
    // Stateful obligations (not HMRC's default) so a filed period shows fulfilled.
    sandbox = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true, statefulObligations: true });
    token = (await tokensFor(sandbox)).access_token;
  });
  afterAll(() => sandbox.stop());

  it('accepts the example submission, then answers DUPLICATE_SUBMISSION', async () => {
    const body = fixture('submit-vat-return.json');
    const first = await call(sandbox, returns, { token, method: 'POST', body });
    expect(first.status).toBe(201);
    const receipt = await first.json();
    expect(Object.keys(receipt).sort()).toEqual(expect.arrayContaining(['formBundleNumber', 'processingDate']));
    expect(receipt.formBundleNumber).toMatch(/^\d{12}$/);
    expect(receipt.processingDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Box 4 (105.15) exceeds box 3 (5.05): a repayment, so BANK and no charge reference.
    expect(receipt.paymentIndicator).toBe('BANK');
    expect(receipt.chargeRefNumber).toBeUndefined();
    expect(first.headers.get('receipt-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('receipt-timestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(first.headers.get('receipt-signature')).toBe('This has been deprecated - DO NOT USE');
    expect(first.headers.get('x-correlationid')).toMatch(/^[0-9a-f-]{36}$/);

    const second = await call(sandbox, returns, { token, method: 'POST', body });
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({
      code: 'BUSINESS_ERROR',
      message: 'Business validation error',
      errors: [{ code: 'DUPLICATE_SUBMISSION', message: 'The VAT return was already submitted for the given period.' }],
    });
  });

  it('views the stored return as the example response', async () => {
    const response = await call(sandbox, `${returns}/A001`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(getDecimals);
  });

  it('accepts a period key with # (percent-encoded in the path)', async () => {
    const submitted = await call(sandbox, returns, {
      token,
      method: 'POST',
      body: fixture('submit-vat-return-hash.json'),
    });
    expect(submitted.status).toBe(201);
    const receipt = await submitted.json();
    expect(receipt.paymentIndicator).toBe('DD');
    expect(receipt.chargeRefNumber).toMatch(/^[A-Za-z0-9]{16}$/);
    const viewed = await call(sandbox, `${returns}/%23001`, { token });
    expect(await viewed.json()).toEqual(getHash);
  });

  it('answers 404 with an empty body for a period with no return', async () => {
    const response = await call(sandbox, `${returns}/18A2`, { token });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-type')).toBeNull();
    expect(response.headers.get('x-correlationid')).toBeTruthy();
  });

  it('shows the obligation fulfilled once its return is stored', async () => {
    const before = await (await call(sandbox, `/organisations/vat/${vrn}/obligations?status=O`, { token })).json();
    expect(before).toEqual({ obligations: [quarterly.obligations[1]] });
    const figures = JSON.parse(fixture('submit-vat-return.json'));
    const submitted = await call(sandbox, returns, {
      token,
      method: 'POST',
      body: JSON.stringify({ ...figures, periodKey: '18A2' }),
    });
    expect(submitted.status).toBe(201);
    const open = await call(sandbox, `/organisations/vat/${vrn}/obligations?status=O`, { token });
    expect(open.status).toBe(404);
    const all = await (
      await call(sandbox, `/organisations/vat/${vrn}/obligations?from=2017-01-01&to=2017-12-31`, { token })
    ).json();
    expect(all.obligations[1]).toEqual({
      ...quarterly.obligations[1],
      status: 'F',
      received: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('submitted returns survive a restart with dataFile', () => {
  it('keeps users, grants and returns in the file', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataFile = `${mkdtempSync(`${tmpdir()}/hmrc-sandbox-`)}/state.json`;
    const first = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true, dataFile });
    const tokens = await tokensFor(first);
    const body = fixture('submit-vat-return.json');
    expect((await call(first, returns, { token: tokens.access_token, method: 'POST', body })).status).toBe(201);
    await first.stop();
    const second = await startHmrcSandbox({ quiet: true, rateLimitPerSecond: 0, seedUser: true, dataFile });
    try {
      const again = await call(second, returns, { token: tokens.access_token, method: 'POST', body });
      expect(again.status).toBe(403);
      expect((await again.json()).errors[0].code).toBe('DUPLICATE_SUBMISSION');
    } finally {
      await second.stop();
    }
  });
});
