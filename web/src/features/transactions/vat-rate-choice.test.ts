import { pence as p, TransactionType } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../lib/ledger-types';
import { suggestVatRate } from './vat-rate-choice';

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

describe('the VAT rate the edit row suggests (SPEC §5)', () => {
  it("suggests the category's VAT treatment among the rates offered, and says why", () => {
    const rates = [
      { id: 'standard', vatPercent: 20, name: 'Standard (20%)' },
      { id: 'zero', vatPercent: 0, name: 'Zero (0%)' },
      { id: 'exempt', vatPercent: 0, name: 'VAT Exempt' },
    ];
    const reason = 'Bank charges are usually exempt from VAT.';
    const bank: Category = { ...cat(false), vatTreatment: 'exempt', vatReason: reason };
    const input = { category: bank, typeId: TransactionType.BUSINESS, gross: p(850), purchasePrice: null };
    expect(suggestVatRate(rates, input)).toEqual({ id: 'exempt', reason });
    // A rate the server does not offer: the first one offered, and no reason (it would not fit).
    expect(suggestVatRate(rates.slice(0, 2), input)).toEqual({ id: 'standard', reason: null });
    expect(suggestVatRate([], input)).toEqual({ id: null, reason: null });
  });
});
