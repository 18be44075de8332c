import type * as XlsxModule from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFigures, detectFiguresInSheet, readCell } from './detect-figures';
import { MAX_SPREADSHEET_BYTES, readWorkbook, SpreadsheetError } from './read-workbook';
import type { ParsedWorkbook } from './sheet-types';
import { buildTemplateWorkbook, templateBytes } from './template';

let XLSX: typeof XlsxModule;
beforeAll(async () => {
  const m = await import('xlsx');
  XLSX = (m as { default?: typeof XlsxModule }).default ?? m;
});

const file = (name: string, bytes: Uint8Array | ArrayBuffer | string) => ({
  name,
  arrayBuffer: () =>
    Promise.resolve(
      typeof bytes === 'string'
        ? new TextEncoder().encode(bytes).buffer
        : bytes instanceof Uint8Array
          ? bytes.slice().buffer
          : bytes,
    ),
});

/** The error text readWorkbook (then detectFigures) gives for a file, or 'ok'. */
async function importText(name: string, bytes: Uint8Array | ArrayBuffer | string): Promise<string> {
  try {
    detectFigures(await readWorkbook(file(name, bytes)));
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetError);
    return (error as Error).message;
  }
}

// The template's figures and cells, written out by hand.
const TEMPLATE_CELLS = {
  vatDueSales: 'C4',
  vatDueAcquisitions: 'C5',
  totalVatDue: 'C6',
  vatReclaimedCurrPeriod: 'C7',
  netVatDue: 'C8',
  totalValueSalesExVAT: 'C9',
  totalValuePurchasesExVAT: 'C10',
  totalValueGoodsSuppliedExVAT: 'C11',
  totalAcquisitionsExVAT: 'C12',
};
const TEMPLATE_VALUES = {
  vatDueSales: 12345.67,
  vatDueAcquisitions: 123.45,
  totalVatDue: 12469.12,
  vatReclaimedCurrPeriod: 2345.89,
  netVatDue: 10123.23,
  totalValueSalesExVAT: 61728,
  totalValuePurchasesExVAT: 11729,
  totalValueGoodsSuppliedExVAT: 0,
  totalAcquisitionsExVAT: 617,
};
const FIGURES = Object.values(TEMPLATE_VALUES);

function write(book: XlsxModule.WorkBook, bookType: XlsxModule.BookType): Uint8Array {
  return new Uint8Array(XLSX.write(book, { bookType, type: 'array' }) as ArrayBuffer);
}
function book(sheets: Record<string, (string | number | null)[][]>): XlsxModule.WorkBook {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return wb;
}

describe('the example templates read back exactly', () => {
  it('xlsx: the nine cells and figures of the template, boxes 3 and 5 as formulas', async () => {
    const bytes = await templateBytes('xlsx');
    const workbook = await readWorkbook(file('vat-return-template.xlsx', bytes));
    const detected = detectFigures(workbook);
    expect(detected.fileName).toBe('vat-return-template.xlsx');
    expect(detected.sheetName).toBe('VAT Return');
    expect(detected.cells).toEqual(TEMPLATE_CELLS);
    expect(detected.values).toEqual(TEMPLATE_VALUES);
    // 9 keyword points + 10 + 10 + 5 + 5.
    expect(detected.contenders[0]?.totalScore).toBe(39);
    const raw = XLSX.read(bytes, { type: 'array' }).Sheets['VAT Return'] as XlsxModule.WorkSheet;
    expect([raw.C6?.f, raw.C8?.f]).toEqual(['C4+C5', 'ABS(C6-C7)']);
  });

  it('csv: the same cells and figures, written with thousands commas', async () => {
    const bytes = await templateBytes('csv');
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"12,345.67"');
    expect(text).toContain('Amount (£)');
    const detected = detectFigures(await readWorkbook(file('vat-return-template.csv', bytes)));
    expect(detected.sheetName).toBe('Sheet1');
    expect(detected.cells).toEqual(TEMPLATE_CELLS);
    expect(detected.values).toEqual(TEMPLATE_VALUES);
  });

  it.each(['xlsx', 'xlsm', 'xlsb', 'xls', 'biff5', 'ods', 'fods', 'xlml', 'sylk', 'html'] as const)(
    'the template saved as %s reads back the same',
    async (bookType) => {
      const bytes = write(buildTemplateWorkbook(XLSX), bookType);
      const detected = detectFigures(await readWorkbook(file(`template.${bookType}`, bytes)));
      expect(detected.cells).toEqual(TEMPLATE_CELLS);
      expect(detected.values).toEqual(TEMPLATE_VALUES);
    },
  );
});

