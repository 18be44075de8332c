import { describe, expect, it } from 'vitest';
import { itsaTaxYearOf, itsaTaxYearRange, addDays } from '@bk/domain';
import { auditRepository } from '@bk/data';
import { api } from '../support/api-client';
import { stackDb } from '../support/seed';
import { defined } from '../support/defined';
import { stackHmrcControl } from '../support/hmrc-link';
import { ITSA_MESSAGES } from '../../functions/hmrc/itsa-errors';
import { baseUrl, call } from './business-support';
import { addTx } from './ledger-support';
import { cumulativePuts, itsaBusiness, linkForIncomeTax, pressKey, T } from './itsa-support';

/**
 * Sending a quarterly update through the local gateway to the stack's HMRC emulator (decision
 * 0068): the exact JSON HMRC receives, exactly once per press, amendments only when chosen, HMRC's
 * calculation, HMRC's refusals in plain words, and the access token expiring mid-flow.
 */

/** A business linked to a new Income Tax test user, its HMRC business saved, and the first quarter it may send. */
async function readyToSend() {
  const b = await itsaBusiness();
  const user = await linkForIncomeTax(b.token);
  const client = api(b.token);
  const [listed] = await client.ok('itsaBusinesses', { body: { nino: user.nino } });
  const hmrcBusiness = defined(listed, 'a self-employment business at HMRC');
  const settings = await client.ok('itsaSettingsSave', {
    body: { nino: user.nino, businessId: hmrcBusiness.businessId },
  });
  expect(settings).toMatchObject({ linked: true, needsRelink: false, nino: user.nino, quarterType: 'standard' });
  // This tax year's first quarter that may be sent; early in a tax year, the year before's.
  const today = new Date().toISOString().slice(0, 10);
  for (const taxYear of [itsaTaxYearOf(today), itsaTaxYearOf(addDays(today, -366))]) {
    const o = await client.ok('itsaObligations', { params: { taxYear } });
    const q = o.quarterly.find((x) => x.submittable && x.status !== 'fulfilled');
    if (q) return { ...b, user, client, taxYear, periodEnd: q.periodEnd, hmrcBusiness, obligations: o };
  }
  throw new Error('no quarter to send');
}

/** A few transactions early in the tax year, and some that must count nowhere. */
async function seedLedger(token: string, accountId: string, taxYear: string) {
  const start = defined(itsaTaxYearRange(taxYear), 'tax year').start;
  const tx = (days: number, categoryId: string, amount: number, transactionTypeId: number = T.business) =>
    addTx(token, { date: addDays(start, days), desc: categoryId, transactionTypeId, categoryId, amount, accountId });
  await tx(0, 'sales', 1234.56);
  await tx(1, 'stock', 200.1);
  await tx(2, 'entertainment', 45);
  await tx(3, 'fuel', 80, T.personal);
  await tx(-1, 'sales', 999);
}

const submit = (s: Awaited<ReturnType<typeof readyToSend>>, extra: Record<string, unknown> = {}, query = '') =>
  call('POST', `/hmrc/itsa/submissions${query}`, {
    token: s.token,
    body: {
      taxYear: s.taxYear,
      periodEnd: s.periodEnd,
      consolidated: false,
      declaration: true,
      amend: false,
      idempotencyKey: pressKey(),
      ...extra,
    },
  });

