import { describe, expect, it } from 'vitest';
import { TransactionType } from '../transaction-types';
import {
  addToCategoryTotals,
  mergeCategoryTotals,
  saClassOf,
  summaryPeriodOf,
  summaryPeriodRange,
  summaryPlan,
  type CategoryTotals,
} from './ledger-totals';

const tx = (transactionTypeId: number, categoryId: string | null = 'sales', incomplete = false) => ({
  transactionTypeId,
  categoryId,
  incomplete,
});

describe('saClassOf', () => {
  it('counts Business, Business (EU) and Margin Scheme in the accounts; Disallowable apart', () => {
    expect(saClassOf(tx(TransactionType.BUSINESS))).toBe('business');
    expect(saClassOf(tx(TransactionType.BUSINESS_EU))).toBe('business');
    expect(saClassOf(tx(TransactionType.MARGIN_SCHEME))).toBe('business');
    expect(saClassOf(tx(TransactionType.DISALLOWABLE, 'fuel'))).toBe('disallowable');
  });

  it('leaves out Personal, Ignore and Unreconciled', () => {
    expect(saClassOf(tx(TransactionType.PERSONAL))).toBeNull();
    expect(saClassOf(tx(TransactionType.IGNORE))).toBeNull();
    expect(saClassOf(tx(TransactionType.UNRECONCILED))).toBeNull();
  });

  it('leaves out incomplete ones, no category, Other categories and ignored categories', () => {
    expect(saClassOf(tx(TransactionType.BUSINESS, 'sales', true))).toBeNull();
    expect(saClassOf(tx(TransactionType.BUSINESS, null))).toBeNull();
    expect(saClassOf(tx(TransactionType.BUSINESS, 'transfer'))).toBeNull();
    expect(saClassOf(tx(TransactionType.BUSINESS, 'drawings'))).toBeNull();
    expect(saClassOf(tx(TransactionType.BUSINESS, 'ignore'))).toBeNull();
    expect(saClassOf(tx(TransactionType.BUSINESS, 'opening-balance'))).toBeNull();
    expect(saClassOf(tx(TransactionType.BUSINESS, 'no-such-category'))).toBeNull();
  });
});

describe('summaryPeriodOf and summaryPeriodRange', () => {
  it('splits April at the start of the tax year, other months whole', () => {
    expect(summaryPeriodOf('2025-04-01')).toBe('2025-04a');
    expect(summaryPeriodOf('2025-04-05')).toBe('2025-04a');
    expect(summaryPeriodOf('2025-04-06')).toBe('2025-04b');
    expect(summaryPeriodOf('2025-04-30')).toBe('2025-04b');
    expect(summaryPeriodOf('2025-03-31')).toBe('2025-03');
    expect(summaryPeriodOf('2025-12-01')).toBe('2025-12');
  });

  it('gives each period its first and last day', () => {
    expect(summaryPeriodRange('2025-04a')).toEqual({ from: '2025-04-01', to: '2025-04-05' });
    expect(summaryPeriodRange('2025-04b')).toEqual({ from: '2025-04-06', to: '2025-04-30' });
    expect(summaryPeriodRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(summaryPeriodRange('2025-02')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
  });

  it('sorts period ids in date order', () => {
    const ids = ['2025-05', '2025-04b', '2025-03', '2025-04a'];
    expect([...ids].sort()).toEqual(['2025-03', '2025-04a', '2025-04b', '2025-05']);
  });
});

describe('summaryPlan', () => {
  it('a tax year is whole periods, 6 April to 5 April, with no edges', () => {
    expect(summaryPlan('2024-04-06', '2025-04-05')).toEqual({
      periods: { first: '2024-04b', last: '2025-04a' },
      edges: [],
    });
  });

  it('a range starting in the middle of a month reads that part from the transactions', () => {
    expect(summaryPlan('2026-01-15', '2026-03-31')).toEqual({
      periods: { first: '2026-02', last: '2026-03' },
      edges: [{ from: '2026-01-15', to: '2026-01-31' }],
    });
  });

  it('partial at both ends', () => {
    expect(summaryPlan('2025-04-03', '2025-06-10')).toEqual({
      periods: { first: '2025-04b', last: '2025-05' },
      edges: [
        { from: '2025-04-03', to: '2025-04-05' },
        { from: '2025-06-01', to: '2025-06-10' },
      ],
    });
  });

  it('inside one period: no whole period, one edge', () => {
    expect(summaryPlan('2025-05-10', '2025-05-20')).toEqual({
      periods: null,
      edges: [{ from: '2025-05-10', to: '2025-05-20' }],
    });
  });

  it('an empty range plans nothing; a range that is not dates is refused', () => {
    expect(summaryPlan('2025-05-20', '2025-05-10')).toEqual({ periods: null, edges: [] });
    expect(() => summaryPlan('2025-02-30', '2025-05-10')).toThrow(RangeError);
  });
});

describe('category totals', () => {
  it('adds each transaction to its class, signed, and takes it away again', () => {
    const t: CategoryTotals = new Map();
    const fuel = { transactionTypeId: TransactionType.BUSINESS, categoryId: 'fuel', incomplete: false };
    addToCategoryTotals(t, { ...fuel, amount: -4_999 });
    addToCategoryTotals(t, { ...fuel, transactionTypeId: TransactionType.DISALLOWABLE, amount: -1_001 });
    addToCategoryTotals(t, { ...fuel, transactionTypeId: TransactionType.PERSONAL, amount: -77_777 });
    addToCategoryTotals(t, { ...fuel, categoryId: 'transfer', amount: 10_000 });
    expect([...t]).toEqual([['fuel', { business: -4_999, disallowable: -1_001 }]]);
    addToCategoryTotals(t, { ...fuel, amount: -4_999 }, -1);
    expect(t.get('fuel')).toEqual({ business: 0, disallowable: -1_001 });
  });

  it('merges the totals of several periods', () => {
    const a: CategoryTotals = new Map([['sales', { business: 100, disallowable: 0 }]]);
    const b: CategoryTotals = new Map([
      ['sales', { business: 250, disallowable: 5 }],
      ['fuel', { business: -30, disallowable: 0 }],
    ]);
    const merged = mergeCategoryTotals([a, b]);
    expect(merged.get('sales')).toEqual({ business: 350, disallowable: 5 });
    expect(merged.get('fuel')).toEqual({ business: -30, disallowable: 0 });
    // The parts themselves are left as they were.
    expect(a.get('sales')).toEqual({ business: 100, disallowable: 0 });
  });
});
