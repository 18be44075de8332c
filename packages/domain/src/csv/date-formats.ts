/**
 * The orders a CSV's dates may be written in. Separators (`/`, `-`, `.`, space), two- or four-digit
 * years, month names (`01 Jan 2025`, `01-Jan-25`) and a trailing time are read in every order; the
 * order is what a file must settle (a day above 12 does, a month name does for its own row).
 */
export const CSV_DATE_FORMATS = ['DMY', 'MDY', 'YMD'] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

/** How each order reads to a person choosing it. */
export const CSV_DATE_FORMAT_LABELS: Record<CsvDateFormat, string> = {
  DMY: 'Day/Month/Year (31/01/2025)',
  MDY: 'Month/Day/Year (01/31/2025)',
  YMD: 'Year-Month-Day (2025-01-31)',
};

/** The most rows one CSV import may hold (SPEC §9), and the largest file (2 MB). */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;
