import { describe, expect, it } from 'vitest';
import { negatePence, pence as p } from './money';
import { categoryById } from './categories';
import {
  type CategoryLike,
  applyVatSuggestion,
  grossFromNet,
  isCategorySelectable,
  isIgnoredTransaction,
  marginSchemeIncome,
  netFromGross,
  netToSend,
  signedAmount,
  suggestVatRateId,
  transactionNetAndVat,
  vatFromGrossNet,
} from './transaction-rules';
import { TransactionType } from './transaction-types';
import { STANDARD_RATE_ID, ZERO_RATE_ID } from './vat-rates';
import { defined } from '../../../tests/support/defined';

const income: CategoryLike = { saCategory: { income: true }, isNegative: null };
const expense: CategoryLike = { saCategory: { income: false }, isNegative: null };
const other: CategoryLike = { saCategory: null, isNegative: null };
const { BUSINESS, BUSINESS_EU, UNRECONCILED, DISALLOWABLE, IGNORE, PERSONAL, MARGIN_SCHEME } = TransactionType;

describe('signedAmount (SPEC §5 Transaction amounts)', () => {
  const sign = (
    amount: number,
    category: CategoryLike | null,
    isRefund = false,
    transactionTypeId: number = BUSINESS,
  ) => signedAmount({ amount: p(amount), category, isRefund, transactionTypeId });

  it('makes income positive and expenses negative', () => {
    expect(sign(1000, income)).toBe(1000);
    expect(sign(1000, expense)).toBe(-1000);
    expect(sign(-1000, expense)).toBe(-1000);
  });
  it('keeps a negative input negative', () => {
    expect(sign(-1000, income)).toBe(-1000);
    expect(sign(-1, other)).toBe(-1);
    expect(sign(-250, null)).toBe(-250);
    expect(sign(250, null)).toBe(250);
    expect(sign(250, other)).toBe(250);
  });
  it('flips a refund relative to the category income flag', () => {
    expect(sign(1000, income, true)).toBe(-1000);
    expect(sign(-1000, income, true)).toBe(-1000);
    expect(sign(1000, expense, true)).toBe(1000);
    expect(sign(-1000, expense, true)).toBe(1000);
  });
  it('ignores the refund flag for margin scheme and for categories with no SA category', () => {
    expect(sign(1000, income, true, MARGIN_SCHEME)).toBe(1000);
    expect(sign(1000, expense, true, MARGIN_SCHEME)).toBe(-1000);
    expect(sign(1000, other, true)).toBe(1000);
    expect(sign(-1000, other, true)).toBe(-1000);
    expect(sign(1000, null, true)).toBe(1000);
  });
  it("lets a category's isNegative override everything", () => {
    expect(
      signedAmount({
        amount: p(500),
        category: defined(categoryById('drawings'), 'the drawings category'),
        transactionTypeId: IGNORE,
      }),
    ).toBe(-500);
    expect(
      signedAmount({
        amount: p(-500),
        category: defined(categoryById('capital-introduced'), 'the capital-introduced category'),
        transactionTypeId: 1,
      }),
    ).toBe(500);
    expect(sign(500, { saCategory: { income: true }, isNegative: true }, false)).toBe(-500);
    expect(sign(500, { saCategory: { income: false }, isNegative: false }, true)).toBe(500);
  });
  it('never gives -0', () => {
    expect(Object.is(sign(0, expense), 0)).toBe(true);
    expect(Object.is(sign(-0, income, true), 0)).toBe(true);
  });
});

