/** SPEC §5 "VAT spreadsheet import", word for word, plus the product's own texts for a cell reference. */
export const SPREADSHEET_MESSAGES = {
  required: 'Select a file to continue',
  passwordProtected: 'Unable to import the sheet because it is password protected. Remove protection and try again.',
  noFileData: 'Could not find file data',
  noVatCells:
    'Could not automatically detect which cells contained VAT figures. Either enter the cell references manually or try again using the example VAT template.',
  noFiguresInSheet: (sheet: string) => `No VAT figures found in '${sheet}'. Try again or use the example VAT template.`,
  sheetNotFound: 'Document not found. Try importing again.',
  /** SPEC §5 "CSV import" and §9: the import file limit. */
  tooLarge: 'File too large, max size 2mb',
  invalidReference: 'Enter a cell reference as letters followed by digits, for example C4',
  notAFigure: (reference: string, sheet: string) =>
    `Cell ${reference} in '${sheet}' does not hold a figure. Enter the reference of a cell with a number in it.`,
} as const;
