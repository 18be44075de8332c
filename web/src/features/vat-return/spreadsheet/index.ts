/** Bridging mode's spreadsheet import (SPEC §2 "Import figures modal", §5 "VAT spreadsheet import"). */
export { MAX_SPREADSHEET_BYTES, readWorkbook, SPREADSHEET_ACCEPT, SpreadsheetError } from './read-workbook';
export type { CellValue, ParsedSheet, ParsedWorkbook } from './sheet-types';
export {
  type Contender,
  type DetectedFigures,
  detectFigures,
  detectFiguresInSheet,
  readCell,
  type ReadCellResult,
} from './detect-figures';
export { downloadTemplate, TEMPLATE_CELLS, TEMPLATE_FIGURES, TEMPLATE_FILE_NAMES, type TemplateKind } from './template';
export { SPREADSHEET_MESSAGES } from './messages';
export { ImportFiguresModal, type ImportFiguresModalProps, type ImportedFigures } from './import-figures-modal';
