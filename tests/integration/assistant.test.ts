import { beforeAll, describe, expect, it } from 'vitest';
import { parsePounds, subtractPence, absPence, taxYearOf, todayIso, toPounds } from '@bk/domain';
import { api } from '../support/api-client';
import { defined } from '../support/defined';
import { FILED_PERIOD, fileVatReturn } from '../support/filed-return';
import { seedUser } from '../support/seed';
import { vatDueDate } from '../../functions/assistant/periods';
import { baseUrl, seedSession } from './business-support';
import { addAccount, addTx } from './ledger-support';

/**
 * POST aisha/ask through the local gateway (decision 0065): help answers with citations
 * and deep links, the polite refusal, and each intent over the books giving the figure the API
 * route that shows it gives for the same period, for the session's business only.
 */

/** The period after the return filed for 01/04/2017-30/06/2017: what the app knows is open. */
const OPEN = { from: '2017-07-01', to: '2017-09-30', due: '2017-11-07' } as const;

let owner: { token: string; businessId: string; accountId: string };

beforeAll(async () => {
  const u = await seedUser({ withBusiness: true, enableVat: true });
  await fileVatReturn(baseUrl, u.token);
  owner = {
    token: u.token,
    businessId: defined(u.businessId, 'businessId'),
    accountId: await addAccount(u.token, 'Main', true),
  };
  const tx = (date: string, categoryId: string | null, amount: number, vatRateId: string | null = 'standard') =>
    addTx(owner.token, {
      date,
      desc: `Seeded ${categoryId ?? 'none'}`,
      transactionTypeId: 1,
      categoryId,
      amount,
      vatRateId,
      accountId: owner.accountId,
    });
  await tx('2017-07-03', 'sales', 1200);
  await tx('2017-08-10', 'fuel', -60);
  await tx('2017-09-29', 'materials', -36.6);
  await tx('2017-10-01', 'sales', 999);
  await tx('2017-08-15', null, -12.34, null);
  // This tax year's fuel, on its first day (always in the past) and a later one.
  const year = taxYearOf(todayIso());
  await tx(year.start, 'fuel', -45.5);
  await tx(todayIso(), 'fuel', -20.25);
  await tx(year.start, 'travel', -80);
}, 120_000);

const ask = (token: string, question: string) => api(token).call('assistantAsk', { body: { question } });

