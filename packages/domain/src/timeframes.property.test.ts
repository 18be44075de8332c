import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfMonth,
  isIsoDate,
  lastSixTaxYears,
  rangeOf,
  startOfMonth,
  taxYearByLabel,
  taxYearOf,
  todayIso,
  TIMEFRAMES,
} from './timeframes';

/**
 * Properties of the date rules (SPEC §2, §9; ARCHITECTURE "Money and dates"): the UK tax year
 * runs 6 April to 5 April, tax years follow each other without a gap, and each timeframe preset
 * is the range it names, on any day. Fixed seed, so a failure reproduces everywhere.
 */
const RUNS = { seed: 20_261_125, numRuns: 1_000 };

/** Any day from 1900 to 2199: leap years (2000 yes, 1900 and 2100 no) and every month end. */
const day = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((d) => todayIso(d));

/** Days from `from` to `to`, both counted. */
function daysIn(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

describe('the UK tax year (6 April to 5 April)', () => {
  it('holds the day, starts on 6 April and ends on 5 April of the next year', () => {
    fc.assert(
      fc.property(day, (d) => {
        const year = taxYearOf(d);
        expect(year.start <= d && d <= year.end).toBe(true);
        expect(year.start).toBe(`${year.startYear}-04-06`);
        expect(year.end).toBe(`${year.startYear + 1}-04-05`);
        expect(year.label).toBe(`${year.startYear}-${year.startYear + 1}`);
        expect([365, 366]).toContain(daysIn(year.start, year.end));
      }),
      RUNS,
    );
  });

  it('follows the one before without a gap or an overlap', () => {
    fc.assert(
      fc.property(day, (d) => {
        const year = taxYearOf(d);
        expect(taxYearOf(addDays(year.end, 1)).start).toBe(addDays(year.end, 1));
        expect(taxYearOf(addDays(year.start, -1)).end).toBe(addDays(year.start, -1));
        expect(taxYearOf(addDays(year.start, -1)).startYear).toBe(year.startYear - 1);
      }),
      RUNS,
    );
  });

  it('is found again by its label', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(taxYearByLabel(taxYearOf(d).label)).toEqual(taxYearOf(d));
      }),
      RUNS,
    );
  });

  it('lists six years back from today, the current one first, each ending as the next begins', () => {
    fc.assert(
      fc.property(day, (today) => {
        const years = lastSixTaxYears(today);
        expect(years).toHaveLength(6);
        expect(years[0]).toEqual(taxYearOf(today));
        for (let i = 1; i < years.length; i++) expect(addDays(years[i]?.end ?? '', 1)).toBe(years[i - 1]?.start);
      }),
      RUNS,
    );
  });
});

describe('calendar days', () => {
  it('add and take away days exactly, always giving a real date', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -20_000, max: 20_000 }), (d, n) => {
        const moved = addDays(d, n);
        expect(isIsoDate(moved)).toBe(true);
        expect(addDays(moved, -n)).toBe(d);
        // ISO days of four-digit years sort as text in date order.
        expect(moved > d ? 1 : moved < d ? -1 : 0).toBe(Math.sign(n));
      }),
      RUNS,
    );
  });

  it('put the first and last day of the month around the day', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(startOfMonth(d)).toBe(`${d.slice(0, 7)}-01`);
        expect(startOfMonth(d) <= d && d <= endOfMonth(d)).toBe(true);
        expect(addDays(endOfMonth(d), 1).slice(8)).toBe('01');
      }),
      RUNS,
    );
  });
});

describe('the timeframe presets (SPEC §2)', () => {
  it('are ranges of real days, in order, that end today or before', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...TIMEFRAMES), (today, timeframe) => {
        const { from, to } = rangeOf(timeframe, today);
        if (timeframe === 'All') {
          expect({ from, to }).toEqual({ from: null, to: null });
          return;
        }
        if (from === null || to === null) throw new Error(`${timeframe} has no bounds`);
        expect(isIsoDate(from) && isIsoDate(to)).toBe(true);
        expect(from <= to).toBe(true);
        const thisPeriod = !timeframe.startsWith('Last') || timeframe.endsWith('Days');
        // Presets named "This ..." and "Last N Days" hold today; "Last Month" and "Last Year" end before it.
        expect(thisPeriod ? from <= today && today <= to : to < today, timeframe).toBe(true);
      }),
      RUNS,
    );
  });

  it('count N days for "Last N Days", today included', () => {
    const lastDays = fc.constantFrom(
      ['Last 30 Days', 30] as const,
      ['Last 60 Days', 60] as const,
      ['Last 90 Days', 90] as const,
    );
    fc.assert(
      fc.property(day, lastDays, (today, [timeframe, n]) => {
        const { from, to } = rangeOf(timeframe, today);
        expect(to).toBe(today);
        expect(daysIn(from ?? '', to ?? '')).toBe(n);
      }),
      RUNS,
    );
  });

  it('make last month and last year end the day before this month and this year begin', () => {
    fc.assert(
      fc.property(day, (today) => {
        const thisMonth = rangeOf('This Month', today);
        const lastMonth = rangeOf('Last Month', today);
        expect(addDays(lastMonth.to ?? '', 1)).toBe(thisMonth.from);
        expect(lastMonth.from).toBe(startOfMonth(lastMonth.to ?? ''));
        const thisYear = rangeOf('This Year', today);
        expect(thisYear).toEqual({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` });
        expect(addDays(rangeOf('Last Year', today).to ?? '', 1)).toBe(thisYear.from);
        const taxYear = taxYearOf(today);
        expect(rangeOf('This Tax Year', today)).toEqual({ from: taxYear.start, to: taxYear.end });
      }),
      RUNS,
    );
  });
});
