import { LOCAL_CLIENT, startHmrcSandbox, type HmrcSandbox } from '@bk/hmrc-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HmrcClient } from './client';
import { HmrcReauthoriseError } from './errors';
import {
  hmrcFailure,
  linkedSandboxStore,
  postForm,
  sandboxClient,
  sandboxFraudHeaders,
  signInAtHmrc,
  type MemoryTokenStore,
} from './test-support';
import { defined } from '../../../tests/support/defined';

/**
 * The client against the HMRC sandbox emulator (packages/hmrc-sandbox, written independently
 * from HMRC's published definitions): the OAuth journey as a browser makes it, every VAT call
 * with its Gov-Test-Scenarios and HMRC's validation, refresh and revocation, and HMRC's check of
 * the fraud prevention headers the client sends.
 */
const REDIRECT_URI = 'http://localhost:3000/app/';
const STATE = 'state-from-the-product';

let sandbox: HmrcSandbox;
let client: HmrcClient;
let vrn: string;

const fraud = sandboxFraudHeaders('contract-test');
const opts = (govTestScenario?: string) => ({ fraudHeaders: fraud, govTestScenario });

async function linkedStore(): Promise<MemoryTokenStore> {
  return linkedSandboxStore(sandbox, client, fraud, STATE);
}

async function hmrcCodes(promise: Promise<unknown>): Promise<readonly string[]> {
  return (await hmrcFailure(promise)).codes;
}

beforeAll(async () => {
  sandbox = await startHmrcSandbox({ port: 0, seedUser: true, quiet: true });
  vrn = defined(sandbox.seedUser, 'sandbox.seedUser').vrn;
  client = sandboxClient(sandbox, REDIRECT_URI);
});
afterAll(() => sandbox.stop());

