import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDateFormat, readCsvDate } from './dates';

describe('readCsvDate', () => {
  it.each([
    ['31/01/2025', 'DMY', '2025-01-31'],
    ['31-01-25', 'DMY', '2025-01-31'],
    ['1.2.2025', 'DMY', '2025-02-01'],
    ['01 02 2025', 'DMY', '2025-02-01'],
    ['01/31/2025', 'MDY', '2025-01-31'],
    ['2025-01-31', 'YMD', '2025-01-31'],
    ['2025/1/5', 'YMD', '2025-01-05'],
    ['01 Jan 2025', 'DMY', '2025-01-01'],
    ['01-Jan-25', 'DMY', '2025-01-01'],
    ['5 September 2024', 'DMY', '2024-09-05'],
    ['Sept 5 2024', 'MDY', '2024-09-05'],
    ['2025-Mar-04', 'YMD', '2025-03-04'],
    ['01/02/2025 14:03', 'DMY', '2025-02-01'],
    ['2025-02-01T14:03:00', 'YMD', '2025-02-01'],
    ['2025-02-01T14:03:00.000Z', 'YMD', '2025-02-01'],
    ['29/02/2024', 'DMY', '2024-02-29'],
    ['"03/04/2025"', 'DMY', '2025-04-03'],
  ] as const)('%s as %s -> %s', (text, format, iso) => {
    expect(readCsvDate(text, format)).toBe(iso);
  });

  it.each([
    ['31/02/2025', 'DMY'],
    ['29/02/2025', 'DMY'],
    ['13/13/2025', 'DMY'],
    ['01/31/2025', 'DMY'],
    ['31/01/2025', 'MDY'],
    ['2025-01-31', 'DMY'],
    ['31/01/2025', 'YMD'],
    ['25/01/31', 'YMD'],
    ['yesterday', 'DMY'],
    ['', 'DMY'],
    ['01/02', 'DMY'],
    ['01/Foo/2025', 'DMY'],
    ['2025 Jan 01', 'DMY'],
  ] as const)('%s as %s -> null', (text, format) => {
    expect(readCsvDate(text, format)).toBeNull();
  });

  it('reads back every real date written in each order', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_500 }), (offset) => {
        const iso = new Date(Date.UTC(2000, 0, 1) + offset * day).toISOString().slice(0, 10);
        const [y = '', m = '', d = ''] = iso.split('-');
        expect(readCsvDate(`${d}/${m}/${y}`, 'DMY')).toBe(iso);
        expect(readCsvDate(`${m}-${d}-${y}`, 'MDY')).toBe(iso);
        expect(readCsvDate(`${y}.${m}.${d}`, 'YMD')).toBe(iso);
      }),
    );
  });
});

describe('detectDateFormat', () => {
  it('a day above 12 settles DMY', () => {
    expect(detectDateFormat(['01/02/2025', '13/02/2025'])).toEqual({ format: 'DMY', possible: ['DMY'] });
  });

  it('a day above 12 in the second place settles MDY', () => {
    expect(detectDateFormat(['01/02/2025', '02/13/2025'])).toEqual({ format: 'MDY', possible: ['MDY'] });
  });

  it('year first is YMD', () => {
    expect(detectDateFormat(['2025-01-02', '2025-01-03'])).toEqual({ format: 'YMD', possible: ['YMD'] });
  });

  it('all ambiguous: DMY with both possible, so the screen asks', () => {
    expect(detectDateFormat(['01/02/2025', '03/04/2025', ''])).toEqual({
      format: 'DMY',
      possible: ['DMY', 'MDY'],
    });
  });

  it('month names or same day and month leave nothing to ask', () => {
    expect(detectDateFormat(['01 Jan 2025', '02 Feb 2025'])).toEqual({ format: 'DMY', possible: ['DMY'] });
    expect(detectDateFormat(['01/01/2025', '05/05/2025'])).toEqual({ format: 'DMY', possible: ['DMY'] });
  });

  it('bad rows do not hide the order the other rows settle', () => {
    expect(detectDateFormat(['03/02/2025', '31/02/2025', '14/02/2025', 'soon'])).toEqual({
      format: 'DMY',
      possible: ['DMY'],
    });
    expect(detectDateFormat(['13/01/2025', '01/13/2025', '02/14/2025'])).toEqual({ format: 'MDY', possible: ['MDY'] });
  });

  it('as many rows either way: DMY, both possible', () => {
    expect(detectDateFormat(['13/01/2025', '01/13/2025'])).toEqual({ format: 'DMY', possible: ['DMY', 'MDY'] });
  });

  it('no order reads any row: null', () => {
    expect(detectDateFormat(['not a date', '2025'])).toEqual({ format: null, possible: [] });
  });

  it('only blanks: DMY, every order possible', () => {
    expect(detectDateFormat(['', ' '])).toEqual({ format: 'DMY', possible: ['DMY', 'MDY', 'YMD'] });
  });
});