describe('help answers', () => {
  it('answers "how do I submit a VAT return" with citations and a deep link to the screen', async () => {
    const r = await ask(owner.token, 'How do I submit a VAT return?');
    expect(r.status, r.text).toBe(200);
    expect(r.json.kind).toBe('help');
    expect(r.json.text.length).toBeGreaterThan(20);
    expect(r.json.text).not.toMatch(/<[a-z]|\*\*|^#/m);
    expect(r.json.citations.length).toBeGreaterThan(0);
    for (const c of r.json.citations)
      expect(c).toMatchObject({ title: expect.any(String), href: expect.stringMatching(/^\/app\//) });
    expect(r.json.actions).toContainEqual({ label: 'Open Submit VAT Return', href: '/app/hmrc/vat-return' });
  });

  it('works for a signed-in person with no business yet', async () => {
    const u = await seedUser();
    const r = await ask(u.token, 'why is my bank charge not in box 4');
    expect(r.status, r.text).toBe(200);
    expect(r.json.kind).toBe('help');
    expect(r.json.citations.length).toBeGreaterThan(0);
  });

  it('says politely that it cannot help with an off-topic question, and offers the support page', async () => {
    const r = await ask(owner.token, 'What is the capital of France?');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ kind: 'not-covered', citations: [], actions: [{ href: '/app/support' }] });
    expect(r.json.text).toMatch(/^I can't help with that/);
  });

  it('refuses an empty or overlong question in words, and answers 401 without a session', async () => {
    const empty = await api(owner.token).raw({ method: 'POST', path: '/aisha/ask', body: { question: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.error.errors).toEqual([{ field: 'question', message: 'Type a question' }]);
    const long = await ask(owner.token, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.error.errors).toEqual([
      { field: 'question', message: 'Keep your question to 500 characters or fewer' },
    ]);
    expect((await ask('', 'How do I submit a VAT return?')).status).toBe(401);
  });
});

describe('questions about the books', () => {
  it('"how much VAT do I owe" equals transaction/vat-figures for the open period', async () => {
    const figures = await api(owner.token).ok('transactionVatFigures', {
      body: { startDate: OPEN.from, endDate: OPEN.to, scheme: 1, flatRatePercent: null },
    });
    const net = subtractPence(parsePounds(figures.box3), parsePounds(figures.box4));
    expect(net).toBeGreaterThan(0);
    const r = await ask(owner.token, 'How much VAT do I owe?');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      kind: 'figure',
      figure: {
        label: 'VAT to pay',
        amount: toPounds(absPence(net)).toFixed(2),
        period: { from: OPEN.from, to: OPEN.to },
      },
      actions: [{ label: 'Open Submit VAT Return', href: '/app/hmrc/vat-return' }],
    });
    expect(r.json.text).toContain('01/07/2017 to 30/09/2017');
  });

  it('"what is my next deadline" is the open period\'s due date, a month and seven days after it ends', async () => {
    // The rule gives HMRC's own due date for the period the emulator listed (and was filed).
    expect(vatDueDate(FILED_PERIOD.to)).toBe(FILED_PERIOD.due);
    const r = await ask(owner.token, 'What is my next VAT deadline?');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      kind: 'figure',
      figure: { date: OPEN.due, period: { from: OPEN.from, to: OPEN.to } },
    });
    expect(r.json.text).toContain('07/11/2017');
  });

  it('"how many transactions have no category" equals transaction/incomplete-count', async () => {
    const { uncategorised } = await api(owner.token).ok('transactionIncompleteCount');
    expect(uncategorised).toBe(1);
    const r = await ask(owner.token, 'How many transactions have no category?');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      kind: 'figure',
      figure: { count: uncategorised },
      actions: [{ href: '/app/transactions' }],
    });
  });

  it('"what did I spend on fuel this tax year" equals transaction/stats/category for the tax year', async () => {
    const year = taxYearOf(todayIso());
    const stats = await api(owner.token).ok('transactionStatsCategory', {
      body: { startDate: year.start, endDate: year.end },
    });
    const fuel = defined(
      stats.find((s) => s.categoryId === 'fuel'),
      'fuel line',
    );
    expect(fuel.amount).toBe(65.75);
    const r = await ask(owner.token, 'What did I spend on fuel this tax year?');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      kind: 'figure',
      figure: { amount: fuel.amount.toFixed(2), period: { from: year.start, to: year.end } },
      actions: [{ href: '/app/hmrc/self-assessment' }],
    });
  });

  it('asks for a business to be chosen when the session has none', async () => {
    const u = await seedUser({ withBusiness: true, selectBusiness: false });
    const r = await ask(u.token, 'How much VAT do I owe?');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ kind: 'refused', actions: [{ href: '/app/select-business' }] });
    expect(r.json.figure).toBeUndefined();
  });

  it("answers only for the session's business: a business id in the body is ignored, a session on another business is 403", async () => {
    const other = await seedUser({ withBusiness: true, enableVat: true });
    const forged = await api(other.token).raw({
      method: 'POST',
      path: '/aisha/ask',
      body: { question: 'How many transactions have no category?', businessId: owner.businessId },
    });
    expect(forged.status, forged.text).toBe(200);
    expect(forged.json.figure).toEqual({ label: 'Transactions with no category', count: 0 });
    const notMember = await seedSession(other.userId, owner.businessId);
    const r = await ask(notMember, 'How much VAT do I owe?');
    expect(r.status).toBe(403);
    expect(r.text).not.toContain('VAT to pay');
    expect(r.json.figure).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 in plain English with Retry-After past 20 questions a minute', async () => {
    const u = await seedUser();
    // Start inside a fresh minute so the 21 questions fall in one fixed window.
    const second = new Date().getUTCSeconds();
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    for (let i = 0; i < 20; i++) expect((await ask(u.token, 'What is the capital of France?')).status).toBe(200);
    const r = await ask(u.token, 'What is the capital of France?');
    expect(r.status).toBe(429);
    expect(r.error.message).toBe(
      "You've asked a lot of questions in a short time. Please wait a minute and try again.",
    );
    const retry = Number(r.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another person is not held back by it.
    expect((await ask(owner.token, 'What is the capital of France?')).status).toBe(200);
  }, 90_000);
});
