/**
 * The rows of a transaction CSV import as the ledger will keep them (SPEC §3 Transaction CSV
 * import, §5 "CSV import" and "Transaction amounts"). The browser's preview and the server's
 * import both read rows here, so what a person sees is what is stored.
 */
import { CATEGORIES, type Category } from '../categories';
import { absPence, negatePence, pence, subtractPence, type Pence } from '../money';
import {
  grossFromNet,
  isIgnoredTransaction,
  netToSend,
  signedAmount,
  suggestVatRateId,
  transactionNetAndVat,
} from '../transaction-rules';
import { DEFAULT_TRANSACTION_TYPE_ID, TransactionType, TRANSACTION_TYPES } from '../transaction-types';
import { EXEMPT_RATE_ID, VAT_RATES, vatPercentOf, ZERO_RATE_ID } from '../vat-rates';
import { readCsvAmount, readCsvPercent } from './amounts';
import type { CsvDateFormat } from './date-formats';
import { DATE_RANGE_MESSAGE, isEnteredDateInRange } from '../date-bounds';
import { readCsvDate } from './dates';
import type { TransactionIndexField } from './headings';
import { readCsvText } from './writer';

/** The finish call's column index of each field (-1: not mapped). */
export type TransactionColumns = Readonly<Record<TransactionIndexField, number>>;

/** Something wrong with one cell (or, with row 0, with the mapping), in words a person can act on. */
export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

/** One row as it will be stored: amounts in pence, signed by the domain's rules. */
export interface ImportedTransactionRow {
  /** The file's row number (for messages and the preview). */
  row: number;
  date: string;
  desc: string;
  categoryId: string | null;
  /** The contact's name as written (the import finds or creates the contact), or null. */
  contactName: string | null;
  transactionTypeId: number;
  vatRateId: string;
  /** The signed gross. */
  amount: Pence;
  /** The net to store: only when it differs from the one worked out from the gross (SPEC §5). */
  netAmount: Pence | null;
  /** The VAT the row carries (shown in the preview). */
  vatAmount: Pence;
  purchasePrice: Pence | null;
  isRefund: boolean;
  /** No category the product knows: the row becomes an incomplete transaction. */
  incomplete: boolean;
  /** Counts in income and expense totals (complete and not ignored). */
  counted: boolean;
}

/** The longest description a transaction keeps (the contract's limit). */
export const MAX_IMPORTED_DESC = 500;

const COLUMN = {
  dateIndex: 'Date',
  amountIndex: 'Gross amount',
  netAmountIndex: 'Net amount',
  vatAmountIndex: 'VAT amount',
  payInIndex: 'Pay in',
  payOutIndex: 'Pay out',
  descIndex: 'Description',
  categoryIndex: 'Category',
  contactIndex: 'Contact',
  vatRateIndex: 'VAT rate (%)',
  transactionTypeIndex: 'Transaction type',
  purchasePriceIndex: 'Margin scheme purchase price',
  isRefundIndex: 'Refund',
} as const satisfies Record<TransactionIndexField, string>;

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const CATEGORY_BY_NAME = new Map<string, Category[]>();
for (const c of CATEGORIES) CATEGORY_BY_NAME.set(squash(c.name), [...(CATEGORY_BY_NAME.get(squash(c.name)) ?? []), c]);

/** A category by name (any case and spacing); of two with one name, the one in force on the date. */
function categoryByName(name: string, date: string): Category | null {
  const found = CATEGORY_BY_NAME.get(squash(name)) ?? [];
  return found.find((c) => date >= c.startDate && (c.endDate === null || date < c.endDate)) ?? found[0] ?? null;
}

/** A transaction type by name ('Margin Scheme', 'business (eu)') or by its number. */
function transactionTypeByText(text: string): number | null {
  const key = squash(text);
  if (key === '') return DEFAULT_TRANSACTION_TYPE_ID;
  const byName = TRANSACTION_TYPES.find((t) => squash(t.name) === key || String(t.id) === key);
  return byName ? byName.id : null;
}

/** A VAT rate by percent: the rate (not VAT Exempt) for 0, and the single rate for 20 or 5. */
function vatRateIdByPercent(percent: number): string | null {
  const rates = VAT_RATES.filter((r) => r.vatPercent === percent);
  return (rates.find((r) => !r.exempt) ?? rates[0])?.id ?? null;
}

