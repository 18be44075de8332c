import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../categories';
import { toPounds, pence } from '../money';
import { readTransactionRows, type TransactionColumns } from './transaction-rows';

const unmapped: TransactionColumns = {
  dateIndex: -1,
  amountIndex: -1,
  netAmountIndex: -1,
  vatAmountIndex: -1,
  payInIndex: -1,
  payOutIndex: -1,
  descIndex: -1,
  categoryIndex: -1,
  contactIndex: -1,
  vatRateIndex: -1,
  transactionTypeIndex: -1,
  purchasePriceIndex: -1,
  isRefundIndex: -1,
};
const amountPence = fc.integer({ min: -99_999_999_99, max: 99_999_999_99 });
const poundsText = (p: number) => toPounds(pence(p)).toFixed(2);
const categoryName = fc.constantFrom('', ...CATEGORIES.map((c) => c.name));

describe('readTransactionRows (properties)', () => {
  it('Pay in / Pay out columns read as the same row as one signed amount', () => {
    fc.assert(
      fc.property(amountPence, categoryName, fc.boolean(), (p, category, refund) => {
        const signed = readTransactionRows(
          [['01/01/2025', poundsText(p), category, refund ? 'yes' : 'no']],
          { ...unmapped, dateIndex: 0, amountIndex: 1, categoryIndex: 2, isRefundIndex: 3 },
          'DMY',
        );
        const split = readTransactionRows(
          [['01/01/2025', p > 0 ? poundsText(p) : '', p < 0 ? poundsText(-p) : '', category, refund ? 'yes' : 'no']],
          { ...unmapped, dateIndex: 0, payInIndex: 1, payOutIndex: 2, categoryIndex: 3, isRefundIndex: 4 },
          'DMY',
        );
        expect(split).toEqual(signed);
      }),
    );
  });

  it('follows the sign rules: expense categories out, income in, a refund the other way, isNegative first', () => {
    fc.assert(
      fc.property(amountPence, fc.constantFrom(...CATEGORIES), fc.boolean(), (p, category, refund) => {
        const { rows } = readTransactionRows(
          [['01/01/2025', poundsText(p), category.name, refund ? 'true' : 'false']],
          { ...unmapped, dateIndex: 0, amountIndex: 1, categoryIndex: 2, isRefundIndex: 3 },
          'DMY',
        );
        const amount = rows[0]?.amount ?? NaN;
        expect(Math.abs(amount)).toBe(Math.abs(p));
        if (p === 0) return;
        if (typeof category.isNegative === 'boolean') expect(amount < 0).toBe(category.isNegative);
        else if (category.saCategory) {
          const income = category.saCategory.income;
          if (refund) expect(amount < 0).toBe(income);
          else if (!income) expect(amount).toBeLessThan(0);
          else expect(amount < 0).toBe(p < 0);
        } else expect(amount < 0).toBe(p < 0);
      }),
    );
  });
});
