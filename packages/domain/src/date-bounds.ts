/**
 * The dates a person may enter (decision 0054): books of a business run from 2000 to 2100, so a
 * date outside is a slip of the year (0202, 20266) and would sort, total and file wrongly. The
 * contract, the web date field and the CSV import all use these, so each says the same words.
 * Dates that come from HMRC are not bounded here.
 */
export const ENTERED_DATE_FROM = '2000-01-01';
export const ENTERED_DATE_TO = '2100-12-31';
export const DATE_RANGE_MESSAGE = 'Enter a date between 01/01/2000 and 31/12/2100';

/**
 * Whether an ISO day (already known to be a real date) is within the dates a person may enter.
 * @example isEnteredDateInRange('1999-12-31') // false
 */
export function isEnteredDateInRange(iso: string): boolean {
  return iso >= ENTERED_DATE_FROM && iso <= ENTERED_DATE_TO;
}
