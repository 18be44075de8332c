import { describe, expect, it } from 'vitest';
import { flatRateFirstYearSentence } from './first-year';

describe('the flat rate first-year discount in words', () => {
  it('names both percents, the last day of the discount and the day after', () => {
    expect(flatRateFirstYearSentence({ fullPercent: 12.5, discountedPercent: 11.5, until: '2026-03-14' })).toBe(
      'Your flat rate is 11.5% (12.5% less the 1% first-year discount) until 14/03/2026, and 12.5% from 15/03/2026.',
    );
    expect(flatRateFirstYearSentence({ fullPercent: 16.25, discountedPercent: 15.25, until: '2025-02-28' })).toBe(
      'Your flat rate is 15.25% (16.25% less the 1% first-year discount) until 28/02/2025, and 16.25% from 01/03/2025.',
    );
  });
});