const REFUND_YES = new Set(['yes', 'y', 'true', '1']);
const REFUND_NO = new Set(['no', 'n', 'false', '0']);

/**
 * Read the rows of a transaction import. Each problem names the file's row and column, e.g.
 * "Row 17, Date: '31/02/2025' is not a date"; a row with a problem is left out of `rows`. A row
 * whose category the product does not know is read as incomplete (categorised later), not refused.
 * @example readTransactionRows([['01/02/2025', '-12.50', 'Fuel']], { ...unmapped, dateIndex: 0, amountIndex: 1, descIndex: 2 }, 'DMY')
 */
export function readTransactionRows(
  rows: readonly (readonly string[])[],
  columns: TransactionColumns,
  dateFormat: CsvDateFormat,
  rowNumbers?: readonly number[],
): { rows: ImportedTransactionRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [...mappingProblems(columns)];
  if (problems.length > 0) return { rows: [], problems };
  const read: ImportedTransactionRow[] = [];
  rows.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return; // SPEC §5: all-empty rows are skipped
    const row = rowNumbers?.[i] ?? i + 1;
    const found = readRow(cells, columns, dateFormat, row);
    if ('problems' in found) problems.push(...found.problems);
    else read.push(found.read);
  });
  return { rows: read, problems };
}

/** What the mapping itself lacks: a date, and an amount (gross, pay in / pay out, or net). */
function mappingProblems(columns: TransactionColumns): RowProblem[] {
  const problems: RowProblem[] = [];
  if (columns.dateIndex < 0)
    problems.push({ row: 0, column: COLUMN.dateIndex, message: 'Choose the column that holds the date' });
  const payInOut = columns.payInIndex >= 0 || columns.payOutIndex >= 0;
  if (columns.amountIndex < 0 && !payInOut && columns.netAmountIndex < 0)
    problems.push({
      row: 0,
      column: COLUMN.amountIndex,
      message: 'Choose the column that holds the amount, or the Pay in and Pay out columns',
    });
  if (columns.amountIndex >= 0 && payInOut)
    problems.push({
      row: 0,
      column: COLUMN.amountIndex,
      message: 'Choose either a Gross amount column or Pay in and Pay out columns, not both',
    });
  return problems;
}

type RowResult = { read: ImportedTransactionRow } | { problems: RowProblem[] };

