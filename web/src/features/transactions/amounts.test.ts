import { describe, expect, it } from 'vitest';
import {
  grossFromNet,
  marginSchemeIncome,
  netFromGross,
  parsePounds,
  sanitiseMoneyInput,
  signedAmount,
  suggestVatRate,
  toPounds,
  TransactionTypeId,
  vatFromGrossNet,
} from './amounts';
import type { Category } from './ledger-types';

const cat = (income: boolean | null, isNegative: boolean | null = null): Category => ({
  id: 'c',
  name: 'c',
  startDate: '2000-01-01',
  endDate: null,
  saCategory: income === null ? null : { id: 's', name: 's', income },
  ignore: false,
  isNegative,
  vatTreatment: 'standard',
  vatReason: null,
});

describe('edit row amounts (SPEC §5)', () => {
  it('parses and prints pounds by string', () => {
    expect(parsePounds('2.01')).toBe(201);
    expect(parsePounds('-0.5')).toBe(-50);
    expect(parsePounds('abc')).toBeNull();
    expect(toPounds(-201)).toBe('-2.01');
  });
  it('keeps money input to digits, one minus, one point and two decimals, clamped', () => {
    expect(sanitiseMoneyInput('£1,2a3.456')).toBe('123.45');
    expect(sanitiseMoneyInput('-1-2.3.4')).toBe('-12.34');
    expect(sanitiseMoneyInput('99999999999999')).toBe('9999999999999.99');
  });
  it('works net and gross with half-up rounding (the £2.01 at 20% case)', () => {
    expect(netFromGross(201, 20)).toBe(168);
    expect(grossFromNet(168, 20)).toBe(202);
    expect(netFromGross(-201, 20)).toBe(-168);
    expect(vatFromGrossNet(201, 168)).toBe(33);
    expect(vatFromGrossNet(100, 120)).toBe(0);
  });
  it('works margin scheme VAT on the margin, half down', () => {
    // margin 10.50 at 20%: 10.50 / 6 = 1.75
    expect(marginSchemeIncome(2050, 1000, 20)).toEqual({ vat: 175, net: 1875 });
    // margin 0.03: 0.005 rounds down to 0
    expect(marginSchemeIncome(1003, 1000, 20).vat).toBe(0);
  });
  it('signs amounts by category, refund and isNegative', () => {
    expect(signedAmount(1000, cat(true), false, TransactionTypeId.BUSINESS)).toBe(1000);
    expect(signedAmount(1000, cat(false), false, TransactionTypeId.BUSINESS)).toBe(-1000);
    expect(signedAmount(1000, cat(true), true, TransactionTypeId.BUSINESS)).toBe(-1000);
    expect(signedAmount(1000, cat(false), true, TransactionTypeId.BUSINESS)).toBe(1000);
    expect(signedAmount(1000, cat(true), true, TransactionTypeId.MARGIN_SCHEME)).toBe(1000);
    expect(signedAmount(-1000, cat(null), true, TransactionTypeId.BUSINESS)).toBe(-1000);
    expect(signedAmount(1000, cat(true, true), false, TransactionTypeId.BUSINESS)).toBe(-1000);
  });
  it("suggests the category's VAT treatment among the rates offered, and says why", () => {
    const rates = [
      { id: 'standard', vatPercent: 20, name: 'Standard (20%)' },
      { id: 'zero', vatPercent: 0, name: 'Zero (0%)' },
      { id: 'exempt', vatPercent: 0, name: 'VAT Exempt' },
    ];
    const reason = 'Bank charges are usually exempt from VAT.';
    const bank: Category = { ...cat(false), vatTreatment: 'exempt', vatReason: reason };
    const input = { category: bank, typeId: TransactionTypeId.BUSINESS, gross: 850, purchasePrice: null };
    expect(suggestVatRate(rates, input)).toEqual({ id: 'exempt', reason });
    // A rate the server does not offer: the first one offered, and no reason (it would not fit).
    expect(suggestVatRate(rates.slice(0, 2), input)).toEqual({ id: 'standard', reason: null });
    expect(suggestVatRate([], input)).toEqual({ id: null, reason: null });
  });
});