describe('figures anywhere in the workbook', () => {
  it('finds figures moved to other cells of a later sheet', async () => {
    const rows: (string | number | null)[][] = Array.from({ length: 9 }, () => []);
    FIGURES.forEach((f, i) => rows.push([null, null, null, null, `Box ${i + 1}`, f]));
    const bytes = write(book({ Notes: [['Quarter to 30 June'], ['Prepared by', 'Sam']], 'Q1 figures': rows }), 'xlsx');
    const detected = detectFigures(await readWorkbook(file('moved.xlsx', bytes)));
    expect(detected.sheetName).toBe('Q1 figures');
    expect(detected.cells).toEqual({
      vatDueSales: 'F10',
      vatDueAcquisitions: 'F11',
      totalVatDue: 'F12',
      vatReclaimedCurrPeriod: 'F13',
      netVatDue: 'F14',
      totalValueSalesExVAT: 'F15',
      totalValuePurchasesExVAT: 'F16',
      totalValueGoodsSuppliedExVAT: 'F17',
      totalAcquisitionsExVAT: 'F18',
    });
    expect(detected.values).toEqual(TEMPLATE_VALUES);
  });

  it('finds figures across a row, as text with thousands commas in a csv', async () => {
    const csv = `Box,1,2,3,4,5,6,7,8,9\nAmount,"12,345.67",123.45,"12,469.12","2,345.89","10,123.23","61,728","11,729",,617\n`;
    const detected = detectFigures(await readWorkbook(file('row.csv', csv)));
    expect(detected.cells.vatDueSales).toBe('B2');
    expect(detected.cells.totalAcquisitionsExVAT).toBe('J2');
    // Box 8 is blank and counts as 0.
    expect(detected.values).toEqual(TEMPLATE_VALUES);
  });

  it('reads a csv saved as Windows-1252, £ included', async () => {
    const text = FIGURES.map((f, i) => `Box ${i + 1},£${f}`).join('\r\n');
    const bytes = Uint8Array.from(text, (ch) => (ch === '£' ? 0xa3 : ch.charCodeAt(0)));
    const detected = detectFigures(await readWorkbook(file('ansi.csv', bytes)));
    expect(detected.cells.vatDueSales).toBe('B1');
    expect(detected.values).toEqual(TEMPLATE_VALUES);
  });

  it('prefers the run whose box 3 and box 5 add up over another run of figures', async () => {
    const monthly = [
      [`Month`, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      ['Sales', 900, 450, 1200, 300, 800, 1000, 50, 70, 20],
    ];
    const rows = [...monthly, [], ...FIGURES.map((f) => ['', f])];
    const detected = detectFigures(await readWorkbook(file('two-runs.xlsx', write(book({ S: rows }), 'xlsx'))));
    expect(detected.cells.vatDueSales).toBe('B4');
    // The monthly sales across row 2, and down column B from B1 (B3 is blank: box 3 may be).
    expect(detected.contenders.map((c) => [c.cells.vatDueSales, c.direction])).toEqual([
      ['B4', 'column'],
      ['B2', 'row'],
      ['B1', 'column'],
    ]);
  });
});

describe("files that cannot be imported get the spec's texts", () => {
  it('a password-protected workbook', async () => {
    // An Excel-encrypted file is an OLE container holding EncryptionInfo (agile, version 4.4) and EncryptedPackage.
    const CFB = XLSX.CFB as {
      utils: { cfb_new(): object; cfb_add(cfb: object, name: string, content: Uint8Array): void };
      write(cfb: object, options: { type: 'array' }): number[];
    };
    const cfb = CFB.utils.cfb_new();
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><encryption><keyData saltSize="16" blockSize="16"/></encryption>';
    const info = new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0, ...new TextEncoder().encode(xml)]);
    CFB.utils.cfb_add(cfb, 'EncryptionInfo', info);
    CFB.utils.cfb_add(cfb, 'EncryptedPackage', new Uint8Array(64).fill(7));
    const bytes = CFB.write(cfb, { type: 'array' });
    expect(await importText('locked.xlsx', Uint8Array.from(bytes))).toBe(
      'Unable to import the sheet because it is password protected. Remove protection and try again.',
    );
  });

  it('an empty file, a file of spaces and a workbook with no cells', async () => {
    expect(await importText('empty.csv', new Uint8Array(0))).toBe('Could not find file data');
    expect(await importText('blank.csv', ' \r\n \n')).toBe('Could not find file data');
    expect(await importText('empty.xlsx', write(book({ Sheet1: [] }), 'xlsx'))).toBe('Could not find file data');
  });

  it('files that are not spreadsheets', async () => {
    const unknown = 'An unknown error occurred, please try again';
    expect(await importText('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0]))).toBe(unknown);
    expect(await importText('photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]))).toBe(
      unknown,
    );
    expect(await importText('doc.pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')).toBe(unknown);
    expect(await importText('data.bin', new Uint8Array([0x42, 0x4d, 0x36, 0, 0, 0, 0, 0, 0x36, 0]))).toBe(unknown);
    expect(
      await importText('archive.zip', new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0, ...new Array(20).fill(0)])),
    ).toBe(unknown);
  });

  it('a file over 2mb', async () => {
    expect(await importText('big.csv', new Uint8Array(MAX_SPREADSHEET_BYTES + 1).fill(0x31))).toBe(
      'File too large, max size 2mb',
    );
  });

  it('a sheet without figures, and figures that never run nine long', async () => {
    expect(await importText('notes.txt', 'Dear HMRC,\nplease find my return.\n')).toBe(
      "No VAT figures found in 'Sheet1'. Try again or use the example VAT template.",
    );
    expect(await importText('short.csv', '1,2,3\n4,5,6\n')).toBe(
      'Could not automatically detect which cells contained VAT figures. Either enter the cell references manually or try again using the example VAT template.',
    );
    // Box numbers 1 to 9 alone are a sequential run, not figures.
    expect(await importText('numbers.csv', '1\n2\n3\n4\n5\n6\n7\n8\n9\n')).toBe(
      'Could not automatically detect which cells contained VAT figures. Either enter the cell references manually or try again using the example VAT template.',
    );
  });
});

