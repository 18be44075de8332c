import { formatIsoDate } from './invoices/document';
/**
 * VAT periods already filed with HMRC (decision 0040): a change of the ledger that would make a
 * filed return's figures differ from the books is refused unless the person confirms it.
 */

/** A filed VAT period, ISO dates, both ends included. */
export interface FiledPeriod {
  readonly from: string;
  readonly to: string;
}

/** What of a transaction the VAT figures read: a change of anything else leaves a filed return as it was. */
export interface VatRelevantFields {
  readonly date: string;
  readonly amount: number;
  readonly netAmount: number | null;
  readonly vatRateId: string | null;
  readonly transactionTypeId: number;
  readonly categoryId: string | null;
  readonly isRefund: boolean;
  readonly purchasePrice: number | null;
  readonly incomplete: boolean;
}

const VAT_FIELDS: readonly (keyof VatRelevantFields)[] = [
  'date',
  'amount',
  'netAmount',
  'vatRateId',
  'transactionTypeId',
  'categoryId',
  'isRefund',
  'purchasePrice',
  'incomplete',
];

/**
 * The filed period `date` falls in, or null. Receipts may overlap (an annual return after
 * quarterly ones); the earliest-starting one is named.
 * filedPeriodOf('2026-02-10', [{ from: '2026-01-01', to: '2026-03-31' }]) -> that period
 */
export function filedPeriodOf(date: string, periods: readonly FiledPeriod[]): FiledPeriod | null {
  let found: FiledPeriod | null = null;
  for (const p of periods) if (date >= p.from && date <= p.to && (!found || p.from < found.from)) found = p;
  return found;
}

/**
 * Filed periods with overlapping or repeated ones joined, earliest first, so that counting the
 * transactions of each counts none twice.
 */
export function mergeFiledPeriods(periods: readonly FiledPeriod[]): FiledPeriod[] {
  const sorted = [...periods].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: FiledPeriod[] = [];
  for (const p of sorted) {
    const last = merged.at(-1);
    if (last && p.from <= last.to) merged[merged.length - 1] = { from: last.from, to: p.to > last.to ? p.to : last.to };
    else merged.push({ from: p.from, to: p.to });
  }
  return merged;
}

/**
 * Whether changing `before` into `after` alters what a VAT return reads: amount, net, VAT rate,
 * type, category, date, refund, purchase price or completion. A new transaction (no `before`) or a
 * deleted one (no `after`) always does; a description, contact or bank account change does not.
 */
export function altersVatFigures(before: VatRelevantFields | null, after: VatRelevantFields | null): boolean {
  if (!before || !after) return before !== after;
  return VAT_FIELDS.some((field) => before[field] !== after[field]);
}

/**
 * The filed period a change touches, or null when it touches none: the period of the old or the
 * new date (old first), when the change alters the VAT figures.
 */
export function filedPeriodTouched(
  before: VatRelevantFields | null,
  after: VatRelevantFields | null,
  periods: readonly FiledPeriod[],
): FiledPeriod | null {
  if (periods.length === 0 || !altersVatFigures(before, after)) return null;
  return (before && filedPeriodOf(before.date, periods)) ?? (after && filedPeriodOf(after.date, periods)) ?? null;
}

/** A period as people read it: "01/01/2026 to 31/03/2026". */
export function filedPeriodText(period: FiledPeriod): string {
  return `${formatIsoDate(period.from)} to ${formatIsoDate(period.to)}`;
}

/** The refusal of a change to one transaction in a filed period (409 until confirmed). */
export function filedPeriodMessage(period: FiledPeriod): string {
  return `This transaction is in the VAT period ${filedPeriodText(period)}, which you have already filed with HMRC. Changing it means your records no longer match that return.`;
}

/** "2 of its transactions are in VAT periods you have …": how many of what, and the first period when named. */
function countInFiledPeriods(count: number, of: string, first: FiledPeriod | null): string {
  const what = count === 1 ? `1 of ${of} is` : `${count} of ${of} are`;
  const filed = first ? `already filed with HMRC (the first: ${filedPeriodText(first)})` : 'filed with HMRC';
  return `${what} in VAT periods you have ${filed}.`;
}

/** The refusal of deleting a bank account with `count` transactions in filed periods. */
export function filedAccountMessage(count: number): string {
  return `${countInFiledPeriods(count, 'its transactions', null)} Deleting the account means your records no longer match those returns.`;
}

/** The refusal of importing `count` rows dated in filed periods (the first of them named). */
export function filedImportMessage(count: number, first: FiledPeriod): string {
  return `${countInFiledPeriods(count, 'the rows', first)} Importing them means your records no longer match those returns.`;
}

/** The refusal of removing an import of which `count` rows are dated in filed periods (the first named). */
export function filedImportRemovalMessage(count: number, first: FiledPeriod): string {
  return `${countInFiledPeriods(count, 'its transactions', first)} Removing the import means your records no longer match those returns.`;
}

/** HMRC's error-correction guidance shown with the warning (VAT Notice 700/45). */
export const FILED_PERIOD_GUIDANCE =
  'If the difference is small, you can usually correct it on your next VAT return (HMRC allows errors below £10,000, or up to 1% of box 6 up to £50,000, to be corrected that way); otherwise tell HMRC.';

/** The marker a 409 of a filed period carries, so a client tells it apart from a stale edit. */
export const FILED_PERIOD_CODE = 'filedPeriod';
