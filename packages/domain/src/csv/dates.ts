/**
 * Dates as CSV files write them, in the orders of {@link CSV_DATE_FORMATS}. A file settles its order
 * by its rows: a day above 12 rules out the order that would read it as a month, a four-digit first
 * part means year first. When every row would read either way the UK order (DMY) is taken, and both
 * are reported so the person can be asked.
 */
import { CSV_DATE_FORMATS, type CsvDateFormat } from './date-formats';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** 'Jan', 'jan', 'January', 'Sept' -> 1..12; anything else -> null. */
function monthFromName(text: string): number | null {
  const name = text.toLowerCase().replace(/\.$/, '');
  if (name.length < 3) return null;
  const index = MONTH_NAMES.findIndex((month) =>
    name === 'sept' ? month === 'september' : month === name || month.slice(0, 3) === name,
  );
  return index === -1 ? null : index + 1;
}

/** One date's three parts as written, before an order is applied. */
interface DateParts {
  parts: [string, string, string];
  /** Which part (0..2) is a month name, if any. */
  named: number | null;
}

/** Splits '01/02/2025', '1 Feb 25', '2025-02-01T14:03:00', '01.02.2025 14:03' into three parts. */
function splitDate(text: string): DateParts | null {
  let value = text
    .trim()
    .replace(/^["']+|"+$/g, '')
    .trim();
  // A trailing time (' 14:03', 'T14:03:00', '14:03:00.000Z') says nothing of the day.
  value = value.replace(/(?:T|\s+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AaPp][Mm])?\s*(?:Z|[+-]\d{2}:?\d{2})?$/, '');
  const pieces = value.split(/[/\-.\s]+/).filter((piece) => piece !== '');
  if (pieces.length !== 3) return null;
  const [a = '', b = '', c = ''] = pieces;
  const parts: [string, string, string] = [a, b, c];
  let named: number | null = null;
  for (let i = 0; i < 3; i++) {
    const part = parts[i] ?? '';
    if (/^\d+$/.test(part)) continue;
    if (named !== null || monthFromName(part) === null) return null;
    named = i;
  }
  return { parts, named };
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1 || year > 9999) return null;
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // 2000 is a leap year
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 && !leap ? 28 : days)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function readYear(text: string): number | null {
  if (/^\d{4}$/.test(text)) return Number(text);
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  return null;
}

function readNumber(text: string, max: number): number | null {
  return /^\d{1,2}$/.test(text) && Number(text) <= max ? Number(text) : null;
}

function readMonth(text: string): number | null {
  return /^\d+$/.test(text) ? readNumber(text, 12) : monthFromName(text);
}

/** The positions (year, month, day) of each order. */
const POSITIONS: Record<CsvDateFormat, { year: number; month: number; day: number }> = {
  DMY: { day: 0, month: 1, year: 2 },
  MDY: { month: 0, day: 1, year: 2 },
  YMD: { year: 0, month: 1, day: 2 },
};

/**
 * A CSV date in the given order as ISO YYYY-MM-DD, or null when it is not a real date in that order
 * ('31/02/2025' -> null). Two-digit years are 20xx; a month name reads in the month's place.
 */
export function readCsvDate(text: string, format: CsvDateFormat): string | null {
  const split = splitDate(text);
  if (!split) return null;
  const at = POSITIONS[format];
  // A month name sits in the month's place of the order, or anywhere but the year when the number
  // order would be unambiguous anyway ('Jan 05 2025' read as DMY is still 5 January).
  if (split.named !== null && split.named !== at.month) {
    if (split.named === at.year) return null;
    const day = readNumber(split.parts[at.month] ?? '', 31);
    const month = monthFromName(split.parts[split.named] ?? '');
    const year = readYear(split.parts[at.year] ?? '');
    return day === null || month === null || year === null ? null : isoDate(year, month, day);
  }
  const year = readYear(split.parts[at.year] ?? '');
  const month = readMonth(split.parts[at.month] ?? '');
  const day = readNumber(split.parts[at.day] ?? '', 31);
  if (year === null || month === null || day === null) return null;
  // A four-digit number is a year only in the year's place ('2025/01/02' is not DMY), and year-first
  // dates always write four digits: '25/01/02' is a day or a month first.
  if ((format === 'YMD') !== /^\d{4}$/.test(split.parts[0] ?? '')) return null;
  return isoDate(year, month, day);
}

export interface DetectedDateFormat {
  /** The order to read the file with: null when no order reads any non-blank value. */
  format: CsvDateFormat | null;
  /**
   * The orders that read as many values as the one taken, and read some of them as other dates
   * (more than one: ask the person).
   */
  possible: CsvDateFormat[];
}

/**
 * The order of a column's dates: the order that reads the most non-blank values as real dates (a
 * few bad rows do not stop a file's order being found; they are reported as errors of their rows),
 * DMY on a tie, the UK default. Orders that read every value as the same dates as the one taken
 * (days equal to their months, or month names) are not told apart: there is nothing to ask. Blank
 * values are ignored; a column of only blanks takes DMY with every order possible.
 */
export function detectDateFormat(values: readonly string[]): DetectedDateFormat {
  const written = values.filter((value) => value.trim() !== '');
  if (written.length === 0) return { format: 'DMY', possible: [...CSV_DATE_FORMATS] };
  const counts = CSV_DATE_FORMATS.map(
    (format) => written.filter((value) => readCsvDate(value, format) !== null).length,
  );
  const best = Math.max(...counts);
  if (best === 0) return { format: null, possible: [] };
  const readable = CSV_DATE_FORMATS.filter((_, i) => counts[i] === best);
  const format = readable.includes('DMY') ? 'DMY' : (readable[0] ?? 'DMY');
  const possible = readable.filter(
    (other) => other === format || written.some((value) => readCsvDate(value, other) !== readCsvDate(value, format)),
  );
  return { format, possible };
}
