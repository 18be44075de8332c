import { describe, expect, it } from 'vitest';
import { criteriaFilter, hasCriteria, matchesCriteria, type TransactionCriteria } from './transaction-criteria';
import { transactionItem, type TransactionItem } from './transaction-item';

const tx = (over: Partial<TransactionItem>): TransactionItem =>
  transactionItem({
    id: 't1',
    date: '2026-03-01',
    desc: 'Fuel at Shell',
    accountId: 'a1',
    categoryId: 'fuel',
    amount: -4500,
    at: '2026-03-01T10:00:00.000Z',
    ...over,
  });

describe('transaction criteria', () => {
  it('say nothing when empty: no filter, every transaction matches', () => {
    expect(hasCriteria({})).toBe(false);
    expect(criteriaFilter({})).toBeNull();
    expect(matchesCriteria(tx({}), {})).toBe(true);
  });

  it('become one FilterExpression over the stored search attributes', () => {
    const c: TransactionCriteria = {
      descContains: 'shell',
      transactionTypeId: 1,
      categoryId: 'fuel',
      minAbsAmount: 100,
      maxAbsAmount: 10_000,
      isRefund: false,
      isIncome: false,
    };
    expect(hasCriteria(c)).toBe(true);
    expect(criteriaFilter(c)).toEqual({
      expression:
        'contains(descLower, :desc) AND transactionTypeId = :type AND categoryId = :cat AND absAmount >= :min AND absAmount <= :max AND isRefund = :refund AND #amount < :zero',
      names: { '#amount': 'amount' },
      values: {
        ':desc': 'shell',
        ':type': 1,
        ':cat': 'fuel',
        ':min': 100,
        ':max': 10_000,
        ':refund': false,
        ':zero': 0,
      },
    });
  });

  it('find transactions with no category whether the attribute is null or absent', () => {
    expect(criteriaFilter({ uncategorised: true })).toEqual({
      expression: '(attribute_not_exists(categoryId) OR attribute_type(categoryId, :nullType))',
      names: {},
      values: { ':nullType': 'NULL' },
    });
  });

  it.each<[string, TransactionCriteria, Partial<TransactionItem>, boolean]>([
    ['description, case-insensitive', { descContains: 'shell' }, {}, true],
    ['description missing', { descContains: 'bp' }, {}, false],
    ['amount magnitude at the lower bound', { minAbsAmount: 4500 }, {}, true],
    ['amount magnitude below the lower bound', { minAbsAmount: 4501 }, {}, false],
    ['amount magnitude above the upper bound', { maxAbsAmount: 4499 }, {}, false],
    ['income asked, an expense', { isIncome: true }, {}, false],
    ['not income asked, an expense', { isIncome: false }, {}, true],
    ['income asked, a zero amount', { isIncome: true }, { amount: 0 }, false],
    ['refund', { isRefund: true }, { isRefund: true }, true],
    ['another category', { categoryId: 'sales' }, {}, false],
    ['another type', { transactionTypeId: 2 }, {}, false],
    ['uncategorised asked, a categorised one', { uncategorised: true }, {}, false],
    ['uncategorised asked, one with no category', { uncategorised: true }, { categoryId: null }, true],
  ])('match in memory as the expression does: %s', (_name, c, over, expected) => {
    expect(matchesCriteria(tx(over), c)).toBe(expected);
  });
});
