/**
 * Bridging mode: finding the nine VAT figures in a spreadsheet (SPEC §5 "VAT spreadsheet import",
 * §3 "VAT spreadsheet import result").
 *
 * Pure rules over already-parsed cells (the browser reads the file, see
 * web/src/features/vat-return/spreadsheet). Money is compared exactly, as integer pence: a cell
 * holding 0.1 + 0.2 and one holding 0.3 are the same figure, 1.005 is read as the person typed it.
 *
 * Detection (SPEC §5): every run of 9 consecutive figures in a row or a column is a contender, except
 * sequential runs (1, 2, 3 ... box numbers, years); blank cells at positions 3, 5, 8 and 9 count as 0.
 * Each contender scores its sheet's keyword phrases (10 phrases, at most 9 points) plus points:
 * +10 if box 1 + box 2 = box 3; +10 if box 3 - box 4 = box 5; +5 if box 6 >= box 8; +5 if
 * box 7 >= box 9; -5 if all nine are zero; -5 per duplicate. The best contender across all sheets wins;
 * on a tie the first found (sheet order, then reading order) wins.
 */
export * from './vat-spreadsheet/cell-references';
export * from './vat-spreadsheet/cells';
export * from './vat-spreadsheet/scores';
export * from './vat-spreadsheet/contenders';
