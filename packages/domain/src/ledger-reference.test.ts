import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  categoryById,
  categoryGroup,
  SA_CATEGORIES,
  selectableCategoriesByGroup,
  toCategoryDto,
} from './categories';
import {
  DEFAULT_TRANSACTION_TYPE_ID,
  TRANSACTION_TYPES,
  transactionTypeById,
  TransactionType,
} from './transaction-types';
import { STANDARD_RATE_ID, VAT_RATES, vatPercentOf, vatRateById, vatRatesOn, ZERO_RATE_ID } from './vat-rates';
import { defined } from '../../../tests/support/defined';

describe('VAT rates', () => {
  it('has standard 20%, reduced 5%, zero and VAT Exempt', () => {
    expect(VAT_RATES.map((r) => [r.id, r.vatPercent, r.exempt])).toEqual([
      ['standard', 20, false],
      ['reduced', 5, false],
      ['zero', 0, false],
      ['exempt', 0, true],
    ]);
    expect(vatRateById(STANDARD_RATE_ID)?.startDate).toBe('2011-01-04');
    expect(vatRateById(ZERO_RATE_ID)?.vatPercent).toBe(0);
    expect(vatRateById('exempt')?.name).toBe('VAT Exempt');
    expect(vatRateById('nope')).toBeUndefined();
    expect(vatPercentOf(null)).toBe(0);
    expect(vatRatesOn('2010-12-31').map((r) => r.id)).toEqual(['reduced', 'zero', 'exempt']);
  });
});

describe('transaction types', () => {
  it('has the SPEC ids, names and a default of Business', () => {
    expect(TRANSACTION_TYPES.map((t) => [t.id, t.name])).toEqual([
      [1, 'Business'],
      [2, 'Business (EU)'],
      [3, 'Unreconciled'],
      [4, 'Disallowable'],
      [10, 'Personal'],
      [20, 'Margin Scheme'],
      [5, 'Ignore'],
    ]);
    expect(DEFAULT_TRANSACTION_TYPE_ID).toBe(TransactionType.BUSINESS);
    expect(transactionTypeById(20)?.name).toBe('Margin Scheme');
    for (const t of TRANSACTION_TYPES) expect(t.help.length).toBeGreaterThan(20);
  });
});

