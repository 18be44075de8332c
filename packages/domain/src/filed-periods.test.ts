import { describe, expect, it } from 'vitest';
import {
  altersVatFigures,
  filedAccountMessage,
  filedPeriodMessage,
  filedPeriodOf,
  filedPeriodTouched,
  mergeFiledPeriods,
  type VatRelevantFields,
} from './filed-periods';
import { categoryById } from './categories';
import { directedAmount, directionIsChosen, directionOf } from './amount-direction';
import { pence } from './money';

const Q1 = { from: '2026-01-01', to: '2026-03-31' };
const Q2 = { from: '2026-04-01', to: '2026-06-30' };
const tx: VatRelevantFields = {
  date: '2026-02-10',
  amount: -2500,
  netAmount: null,
  vatRateId: 'standard',
  transactionTypeId: 1,
  categoryId: 'fuel',
  isRefund: false,
  purchasePrice: null,
  incomplete: false,
};

describe('filedPeriodOf', () => {
  it('finds the period a date falls in, both ends included', () => {
    expect(filedPeriodOf('2026-01-01', [Q1, Q2])).toBe(Q1);
    expect(filedPeriodOf('2026-03-31', [Q1, Q2])).toBe(Q1);
    expect(filedPeriodOf('2026-04-01', [Q1, Q2])).toBe(Q2);
    expect(filedPeriodOf('2025-12-31', [Q1, Q2])).toBeNull();
    expect(filedPeriodOf('2026-02-01', [])).toBeNull();
  });
  it('names the earliest-starting of overlapping periods', () => {
    const year = { from: '2025-07-01', to: '2026-06-30' };
    expect(filedPeriodOf('2026-02-01', [Q1, year])).toBe(year);
  });
});

describe('mergeFiledPeriods', () => {
  it('joins overlapping and repeated periods, earliest first', () => {
    const year = { from: '2025-07-01', to: '2026-06-30' };
    expect(mergeFiledPeriods([Q2, Q1, Q1])).toEqual([Q1, Q2]);
    expect(mergeFiledPeriods([Q1, year, { from: '2026-09-01', to: '2026-09-30' }])).toEqual([
      year,
      { from: '2026-09-01', to: '2026-09-30' },
    ]);
    expect(mergeFiledPeriods([])).toEqual([]);
  });
});

describe('altersVatFigures', () => {
  it('is true for a new or deleted transaction', () => {
    expect(altersVatFigures(null, tx)).toBe(true);
    expect(altersVatFigures(tx, null)).toBe(true);
  });
  it('is false for a description, contact or account change (those fields are not read)', () => {
    expect(altersVatFigures(tx, { ...tx })).toBe(false);
  });
  it.each([
    ['amount', { amount: -2600 }],
    ['net', { netAmount: -2000 }],
    ['VAT rate', { vatRateId: 'zero' }],
    ['type', { transactionTypeId: 2 }],
    ['category', { categoryId: 'travel' }],
    ['date', { date: '2026-02-11' }],
    ['refund', { isRefund: true }],
    ['purchase price', { purchasePrice: 100 }],
    ['completion', { incomplete: true }],
  ])('is true when the %s changes', (_what, change) => {
    expect(altersVatFigures(tx, { ...tx, ...change })).toBe(true);
  });
});

describe('filedPeriodTouched', () => {
  it('names the period of the old date, then of the new one', () => {
    expect(filedPeriodTouched(tx, { ...tx, date: '2026-05-01' }, [Q1, Q2])).toBe(Q1);
    expect(filedPeriodTouched({ ...tx, date: '2025-12-01' }, { ...tx, date: '2026-05-01' }, [Q1, Q2])).toBe(Q2);
    expect(filedPeriodTouched(null, tx, [Q1])).toBe(Q1);
    expect(filedPeriodTouched(tx, null, [Q1])).toBe(Q1);
  });
  it('is null when no filed period is touched or the figures stay the same', () => {
    expect(filedPeriodTouched(tx, { ...tx }, [Q1])).toBeNull();
    expect(filedPeriodTouched(tx, { ...tx, amount: -1 }, [Q2])).toBeNull();
    expect(filedPeriodTouched(null, tx, [])).toBeNull();
  });
});

describe('messages', () => {
  it('names the period in UK dates', () => {
    expect(filedPeriodMessage(Q1)).toBe(
      'This transaction is in the VAT period 01/01/2026 to 31/03/2026, which you have already filed with HMRC. Changing it means your records no longer match that return.',
    );
  });
  it('counts the transactions of an account', () => {
    expect(filedAccountMessage(1)).toMatch(/^1 of its transactions is in VAT periods you have filed with HMRC\./);
    expect(filedAccountMessage(3)).toMatch(/^3 of its transactions are in VAT periods you have filed with HMRC\./);
  });
});

describe('money in or money out without a category', () => {
  it('is the person’s choice with no category or a category that keeps the sign as typed', () => {
    expect(directionIsChosen(null)).toBe(true);
    expect(directionIsChosen(categoryById('transfer'))).toBe(true);
    expect(directionIsChosen(categoryById('fuel'))).toBe(false);
    expect(directionIsChosen(categoryById('sales'))).toBe(false);
    expect(directionIsChosen(categoryById('drawings'))).toBe(false);
  });
  it('signs the amount by the direction chosen', () => {
    expect(directedAmount(pence(2500), 'out')).toBe(-2500);
    expect(directedAmount(pence(-2500), 'in')).toBe(2500);
    expect(directionOf(-1)).toBe('out');
    expect(directionOf(0)).toBe('in');
  });
});
