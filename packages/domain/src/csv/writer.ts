/**
 * CSV as the exports write it (SPEC §2 "Export transactions", "Export contacts"; §9 headings and
 * file names): RFC 4180 (fields separated by commas, records ended by CRLF, a field holding a comma,
 * quote, CR or LF quoted, its quotes doubled), UTF-8 with a byte-order mark so that Excel reads '£'
 * as '£' rather than as Windows-1252.
 *
 * Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, tab or carriage return as a formula
 * (OWASP "CSV Injection"), and a description or a contact's name is text anyone may have typed. Such
 * a TEXT cell is neutralised as OWASP advises: a single quote goes in front and the field is quoted.
 * Amounts, dates and numbers are typed by the caller ({@link csvAmount}, {@link csvDate},
 * {@link csvNumber}), never guessed from text, so a refund of -12.50 stays the number -12.50.
 */
import { penceToInputText, type Pence } from '../money';
import { categoryById } from '../categories';
import { transactionTypeById } from '../transaction-types';
import { vatRateById } from '../vat-rates';
import { CONTACT_COLUMN_TYPES } from './headings';

/** Written once at the start of a file (U+FEFF, three bytes in UTF-8). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
/** RFC 4180 §2.1: each record ends with CRLF. */
export const CSV_LINE_END = '\r\n';

/** A cell the caller has typed: an amount in pence, an ISO date or a plain number. */
export type CsvValue =
  | { readonly kind: 'amount'; readonly pence: Pence }
  | { readonly kind: 'date'; readonly iso: string }
  | { readonly kind: 'number'; readonly value: number };
/** One cell: text (neutralised when a spreadsheet could run it), a typed value, or empty. */
export type CsvCell = string | CsvValue | null;

/**
 * An amount, written as plain pounds with two decimals (no '£', no thousands commas).
 * @example csvField(csvAmount(pence(-1250))) // '-12.50'
 */
export function csvAmount(pence: Pence): CsvValue {
  return { kind: 'amount', pence };
}

/**
 * A date, written DD/MM/YYYY (SPEC §9).
 * @example csvField(csvDate('2026-03-31')) // '31/03/2026'
 */
export function csvDate(iso: string): CsvValue {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  return { kind: 'date', iso };
}

/**
 * A number that is not money (a VAT percentage), written as JavaScript writes it.
 * @example csvField(csvNumber(17.5)) // '17.5'
 */
export function csvNumber(value: number): CsvValue {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return { kind: 'number', value };
}

/** OWASP "CSV Injection": the characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180 §2.6: fields holding these are enclosed in double quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * One text field: quoted when it holds a comma, quote, CR or LF; a text that a spreadsheet would
 * run as a formula gets a leading single quote and is quoted.
 * @example csvText('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 */
export function csvText(text: string): string {
  if (FORMULA_START.test(text)) return quoted(`'${text}`);
  return NEEDS_QUOTES.test(text) ? quoted(text) : text;
}

/**
 * A text cell as it was before {@link csvText} neutralised it: the leading single quote in front
 * of a formula character is taken off, so an export imports back as the text it was.
 * @example readCsvText("'=SUM(A1)") // '=SUM(A1)'
 */
export function readCsvText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function typedField(value: CsvValue): string {
  switch (value.kind) {
    case 'amount':
      return penceToInputText(value.pence);
    case 'date': {
      const [year, month, day] = value.iso.split('-');
      return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
    }
    case 'number':
      return Object.is(value.value, -0) ? '0' : String(value.value);
  }
}

/**
 * One field as written: empty for null, typed values as they are, text by {@link csvText}.
 * @example csvField(null) // ''
 */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  return typeof cell === 'string' ? csvText(cell) : typedField(cell);
}

