import { describe, expect, it } from 'vitest';
import { nextOpenPeriod, vatDueDate } from './periods';

describe('vatDueDate', () => {
  it('is one calendar month and seven days after the period ends', () => {
    expect(vatDueDate('2026-03-31')).toBe('2026-05-07');
    expect(vatDueDate('2026-06-30')).toBe('2026-08-07');
    expect(vatDueDate('2026-12-31')).toBe('2027-02-07');
    expect(vatDueDate('2026-01-31')).toBe('2026-03-07');
  });
});

describe('nextOpenPeriod', () => {
  it('follows the latest filed return with a period as long', () => {
    const quarters = [
      { from: '2025-10-01', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-03-31' },
    ];
    expect(nextOpenPeriod(quarters)).toEqual({ from: '2026-04-01', to: '2026-06-30', due: '2026-08-07' });
    expect(nextOpenPeriod([{ from: '2026-02-01', to: '2026-02-28' }])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      due: '2026-05-07',
    });
    expect(nextOpenPeriod([{ from: '2025-11-01', to: '2026-01-31' }])).toEqual({
      from: '2026-02-01',
      to: '2026-04-30',
      due: '2026-06-07',
    });
  });

  it('knows no period before a return is filed through the app', () => {
    expect(nextOpenPeriod([])).toBeNull();
  });
});
