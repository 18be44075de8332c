import { describe, expect, it } from 'vitest';
import { pence } from '../money';
import { addToCategoryTotals, type CategoryTotals } from '../self-assessment/ledger-totals';
import { TransactionType } from '../transaction-types';
import {
  CUMULATIVE_MESSAGES,
  consolidatedExpensesAllowed,
  cumulativeBody,
  cumulativeFigures,
  cumulativeProblems,
} from './cumulative';
import { isValidNino, maskNino, NINO_MESSAGES, ninoProblem, normaliseNino } from './nino';
import {
  earliestSubmissionDate,
  itsaTaxYearOf,
  itsaTaxYearRange,
  mayBeSubmitted,
  obligationStatus,
  quarterPeriods,
  tooEarlyMessage,
} from './periods';

describe('NINO', () => {
  it('accepts HMRC-format numbers, forgiving spaces and case', () => {
    expect(ninoProblem('QQ 12 34 56 C')).toBe(NINO_MESSAGES.firstLetter);
    expect(ninoProblem('AB123456C')).toBeNull();
    expect(ninoProblem('ab 12 34 56 d')).toBeNull();
    expect(normaliseNino('ab 12 34 56 d')).toBe('AB123456D');
    expect(isValidNino('PE938808A')).toBe(true);
  });

  it('refuses the wrong shape, the wrong letters and prefixes HMRC never issues, in plain words', () => {
    expect(ninoProblem('AB12345C')).toBe(NINO_MESSAGES.format);
    expect(ninoProblem('AB123456E')).toBe(NINO_MESSAGES.format);
    expect(ninoProblem('AB123456')).toBe(NINO_MESSAGES.format);
    for (const first of 'DFIQUV') expect(ninoProblem(`${first}A123456A`)).toBe(NINO_MESSAGES.firstLetter);
    for (const second of 'DFIOQUV') expect(ninoProblem(`A${second}123456A`)).toBe(NINO_MESSAGES.secondLetter);
    for (const prefix of ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'])
      expect(ninoProblem(`${prefix}123456A`)).toBe(NINO_MESSAGES.prefix);
    // O is allowed first (only second), as in HMRC's pattern.
    expect(ninoProblem('OA123456A')).toBeNull();
  });

  it('masks all but the letters and the last three characters', () => {
    expect(maskNino('AB123456C')).toBe('AB ** ** 56 C');
  });
});

describe('tax years and quarters', () => {
  it('labels the tax year a day falls in as HMRC does', () => {
    expect(itsaTaxYearOf('2026-04-05')).toBe('2025-26');
    expect(itsaTaxYearOf('2026-04-06')).toBe('2026-27');
    expect(itsaTaxYearOf('2099-12-31')).toBe('2099-00');
    expect(itsaTaxYearRange('2026-27')).toEqual({ start: '2026-04-06', end: '2027-04-05' });
    expect(itsaTaxYearRange('2026-28')).toBeUndefined();
  });

  it('lays out standard and calendar quarters, each cumulative from the tax year start', () => {
    expect(quarterPeriods('2026-27', 'standard')).toEqual([
      { start: '2026-04-06', quarterStart: '2026-04-06', end: '2026-07-05' },
      { start: '2026-04-06', quarterStart: '2026-07-06', end: '2026-10-05' },
      { start: '2026-04-06', quarterStart: '2026-10-06', end: '2027-01-05' },
      { start: '2026-04-06', quarterStart: '2027-01-06', end: '2027-04-05' },
    ]);
    expect(quarterPeriods('2026-27', 'calendar').map((q) => [q.quarterStart, q.end])).toEqual([
      ['2026-04-06', '2026-06-30'],
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
    ]);
  });

  it('allows an update from 10 days before the period end, not a day earlier', () => {
    expect(earliestSubmissionDate('2026-07-05')).toBe('2026-06-25');
    expect(mayBeSubmitted('2026-07-05', '2026-06-24')).toBe(false);
    expect(mayBeSubmitted('2026-07-05', '2026-06-25')).toBe(true);
    expect(mayBeSubmitted('2026-07-05', '2026-08-01')).toBe(true);
    expect(tooEarlyMessage('2026-07-05')).toBe(
      'HMRC does not accept an update more than 10 days before the period ends (05/07/2026). You can send this one from 25/06/2026.',
    );
  });

  it('calls an open obligation past its HMRC due date overdue', () => {
    expect(obligationStatus('open', '2026-08-07', '2026-08-07')).toBe('open');
    expect(obligationStatus('open', '2026-08-07', '2026-08-08')).toBe('overdue');
    expect(obligationStatus('fulfilled', '2026-08-07', '2026-09-01')).toBe('fulfilled');
  });
});

/** A ledger: what each transaction adds, by the rule the stored totals use. */
function ledger(rows: [categoryId: string, type: number, amount: number][]): CategoryTotals {
  const totals: CategoryTotals = new Map();
  for (const [categoryId, transactionTypeId, amount] of rows)
    addToCategoryTotals(totals, { categoryId, transactionTypeId, amount, incomplete: false });
  return totals;
}

const { BUSINESS, DISALLOWABLE, PERSONAL, IGNORE, UNRECONCILED, BUSINESS_EU } = TransactionType;

describe('the SA103F cumulative mapping', () => {
  const totals = ledger([
    ['sales', BUSINESS, 1_000_000],
    ['sales', BUSINESS, -5_000], // a refund to a customer
    ['fees', BUSINESS_EU, 250_050],
    ['sales', PERSONAL, 99_999], // not business
    ['grants', BUSINESS, 100_000],
    ['stock', BUSINESS, -30_000],
    ['stock', BUSINESS, 2_000], // a supplier's refund
    ['materials', BUSINESS, -12_345],
    ['travel', BUSINESS, -20_000],
    ['travel', DISALLOWABLE, -5_000],
    ['vehicle-private-use', BUSINESS, -3_000],
    ['advertising', BUSINESS, -10_000],
    ['entertainment', BUSINESS, -4_000],
    ['depreciation', BUSINESS, -7_000],
    ['rent', IGNORE, -50_000],
    ['rent', UNRECONCILED, -60_000],
    ['drawings', BUSINESS, -100_000],
  ]);
  const figures = cumulativeFigures(totals);
  const field = (group: string, name: string) => figures.fields.find((f) => f.group === group && f.name === name);

  it('puts each category in its field to the penny, refunds netted, non-business left out', () => {
    expect(field('periodIncome', 'turnover')?.amount).toBe(1_245_050);
    expect(field('periodIncome', 'other')?.amount).toBe(100_000);
    expect(field('periodExpenses', 'costOfGoods')?.amount).toBe(40_345);
    expect(field('periodExpenses', 'carVanTravelExpenses')?.amount).toBe(28_000);
    expect(field('periodDisallowableExpenses', 'carVanTravelExpensesDisallowable')?.amount).toBe(8_000);
    expect(field('periodExpenses', 'advertisingCosts')?.amount).toBe(10_000);
    expect(field('periodExpenses', 'businessEntertainmentCosts')?.amount).toBe(4_000);
    expect(field('periodDisallowableExpenses', 'businessEntertainmentCostsDisallowable')?.amount).toBe(4_000);
    expect(field('periodDisallowableExpenses', 'advertisingCostsDisallowable')?.amount).toBe(0);
    expect(field('periodExpenses', 'depreciation')?.amount).toBe(7_000);
    expect(field('periodDisallowableExpenses', 'depreciationDisallowable')?.amount).toBe(7_000);
    expect(field('periodExpenses', 'premisesRunningCosts')?.amount).toBe(0);
    expect(figures.turnover).toBe(1_245_050);
    expect(figures.income).toBe(1_345_050);
    expect(figures.expenses).toBe(89_345);
    expect(figures.disallowable).toBe(19_000);
    expect(figures.allowableExpenses).toBe(70_345);
  });

  it('names the categories behind each field with their amounts', () => {
    expect(field('periodIncome', 'turnover')?.categories).toEqual([
      { categoryId: 'sales', name: 'Sales', amount: 995_000 },
      { categoryId: 'fees', name: 'Fees and services', amount: 250_050 },
    ]);
    expect(
      field('periodDisallowableExpenses', 'carVanTravelExpensesDisallowable')?.categories.map((c) => c.categoryId),
    ).toEqual(['travel', 'vehicle-private-use']);
  });

  it('builds the itemised body in pounds with every field, zeros too', () => {
    const body = cumulativeBody(figures, { start: '2026-04-06', end: '2026-07-05' }, false);
    expect(body.periodDates).toEqual({ periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' });
    expect(body.periodIncome).toEqual({ turnover: 12_450.5, other: 1_000 });
    expect(body.periodExpenses).toMatchObject({
      costOfGoods: 403.45,
      carVanTravelExpenses: 280,
      advertisingCosts: 100,
      businessEntertainmentCosts: 40,
      depreciation: 70,
      otherExpenses: 0,
    });
    expect(Object.keys(body.periodExpenses)).toHaveLength(15);
    expect(body.periodDisallowableExpenses).toMatchObject({
      carVanTravelExpensesDisallowable: 80,
      businessEntertainmentCostsDisallowable: 40,
      depreciationDisallowable: 70,
    });
    expect(Object.keys(body.periodDisallowableExpenses ?? {})).toHaveLength(15);
  });

  it('sends consolidated expenses as the allowable total alone', () => {
    const body = cumulativeBody(figures, { start: '2026-04-06', end: '2026-07-05' }, true);
    expect(body.periodExpenses).toEqual({ consolidatedExpenses: 703.45 });
    expect(body.periodDisallowableExpenses).toBeUndefined();
  });

  it('offers consolidated expenses only below £90,000 turnover, the year so far and the year before', () => {
    expect(consolidatedExpensesAllowed([pence(8_999_999), pence(0)])).toBe(true);
    expect(consolidatedExpensesAllowed([pence(9_000_000), pence(0)])).toBe(false);
    expect(consolidatedExpensesAllowed([pence(100), pence(9_500_000)])).toBe(false);
    expect(cumulativeProblems(figures, true, false)).toEqual([CUMULATIVE_MESSAGES.consolidatedNotAllowed]);
    expect(cumulativeProblems(figures, true, true)).toEqual([]);
  });

  it('stops an update whose income is below zero', () => {
    const refunds = cumulativeFigures(ledger([['sales', BUSINESS, -100]]));
    expect(cumulativeProblems(refunds, false, true)).toEqual([CUMULATIVE_MESSAGES.negativeIncome]);
  });
});
