import { describe, expect, it } from 'vitest';
import { checkRange, DATE_RANGE_MESSAGES, dateOrderProblem, defaultRange } from './date-range';

describe('VAT information date ranges (SPEC §5, §9)', () => {
  it('defaults to one year ago plus one day up to today, in UTC', () => {
    expect(defaultRange(new Date('2026-03-01T23:30:00Z'))).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(defaultRange(new Date('2026-12-31T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('puts the range error on Date from and the order error on Date to', () => {
    expect(checkRange('2025-01-01', '2026-01-02').errors).toEqual({ from: DATE_RANGE_MESSAGES.range });
    expect(checkRange('2025-01-01', '2026-01-01')).toEqual({ errors: {}, from: '2025-01-01', to: '2026-01-01' });
    expect(checkRange('2026-01-02', '2026-01-01').errors).toEqual({ to: DATE_RANGE_MESSAGES.order });
    expect(checkRange('2026-01-01', '2026-01-01').errors).toEqual({ to: DATE_RANGE_MESSAGES.order });
  });

  it("checks liabilities and payments by HMRC's rules for them: shorter range, from 06/04/2016, not after today", () => {
    // WHY: HMRC refuses these; the person saw an HMRC error instead of the reason on the field.
    const today = '2026-11-25';
    expect(checkRange('2025-01-01', '2026-01-01', 'payments', today).errors).toEqual({
      from: DATE_RANGE_MESSAGES.range,
    });
    expect(checkRange('2016-01-01', '2016-06-01', 'liabilities', today).errors).toEqual({
      from: 'Date from must be a valid date on or after 06/04/2016',
    });
    expect(checkRange('2026-06-01', '2026-11-26', 'payments', today).errors).toEqual({
      to: 'Date to cannot be after today',
    });
    expect(checkRange('2025-11-26', '2026-11-25', 'liabilities', today).errors).toEqual({});
  });

  it('asks for a date where a field holds none, or text that is no date', () => {
    expect(DATE_RANGE_MESSAGES.invalid).toBe('Enter a date as DD/MM/YYYY');
    expect(checkRange(null, '2026-01-01').errors).toEqual({ from: DATE_RANGE_MESSAGES.invalid });
    expect(checkRange('2026-01-01', '').errors).toEqual({ to: DATE_RANGE_MESSAGES.invalid });
  });
});

describe('dateOrderProblem (a search from one date to another)', () => {
  it('says so when Date to comes before Date from', () => {
    expect(dateOrderProblem('2026-03-02', '2026-03-01')).toBe(DATE_RANGE_MESSAGES.order);
  });

  it('takes a one-day range, a forwards range and an open end', () => {
    expect(dateOrderProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateOrderProblem('2026-03-01', '2026-04-01')).toBeNull();
    expect(dateOrderProblem('2026-03-01', '')).toBeNull();
    expect(dateOrderProblem('', '2026-03-01')).toBeNull();
  });
});
