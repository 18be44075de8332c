import { describe, expect, it } from 'vitest';
import { pence } from '../money';
import { TransactionType } from '../transaction-types';
import { addToCategoryTotals, type CategoryTotals } from './ledger-totals';
import {
  mayUseShortForm,
  saCategoryStats,
  saSummary,
  selfAssessmentDeadlines,
  shortFormLimit,
  type SaSummary,
} from './summary';
import type { SaForm } from './boxes';

/** Totals by hand: category id -> [business, disallowable], signed pence, money out negative. */
function totals(entries: Record<string, [number, number]>): CategoryTotals {
  return new Map(Object.entries(entries).map(([id, [business, disallowable]]) => [id, { business, disallowable }]));
}

const summaryOf = (form: SaForm, t: CategoryTotals) => saSummary(form, saCategoryStats(form, t));

/** Every box's amount, as box -> pence. */
const amounts = (s: SaSummary) => Object.fromEntries(s.boxes.map((b) => [b.box, b.amount as number]));
const categoriesOf = (s: SaSummary, box: number) => s.boxes.find((b) => b.box === box)?.categories;

/**
 * A trading year: sales £10,000, a grant £500, stock £2,000, advertising £300, bad debts £123.45,
 * loan interest £40, bank charges £15.50, fuel £125 of which £25 Disallowable-type, client
 * entertaining £75, depreciation £600; a transfer and an ignored line that count nowhere.
 */
const YEAR = totals({
  sales: [1_000_000, 0],
  grants: [50_000, 0],
  stock: [-200_000, 0],
  fuel: [-10_000, -2_500],
  advertising: [-30_000, 0],
  'loan-interest': [-4_000, 0],
  'bank-charges': [-1_550, 0],
  'bad-debts': [-12_345, 0],
  entertainment: [-7_500, 0],
  depreciation: [-60_000, 0],
  transfer: [-99_999, 0],
  ignore: [123_456, 0],
});

