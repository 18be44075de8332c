/** CSV imports (each mapped column's index, -1 when not mapped) and the CSV export. */
import * as z from 'zod';
import { CSV_DATE_FORMATS, MAX_IMPORT_ROWS } from '@bk/domain';
import { EnteredDate, Id, IsoDate, IsoDateTime, Money } from './common';

/** The heading row of an imported file, kept so a file with the same headings gets the same mapping. */
const Headings = z.array(z.string().max(200)).max(100);

/**
 * A previous import: its name, when, how many rows it brought, and (for a saved mapping) the
 * file's headings, the column index of each mapped field (the finish call's `...Index` fields),
 * the account and the date order it was imported with.
 */
export const ImportRecord = z.object({
  id: Id,
  name: z.string(),
  date: IsoDateTime,
  count: z.number().int(),
  headings: Headings.nullable(),
  mapping: z.record(z.string(), z.number().int()).nullable(),
  accountId: Id.nullable(),
  dateFormat: z.enum(CSV_DATE_FORMATS).nullable(),
});

const Index = z.number().int().min(-1);
export const ContactImportFinish = z.object({
  name: z.string().trim().min(1).max(100),
  nameIndex: Index,
  emailIndex: Index,
  phoneIndex: Index,
  mobileIndex: Index,
  addressIndex: Index,
  websiteIndex: Index,
  twitterIndex: Index,
  facebookIndex: Index,
  linkedinIndex: Index,
  otherSocialsIndex: Index,
  vrnIndex: Index,
  csvData: z.string(),
  /** The file's row number of each row of csvData (for "Row 17, ..." messages); default 1, 2, 3... */
  rowNumbers: z.array(z.number().int().min(1)).max(MAX_IMPORT_ROWS).optional(),
  headings: Headings.optional(),
});
export const TransactionImportFinish = z.object({
  /** Rows dated in VAT periods already filed with HMRC are imported only when confirmed (decision 0040). */
  confirmFiledPeriod: z.boolean().optional(),
  accountId: Id,
  name: z.string().trim().min(1).max(100),
  dateIndex: Index,
  amountIndex: Index,
  netAmountIndex: Index,
  vatAmountIndex: Index,
  payInIndex: Index,
  payOutIndex: Index,
  descIndex: Index,
  categoryIndex: Index,
  contactIndex: Index,
  vatRateIndex: Index,
  transactionTypeIndex: Index,
  purchasePriceIndex: Index,
  isRefundIndex: Index,
  csvData: z.string(),
  /** The order the file's dates are written in (worked out in the browser, confirmed by the person). */
  dateFormat: z.enum(CSV_DATE_FORMATS),
  /** The file's row number of each row of csvData (for "Row 17, ..." messages); default 1, 2, 3... */
  rowNumbers: z.array(z.number().int().min(1)).max(MAX_IMPORT_ROWS).optional(),
  headings: Headings.optional(),
});
/** Rows of a file about to be imported, to mark those the account already holds. */
export const ImportDuplicatesRequest = z.object({
  accountId: Id,
  rows: z.array(z.object({ date: EnteredDate, amount: Money, desc: z.string().max(2000) })).max(MAX_IMPORT_ROWS),
});
/** The indexes (into the request's rows) of the rows that match a transaction of the account. */
export const ImportDuplicates = z.object({ duplicates: z.array(z.number().int().min(0)) });
export const ImportResult = z.object({ id: Id, count: z.number().int() });
export const ExportRequest = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  bankAccountId: Id.nullable().optional(),
  /** The name a download from storage is given (export-{timeframe}-{account}.csv). */
  fileName: z
    .string()
    .max(200)
    .regex(/^[\w.\- ]+\.csv$/)
    .optional(),
});
/**
 * An export: the CSV text (UTF-8 with a byte-order mark), or, when it is larger than a response
 * can carry, a short-lived address to download it from instead.
 */
export const ExportResult = z.object({
  fileName: z.string(),
  rows: z.number().int(),
  csv: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
