/** CSV imports (each mapped column's index, -1 when not mapped) and the CSV export. */
import * as z from 'zod/mini';
import { CSV_DATE_FORMATS, MAX_IMPORT_ROWS } from '@bk/domain';
import { EnteredDate, Id, IsoDate, IsoDateTime, Money } from './common';

/** The heading row of an imported file, kept so a file with the same headings gets the same mapping. */
const Headings = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100));

/**
 * A previous import: its name, when, how many rows it brought, and (for a saved mapping) the
 * file's headings, the column index of each mapped field (the finish call's `...Index` fields),
 * the account and the date order it was imported with.
 */
export const ImportRecord = z.object({
  id: Id,
  name: z.string(),
  date: IsoDateTime,
  count: z.number().check(z.int()),
  headings: z.nullable(Headings),
  mapping: z.nullable(z.record(z.string(), z.number().check(z.int()))),
  accountId: z.nullable(Id),
  dateFormat: z.nullable(z.enum(CSV_DATE_FORMATS)),
});

const Index = z.number().check(z.int(), z.gte(-1));
export const ContactImportFinish = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
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
  rowNumbers: z.optional(z.array(z.number().check(z.int(), z.gte(1))).check(z.maxLength(MAX_IMPORT_ROWS))),
  headings: z.optional(Headings),
});
export const TransactionImportFinish = z.object({
  /** Rows dated in VAT periods already filed with HMRC are imported only when confirmed (decision 0040). */
  confirmFiledPeriod: z.optional(z.boolean()),
  accountId: Id,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
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
  rowNumbers: z.optional(z.array(z.number().check(z.int(), z.gte(1))).check(z.maxLength(MAX_IMPORT_ROWS))),
  headings: z.optional(Headings),
});
/** Rows of a file about to be imported, to mark those the account already holds. */
export const ImportDuplicatesRequest = z.object({
  accountId: Id,
  rows: z
    .array(z.object({ date: EnteredDate, amount: Money, desc: z.string().check(z.maxLength(2000)) }))
    .check(z.maxLength(MAX_IMPORT_ROWS)),
});
/** The indexes (into the request's rows) of the rows that match a transaction of the account. */
export const ImportDuplicates = z.object({ duplicates: z.array(z.number().check(z.int(), z.gte(0))) });
export const ImportResult = z.object({ id: Id, count: z.number().check(z.int()) });
export const ExportRequest = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  bankAccountId: z.optional(z.nullable(Id)),
  /** The name a download from storage is given (export-{timeframe}-{account}.csv). */
  fileName: z.optional(z.string().check(z.maxLength(200), z.regex(/^[\w.\- ]+\.csv$/))),
});
/**
 * An export: the CSV text (UTF-8 with a byte-order mark), or, when it is larger than a response
 * can carry, a short-lived address to download it from instead.
 */
export const ExportResult = z.object({
  fileName: z.string(),
  rows: z.number().check(z.int()),
  csv: z.nullable(z.string()),
  downloadUrl: z.nullable(z.string()),
});