describe('netFromGross and grossFromNet: exact, half up', () => {
  it('gets the half-penny cases floating point gets wrong', () => {
    expect(Math.round((2.01 / 1.2) * 100) / 100).toBe(1.67); // floating point: 1.6749999...
    expect(netFromGross(p(201), 20)).toBe(168); // 167.5p -> 168p
    expect(netFromGross(p(-201), 20)).toBe(-168);
    expect(netFromGross(p(3), 20)).toBe(3); // 2.5p -> 3p
    expect(netFromGross(p(-3), 20)).toBe(-3);
    expect(netFromGross(p(9), 20)).toBe(8); // 7.5p -> 8p
    expect(netFromGross(p(1005), 5)).toBe(957); // 957.142..p
    expect(netFromGross(p(2100), 5)).toBe(2000);
    expect(netFromGross(p(12000), 20)).toBe(10000);
    expect(netFromGross(p(12345), 0)).toBe(12345);
    expect(netFromGross(p(0), 20)).toBe(0);
  });
  it('handles fractional rates exactly (17.5%, 12.5%, 16.5%)', () => {
    expect(netFromGross(p(11750), 17.5)).toBe(10000);
    expect(netFromGross(p(1), 17.5)).toBe(1); // 0.851p
    expect(netFromGross(p(225), 12.5)).toBe(200);
    expect(netFromGross(p(9), 12.5)).toBe(8);
    expect(netFromGross(p(233), 16.5)).toBe(200); // 200.0p
    expect(() => netFromGross(p(100), -1)).toThrow(RangeError);
  });
  it('works out gross from net, half up', () => {
    expect(grossFromNet(p(10000), 20)).toBe(12000);
    expect(grossFromNet(p(168), 20)).toBe(202); // 201.6p
    expect(grossFromNet(p(1), 12.5)).toBe(1); // 1.125p
    expect(grossFromNet(p(10), 5)).toBe(11); // 10.5p
    expect(grossFromNet(p(-10), 5)).toBe(-11);
    expect(grossFromNet(p(30), 5)).toBe(32); // 31.5p
  });
  it('keeps net and gross consistent for every amount up to £200 at each rate', () => {
    const wrong: string[] = [];
    for (const rate of [20, 5, 0, 17.5, 12.5, 16.5]) {
      for (let gross = 0; gross <= 20_000; gross++) {
        const net = netFromGross(p(gross), rate);
        // the nearest penny: net x (1 + rate) is within half a penny (scaled by 100) of the gross
        const off = Math.abs(net * (100 + rate) - gross * 100);
        if (off > (100 + rate) / 2 + 1e-9 || net > gross || netFromGross(p(-gross), rate) !== negatePence(net))
          wrong.push(`${gross}p at ${rate}%`);
      }
    }
    expect(wrong).toEqual([]);
  });
  it('takes VAT as the difference of magnitudes, never negative', () => {
    expect(vatFromGrossNet(p(201), p(168))).toBe(33);
    expect(vatFromGrossNet(p(-201), p(-168))).toBe(33);
    expect(vatFromGrossNet(p(-201), p(168))).toBe(33);
    expect(vatFromGrossNet(p(100), p(150))).toBe(0);
    expect(vatFromGrossNet(p(100), p(100))).toBe(0);
  });
});

describe('marginSchemeIncome: VAT on the margin, half down', () => {
  it('charges VAT on the margin only', () => {
    expect(marginSchemeIncome({ gross: p(12000), purchasePrice: p(6000), vatPercent: 20 })).toEqual({
      margin: 6000,
      net: 11000,
      vat: 1000,
    });
  });
  it('rounds a half penny of VAT down', () => {
    // margin 3p at 20%: 0.5p VAT -> 0p; margin 9p: 1.5p -> 1p; margin 15p: 2.5p -> 2p.
    expect(marginSchemeIncome({ gross: p(1003), purchasePrice: p(1000), vatPercent: 20 }).vat).toBe(0);
    expect(marginSchemeIncome({ gross: p(1009), purchasePrice: p(1000), vatPercent: 20 }).vat).toBe(1);
    expect(marginSchemeIncome({ gross: p(1015), purchasePrice: p(1000), vatPercent: 20 })).toEqual({
      margin: 15,
      net: 1013,
      vat: 2,
    });
    // margin 10p: 1.666..p -> 2p (not a half, nearest)
    expect(marginSchemeIncome({ gross: p(1010), purchasePrice: p(1000), vatPercent: 20 }).vat).toBe(2);
    // 5% on £2.10 margin: 10p exactly
    expect(marginSchemeIncome({ gross: p(1210), purchasePrice: p(1000), vatPercent: 5 }).vat).toBe(10);
  });
  it('charges no VAT on a loss or no margin', () => {
    expect(marginSchemeIncome({ gross: p(5000), purchasePrice: p(6000), vatPercent: 20 })).toEqual({
      margin: -1000,
      net: 5000,
      vat: 0,
    });
    expect(marginSchemeIncome({ gross: p(6000), purchasePrice: p(6000), vatPercent: 20 }).vat).toBe(0);
  });
  it('treats a missing purchase price as nothing paid', () => {
    expect(marginSchemeIncome({ gross: p(1200), purchasePrice: null, vatPercent: 20 })).toEqual({
      margin: 1200,
      net: 1000,
      vat: 200,
    });
  });
});

