/**
 * Crafted files through the app's own reading path (readWorkbook, then parseSheets, as the worker
 * runs it): the SheetJS build we ship (decision 0060) must neither pollute Object.prototype
 * (CVE-2023-30533, fixed in 0.19.3) nor spend minutes on text its old regular expressions
 * backtracked over (CVE-2024-22363, fixed in 0.20.2). With xlsx 0.18.5 the comment test pollutes
 * Object.prototype and each slow-text case runs for minutes, past the test's time limit.
 */
import type * as XlsxModule from 'xlsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SPREADSHEET_BYTES, PARSE_TIMEOUT_MS, readWorkbook, SpreadsheetError } from './read-workbook';
import type { ParsedWorkbook } from './sheet-types';

let XLSX: typeof XlsxModule;
beforeAll(async () => {
  const m = await import('xlsx');
  XLSX = (m as { default?: typeof XlsxModule }).default ?? m;
});

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

afterEach(() => {
  // A polluting parse would leave a key behind for every later test of this worker: remove it, but
  // only after the test itself has seen it (the assertions below run first).
  for (const key of Object.getOwnPropertyNames(Object.prototype)) {
    if (!PROTOTYPE_KEYS.includes(key)) delete (Object.prototype as Record<string, unknown>)[key];
  }
});

function expectPrototypeUntouched() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  const probe: Record<string, unknown> = {};
  expect(['c', 'polluted', 'Box 1', 't'].filter((key) => key in probe)).toEqual([]);
}

/** Plain data: a JSON round trip gives the same, and every object is a plain object or array. */
function expectPlainData(workbook: ParsedWorkbook) {
  expect(JSON.parse(JSON.stringify(workbook))).toEqual(workbook);
  expect(Object.getPrototypeOf(workbook)).toBe(Object.prototype);
  for (const sheet of workbook.sheets) {
    expect(Object.getPrototypeOf(sheet)).toBe(Object.prototype);
    expect(Object.keys(sheet).sort()).toEqual(['name', 'rows']);
    for (const row of sheet.rows) {
      expect(Array.isArray(row)).toBe(true);
      for (const cell of row) expect(cell === null || ['string', 'number'].includes(typeof cell)).toBe(true);
    }
  }
}

interface ZipContainer {
  FullPaths: string[];
}

const file = (name: string, bytes: Uint8Array | string) => ({
  name,
  arrayBuffer: () =>
    Promise.resolve(typeof bytes === 'string' ? new TextEncoder().encode(bytes).buffer : bytes.slice().buffer),
});

/**
 * An xlsx file written by the library, then edited inside its zip: the names the library would not
 * write itself (sheets, a defined name, a custom property and a comment's cell called `__proto__`).
 */
function craftedXlsx(edits: Record<string, (xml: string) => string>): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const name of ['A', 'B', 'C']) {
    const ws = XLSX.utils.aoa_to_sheet([['Box 1', 12.5]]);
    const a1 = ws.A1 as XlsxModule.CellObject;
    a1.c = Object.assign([{ a: 'Sam', t: 'checked' }], { hidden: true });
    XLSX.utils.book_append_sheet(wb, ws, name);
  }
  wb.Custprops = { Owner: 'Sam' };
  wb.Workbook = { Names: [{ Name: 'Total', Ref: 'A!$B$1' }] };
  // The library types its zip reader (cfb) as any; these are the calls used here.
  const CFB = XLSX.CFB as {
    read(data: Uint8Array, options: { type: 'array' }): ZipContainer;
    find(zip: ZipContainer, path: string): { content: Uint8Array | number[] } | null;
    write(zip: ZipContainer, options: { fileType: 'zip'; type: 'array' }): ArrayLike<number>;
  };
  const zip = CFB.read(new Uint8Array(XLSX.write(wb, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer), {
    type: 'array',
  });
  for (const [suffix, edit] of Object.entries(edits)) {
    const path = zip.FullPaths.find((p) => p.endsWith(suffix));
    const entry = path ? CFB.find(zip, path) : null;
    if (!entry) throw new Error(`The written workbook has no ${suffix}`);
    const xml = new TextDecoder().decode(Uint8Array.from(entry.content));
    const edited = edit(xml);
    expect(edited).not.toBe(xml);
    entry.content = new TextEncoder().encode(edited);
  }
  return Uint8Array.from(CFB.write(zip, { fileType: 'zip', type: 'array' }));
}

