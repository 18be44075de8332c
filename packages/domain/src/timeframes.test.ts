import { describe, expect, it } from 'vitest';
import {
  addDays,
  CUSTOM_TIMEFRAME,
  endOfMonth,
  isIsoDate,
  lastSixTaxYears,
  rangeOf,
  startOfMonth,
  taxYearByLabel,
  taxYearOf,
  TIMEFRAME_OPTIONS,
  TIMEFRAMES,
  todayIso,
} from './timeframes';

describe('UK tax year (6 April to 5 April)', () => {
  it('puts 5 April in the old tax year and 6 April in the new one', () => {
    expect(taxYearOf('2025-04-05')).toEqual({
      start: '2024-04-06',
      end: '2025-04-05',
      label: '2024-2025',
      startYear: 2024,
    });
    expect(taxYearOf('2025-04-06')).toEqual({
      start: '2025-04-06',
      end: '2026-04-05',
      label: '2025-2026',
      startYear: 2025,
    });
    expect(taxYearOf('2025-01-01').label).toBe('2024-2025');
    expect(taxYearOf('2025-12-31').label).toBe('2025-2026');
    expect(taxYearOf('2025-03-31').label).toBe('2024-2025');
    expect(taxYearOf('2025-05-01').label).toBe('2025-2026');
  });
  it('handles leap days', () => {
    expect(taxYearOf('2024-02-29').label).toBe('2023-2024');
    expect(() => taxYearOf('2023-02-29')).toThrow(RangeError);
  });
  it('lists the current tax year and the five before it', () => {
    expect(lastSixTaxYears('2026-04-05').map((t) => t.label)).toEqual([
      '2025-2026',
      '2024-2025',
      '2023-2024',
      '2022-2023',
      '2021-2022',
      '2020-2021',
    ]);
    expect(lastSixTaxYears('2026-04-06')[0]?.label).toBe('2026-2027');
    expect(lastSixTaxYears('2026-04-06')[5]).toEqual(taxYearByLabel('2021-2022'));
    expect(taxYearByLabel('2021-2023')).toBeUndefined();
  });
});

describe('calendar helpers', () => {
  it('validates ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(startOfMonth('2024-02-15')).toBe('2024-02-01');
    expect(endOfMonth('2024-02-15')).toBe('2024-02-29');
    expect(endOfMonth('2023-02-15')).toBe('2023-02-28');
    expect(endOfMonth('2023-12-15')).toBe('2023-12-31');
  });
  it('takes today as the UTC calendar day', () => {
    expect(todayIso(new Date('2026-03-29T00:30:00+01:00'))).toBe('2026-03-28');
    expect(todayIso(new Date('2026-03-29T23:59:59Z'))).toBe('2026-03-29');
  });
});

describe('timeframe presets (SPEC §2)', () => {
  it('lists the presets in order, then Custom Date Range', () => {
    expect(TIMEFRAMES).toEqual([
      'Last 30 Days',
      'Last 60 Days',
      'Last 90 Days',
      'This Month',
      'Last Month',
      'This Year',
      'This Tax Year',
      'Last Year',
      'All',
    ]);
    expect(TIMEFRAME_OPTIONS.at(-1)).toBe(CUSTOM_TIMEFRAME);
  });
  it('works out each range on a day', () => {
    const today = '2024-03-15';
    expect(rangeOf('Last 30 Days', today)).toEqual({ from: '2024-02-15', to: today });
    expect(rangeOf('Last 60 Days', today)).toEqual({ from: '2024-01-16', to: today });
    expect(rangeOf('Last 90 Days', today)).toEqual({ from: '2023-12-17', to: today });
    expect(rangeOf('This Month', today)).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(rangeOf('Last Month', today)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(rangeOf('This Year', today)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(rangeOf('This Tax Year', today)).toEqual({ from: '2023-04-06', to: '2024-04-05' });
    expect(rangeOf('Last Year', today)).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(rangeOf('All', today)).toEqual({ from: null, to: null });
    expect(rangeOf(CUSTOM_TIMEFRAME, today)).toEqual({ from: null, to: null });
  });
  it('crosses year ends', () => {
    expect(rangeOf('Last Month', '2025-01-10')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(rangeOf('This Tax Year', '2025-04-06')).toEqual({ from: '2025-04-06', to: '2026-04-05' });
    expect(rangeOf('This Tax Year', '2025-04-05')).toEqual({ from: '2024-04-06', to: '2025-04-05' });
  });
});
