import { describe, expect, it } from 'vitest';
import { printVatSumsReports } from './vat-sums-print';
import type { VatSumsReport } from './vat-sums-check';

const report = (period: string, fixed: boolean, count = 3): VatSumsReport => ({
  businessId: 'b1',
  period,
  count,
  transactions: 3,
  drift: { 'v:entries': -3, 'v:s1': -4000 },
  fixed,
});

describe('check-balances output of the VAT sums check', () => {
  it('says so when nothing drifts', () => {
    const lines: string[] = [];
    printVatSumsReports([], false, (l) => lines.push(l));
    expect(lines).toEqual(['Every VAT sum of the day and month aggregates equals the sum of their transactions.']);
  });

  it('prints a line per business, its first aggregates with counts and money, and what a fix left', () => {
    const lines: string[] = [];
    const many = Array.from({ length: 12 }, (_, i) => report(`2025-04-${String(i + 1).padStart(2, '0')}`, i !== 1));
    printVatSumsReports([...many, report('2025-05', true, 4)], true, (l) => lines.push(l));
    expect(lines[0]).toBe(
      'DRIFT business b1 VAT sums of 13 day and month aggregate(s), 13 of them lacking the sums of some transactions ' +
        '(written before the sums were kept) - fixed 12, 1 moved by a write meanwhile: run again',
    );
    expect(lines[1]).toBe('  2025-04-01: 3 transaction(s); v:entries drift -3, v:s1 drift -£40.00 - fixed');
    expect(lines[2]).toContain('2025-04-02: 3 transaction(s); v:entries drift -3, v:s1 drift -£40.00 - not fixed');
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe('  ... and 3 more');
  });
});
