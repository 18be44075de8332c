import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_ERRORS, fileTooLargeMessage, pendingRows, pendingRowsNote, readCsvLayout } from './layout';

const transactions = { firstRowIsHeader: true, kind: 'transactions' } as const;

describe('readCsvLayout', () => {
  it('a plain file: the first row is the headings', () => {
    expect(
      readCsvLayout(
        [
          ['Date', 'Description', 'Amount'],
          ['01/02/2025', 'Coffee', '-2.50'],
        ],
        transactions,
      ),
    ).toEqual({
      ok: true,
      headings: ['Date', 'Description', 'Amount'],
      rows: [['01/02/2025', 'Coffee', '-2.50']],
      rowNumbers: [2],
      notes: [],
    });
  });

  it('skips account details above the headings and says so', () => {
    const layout = readCsvLayout(
      [
        ['Account Name:', 'Mr J Smith'],
        ['Account Balance:', '1234.56'],
        [''],
        ['Date', 'Type', 'Description', 'Paid out', 'Paid in', 'Balance'],
        ['03/02/2025', 'DD', 'Gas', '50.00', '', '1184.56'],
      ],
      transactions,
    );
    expect(layout).toMatchObject({
      ok: true,
      headings: ['Date', 'Type', 'Description', 'Paid out', 'Paid in', 'Balance'],
      rowNumbers: [5],
      notes: ['Skipped 1 empty line.', 'Skipped 2 lines above the headings (account details).'],
    });
  });

  it('finds unknown headings by the most common width', () => {
    const layout = readCsvLayout(
      [['Statement'], ['When', 'What', 'How much'], ['x', 'y', '1'], ['x', 'y', '2']],
      transactions,
    );
    expect(layout).toMatchObject({ ok: true, headings: ['When', 'What', 'How much'], rowNumbers: [3, 4] });
  });

  it('drops trailing empty columns and pads short rows', () => {
    const layout = readCsvLayout(
      [['Date', 'Amount', '', ''], ['01/02/2025', '1.00', '', ''], ['02/02/2025']],
      transactions,
    );
    expect(layout).toMatchObject({
      ok: true,
      headings: ['Date', 'Amount'],
      rows: [
        ['01/02/2025', '1.00'],
        ['02/02/2025', ''],
      ],
      notes: ['Left out 2 empty columns at the end of the lines (trailing commas).'],
    });
  });

  it('a file without a heading row names its columns', () => {
    const layout = readCsvLayout([['01/02/2025', 'Coffee', '-2.50']], {
      firstRowIsHeader: false,
      kind: 'transactions',
    });
    expect(layout).toMatchObject({
      ok: true,
      headings: ['Column 1', 'Column 2', 'Column 3'],
      rows: [['01/02/2025', 'Coffee', '-2.50']],
      rowNumbers: [1],
    });
  });

  it("data where headings should be: Couldn't find CSV header", () => {
    expect(readCsvLayout([['01/02/2025', 'Coffee', '-2.50']], transactions)).toEqual({
      ok: false,
      error: CSV_IMPORT_ERRORS.noHeader,
    });
  });

  it('nothing but blanks or headings: Uploaded CSV is empty', () => {
    expect(readCsvLayout([[''], [' ', '']], transactions)).toEqual({ ok: false, error: 'Uploaded CSV is empty' });
    expect(readCsvLayout([['Date', 'Amount']], transactions)).toEqual({ ok: false, error: 'Uploaded CSV is empty' });
  });

  it('more than 5000 rows is refused', () => {
    const lines = [['Name'], ...Array.from({ length: 5001 }, (_, i) => [`Person ${i}`])];
    expect(readCsvLayout(lines, { firstRowIsHeader: true, kind: 'contacts' })).toEqual({
      ok: false,
      error: 'CSV file too large, max size 5000 rows',
    });
  });
});

describe('pending rows and messages', () => {
  it('rows with no amount in any amount column', () => {
    const rows = [
      ['01/02/2025', 'Card', '', ''],
      ['01/02/2025', 'Shop', '3.00', ''],
      ['01/02/2025', 'Pay', '', '9.00'],
    ];
    expect(pendingRows(rows, ['Date', 'Description', 'Pay out', 'Pay in'])).toEqual([0]);
    expect(pendingRows(rows, ['Date', 'Description', 'Ignore', 'Ignore'])).toEqual([]);
    expect(pendingRowsNote(2)).toBe('Left out 2 pending rows with no amount.');
    expect(pendingRowsNote(0)).toBeNull();
  });

  it('file too large', () => {
    expect(fileTooLargeMessage(2 * 1024 * 1024)).toBe('File too large, max size 2mb');
  });
});

describe('readCsvLayout properties', () => {
  it('every row has one cell per heading and keeps its line number; no empty line survives', () => {
    const cell = fc.oneof(fc.constant(''), fc.constant(' '), fc.stringMatching(/^[a-z0-9]{1,6}$/));
    const line = fc.array(cell, { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const layout = readCsvLayout(lines, { firstRowIsHeader: false, kind: 'transactions' });
        const written = lines.flatMap((cells, i) => (cells.some((c) => c.trim() !== '') ? [i + 1] : []));
        if (written.length === 0) {
          expect(layout).toEqual({ ok: false, error: CSV_IMPORT_ERRORS.empty });
          return;
        }
        if (!layout.ok) throw new Error(layout.error);
        expect(layout.rowNumbers).toEqual(written);
        for (const row of layout.rows) expect(row).toHaveLength(layout.headings.length);
        // The last column holds something: trailing empty columns are gone.
        const last = layout.headings.length - 1;
        expect(layout.rows.some((row) => (row[last] ?? '').trim() !== '')).toBe(true);
      }),
    );
  });
});