describe('suggestVatRateId', () => {
  const suggest = (over: Partial<Parameters<typeof suggestVatRateId>[0]>) =>
    suggestVatRateId({
      category: expense,
      transactionTypeId: BUSINESS,
      isIncome: false,
      amount: p(1000),
      purchasePrice: null,
      ...over,
    });
  it('suggests zero for zero-VAT categories', () => {
    expect(suggest({ category: other })).toBe(ZERO_RATE_ID);
    expect(suggest({ category: defined(categoryById('ignore'), 'the ignore category') })).toBe(ZERO_RATE_ID);
    expect(suggest({ category: defined(categoryById('transfer'), 'the transfer category') })).toBe(ZERO_RATE_ID);
    expect(suggest({ category: defined(categoryById('stock'), 'the stock category') })).toBe(STANDARD_RATE_ID);
  });
  it('suggests zero for EU business income only', () => {
    expect(suggest({ category: income, isIncome: true, transactionTypeId: BUSINESS_EU })).toBe(ZERO_RATE_ID);
    expect(suggest({ transactionTypeId: BUSINESS_EU })).toBe(STANDARD_RATE_ID);
  });
  it('suggests standard for margin scheme income with a margin or a missing value, else zero', () => {
    const m = { category: income, isIncome: true, transactionTypeId: MARGIN_SCHEME };
    expect(suggest({ ...m, amount: p(12000), purchasePrice: p(6000) })).toBe(STANDARD_RATE_ID);
    expect(suggest({ ...m, amount: p(6001), purchasePrice: p(6000) })).toBe(STANDARD_RATE_ID);
    expect(suggest({ ...m, amount: p(6000), purchasePrice: p(6000) })).toBe(ZERO_RATE_ID);
    expect(suggest({ ...m, amount: p(5000), purchasePrice: p(6000) })).toBe(ZERO_RATE_ID);
    expect(suggest({ ...m, amount: null, purchasePrice: p(6000) })).toBe(STANDARD_RATE_ID);
    expect(suggest({ ...m, amount: p(5000), purchasePrice: null })).toBe(STANDARD_RATE_ID);
  });
  it('reverts to standard when the condition ends, unless a rate was picked by hand', () => {
    const first = suggest({ category: other });
    const next = suggest({ category: expense });
    expect(applyVatSuggestion({ currentId: first, previousSuggestionId: first, suggestionId: next })).toBe(
      STANDARD_RATE_ID,
    );
    expect(applyVatSuggestion({ currentId: 'reduced', previousSuggestionId: first, suggestionId: next })).toBe(
      'reduced',
    );
    expect(applyVatSuggestion({ currentId: null, previousSuggestionId: null, suggestionId: ZERO_RATE_ID })).toBe(
      ZERO_RATE_ID,
    );
  });
});