/**
 * One record with its CRLF.
 * @example csvRow(['Fuel', csvAmount(pence(-1250)), null]) // 'Fuel,-12.50,\r\n'
 */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}${CSV_LINE_END}`;
}

/**
 * The headings of a transaction export: each is one the import recognises (SPEC §9 "Accepted
 * import headings"), so an export imports back unchanged; 'Bank Account' is for the reader (an
 * import goes into the account chosen on the Finish Import screen).
 */
export const TRANSACTION_EXPORT_HEADINGS = [
  'Date',
  'Description',
  'Gross',
  'Net',
  'VAT Rate (%)',
  'Category',
  'Contact',
  'Transaction Type',
  'Margin Scheme Purchase Price',
  'Refund',
  'Bank Account',
] as const;

/** The Refund column's words. */
export const CSV_REFUND = { yes: 'Yes', no: 'No' } as const;
/** A VAT Exempt transaction's cell in the VAT Rate (%) column (exempt is no rate, SPEC §3). */
export const CSV_EXEMPT_RATE = 'Exempt';

/** What a transaction export writes of one transaction (its stored fields, amounts in pence). */
export interface ExportedTransaction {
  readonly date: string;
  readonly desc: string;
  readonly amount: Pence;
  readonly netAmount: Pence | null;
  readonly vatRateId: string | null;
  readonly categoryId: string | null;
  readonly transactionTypeId: number;
  readonly purchasePrice: Pence | null;
  readonly isRefund: boolean;
}

function vatRateCell(vatRateId: string | null): CsvCell {
  const rate = vatRateById(vatRateId);
  if (!rate) return null;
  return rate.exempt ? CSV_EXEMPT_RATE : csvNumber(rate.vatPercent);
}

/**
 * The cells of one transaction under {@link TRANSACTION_EXPORT_HEADINGS}: reference data by name
 * (category, type), the VAT rate as its percentage, the contact and account named by the caller.
 * @example csvRow(transactionCsvCells(tx, { contact: 'Acme Ltd', account: 'Main' })) // '06/04/2026,Sale,120.00,,20,Sales,Acme Ltd,Business,,No,Main\r\n'
 */
export function transactionCsvCells(
  tx: ExportedTransaction,
  names: { contact: string | null; account: string },
): CsvCell[] {
  return [
    csvDate(tx.date),
    tx.desc,
    csvAmount(tx.amount),
    tx.netAmount === null ? null : csvAmount(tx.netAmount),
    vatRateCell(tx.vatRateId),
    categoryById(tx.categoryId)?.name ?? null,
    names.contact,
    transactionTypeById(tx.transactionTypeId)?.name ?? null,
    tx.purchasePrice === null ? null : csvAmount(tx.purchasePrice),
    tx.isRefund ? CSV_REFUND.yes : CSV_REFUND.no,
    names.account,
  ];
}

/** The headings of a contact export: the Finish Import (contacts) column types (SPEC §2, §9). */
export const CONTACT_EXPORT_HEADINGS = CONTACT_COLUMN_TYPES.filter((type) => type !== 'Ignore');

/** What a contact export writes of one contact (SPEC §3 "Contact"). */
export interface ExportedContact {
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly mobile: string | null;
  readonly address: string | null;
  readonly website: string | null;
  readonly twitterHandle: string | null;
  readonly facebookProfile: string | null;
  readonly linkedinProfile: string | null;
  readonly otherSocials: string | null;
  readonly vrn: string | null;
}

/**
 * The cells of one contact under {@link CONTACT_EXPORT_HEADINGS} (every field is text).
 * @example csvRow(contactCsvCells(contact)) // 'Acme Ltd,orders@acme.example,,,,,,,,,\r\n'
 */
export function contactCsvCells(c: ExportedContact): CsvCell[] {
  return [
    c.name,
    c.email,
    c.phone,
    c.mobile,
    c.address,
    c.website,
    c.twitterHandle,
    c.facebookProfile,
    c.linkedinProfile,
    c.otherSocials,
    c.vrn,
  ];
}

/** SPEC §9: the file name of a contact export. */
export const CONTACT_EXPORT_FILE_NAME = 'export-contacts.csv';

/**
 * SPEC §9 `export-{timeframe}-{account}.csv` when the browser did not name the file: the dates
 * stand for the timeframe and the account's name (letters and digits) for the account.
 * @example transactionExportFileName('2026-04-06', '2027-04-05', 'Main account') // 'export-2026-04-06-to-2027-04-05-main-account.csv'
 */
export function transactionExportFileName(startDate: string, endDate: string, accountName: string | null): string {
  if (accountName === null) return `export-${startDate}-to-${endDate}-all-accounts.csv`;
  const account = accountName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `export-${startDate}-to-${endDate}-${account || 'account'}.csv`;
}