describe('OAuth against the emulator', () => {
  it('returns the state and a code, and the code gives both scopes', async () => {
    const back = await signInAtHmrc(sandbox, await client.authoriseUrl(STATE));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(STATE);
    const tokens = await client.exchangeCode(defined(back.searchParams.get('code'), 'the code parameter'), fraud);
    expect(tokens.scope).toBe('read:vat write:vat read:self-assessment write:self-assessment');
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
    // A code works once.
    await expect(
      client.exchangeCode(defined(back.searchParams.get('code'), 'the code parameter'), fraud),
    ).rejects.toMatchObject({
      name: 'HmrcOAuthError',
    });
  });

  it('passes on a refusal to grant authority', async () => {
    const back = await signInAtHmrc(sandbox, await client.authoriseUrl(STATE), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(STATE);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refreshes after HMRC expires the access token, then asks for a sign-in once the grant is revoked', async () => {
    const store = await linkedStore();
    const before = defined(store.current(), 'store.current()').refreshToken;
    sandbox.expireAccessTokens();
    expect(await client.penalties(store, vrn, opts())).toBeTypeOf('object');
    expect(defined(store.current(), 'store.current()').refreshToken).not.toBe(before);

    sandbox.revokeRefreshTokens();
    sandbox.expireAccessTokens();
    const err = await client.penalties(store, vrn, opts()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HmrcReauthoriseError);
    expect(store.current()).toBeNull();
  });
});

describe('VAT calls against the emulator', () => {
  let store: MemoryTokenStore;
  beforeAll(async () => {
    store = await linkedStore();
  });

  it('obligations: default, the scenarios, and HMRC validation', async () => {
    const all = await client.obligations(store, vrn, { from: '2017-01-01', to: '2017-12-31' }, opts());
    expect(all.length).toBeGreaterThan(0);
    for (const o of all) {
      expect(o.periodKey).toMatch(/^[#0-9A-Z]{4}$/);
      expect(['O', 'F']).toContain(o.status);
      if (o.status === 'F') expect(o.received).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const fulfilled = (s: string) =>
      client
        .obligations(store, vrn, { from: '2017-01-01', to: '2017-12-31' }, opts(s))
        .then((list) => [list.length, list.filter((o) => o.status === 'F').length]);
    expect(await fulfilled('QUARTERLY_NONE_MET')).toEqual([4, 0]);
    expect(await fulfilled('QUARTERLY_TWO_MET')).toEqual([4, 2]);
    expect((await fulfilled('QUARTERLY_FOUR_MET'))[1]).toBe(4);
    expect((await fulfilled('MONTHLY_THREE_MET'))[1]).toBe(3);
    const year2018 = { from: '2018-01-01', to: '2018-12-31' };
    const open = await client.obligations(store, vrn, year2018, opts('MULTIPLE_OPEN_MONTHLY'));
    expect(open.filter((o) => o.status === 'O')).toHaveLength(2);
    expect(await client.obligations(store, vrn, year2018, opts('NOT_FOUND'))).toEqual([]);
    expect(await hmrcCodes(client.obligations(store, vrn, year2018, opts('INSOLVENT_TRADER')))).toEqual([
      'RULE_INSOLVENT_TRADER',
    ]);
    expect(await hmrcCodes(client.obligations(store, vrn, year2018, opts('NO_SUCH_SCENARIO')))).toEqual([
      'RULE_INCORRECT_GOV_TEST_SCENARIO',
    ]);
    expect(await hmrcCodes(client.obligations(store, vrn, { from: '2018-01-01', to: '2019-01-02' }, opts()))).toEqual([
      'INVALID_DATE_RANGE',
    ]);
    // Validation comes before the scenario.
    expect(
      await hmrcCodes(client.obligations(store, vrn, { from: '2018-06-01', to: '2018-01-01' }, opts('NOT_FOUND'))),
    ).toEqual(['INVALID_DATE_RANGE']);
  });

  it('liabilities and payments: none without a scenario, the canned data with one, HMRC date rules', async () => {
    const y2017 = { from: '2017-01-02', to: '2017-02-02' };
    expect(await client.liabilities(store, vrn, y2017, opts())).toEqual([]);
    expect(await client.payments(store, vrn, y2017, opts())).toEqual([]);
    const one = await client.liabilities(store, vrn, y2017, opts('SINGLE_LIABILITY'));
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ type: expect.any(String), originalAmount: expect.any(Number) });
    const many = await client.liabilities(
      store,
      vrn,
      { from: '2017-04-05', to: '2017-12-21' },
      opts('MULTIPLE_LIABILITIES'),
    );
    expect(many.length).toBeGreaterThan(1);
    const paid = await client.payments(store, vrn, y2017, opts('SINGLE_PAYMENT'));
    expect(paid).toHaveLength(1);
    expect(defined(paid[0], 'paid[0]').amount).toEqual(expect.any(Number));
    const several = await client.payments(
      store,
      vrn,
      { from: '2018-02-27', to: '2018-12-21' },
      opts('MULTIPLE_PAYMENTS_2018_19'),
    );
    expect(several.length).toBeGreaterThan(1);
    for (const scenario of ['INSOLVENT_TRADER']) {
      expect(await hmrcCodes(client.liabilities(store, vrn, y2017, opts(scenario)))).toEqual(['RULE_INSOLVENT_TRADER']);
      expect(await hmrcCodes(client.payments(store, vrn, y2017, opts(scenario)))).toEqual(['RULE_INSOLVENT_TRADER']);
    }
    expect(await hmrcCodes(client.liabilities(store, vrn, { from: '2017-01-01', to: '2018-01-01' }, opts()))).toEqual([
      'DATE_RANGE_INVALID',
    ]);
    expect(await hmrcCodes(client.payments(store, vrn, { from: '2016-01-01', to: '2016-06-01' }, opts()))).toEqual([
      'DATE_FROM_INVALID',
    ]);
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const recent = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    expect(await hmrcCodes(client.payments(store, vrn, { from: recent, to: future }, opts()))).toEqual([
      'DATE_TO_INVALID',
    ]);
  });

  it('penalties: every scenario, and financial details of a charge', async () => {
    const none = await client.penalties(store, vrn, opts('NO_PENALTIES'));
    expect(none).toEqual({});
    const standard = await client.penalties(store, vrn, opts());
    expect(Object.keys(standard).length).toBeGreaterThan(0);
    for (const scenario of [
      'LATE_SUBMISSION',
      'LATE_PAYMENT',
      'MULTIPLE_PENALTIES',
      'MULTIPLE_LATE_PAYMENT_PENALTIES',
      'MULTIPLE_LATE_SUBMISSION_PENALTIES',
      'THRESHOLD_LATE_SUBMISSION_PENALTIES',
      'CHARGE_LATE_SUBMISSION_PENALTIES',
    ]) {
      const p = await client.penalties(store, vrn, opts(scenario));
      expect(Boolean(p.lateSubmissionPenalty ?? p.latePaymentPenalty), scenario).toBe(true);
    }
    const late = (await client.penalties(store, vrn, opts('LATE_SUBMISSION'))) as {
      lateSubmissionPenalty?: { details?: { chargeReference?: string }[] };
    };
    const reference =
      late.lateSubmissionPenalty?.details?.find((d) => d.chargeReference)?.chargeReference ?? 'XP123456789012';
    const details = await client.financialDetails(store, vrn, reference, opts());
    expect(typeof details).toBe('object');
    expect(await hmrcCodes(client.financialDetails(store, vrn, 'not-a-reference', opts()))).toEqual([
      'CHARGE_REFERENCE_INVALID',
    ]);
  });

  it('returns: submit with receipt, view it back, duplicate refused, scenarios', async () => {
    const periodKey = '#C01';
    const figures = {
      periodKey,
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
    expect(await client.viewReturn(store, vrn, periodKey, opts())).toBeNull();
    const receipt = await client.submitReturn(store, vrn, { ...figures, finalised: true }, opts());
    expect(receipt.formBundleNumber).toMatch(/^\d{12}$/);
    expect(receipt.receiptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(receipt.processingDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await client.viewReturn(store, vrn, periodKey, opts())).toEqual(figures);
    expect(await hmrcCodes(client.submitReturn(store, vrn, { ...figures, finalised: true }, opts()))).toContain(
      'DUPLICATE_SUBMISSION',
    );
    expect(
      await hmrcCodes(
        client.submitReturn(store, vrn, { ...figures, periodKey: '#C02', totalVatDue: 6, finalised: true }, opts()),
      ),
    ).toContain('VAT_TOTAL_VALUE');
    for (const [scenario, code] of [
      ['TAX_PERIOD_NOT_ENDED', 'TAX_PERIOD_NOT_ENDED'],
      ['INSOLVENT_TRADER', 'RULE_INSOLVENT_TRADER'],
      ['DUPLICATE_SUBMISSION', 'DUPLICATE_SUBMISSION'],
    ] as const) {
      expect(
        await hmrcCodes(
          client.submitReturn(store, vrn, { ...figures, periodKey: '#C03', finalised: true }, opts(scenario)),
        ),
      ).toContain(code);
    }
  });

  it('refuses a VAT number the signed-in HMRC user does not hold', async () => {
    const other = await sandbox.createTestUser();
    expect(await hmrcCodes(client.penalties(store, other.vrn, opts()))).toEqual(['CLIENT_OR_AGENT_NOT_AUTHORISED']);
  });
});

describe('check a VAT number against the emulator', () => {
  it('knows the test user and not an unregistered number', async () => {
    const known = await client.checkVrn(vrn, fraud);
    expect(known.validVrn).toBe(true);
    expect(known.address?.postcode).toEqual(expect.any(String));
    expect(await client.checkVrn('123456789', fraud)).toEqual({ validVrn: false, name: null, address: null });
  });
});

describe("HMRC's fraud prevention header check", () => {
  it('finds no errors and no warnings in the headers the client sends', async () => {
    const tokenAnswer = await postForm(`${sandbox.url}/oauth/token`, {
      grant_type: 'client_credentials',
      client_id: LOCAL_CLIENT.clientId,
      client_secret: LOCAL_CLIENT.clientSecret,
      scope: 'read:vat',
    });
    const { access_token } = (await tokenAnswer.json()) as { access_token: string };
    const res = await fetch(`${sandbox.url}/test/fraud-prevention-headers/validate`, {
      headers: { Accept: 'application/vnd.hmrc.1.0+json', Authorization: `Bearer ${access_token}`, ...fraud },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; errors?: unknown; warnings?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.warnings).toBeUndefined();
    expect(body.code).toBe('VALID_HEADERS');
  });
});

describe("HMRC's rate limit", () => {
  it('backs off after 429 MESSAGE_THROTTLED_OUT so a burst of calls still succeeds', async () => {
    const limited = await startHmrcSandbox({ port: 0, seedUser: true, quiet: true, rateLimitPerSecond: 3 });
    try {
      const limitedClient = sandboxClient(limited, REDIRECT_URI);
      const store = await linkedSandboxStore(limited, limitedClient, fraud, STATE);
      const burst = await Promise.all(
        Array.from({ length: 5 }, () =>
          limitedClient.penalties(store, defined(limited.seedUser, 'limited.seedUser').vrn, opts('NO_PENALTIES')),
        ),
      );
      expect(burst).toEqual([{}, {}, {}, {}, {}]);
    } finally {
      await limited.stop();
    }
  });
});