describe('isCategorySelectable', () => {
  const c = { id: 'c', startDate: '2024-04-06', endDate: '2025-04-06' };
  it('is open from startDate (inclusive) to endDate (exclusive)', () => {
    expect(isCategorySelectable(c, '2024-04-05')).toBe(false);
    expect(isCategorySelectable(c, '2024-04-06')).toBe(true);
    expect(isCategorySelectable(c, '2025-04-05')).toBe(true);
    expect(isCategorySelectable(c, '2025-04-06')).toBe(false);
    expect(isCategorySelectable({ ...c, endDate: null }, '2099-01-01')).toBe(true);
  });
  it('keeps the selected category selectable', () => {
    expect(isCategorySelectable(c, '2026-01-01', 'c')).toBe(true);
    expect(isCategorySelectable(c, '2026-01-01', 'other')).toBe(false);
  });
});

describe('isIgnoredTransaction', () => {
  it('ignores unreconciled, disallowable, personal and ignore types', () => {
    for (const t of [UNRECONCILED, DISALLOWABLE, PERSONAL, IGNORE])
      expect(isIgnoredTransaction({ transactionTypeId: t, category: income })).toBe(true);
    for (const t of [BUSINESS, BUSINESS_EU, MARGIN_SCHEME])
      expect(isIgnoredTransaction({ transactionTypeId: t, category: expense })).toBe(false);
  });
  it('ignores categories with no SA category, ignore categories and no category', () => {
    expect(isIgnoredTransaction({ transactionTypeId: BUSINESS, category: other })).toBe(true);
    expect(isIgnoredTransaction({ transactionTypeId: BUSINESS, category: categoryById('opening-balance') })).toBe(true);
    expect(isIgnoredTransaction({ transactionTypeId: BUSINESS, category: null })).toBe(true);
    expect(isIgnoredTransaction({ transactionTypeId: BUSINESS, category: categoryById('sales') })).toBe(false);
  });
});

describe('netToSend', () => {
  const base = { gross: p(201), vatPercent: 20, transactionTypeId: BUSINESS, isIncome: true };
  it('sends the net only when adjusted by hand', () => {
    expect(netToSend({ ...base, net: p(168) })).toBeNull();
    expect(netToSend({ ...base, net: p(167) })).toBe(167);
    expect(netToSend({ ...base, gross: p(-201), net: p(168) })).toBeNull();
    expect(netToSend({ ...base, net: null })).toBeNull();
  });
  it('never sends it for margin scheme income', () => {
    expect(netToSend({ ...base, transactionTypeId: MARGIN_SCHEME, net: p(100) })).toBeNull();
    expect(netToSend({ ...base, transactionTypeId: MARGIN_SCHEME, isIncome: false, net: p(100) })).toBe(100);
  });
});

describe('transactionNetAndVat', () => {
  const t = (over: Partial<Parameters<typeof transactionNetAndVat>[0]>) =>
    transactionNetAndVat({
      gross: p(201),
      net: null,
      vatPercent: 20,
      transactionTypeId: BUSINESS,
      isIncome: true,
      ...over,
    });
  it('works the net out from the gross unless it was given', () => {
    expect(t({})).toEqual({ net: 168, vat: 33 });
    expect(t({ gross: p(-201), isIncome: false })).toEqual({ net: -168, vat: 33 });
    expect(t({ net: p(150) })).toEqual({ net: 150, vat: 51 });
    expect(t({ gross: p(-201), net: p(150), isIncome: false })).toEqual({ net: -150, vat: 51 });
    expect(t({ net: p(300) })).toEqual({ net: 300, vat: 0 });
    expect(t({ vatPercent: 0 })).toEqual({ net: 201, vat: 0 });
  });
  it('uses the margin for margin scheme income and ignores a net sent with it', () => {
    expect(t({ transactionTypeId: MARGIN_SCHEME, gross: p(12000), purchasePrice: p(6000), net: p(1) })).toEqual({
      net: 11000,
      vat: 1000,
    });
    expect(t({ transactionTypeId: MARGIN_SCHEME, gross: p(5000), purchasePrice: p(6000) })).toEqual({
      net: 5000,
      vat: 0,
    });
    expect(t({ transactionTypeId: MARGIN_SCHEME, isIncome: false, gross: p(-12000) })).toEqual({
      net: -10000,
      vat: 2000,
    });
  });
});