describe('reading a cell by its reference', () => {
  let workbook: ParsedWorkbook;
  beforeAll(async () => {
    workbook = await readWorkbook(file('vat-return-template.xlsx', await templateBytes('xlsx')));
  });

  it('reads the figure of a numeric cell, whatever the case of the reference', () => {
    expect(readCell(workbook, 'VAT Return', 'C4')).toEqual({ ok: true, value: 12345.67, reference: 'C4' });
    expect(readCell(workbook, 'VAT Return', ' c10')).toEqual({ ok: true, value: 11729, reference: 'C10' });
  });

  it('flags a reference that is not letters then digits, or not a figure', () => {
    expect(readCell(workbook, 'VAT Return', '4C')).toEqual({
      ok: false,
      message: 'Enter a cell reference as letters followed by digits, for example C4',
    });
    expect(readCell(workbook, 'VAT Return', 'B4')).toEqual({
      ok: false,
      message: "Cell B4 in 'VAT Return' does not hold a figure. Enter the reference of a cell with a number in it.",
    });
    expect(readCell(workbook, 'VAT Return', 'Z99')).toMatchObject({ ok: false });
  });

  it('reads a blank cell as 0 only for boxes 3, 5, 8 and 9', () => {
    expect(readCell(workbook, 'VAT Return', 'C20', 'totalAcquisitionsExVAT')).toEqual({
      ok: true,
      value: 0,
      reference: 'C20',
    });
    expect(readCell(workbook, 'VAT Return', 'C20', 'vatDueSales')).toMatchObject({ ok: false });
  });

  it("says 'Document not found' for a sheet the workbook does not have", () => {
    expect(readCell(workbook, 'Other', 'C4')).toEqual({
      ok: false,
      message: 'Document not found. Try importing again.',
    });
    expect(() => detectFiguresInSheet(workbook, 'Other')).toThrow('Document not found. Try importing again.');
    expect(detectFiguresInSheet(workbook, 'VAT Return').cells.netVatDue).toBe('C8');
  });
});
