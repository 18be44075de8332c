import { describe, expect, it } from 'vitest';
import { criteriaOf, type Filter } from './list-filter';

describe('the list filter in stored terms', () => {
  it('says nothing for blank text, empty ids and absent fields', () => {
    expect(criteriaOf({ desc: '   ', categoryId: '' })).toEqual({});
  });

  it('lower-cases the text and turns pounds into pence compared by magnitude', () => {
    const f = {
      desc: '  Shell ',
      transactionTypeId: 1,
      categoryId: 'fuel',
      minAmount: -10.5,
      maxAmount: 99.99,
      isRefund: false,
      isIncome: true,
    } as Filter;
    expect(criteriaOf(f)).toEqual({
      descContains: 'shell',
      transactionTypeId: 1,
      categoryId: 'fuel',
      minAbsAmount: 1050,
      maxAbsAmount: 9999,
      isRefund: false,
      isIncome: true,
    });
  });
});