describe('a crafted workbook does not pollute Object.prototype', () => {
  it('a comment on the cell "__proto__" (CVE-2023-30533)', async () => {
    const bytes = craftedXlsx({ 'xl/comments1.xml': (xml) => xml.replace('ref="A1"', 'ref="__proto__"') });
    const workbook = await readWorkbook(file('comment.xlsx', bytes));
    expectPrototypeUntouched();
    expectPlainData(workbook);
    expect(workbook.sheets.map((s) => s.rows)).toEqual([[['Box 1', 12.5]], [['Box 1', 12.5]], [['Box 1', 12.5]]]);
  });

  it('sheets, a defined name and a custom property called __proto__, constructor and prototype', async () => {
    const bytes = craftedXlsx({
      'xl/workbook.xml': (xml) =>
        xml
          .replace('name="A"', 'name="__proto__"')
          .replace('name="B"', 'name="constructor"')
          .replace('name="C"', 'name="prototype"')
          .replace('name="Total"', 'name="__proto__"'),
      'docProps/custom.xml': (xml) => xml.replace('name="Owner"', 'name="__proto__"'),
    });
    const workbook = await readWorkbook(file('names.xlsx', bytes));
    expectPrototypeUntouched();
    expectPlainData(workbook);
    expect(workbook.sheets).toEqual([
      { name: '__proto__', rows: [['Box 1', 12.5]] },
      { name: 'constructor', rows: [['Box 1', 12.5]] },
      { name: 'prototype', rows: [['Box 1', 12.5]] },
    ]);
  });

  it('a SpreadsheetML file whose attributes and sheet are called __proto__', async () => {
    const xml =
      '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" ' +
      'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="__proto__" __proto__="x">' +
      '<Table><Row __proto__="1"><Cell constructor="y"><Data ss:Type="String">Box 1</Data></Cell>' +
      '<Cell><Data ss:Type="Number">12.5</Data></Cell></Row></Table></Worksheet></Workbook>';
    const workbook = await readWorkbook(file('proto.xml', xml));
    expectPrototypeUntouched();
    expectPlainData(workbook);
    expect(workbook.sheets).toEqual([{ name: '__proto__', rows: [['Box 1', 12.5]] }]);
  });

  it('a csv whose header names are __proto__, constructor and prototype', async () => {
    const csv = '__proto__,constructor,prototype\nBox 1,12.5,x\n';
    const workbook = await readWorkbook(file('header.csv', csv));
    expectPrototypeUntouched();
    expectPlainData(workbook);
    expect(workbook.sheets[0]?.rows).toEqual([
      ['__proto__', 'constructor', 'prototype'],
      // Text is read raw (decision 0016), so the figure keeps its exact decimal text.
      ['Box 1', '12.5', 'x'],
    ]);
    // The app reads rows as arrays; sheet_to_json is what a future reader keyed by header would use.
    const book = XLSX.read(csv, { type: 'string', raw: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''] as XlsxModule.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expectPrototypeUntouched();
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(Object.values(row).every((value) => typeof value === 'string')).toBe(true);
    }
  });
});

/**
 * Text the old parser's regular expressions took quadratic time over: each is under the 2mb limit
 * and must be answered well inside the worker's 20 s (PARSE_TIMEOUT_MS); with 0.18.5 each takes
 * minutes. The test's own time limit is what fails, so a busy machine does not make it flaky.
 */
describe('slow-to-parse text finishes quickly (CVE-2024-22363)', () => {
  const header = '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">';
  const fill = (start: string, unit: string) =>
    start + unit.repeat(Math.floor((MAX_SPREADSHEET_BYTES * 0.7 - start.length) / unit.length));

  it.each([
    ['unclosed tags in SpreadsheetML', fill(header, '<a ')],
    ['unclosed comments in SpreadsheetML', fill(header, '<!--')],
    ['unclosed table rows in HTML', fill('<table>', '<tr>')],
  ])(
    '%s',
    async (_, text) => {
      expect(text.length).toBeLessThan(MAX_SPREADSHEET_BYTES);
      const outcome = await readWorkbook(file('slow.xml', text)).then(
        () => 'read',
        (error: unknown) => (error instanceof SpreadsheetError ? 'refused' : String(error)),
      );
      expect(['read', 'refused']).toContain(outcome);
      expectPrototypeUntouched();
    },
    PARSE_TIMEOUT_MS,
  );
});
