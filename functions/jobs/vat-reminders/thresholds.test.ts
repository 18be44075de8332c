import { describe, expect, it } from 'vitest';
import { daysUntil, obligationWindow, reminderThreshold, runDate } from './thresholds';

describe('VAT reminder thresholds', () => {
  it('owes the 14, 7 and 1 day reminders on their days', () => {
    expect(reminderThreshold(14)).toBe(14);
    expect(reminderThreshold(7)).toBe(7);
    expect(reminderThreshold(1)).toBe(1);
  });

  it('owes the latest threshold reached between them (a missed run catches up once)', () => {
    expect([13, 8].map(reminderThreshold)).toEqual([14, 14]);
    expect([6, 2].map(reminderThreshold)).toEqual([7, 7]);
  });

  it('owes nothing more than 14 days ahead, on the due date or after it', () => {
    expect([15, 30, 0, -1, -20].map(reminderThreshold)).toEqual([null, null, null, null, null]);
  });

  it('counts whole UTC days from the run date, across month and year ends', () => {
    expect(daysUntil('2017-08-07', '2017-07-24')).toBe(14);
    expect(daysUntil('2017-08-07', '2017-08-06')).toBe(1);
    expect(daysUntil('2018-01-06', '2017-12-23')).toBe(14);
    expect(daysUntil('2017-08-07', '2017-08-08')).toBe(-1);
    expect(runDate(new Date('2017-07-24T23:59:59Z'))).toBe('2017-07-24');
  });

  it('asks HMRC for less than a year ending 14 days ahead', () => {
    const w = obligationWindow('2017-07-24');
    expect(w).toEqual({ from: '2016-08-08', to: '2017-08-07' });
    expect(daysUntil(w.to, w.from)).toBeLessThanOrEqual(365);
  });
});
