import { describe, expect, it } from 'vitest';
import { computeVatFigures } from './vat-return';

describe('computeVatFigures', () => {
  it('splits a £120 standard-rated sale into £20 VAT (box 1) and £100 net (box 6)', () => {
    const r = computeVatFigures(
      [
        {
          date: '2024-01-10',
          amount: 12000,
          netAmount: null,
          purchasePrice: null,
          isRefund: false,
          transactionTypeId: 1,
          vatPercent: 20,
          categoryIncome: true,
          capitalGoods: false,
          incomplete: false,
        },
      ],
      { from: '2024-01-01', to: '2024-03-31', scheme: 1 },
    );
    expect(r.boxes.vatDueSales).toBe(2000);
    expect(r.boxes.totalValueSalesExVAT).toBe(10000);
  });
});
