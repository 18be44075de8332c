import { describe, expect, it } from 'vitest';
import { readUkDate, sensibleDateWarning, UNREADABLE_DATE, ukDateText, ukDateValue } from './uk-date';

describe('readUkDate (one UK date field)', () => {
  it('reads DD/MM/YYYY however it is separated, padded or run together', () => {
    for (const typed of [
      '01/02/2026',
      '1/2/2026',
      '01-02-2026',
      '01.02.2026',
      '01022026',
      ' 1 2 2026 ',
      '1 / 2 / 2026',
    ])
      expect(readUkDate(typed), typed).toEqual({ kind: 'date', iso: '2026-02-01' });
  });

  it('reads a pasted year-first date as the same day', () => {
    expect(readUkDate('2026-02-01')).toEqual({ kind: 'date', iso: '2026-02-01' });
    expect(readUkDate('2026-2-1')).toEqual({ kind: 'date', iso: '2026-02-01' });
  });

  it('takes 29 February in a leap year only', () => {
    expect(readUkDate('29/02/2024')).toEqual({ kind: 'date', iso: '2024-02-29' });
    expect(readUkDate('29/02/2023')).toEqual({ kind: 'problem', message: "29/02/2023 isn't a real date" });
  });

  it('refuses a day that does not exist in the words typed, never rolling it on to another day', () => {
    expect(readUkDate('30/02/2023')).toEqual({ kind: 'problem', message: "30/02/2023 isn't a real date" });
    expect(readUkDate('31-04-2026')).toEqual({ kind: 'problem', message: "31-04-2026 isn't a real date" });
    expect(readUkDate('12/13/2026')).toEqual({ kind: 'problem', message: "12/13/2026 isn't a real date" });
    expect(readUkDate('00/01/2026')).toEqual({ kind: 'problem', message: "00/01/2026 isn't a real date" });
    expect(readUkDate('2026-02-30')).toEqual({ kind: 'problem', message: "2026-02-30 isn't a real date" });
    expect(readUkDate('01/01/0999')).toEqual({ kind: 'problem', message: "01/01/0999 isn't a real date" });
  });

  it('asks for DD/MM/YYYY when the text is no date at all, or the year is not in full', () => {
    for (const typed of ['next week', '1/2', '1/2/26', '1/2/202', '0102202', '01/02/2026x', '1//2/2026'])
      expect(readUkDate(typed), typed).toEqual({ kind: 'problem', message: UNREADABLE_DATE });
    expect(UNREADABLE_DATE).toBe('Enter a date as DD/MM/YYYY');
  });

  it("refuses a real day outside 01/01/2000 to 31/12/2100 in the API's words (decision 0054)", () => {
    const range = { kind: 'problem', message: 'Enter a date between 01/01/2000 and 31/12/2100' };
    expect(readUkDate('31/12/1999')).toEqual(range);
    expect(readUkDate('01/01/2000')).toEqual({ kind: 'date', iso: '2000-01-01' });
    expect(readUkDate('31/12/2100')).toEqual({ kind: 'date', iso: '2100-12-31' });
    expect(readUkDate('01/01/2101')).toEqual(range);
    expect(ukDateValue('01/01/9999')).toBeNull();
  });

  it('reads blank as no date', () => {
    expect(readUkDate('')).toEqual({ kind: 'empty' });
    expect(readUkDate('   ')).toEqual({ kind: 'empty' });
  });
});

describe('ukDateValue and ukDateText (the field’s value out and text in)', () => {
  it('gives the ISO day, blank for none, null for what is not a date', () => {
    expect(ukDateValue('1.2.2026')).toBe('2026-02-01');
    expect(ukDateValue('')).toBe('');
    expect(ukDateValue('30/02/2023')).toBeNull();
    expect(ukDateValue('soon')).toBeNull();
  });

  it('shows a value as DD/MM/YYYY and none as blank', () => {
    expect(ukDateText('2026-02-01')).toBe('01/02/2026');
    expect(ukDateText('')).toBe('');
    expect(ukDateText(null)).toBe('');
    expect(ukDateText(undefined)).toBe('');
  });

  it('normalises what it reads, so the text shown is the day saved', () => {
    expect(ukDateText(ukDateValue('1/2/2026'))).toBe('01/02/2026');
    expect(ukDateText(ukDateValue('01022026'))).toBe('01/02/2026');
  });
});

describe('sensibleDateWarning (a slip of the year)', () => {
  const today = '2026-11-25';

  it('warns of a date before 01/01/2000', () => {
    expect(sensibleDateWarning('1999-01-01', today)).toBe('01/01/1999 is a long time ago — is the year right?');
    expect(sensibleDateWarning('1999-12-31', today)).toBe('31/12/1999 is a long time ago — is the year right?');
    expect(sensibleDateWarning('2000-01-01', today)).toBeNull();
  });

  it('warns of a date more than a year after today', () => {
    expect(sensibleDateWarning('2027-11-25', today)).toBeNull();
    expect(sensibleDateWarning('2027-11-26', today)).toBe('26/11/2027 is more than a year away — is the year right?');
    expect(sensibleDateWarning('2062-01-01', today)).toBe('01/01/2062 is more than a year away — is the year right?');
  });

  it('counts a year on from 29 February as 1 March', () => {
    expect(sensibleDateWarning('2025-03-01', '2024-02-29')).toBeNull();
    expect(sensibleDateWarning('2025-03-02', '2024-02-29')).not.toBeNull();
  });

  it('says nothing of today, of blank, or of what is not a date', () => {
    expect(sensibleDateWarning(today, today)).toBeNull();
    expect(sensibleDateWarning('', today)).toBeNull();
    expect(sensibleDateWarning(null, today)).toBeNull();
    expect(sensibleDateWarning('2023-02-30', today)).toBeNull();
  });
});
