import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pence, penceSum } from '../money';
import { invoiceTotals, lineAmounts } from './totals';

const line = fc.record({
  quantity: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 1000),
  unitPrice: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => pence(n)),
  vatRateId: fc.constantFrom(null, 'standard', 'reduced', 'zero', 'exempt'),
});

describe('invoice totals (properties)', () => {
  it('the totals are the sums of the lines, and the VAT summary adds up to them', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const t = invoiceTotals(lines);
        expect(t.totalNet).toBe(penceSum(t.lines.map((l) => l.net)));
        expect(t.totalVat).toBe(penceSum(t.lines.map((l) => l.vat)));
        expect(t.totalGross).toBe(t.totalNet + t.totalVat);
        expect(penceSum(t.vatSummary.map((s) => s.net))).toBe(t.totalNet);
        expect(penceSum(t.vatSummary.map((s) => s.vat))).toBe(t.totalVat);
      }),
    );
  });

  it('a line is within half a penny of the exact amounts, never rounding a half away from zero', () => {
    fc.assert(
      fc.property(line, (l) => {
        const a = lineAmounts(l);
        const exactNet = (Math.round(l.quantity * 1000) * l.unitPrice) / 1000;
        expect(Math.abs(a.net - exactNet)).toBeLessThanOrEqual(0.5 + 1e-6);
        if (Math.abs(Math.abs(exactNet % 1) - 0.5) < 1e-9) expect(Math.abs(a.net)).toBeLessThan(Math.abs(exactNet));
        expect(a.gross).toBe(a.net + a.vat);
        expect(Math.sign(a.vat) * Math.sign(a.net)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
