import { MESSAGES } from '../messages';
/**
 * Charts & Reports (SPEC §2, §9): the date range the charts cover, the file name and text of a
 * chart's CSV download, and the chart's figures as a table (what the CSV, the screen-reader table
 * and the Download CSV text all read, so they never disagree).
 */
import { CSV_BYTE_ORDER_MARK, csvAmount, csvNumber, csvRow, type CsvCell } from '../csv/writer';
import { type Pence } from '../money';
import { endOfMonth, isIsoDate, startOfMonth } from '../timeframes';
import { monthLabel } from './figures';

export interface ChartRange {
  /** The first day of a month, 'YYYY-MM-DD'. */
  readonly dateFrom: string;
  /** The last day of a month, 'YYYY-MM-DD'. */
  readonly dateTo: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * SPEC §9: the last 12 months, from the start of the month 11 months ago to the end of the current
 * month, in UTC.
 * @example defaultChartRange(new Date('2026-11-25T10:00:00Z')) // { dateFrom: '2025-12-01', dateTo: '2026-11-30' }
 */
export function defaultChartRange(now: Date): ChartRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    dateFrom: isoOf(new Date(Date.UTC(year, month - 11, 1))),
    dateTo: isoOf(new Date(Date.UTC(year, month + 1, 0))),
  };
}

/** The longest range the chart calls take (the server refuses longer ones too). */
export const MAX_CHART_RANGE_YEARS = 10;

/** The words of a range the charts cannot show, on the field to change (the server's words too). */
export const CHART_RANGE_MESSAGES = {
  invalid: 'Enter a date',
  order: MESSAGES.dateOrder,
  tooLong: `Choose a date range of ${MAX_CHART_RANGE_YEARS} years or less`,
} as const;

export type ChartRangeCheck =
  | { readonly ok: true; readonly range: ChartRange }
  | { readonly ok: false; readonly errors: { readonly dateFrom?: string; readonly dateTo?: string } };

/**
 * Whole months from two chosen days: the first day of `from`'s month to the last day of `to`'s,
 * refused when a day is missing, `to`'s month is before `from`'s or the range is longer than
 * {@link MAX_CHART_RANGE_YEARS} years.
 * @example chartRangeOf('2026-01-15', '2026-03-02') // { ok: true, range: { dateFrom: '2026-01-01', dateTo: '2026-03-31' } }
 */
export function chartRangeOf(from: string, to: string): ChartRangeCheck {
  const fromOk = isIsoDate(from) && from >= '1000-01-01';
  const toOk = isIsoDate(to) && to >= '1000-01-01';
  if (!fromOk || !toOk) {
    return {
      ok: false,
      errors: {
        ...(fromOk ? {} : { dateFrom: CHART_RANGE_MESSAGES.invalid }),
        ...(toOk ? {} : { dateTo: CHART_RANGE_MESSAGES.invalid }),
      },
    };
  }
  const range = { dateFrom: startOfMonth(from), dateTo: endOfMonth(to) };
  if (range.dateTo < range.dateFrom) return { ok: false, errors: { dateTo: CHART_RANGE_MESSAGES.order } };
  const limit = `${String(Number(range.dateFrom.slice(0, 4)) + MAX_CHART_RANGE_YEARS)}${range.dateFrom.slice(4)}`;
  if (range.dateTo >= limit) return { ok: false, errors: { dateFrom: CHART_RANGE_MESSAGES.tooLong } };
  return { ok: true, range };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * SPEC §9 "Chart CSV named by chart, month and year": the chart's title and the range's first and
 * last month.
 * @example chartFileName('Income & Expenses', { dateFrom: '2025-12-01', dateTo: '2026-11-30' }) // 'income-and-expenses-dec-2025-to-nov-2026.csv'
 */
export function chartFileName(title: string, range: ChartRange): string {
  const month = (iso: string) => slug(monthLabel(iso.slice(0, 7)));
  return `${slug(title) || 'chart'}-${month(range.dateFrom)}-to-${month(range.dateTo)}.csv`;
}

/** One figure of a chart's table: money, a percentage, or nothing (no income to divide by, a period not filed). */
export type ChartCell =
  { readonly kind: 'money'; readonly pence: Pence } | { readonly kind: 'percent'; readonly value: number } | null;

/** A chart's figures as rows: one per month, category or VAT period, one cell per series. */
export interface ChartTable {
  /** The heading of the first column: 'Month', 'Category', 'VAT period'. */
  readonly labelHeading: string;
  /** The series' names, in the order of the cells. */
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly ChartCell[] }[];
}

/** True when a chart has nothing to draw (SPEC §2 'No Data'): no rows, or no figure but nothing or zero. */
export function chartIsEmpty(table: ChartTable): boolean {
  return table.rows.every((row) =>
    row.cells.every((cell) => cell === null || cell.kind !== 'money' || cell.pence === 0),
  );
}

function csvCell(cell: ChartCell): CsvCell {
  if (cell === null) return null;
  return cell.kind === 'money' ? csvAmount(cell.pence) : csvNumber(cell.value);
}

/**
 * A chart's CSV as the exports write it (byte-order mark, CRLF): the label column then one column
 * per series, money as pounds with two decimals and no '£', an empty cell for no figure.
 * @example chartCsv({ labelHeading: 'Month', columns: ['Income'], rows: [{ label: 'Jan 2026', cells: [{ kind: 'money', pence: pence(120000) }] }] }) // '\uFEFFMonth,Income\r\nJan 2026,1200.00\r\n'
 */
export function chartCsv(table: ChartTable): string {
  const lines = [csvRow([table.labelHeading, ...table.columns])];
  for (const row of table.rows) lines.push(csvRow([row.label, ...row.cells.map(csvCell)]));
  return CSV_BYTE_ORDER_MARK + lines.join('');
}
