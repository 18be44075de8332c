import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../shared/errors';
import { validateSubmission } from './return-checks';

vi.stubEnv('TABLE_NAME', 't');
vi.stubEnv('LOG_LEVEL', 'SILENT');

const VALID = {
  vatDueSales: 105.5,
  vatDueAcquisitions: -100.45,
  totalVatDue: 5.05,
  vatReclaimedCurrPeriod: 105.15,
  netVatDue: 100.1,
  totalValueSalesExVAT: 300,
  totalValuePurchasesExVAT: 300,
  totalValueGoodsSuppliedExVAT: 3000,
  totalAcquisitionsExVAT: 3000,
  scheme: 1,
  flatRatePercent: null,
  mode: 1,
  declaration: 1,
  dateFrom: '2017-04-01',
  dateTo: '2017-06-30',
  dateDue: '2017-08-07',
  idempotencyKey: 'a-key-of-sixteen-or-more',
};

function errorsOf(body: Record<string, unknown>): { field: string; message: string }[] {
  try {
    validateSubmission({ ...VALID, ...body });
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).errors ?? [];
  }
  return [];
}

describe('validateSubmission', () => {
  it("gives HMRC's example figures in pence, with the negative box 2", () => {
    const boxes = validateSubmission(VALID);
    expect(boxes).toEqual({
      vatDueSales: 10550,
      vatDueAcquisitions: -10045,
      totalVatDue: 505,
      vatReclaimedCurrPeriod: 10515,
      netVatDue: 10010,
      totalValueSalesExVAT: 30000,
      totalValuePurchasesExVAT: 30000,
      totalValueGoodsSuppliedExVAT: 300000,
      totalAcquisitionsExVAT: 300000,
    });
  });

  it('asks for a declaration in the spec words', () => {
    expect(errorsOf({ declaration: 0 })).toEqual([
      { field: 'declaration', message: 'You must select a declaration before submitting this VAT Return.' },
    ]);
    expect(errorsOf({ declaration: 2 })).toEqual([]);
  });

  it('needs a flat rate percent (0-100, 2 decimals) only under the flat rate scheme', () => {
    expect(errorsOf({ scheme: 2 })).toEqual([{ field: 'flatRatePercent', message: 'Field cannot be blank' }]);
    expect(errorsOf({ scheme: 2, flatRatePercent: 12.345 }).map((e) => e.field)).toEqual(['flatRatePercent']);
    expect(errorsOf({ scheme: 2, flatRatePercent: 16.5 })).toEqual([]);
    expect(errorsOf({ scheme: 3, flatRatePercent: 500 })).toEqual([]);
  });

  it('refuses unknown schemes and modes', () => {
    expect(errorsOf({ scheme: 4, mode: 3 }).map((e) => e.field)).toEqual(['scheme', 'mode']);
  });

  it('puts each box error on its box: a third decimal, box 3, box 5, pence in box 6-9', () => {
    expect(errorsOf({ vatDueSales: 105.505 }).map((e) => e.field)).toEqual(['vatDueSales']);
    expect(errorsOf({ totalVatDue: 5.06 }).map((e) => e.field)).toEqual(['totalVatDue', 'netVatDue']);
    expect(errorsOf({ netVatDue: 100.11 }).map((e) => e.field)).toEqual(['netVatDue']);
    expect(errorsOf({ totalAcquisitionsExVAT: 3000.5 }).map((e) => e.field)).toEqual(['totalAcquisitionsExVAT']);
  });
});