describe('categories', () => {
  it('have unique stable ids and names', () => {
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) expect(c.id).toMatch(/^[a-z0-9-]{1,64}$/);
  });
  it('map income to SA103F 15-16 / SA103S 9-10 and expenses to 17-30 / 11-19', () => {
    expect(categoryById('sales')).toMatchObject({
      sa103fBox: 15,
      sa103sBox: 9,
      disallowableBox: null,
      group: 'Income',
    });
    expect(categoryById('grants')).toMatchObject({ sa103fBox: 16, sa103sBox: 10 });
    expect(categoryById('stock')).toMatchObject({ sa103fBox: 17, sa103sBox: 11, group: 'Expense' });
    expect(categoryById('subcontractors')).toMatchObject({ sa103fBox: 18, sa103sBox: 11 });
    expect(categoryById('wages')).toMatchObject({ sa103fBox: 19, sa103sBox: 13 });
    expect(categoryById('fuel')).toMatchObject({ sa103fBox: 20, sa103sBox: 12 });
    expect(categoryById('rent')).toMatchObject({ sa103fBox: 21, sa103sBox: 14 });
    expect(categoryById('repairs')).toMatchObject({ sa103fBox: 22, sa103sBox: 15 });
    expect(categoryById('software')).toMatchObject({ sa103fBox: 23, sa103sBox: 18 });
    expect(categoryById('advertising')).toMatchObject({ sa103fBox: 24, sa103sBox: 19 });
    expect(categoryById('loan-interest')).toMatchObject({ sa103fBox: 25, sa103sBox: 17 });
    expect(categoryById('bank-charges')).toMatchObject({ sa103fBox: 26, sa103sBox: 17 });
    expect(categoryById('bad-debts')).toMatchObject({ sa103fBox: 27, sa103sBox: 19 });
    expect(categoryById('professional-fees')).toMatchObject({ sa103fBox: 28, sa103sBox: 16 });
    expect(categoryById('other-expenses')).toMatchObject({ sa103fBox: 30, sa103sBox: 19 });
    for (const c of CATEGORIES.filter((x) => x.group === 'Income')) expect([15, 16]).toContain(c.sa103fBox);
    for (const c of CATEGORIES.filter((x) => x.group === 'Expense')) {
      expect(c.sa103fBox).toBeGreaterThanOrEqual(17);
      expect(c.sa103fBox).toBeLessThanOrEqual(30);
      if (c.sa103sBox !== null) expect(c.sa103sBox).toBeGreaterThanOrEqual(11);
      if (c.sa103sBox !== null) expect(c.sa103sBox).toBeLessThanOrEqual(19);
    }
  });
  it('put disallowable costs in the SA103F disallowable column (box + 15) and leave them off SA103S', () => {
    const disallowable = CATEGORIES.filter((c) => c.disallowable);
    expect(disallowable.length).toBeGreaterThan(3);
    for (const c of disallowable) {
      expect(c.disallowableBox).toBe(defined(c.sa103fBox, 'c.sa103fBox') + 15);
      expect(c.sa103sBox).toBeNull();
    }
    expect(categoryById('depreciation')).toMatchObject({ sa103fBox: 29, disallowableBox: 44, sa103sBox: null });
    expect(categoryById('entertainment')).toMatchObject({ sa103fBox: 24, disallowableBox: 39 });
    for (const c of CATEGORIES.filter((x) => !x.disallowable)) expect(c.disallowableBox).toBeNull();
  });
  it("make 'Other' and ignore categories zero-VAT with no boxes", () => {
    for (const c of CATEGORIES) {
      expect(c.zeroVat).toBe(c.saCategory === null || c.ignore);
      if (c.saCategory === null) expect([c.sa103fBox, c.sa103sBox, c.disallowableBox]).toEqual([null, null, null]);
      if (c.ignore) expect(c.saCategory).toBeNull();
    }
    for (const id of ['transfer', 'drawings', 'capital-introduced', 'vat-payment', 'vat-refund', 'loan-received'])
      expect(categoryById(id)?.group, id).toBe('Other');
    expect(categoryById('drawings')?.isNegative).toBe(true);
    expect(categoryById('vat-refund')?.isNegative).toBe(false);
    expect(categoryById('transfer')?.isNegative).toBeNull();
  });
  it('flag capital goods and keep every SA category used', () => {
    expect(CATEGORIES.filter((c) => c.capitalGoods).map((c) => c.id)).toEqual(['equipment']);
    for (const s of SA_CATEGORIES)
      expect(
        CATEGORIES.some((c) => c.saCategory?.id === s.id),
        s.id,
      ).toBe(true);
  });
  it('give the API shape of the contract', () => {
    expect(toCategoryDto(defined(categoryById('sales'), 'the sales category'))).toEqual({
      id: 'sales',
      name: 'Sales',
      startDate: '2000-01-01',
      endDate: null,
      saCategory: { id: 'turnover', name: 'Turnover', income: true },
      ignore: false,
      isNegative: null,
      vatTreatment: 'standard',
      vatReason: null,
    });
    expect(toCategoryDto(defined(categoryById('bank-charges'), 'the bank-charges category'))).toMatchObject({
      vatTreatment: 'exempt',
      vatReason: 'Bank charges are usually exempt from VAT.',
    });
  });
});

describe('category pickers', () => {
  const list = [
    { id: 'a', startDate: '2000-01-01', endDate: null, saCategory: { income: true } },
    { id: 'b', startDate: '2000-01-01', endDate: '2024-04-06', saCategory: { income: false } },
    { id: 'c', startDate: '2030-01-01', endDate: null, saCategory: null },
    { id: 'd', startDate: '2000-01-01', endDate: null, saCategory: null },
  ];
  it('groups what is selectable today, keeping the selected one', () => {
    const ids = (g: ReturnType<typeof selectableCategoriesByGroup>) =>
      g.map((x) => [x.group, x.categories.map((c) => c.id)]);
    expect(ids(selectableCategoriesByGroup(list, '2025-01-01'))).toEqual([
      ['Income', ['a']],
      ['Expense', []],
      ['Other', ['d']],
    ]);
    expect(ids(selectableCategoriesByGroup(list, '2025-01-01', 'b'))).toEqual([
      ['Income', ['a']],
      ['Expense', ['b']],
      ['Other', ['d']],
    ]);
    expect(categoryGroup({ saCategory: null })).toBe('Other');
  });
  it('offers every built-in category today', () => {
    const total = selectableCategoriesByGroup(CATEGORIES, '2026-11-22').reduce((n, g) => n + g.categories.length, 0);
    expect(total).toBe(CATEGORIES.length);
  });
});