describe('a quarterly update', () => {
  it('sends the year-to-date figures HMRC receives exactly, keeps the receipt and shows HMRC’s calculation', async () => {
    const s = await readyToSend();
    await seedLedger(s.token, s.accountId, s.taxYear);
    const r = await submit(s);
    expect(r.status, r.text).toBe(201);
    const receipt = r.json;
    const puts = await cumulativePuts(s.user.nino);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.status).toBe(204);
    // The log holds the exact text HMRC received.
    expect(JSON.parse(String(puts[0]?.body))).toEqual(receipt.sent);
    expect(receipt.sent).toMatchObject({
      periodIncome: { turnover: 1234.56, other: 0 },
      periodExpenses: { costOfGoods: 200.1, businessEntertainmentCosts: 45, carVanTravelExpenses: 0 },
      periodDisallowableExpenses: { businessEntertainmentCostsDisallowable: 45 },
    });
    expect(receipt).toMatchObject({ periodEnd: s.periodEnd, amendment: false, consolidated: false });
    expect(receipt.correlationId).toEqual(expect.any(String));
    expect(receipt.calculationId).toEqual(expect.any(String));

    const obligations = await s.client.ok('itsaObligations', { params: { taxYear: s.taxYear } });
    expect(obligations.quarterly.find((q) => q.periodEnd === s.periodEnd)).toMatchObject({
      status: 'fulfilled',
      submissionId: receipt.id,
    });
    expect(await s.client.ok('itsaSubmission', { params: { id: receipt.id } })).toEqual(receipt);
    expect((await s.client.ok('itsaSubmissions', { query: { taxYear: s.taxYear } })).map((x) => x.id)).toEqual([
      receipt.id,
    ]);

    let calc = await s.client.ok('itsaCalculation', { params: { id: receipt.id } });
    for (let i = 0; calc.status === 'pending' && i < 5; i++)
      calc = await s.client.ok('itsaCalculation', { params: { id: receipt.id } });
    expect(calc.status).toBe('ready');
    expect(calc.calculationId).toBe(receipt.calculationId);
    expect(calc.figures).toMatchObject({
      totalIncomeReceived: expect.any(Number),
      taxableIncome: expect.any(Number),
      incomeTaxDue: expect.any(Number),
      totalIncomeTaxAndNicsDue: expect.any(Number),
    });
    expect(calc.disclaimer).toMatch(/^This calculation is only based on information HMRC have received/);

    // The business's administrator sees who sent which update in the security log.
    const audit = await auditRepository(stackDb()).listBusinessAudit(s.businessId);
    expect(audit.filter((a) => a.event === 'itsa-update-sent').map((a) => a.detail)).toEqual([
      `Update for ${receipt.periodStart} to ${s.periodEnd} (tax year ${s.taxYear}, receipt ${receipt.id})`,
    ]);
  });

  it('sends once for a double click and for a retry with the same key', async () => {
    const s = await readyToSend();
    await seedLedger(s.token, s.accountId, s.taxYear);
    const idempotencyKey = pressKey();
    const [a, b] = await Promise.all([submit(s, { idempotencyKey }), submit(s, { idempotencyKey })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.id).toBe(b.json.id);
    const retry = await submit(s, { idempotencyKey });
    expect(retry.json.id).toBe(a.json.id);
    expect(await cumulativePuts(s.user.nino)).toHaveLength(1);
  });

  it('sends a period again only as an amendment the person chose', async () => {
    const s = await readyToSend();
    await seedLedger(s.token, s.accountId, s.taxYear);
    const first = await submit(s);
    expect(first.status).toBe(201);
    const again = await submit(s);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: ITSA_MESSAGES.amendRequired, code: 'ITSA_AMEND_REQUIRED' });
    expect(await cumulativePuts(s.user.nino)).toHaveLength(1);
    const amended = await submit(s, { amend: true });
    expect(amended.status, amended.text).toBe(201);
    expect(amended.json.amendment).toBe(true);
    expect(await cumulativePuts(s.user.nino)).toHaveLength(2);
  });

  it('refreshes an access token that expired mid-flow, and asks for a new sign-in when HMRC refuses the refresh', async () => {
    const s = await readyToSend();
    await stackHmrcControl(baseUrl, 'expire-access-tokens', { userId: s.user.userId });
    expect((await submit(s)).status).toBe(201);
    await stackHmrcControl(baseUrl, 'revoke-refresh-tokens', { userId: s.user.userId });
    await stackHmrcControl(baseUrl, 'expire-access-tokens', { userId: s.user.userId });
    const refused = await submit(s, { amend: true });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('HMRC_SIGN_IN_REQUIRED');
    expect(await cumulativePuts(s.user.nino)).toHaveLength(1);
  });
});

describe('HMRC refusals of an update, in plain words (Gov-Test-Scenario)', () => {
  const CASES: [string, number, string][] = [
    ['NOT_FOUND', 404, ITSA_MESSAGES.business],
    ['TAX_YEAR_NOT_SUPPORTED', 400, ITSA_MESSAGES.taxYear],
    ['BOTH_EXPENSES_SUPPLIED', 400, ITSA_MESSAGES.bothExpenses],
    ['START_DATE_NOT_ALIGNED_TO_COMMENCEMENT_DATE', 400, ITSA_MESSAGES.commencement],
    ['END_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE', 400, ITSA_MESSAGES.quarterMismatch],
    ['START_DATE_NOT_ALIGNED_WITH_REPORTING_TYPE', 400, ITSA_MESSAGES.quarterMismatch],
    ['MISSING_SUBMISSION_DATES', 400, ITSA_MESSAGES.missingDates],
    ['START_AND_END_DATE_NOT_ALLOWED', 400, ITSA_MESSAGES.annualOnly],
    ['OUTSIDE_AMENDMENT_WINDOW', 400, ITSA_MESSAGES.amendmentWindow],
    ['ADVANCE_SUBMISSION_REQUIRES_PERIOD_END_DATE', 400, ITSA_MESSAGES.advanceEndDate],
    ['SUBMISSION_END_DATE_CANNOT_MOVE_BACKWARDS', 409, ITSA_MESSAGES.endDateBackwards],
  ];

  it('maps each of the update’s scenarios, keeps nothing, and the calculation’s too', async () => {
    const s = await readyToSend();
    for (const [scenario, status, message] of CASES) {
      const r = await submit(s, {}, `?govTestScenario=${scenario}`);
      expect({ scenario, status: r.status, message: r.json.message }).toEqual({ scenario, status, message });
      expect(r.json.hmrcReference?.correlationId, scenario).toEqual(expect.any(String));
    }
    const early = await submit(s, {}, '?govTestScenario=EARLY_DATA_SUBMISSION_NOT_ACCEPTED');
    expect(early.json.message).toMatch(/more than 10 days before the period ends/);
    expect(await s.client.ok('itsaSubmissions')).toEqual([]);

    const sent = await submit(s, {}, '?govTestScenario=CALCULATION_IN_PROGRESS');
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ calculationId: null, calculationProblem: ITSA_MESSAGES.calculationInProgress });
  });
});