function readRow(
  cells: readonly string[],
  columns: TransactionColumns,
  dateFormat: CsvDateFormat,
  row: number,
): RowResult {
  const problems: RowProblem[] = [];
  const cell = (field: TransactionIndexField) => (columns[field] >= 0 ? (cells[columns[field]] ?? '') : '');
  const problem = (field: TransactionIndexField, message: string) => {
    problems.push({ row, column: COLUMN[field], message: `Row ${row}, ${COLUMN[field]}: ${message}` });
  };
  const quoted = (field: TransactionIndexField) => `'${cell(field).trim()}'`;
  /** An amount cell in pence; blank is 0 (SPEC §5) unless `blank` says otherwise. */
  const amountOf = (field: TransactionIndexField, blank: Pence | null = pence(0)): Pence | null => {
    if (columns[field] < 0) return null;
    const result = readCsvAmount(cell(field));
    if (!result.ok) {
      problem(field, `${quoted(field)} ${result.reason}`);
      return null;
    }
    return result.pence ?? blank;
  };

  const dateText = cell('dateIndex').trim();
  const date = readCsvDate(dateText, dateFormat);
  if (dateText === '') problem('dateIndex', 'a date is needed');
  else if (date === null) problem('dateIndex', `${quoted('dateIndex')} is not a date`);
  else if (!isEnteredDateInRange(date))
    problem('dateIndex', `${quoted('dateIndex')} is too early or too late. ${DATE_RANGE_MESSAGE}`);

  const transactionTypeId = transactionTypeByText(cell('transactionTypeIndex'));
  if (transactionTypeId === null)
    problem('transactionTypeIndex', `${quoted('transactionTypeIndex')} is not a transaction type`);

  const refundText = squash(cell('isRefundIndex'));
  const isRefund = refundText === '' || REFUND_NO.has(refundText) ? false : REFUND_YES.has(refundText) || undefined;
  if (isRefund === undefined) problem('isRefundIndex', `${quoted('isRefundIndex')} is not yes or no`);

  let percent: number | null = null;
  // Exempt is no percent (0% is zero rated): the word is how an export writes it.
  const exempt = columns.vatRateIndex >= 0 && /^(vat )?exempt$/.test(squash(cell('vatRateIndex')));
  if (columns.vatRateIndex >= 0 && !exempt) {
    const read = readCsvPercent(cell('vatRateIndex'));
    if (!read.ok) problem('vatRateIndex', `${quoted('vatRateIndex')} ${read.reason}`);
    else {
      percent = read.percent ?? 0;
      if (vatRateIdByPercent(percent) === null)
        problem('vatRateIndex', `${quoted('vatRateIndex')} is not a VAT rate (20, 5 or 0)`);
    }
  }

  const gross = amountOf('amountIndex');
  const payIn = amountOf('payInIndex');
  const payOut = amountOf('payOutIndex');
  // A blank net is "not given" (worked out from the gross): read as 0 it would make the whole gross VAT.
  const net = amountOf('netAmountIndex', null);
  const vat = amountOf('vatAmountIndex');
  const purchase = amountOf('purchasePriceIndex');
  if (problems.length > 0 || date === null || transactionTypeId === null || isRefund === undefined) return { problems };

  const category =
    columns.categoryIndex >= 0 && cell('categoryIndex').trim() !== ''
      ? categoryByName(cell('categoryIndex'), date)
      : null;
  const typed = typedGross({ gross, payIn, payOut, net, vat, percent });
  if (typed === null) {
    problem('amountIndex', 'an amount is needed');
    return { problems };
  }
  const amount = signedAmount({ amount: typed, category, isRefund, transactionTypeId });
  const isIncome = category?.saCategory ? category.saCategory.income : amount > 0;
  const isMargin = transactionTypeId === TransactionType.MARGIN_SCHEME;
  const purchasePrice = isMargin ? absPence(purchase ?? pence(0)) : null;
  const vatRateId = exempt
    ? EXEMPT_RATE_ID
    : percent === null
      ? suggestVatRateId({ category, transactionTypeId, isIncome, amount, purchasePrice })
      : (vatRateIdByPercent(percent) ?? ZERO_RATE_ID);
  const vatPercent = vatPercentOf(vatRateId);

  let givenNet: Pence | null = net === null ? null : absPence(net);
  if (givenNet === null && vat !== null && columns.vatAmountIndex >= 0) {
    if (absPence(vat) > absPence(amount)) {
      problem('vatAmountIndex', `${quoted('vatAmountIndex')} is more than the gross amount`);
      return { problems };
    }
    givenNet = subtractPence(absPence(amount), absPence(vat));
  }
  const signedNet = givenNet === null ? null : amount < 0 ? negatePence(givenNet) : givenNet;
  const netAmount = netToSend({ net: signedNet, gross: amount, vatPercent, transactionTypeId, isIncome });
  const { vat: vatAmount } = transactionNetAndVat({
    gross: amount,
    net: netAmount,
    vatPercent,
    transactionTypeId,
    isIncome,
    purchasePrice,
  });
  const desc = readCsvText(cell('descIndex').trim()).slice(0, MAX_IMPORTED_DESC);
  const contactName = readCsvText(cell('contactIndex').trim()) || null;
  const incomplete = category === null;
  return {
    read: {
      row,
      date,
      desc,
      categoryId: category?.id ?? null,
      contactName,
      transactionTypeId,
      vatRateId,
      amount,
      netAmount,
      vatAmount,
      purchasePrice,
      isRefund,
      incomplete,
      counted: !incomplete && !isIgnoredTransaction({ transactionTypeId, category }),
    },
  };
}

/**
 * The gross as typed (before the sign rules): the Gross amount column; else Pay in minus Pay out;
 * else the net plus its VAT (the VAT amount column, or the rate's VAT on the net).
 */
function typedGross(cells: {
  gross: Pence | null;
  payIn: Pence | null;
  payOut: Pence | null;
  net: Pence | null;
  vat: Pence | null;
  percent: number | null;
}): Pence | null {
  if (cells.gross !== null) return cells.gross;
  if (cells.payIn !== null || cells.payOut !== null)
    return subtractPence(absPence(cells.payIn ?? pence(0)), absPence(cells.payOut ?? pence(0)));
  if (cells.net === null) return null;
  if (cells.vat !== null) {
    const magnitude = pence(Math.abs(cells.net) + Math.abs(cells.vat));
    return cells.net < 0 ? negatePence(magnitude) : magnitude;
  }
  return grossFromNet(cells.net, cells.percent ?? 0);
}
