import { describe, expect, it } from 'vitest';
import { tooEarlyMessage } from '@bk/domain';
import { api } from '../support/api-client';
import { call } from './business-support';
import { itsaBusiness, periodEndingIn, pressKey, Q1_FIELDS, seedQuarter } from './itsa-support';

/**
 * The year-to-date figures of a quarterly update (decision 0068) through the local gateway, from
 * the same category totals the Self-Assessment summary reads: each SA103F field to the penny.
 */

describe('Income Tax figures', () => {
  it('gives every SA103F field of Q1 to the penny, with the categories behind it', async () => {
    const { token, accountId } = await itsaBusiness();
    await seedQuarter(token, accountId);
    const f = await api(token).ok('itsaFigures', {
      params: { taxYear: '2026-27' },
      query: { periodEnd: '2026-07-05' },
    });
    expect(f.periodStart).toBe('2026-04-06');
    expect(f.fields.map((x) => [x.group, x.name, x.amount, x.categories.map((c) => c.categoryId)])).toEqual(Q1_FIELDS);
    expect({
      turnover: f.turnover,
      income: f.income,
      expenses: f.expenses,
      disallowable: f.disallowable,
      allowableExpenses: f.allowableExpenses,
      consolidatedAllowed: f.consolidatedAllowed,
      consolidatedLimit: f.consolidatedLimit,
      problems: f.problems,
    }).toEqual({
      turnover: 52_400.5,
      income: 53_400.5,
      expenses: 4080.4,
      disallowable: 865,
      allowableExpenses: 3215.4,
      consolidatedAllowed: true,
      consolidatedLimit: 90_000,
      problems: [],
    });
    expect(f.fields.find((x) => x.name === 'turnover')?.categories).toEqual([
      { categoryId: 'sales', name: 'Sales', amount: 49_900 },
      { categoryId: 'fees', name: 'Fees and services', amount: 2500.5 },
    ]);
  });

  it('is cumulative from the tax year start, and stops offering consolidated expenses at £90,000', async () => {
    const { token, accountId } = await itsaBusiness();
    await seedQuarter(token, accountId);
    const q2 = await api(token).ok('itsaFigures', {
      params: { taxYear: '2026-27' },
      query: { periodEnd: '2026-10-05' },
    });
    expect(q2.periodStart).toBe('2026-04-06');
    expect(q2.turnover).toBe(92_400.5);
    expect(q2.expenses).toBe(4080.4);
    expect(q2.consolidatedAllowed).toBe(false);
  });

  it('refuses a period end outside the tax year on its field', async () => {
    const { token } = await itsaBusiness();
    const r = await call('GET', '/hmrc/itsa/figures/2026-27?periodEnd=2027-04-06', { token });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([{ field: 'periodEnd', message: 'Choose a period end within the 2026-27 tax year' }]);
  });
});

describe('the 10-day rule', () => {
  it('refuses an update 11 days before the period end before asking HMRC, and lets one 10 days before through', async () => {
    const { token } = await itsaBusiness();
    const early = periodEndingIn(11);
    const body = { consolidated: false, declaration: true, amend: false };
    const refused = await call('POST', '/hmrc/itsa/submissions', {
      token,
      body: { ...body, ...early, idempotencyKey: pressKey() },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'periodEnd', message: tooEarlyMessage(early.periodEnd) }]);
    // Ten days before passes the rule; this business has no HMRC settings yet, which is the next refusal.
    const inTime = await call('POST', '/hmrc/itsa/submissions', {
      token,
      body: { ...body, ...periodEndingIn(10), idempotencyKey: pressKey() },
    });
    expect(inTime.status).toBe(400);
    expect(inTime.json.message).toMatch(/National Insurance number/);
  });
});
