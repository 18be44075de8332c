/**
 * Money and dates the British way (SPEC §9): money through the domain's `formatMoney` (£, two
 * decimals, thousands commas); dates DD/MM/YYYY and DD/MM/YYYY HH:mm in UK time.
 */
import { formatMoney, parsePounds, type FormatMoneyOptions } from '@bk/domain';

/**
 * The API's pounds (a JSON number, always valid money) as SPEC §9 money, by the domain's one
 * formatter: '-' before negative amounts only, unless `sign` says otherwise.
 * @example formatPounds(1234.5) // '£1,234.50'
 * @example formatPounds(1234.5, { sign: true }) // '+£1,234.50'
 * @example formatPounds(-20, { sign: false }) // '£20.00'
 */
export function formatPounds(pounds: number, options?: FormatMoneyOptions): string {
  return formatMoney(parsePounds(pounds), options);
}

/** Whole pounds, pence dropped towards zero, for VAT boxes 6-9 (SPEC §5). @example formatWholePounds(1500) // '£1,500' */
export function formatWholePounds(pounds: number): string {
  return formatMoney(parsePounds(Math.trunc(pounds))).slice(0, -'.00'.length);
}

/**
 * An ISO date (`YYYY-MM-DD`, or the date part of a timestamp) as DD/MM/YYYY, read as written:
 * no time-zone shift can move it to another day.
 * @example formatDate('2026-04-05') // '05/04/2026'
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return `${d}/${m}/${y}`;
}

const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as DD/MM/YYYY HH:mm in UK time. @example formatDateTime('2026-07-01T09:05:00Z') // '01/07/2026 10:05' */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    UK_DATE_TIME.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