describe('SA103S (short form)', () => {
  const s = summaryOf('SA103S', YEAR);

  it('fills every box with allowable amounts only', () => {
    expect(amounts(s)).toEqual({
      9: 1_000_000,
      10: 50_000,
      11: 200_000,
      12: 10_000,
      13: 0,
      14: 0,
      15: 0,
      16: 0,
      17: 5_550,
      18: 0,
      19: 42_345,
      20: 257_895,
      21: 792_105,
      22: 0,
    });
    expect(s.boxes.map((b) => b.box)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
  });

  it('totals income, expenses, the disallowable part left out, and the profit', () => {
    expect(s).toMatchObject({
      form: 'SA103S',
      income: 1_050_000,
      expenses: 257_895,
      disallowable: 70_000,
      netProfit: 792_105,
      taxableProfit: null,
      turnover: 1_000_000,
    });
  });

  it('puts advertising and bad debts in 19, and loan interest and bank charges together in 17', () => {
    expect(categoriesOf(s, 19)).toEqual(['Advertising and marketing', 'Bad debts']);
    expect(categoriesOf(s, 17)).toEqual(['Loan interest', 'Bank and card charges']);
    expect(categoriesOf(s, 12)).toEqual(['Fuel']);
  });

  it('never shows depreciation or client entertaining in a box', () => {
    const named = s.boxes.flatMap((b) => b.categories);
    expect(named).not.toContain('Depreciation (disallowable)');
    expect(named).not.toContain('Client entertainment (disallowable)');
    const stats = saCategoryStats('SA103S', YEAR);
    expect(stats.find((x) => x.categoryId === 'depreciation')).toMatchObject({ amount: 0, boxNumber: null });
    expect(stats.find((x) => x.categoryId === 'entertainment')).toMatchObject({
      amount: 0,
      boxNumber: null,
      disallowableAmount: 7_500,
      disallowableBoxNumber: null,
    });
  });

  it('leaves out transfers and ignored categories', () => {
    const ids = saCategoryStats('SA103S', YEAR).map((x) => x.categoryId);
    expect(ids).toEqual([
      'sales',
      'grants',
      'stock',
      'fuel',
      'advertising',
      'loan-interest',
      'bank-charges',
      'bad-debts',
      'entertainment',
      'depreciation',
    ]);
  });
});

describe('SA103F (full form)', () => {
  const f = summaryOf('SA103F', YEAR);

  it('fills 17-30 with each line including disallowable amounts and 32-45 with the disallowable part', () => {
    const a = amounts(f);
    expect(a).toMatchObject({ 15: 1_000_000, 16: 50_000, 17: 200_000, 18: 0, 19: 0, 20: 12_500, 21: 0 });
    expect(a).toMatchObject({ 22: 0, 23: 0, 24: 37_500, 25: 4_000, 26: 1_550, 27: 12_345, 28: 0, 29: 60_000 });
    expect(a).toMatchObject({ 30: 0, 31: 327_895 });
    expect(a).toMatchObject({ 32: 0, 33: 0, 34: 0, 35: 2_500, 36: 0, 37: 0, 38: 0, 39: 7_500 });
    expect(a).toMatchObject({ 40: 0, 41: 0, 42: 0, 43: 0, 44: 60_000, 45: 0, 46: 70_000 });
    expect(a).toMatchObject({ 47: 722_105, 48: 0, 64: 792_105, 65: 0 });
    expect(f.boxes.map((b) => b.box)).toEqual([...Array.from({ length: 34 }, (_, i) => 15 + i), 64, 65]);
  });

  it('totals income, all expenses, the disallowable ones and the profit for tax (box 64)', () => {
    expect(f).toMatchObject({
      form: 'SA103F',
      income: 1_050_000,
      expenses: 327_895,
      disallowable: 70_000,
      netProfit: 722_105,
      taxableProfit: 792_105,
      turnover: 1_000_000,
    });
  });

  it('puts client entertaining in 24 and 39, depreciation in 29 and 44, separate interest and charges', () => {
    expect(categoriesOf(f, 24)).toEqual(['Advertising and marketing', 'Client entertainment (disallowable)']);
    expect(categoriesOf(f, 39)).toEqual(['Client entertainment (disallowable)']);
    expect(categoriesOf(f, 29)).toEqual(['Depreciation (disallowable)']);
    expect(categoriesOf(f, 44)).toEqual(['Depreciation (disallowable)']);
    expect(categoriesOf(f, 25)).toEqual(['Loan interest']);
    expect(categoriesOf(f, 26)).toEqual(['Bank and card charges']);
    expect(categoriesOf(f, 35)).toEqual(['Fuel']);
    // Only depreciation feeds 29/44 and only entertainment 39: no other box names them.
    const where = (name: string) => f.boxes.filter((b) => b.categories.includes(name)).map((b) => b.box);
    expect(where('Depreciation (disallowable)')).toEqual([29, 44]);
    expect(where('Client entertainment (disallowable)')).toEqual([24, 39]);
  });
});

describe('a loss and break-even', () => {
  // Sales £1,000, rent £1,500, depreciation £200.
  const LOSS = totals({ sales: [100_000, 0], rent: [-150_000, 0], depreciation: [-20_000, 0] });

  it('SA103S: box 22 holds the loss and 21 is zero', () => {
    const s = summaryOf('SA103S', LOSS);
    expect(amounts(s)).toMatchObject({ 9: 100_000, 14: 150_000, 20: 150_000, 21: 0, 22: 50_000 });
    expect(s.netProfit).toBe(-50_000);
    expect(s.disallowable).toBe(20_000);
  });

  it('SA103F: 48 holds the loss, and 65 the loss for tax with depreciation added back', () => {
    const f = summaryOf('SA103F', LOSS);
    expect(amounts(f)).toMatchObject({ 21: 150_000, 29: 20_000, 31: 170_000, 44: 20_000, 46: 20_000 });
    expect(amounts(f)).toMatchObject({ 47: 0, 48: 70_000, 64: 0, 65: 50_000 });
    expect(f.netProfit).toBe(-70_000);
    expect(f.taxableProfit).toBe(-50_000);
  });

  it('a loss on the books can be a profit for tax (box 64)', () => {
    const f = summaryOf('SA103F', totals({ sales: [100_000, 0], depreciation: [-130_000, 0] }));
    expect(amounts(f)).toMatchObject({ 31: 130_000, 46: 130_000, 47: 0, 48: 30_000, 64: 100_000, 65: 0 });
  });

  it('break-even: 21 and 22 (and 47, 48, 64, 65) are all zero', () => {
    const even = totals({ sales: [25_000, 0], 'phone-internet': [-25_000, 0] });
    const s = summaryOf('SA103S', even);
    expect(amounts(s)).toMatchObject({ 9: 25_000, 18: 25_000, 20: 25_000, 21: 0, 22: 0 });
    expect(s.netProfit).toBe(0);
    const f = summaryOf('SA103F', even);
    expect(amounts(f)).toMatchObject({ 23: 25_000, 31: 25_000, 47: 0, 48: 0, 64: 0, 65: 0 });
  });
});

describe('refunds and Disallowable-type items', () => {
  it('an expense refund reduces its category, to the penny', () => {
    const t: CategoryTotals = new Map();
    const tx = { transactionTypeId: TransactionType.BUSINESS, categoryId: 'stock', incomplete: false };
    addToCategoryTotals(t, { ...tx, amount: -50_001 });
    addToCategoryTotals(t, { ...tx, amount: 5_000 }); // the supplier's refund: money in
    addToCategoryTotals(t, { ...tx, categoryId: 'sales', amount: 80_000 });
    expect(amounts(summaryOf('SA103S', t))).toMatchObject({ 9: 80_000, 11: 45_001, 20: 45_001, 21: 34_999 });
    expect(amounts(summaryOf('SA103F', t))).toMatchObject({ 17: 45_001, 31: 45_001, 47: 34_999 });
  });

  it('a sales refund reduces the turnover', () => {
    const s = summaryOf('SA103S', totals({ sales: [100_000 - 2_550, 0] }));
    expect(s.turnover).toBe(97_450);
  });

  it('Disallowable-type items: left out of SA103S, in both columns of SA103F', () => {
    // Phone £500 of which £100 marked Disallowable (the private share).
    const t = totals({ sales: [200_000, 0], 'phone-internet': [-40_000, -10_000] });
    const s = summaryOf('SA103S', t);
    expect(amounts(s)).toMatchObject({ 18: 40_000, 20: 40_000, 21: 160_000 });
    expect(s.disallowable).toBe(10_000);
    const f = summaryOf('SA103F', t);
    expect(amounts(f)).toMatchObject({ 23: 50_000, 31: 50_000, 38: 10_000, 46: 10_000, 47: 150_000, 64: 160_000 });
    expect(categoriesOf(f, 38)).toEqual(['Phone and internet']);
  });

  it('Disallowable-type income still counts as income', () => {
    const t = totals({ fees: [30_000, 5_000] });
    expect(summaryOf('SA103S', t).turnover).toBe(35_000);
    expect(amounts(summaryOf('SA103F', t))).toMatchObject({ 15: 35_000, 46: 0, 47: 35_000, 64: 35_000 });
  });

  it('a year with nothing counted gives no lines and every box zero', () => {
    expect(saCategoryStats('SA103S', totals({ sales: [0, 0], transfer: [5_000, 0] }))).toEqual([]);
    const f = summaryOf('SA103F', new Map());
    expect(f.boxes.every((b) => b.amount === 0 && b.categories.length === 0)).toBe(true);
  });
});

describe('the short-form limit', () => {
  const y2024 = { startYear: 2024 };
  const y2023 = { startYear: 2023 };

  it('is £90,000 from 2024-25 and £85,000 from 2017-18 to 2023-24', () => {
    expect(shortFormLimit(y2024)).toBe(9_000_000);
    expect(shortFormLimit({ startYear: 2026 })).toBe(9_000_000);
    expect(shortFormLimit(y2023)).toBe(8_500_000);
    expect(shortFormLimit({ startYear: 2017 })).toBe(8_500_000);
  });

  it('allows the short form only below the limit, not at it', () => {
    expect(mayUseShortForm(pence(8_999_999), y2024)).toBe(true);
    expect(mayUseShortForm(pence(9_000_000), y2024)).toBe(false);
    expect(mayUseShortForm(pence(8_499_999), y2023)).toBe(true);
    expect(mayUseShortForm(pence(8_500_000), y2023)).toBe(false);
  });

  it('tests the turnover (box 9) alone, not other business income', () => {
    const s = summaryOf('SA103S', totals({ sales: [8_999_999, 0], grants: [500_000, 0] }));
    expect(s.turnover).toBe(8_999_999);
    expect(mayUseShortForm(s.turnover, y2024)).toBe(true);
    const at = summaryOf('SA103F', totals({ sales: [9_000_000, 0] }));
    expect(mayUseShortForm(at.turnover, y2024)).toBe(false);
  });
});

describe('deadlines', () => {
  it('paper by 31 October after the year ends; online and the balancing payment by 31 January after that', () => {
    expect(selfAssessmentDeadlines({ startYear: 2025 })).toEqual({
      paper: '2026-10-31',
      online: '2027-01-31',
      payment: '2027-01-31',
    });
    expect(selfAssessmentDeadlines({ startYear: 2021 })).toEqual({
      paper: '2022-10-31',
      online: '2023-01-31',
      payment: '2023-01-31',
    });
  });
});
