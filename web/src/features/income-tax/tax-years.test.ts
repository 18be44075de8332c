import { describe, expect, it } from 'vitest';
import { chosenTaxYear, taxYearChoices } from './tax-years';

describe('tax years of the Income Tax screen', () => {
  it('offers the current year back to 2025-26, newest first', () => {
    expect(taxYearChoices('2026-11-26')).toEqual(['2026-27', '2025-26']);
    expect(taxYearChoices('2027-04-06')).toEqual(['2027-28', '2026-27', '2025-26']);
    expect(taxYearChoices('2026-04-05')).toEqual(['2025-26']);
  });

  it('keeps a year from the address only when it is offered', () => {
    expect(chosenTaxYear('2025-26', '2026-11-26')).toBe('2025-26');
    expect(chosenTaxYear('2024-25', '2026-11-26')).toBe('2026-27');
    expect(chosenTaxYear(null, '2026-11-26')).toBe('2026-27');
  });
});
