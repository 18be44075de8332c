import { describe, expect, it } from 'vitest';
import { checkRange, DATE_RANGE_MESSAGES, dateOrderProblem, defaultRange, isoToTyped, typedToIso } from './date-range';

describe('VAT information date ranges (SPEC §5, §9)', () => {
  it('defaults to one year ago plus one day up to today, in UTC', () => {
    expect(defaultRange(new Date('2026-03-01T23:30:00Z'))).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(defaultRange(new Date('2026-12-31T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('reads DD-MM-YYYY and refuses dates that do not exist', () => {
    expect(typedToIso('05-01-2026')).toBe('2026-01-05');
    expect(typedToIso('5/1/2026')).toBe('2026-01-05');
    expect(typedToIso('31-02-2026')).toBeNull();
    expect(typedToIso('2026-01-05')).toBeNull();
    expect(isoToTyped('2026-01-05')).toBe('05-01-2026');
  });

  it('puts the range error on Date from and the order error on Date to', () => {
    expect(checkRange('01-01-2025', '03-01-2026').errors).toEqual({ from: DATE_RANGE_MESSAGES.range });
    expect(checkRange('01-01-2025', '02-01-2026')).toEqual({ errors: {}, from: '2025-01-01', to: '2026-01-02' });
    expect(checkRange('02-01-2026', '01-01-2026').errors).toEqual({ to: DATE_RANGE_MESSAGES.order });
    expect(checkRange('01-01-2026', '01-01-2026').errors).toEqual({ to: DATE_RANGE_MESSAGES.order });
    expect(checkRange('x', '01-01-2026').errors).toEqual({ from: DATE_RANGE_MESSAGES.invalid });
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
