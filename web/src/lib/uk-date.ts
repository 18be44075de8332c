/**
 * The one way a date is typed (SPEC §9): DD/MM/YYYY. Typing is read leniently (1/2/2026,
 * 01-02-2026, 01.02.2026, 01022026, or a pasted 2026-02-01) and shown back as 01/02/2026, but a
 * date is never turned into another one: 30/02/2023 is refused, not rolled on to 02/03/2023.
 */
import { DATE_RANGE_MESSAGE, isEnteredDateInRange, isIsoDate, todayIso } from '@bk/domain';
import { formatDate } from './format';

/** The format, as the field's hint and placeholder say it. */
export const UK_DATE_HINT = 'DD/MM/YYYY';

/** What is said of text that cannot be read as a date at all. */
export const UNREADABLE_DATE = 'Enter a date as DD/MM/YYYY';

/** Earlier than this is taken for a slip of the year (a business's books rarely go back further). */
export const SENSIBLE_FROM = '2000-01-01';

/** What typed text means: nothing, one calendar day (ISO), or why it is not a date. */
export type UkDateReading = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'problem'; message: string };

/** Day, month and year apart by /, -, . or spaces: 1/2/2026, 01-02-2026, 01.02.2026, 1 2 2026. */
const SEPARATED = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/;
/** Eight digits together: 01022026. */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
/** Year first, as a date copied from elsewhere is often written: 2026-02-01. */
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Typed text as a date.
 * @example readUkDate('1/2/2026') // { kind: 'date', iso: '2026-02-01' }
 * @example readUkDate('30/02/2023') // { kind: 'problem', message: "30/02/2023 isn't a real date" }
 * @example readUkDate('next week') // { kind: 'problem', message: 'Enter a date as DD/MM/YYYY' }
 * @example readUkDate('31/12/1999') // { kind: 'problem', message: 'Enter a date between 01/01/2000 and 31/12/2100' }
 */
export function readUkDate(typed: string): UkDateReading {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  const dmy = SEPARATED.exec(text) ?? DIGITS.exec(text);
  const ymd = dmy ? null : YEAR_FIRST.exec(text);
  let parts: [number, number, number] | null = null;
  if (dmy) parts = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  else if (ymd) parts = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  if (!parts) return { kind: 'problem', message: UNREADABLE_DATE };
  const [year, month, day] = parts;
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  // Year 0999 and before is no year a business keeps books for; the API would refuse it too.
  if (year < 1000 || !isIsoDate(iso)) return { kind: 'problem', message: `${text} isn't a real date` };
  // The API takes dates from 2000 to 2100 only (decision 0054): said here, in its words, before sending.
  if (!isEnteredDateInRange(iso)) return { kind: 'problem', message: DATE_RANGE_MESSAGE };
  return { kind: 'date', iso };
}

/**
 * What the text stands for as a value: the ISO day, '' when blank, or null when it is not a date
 * (the field says why).
 * @example ukDateValue('01.02.2026') // '2026-02-01'
 */
export function ukDateValue(typed: string): string | null {
  const reading = readUkDate(typed);
  if (reading.kind === 'empty') return '';
  return reading.kind === 'date' ? reading.iso : null;
}

/**
 * The text a field shows for a value: DD/MM/YYYY, or blank for none.
 * @example ukDateText('2026-02-01') // '01/02/2026'
 */
export function ukDateText(value: string | null | undefined): string {
  return value && isIsoDate(value) ? formatDate(value) : '';
}

/** The same calendar day a year on (29 February goes to 1 March). */
function yearAfter(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC((y ?? 0) + 1, (m ?? 1) - 1, d)).toISOString().slice(0, 10);
}

/**
 * A real date that looks like a slip of the year: before 01/01/2000, or more than a year after
 * today. Null for any other date and for what is not a date.
 * @example sensibleDateWarning('1999-01-01') // '01/01/1999 is a long time ago — is the year right?'
 */
export function sensibleDateWarning(value: string | null | undefined, today: string = todayIso()): string | null {
  if (!value || !isIsoDate(value)) return null;
  if (value < SENSIBLE_FROM) return `${formatDate(value)} is a long time ago — is the year right?`;
  if (value > yearAfter(today)) return `${formatDate(value)} is more than a year away — is the year right?`;
  return null;
}
