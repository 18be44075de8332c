import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTransactionRows, suggestColumns, transactionIndexes } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { detectColumnDates, previewTransactions } from '../transaction-preview';
import { decodeCsvBytes, parseCsvText, readCsvBytes } from './read-csv';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '../../../../../tests/fixtures/csv', name)));
const header = { firstRowIsHeader: true, kind: 'transactions' } as const;

/** Every bank fixture holds the same three transactions. */
const THREE = [
  { date: '2025-02-03', amount: -4520 },
  { date: '2025-02-05', amount: 125000 },
  { date: '2025-02-14', amount: -999 },
];

describe('bank layouts read end to end', () => {
  it.each([
    ['barclays.csv', true],
    ['lloyds.csv', true],
    ['natwest.csv', true],
    ['monzo.csv', true],
    ['starling.csv', true],
    ['nationwide-details-above.csv', true],
    ['windows-1252-pounds.csv', true],
    ['hsbc-no-headings.csv', false],
  ])('%s', (name, firstRowIsHeader) => {
    const file = readCsvBytes(fixture(name), { firstRowIsHeader, kind: 'transactions' });
    if (!file.ok) throw new Error(file.error);
    const types = firstRowIsHeader
      ? suggestColumns(file.headings, 'transactions', file.rows)
      : ['Date' as const, 'Description' as const, 'Gross amount' as const];
    const dates = detectColumnDates(file.rows, types);
    expect(dates.format).toBe('DMY');
    const read = readTransactionRows(file.rows, transactionIndexes(types), 'DMY', file.rowNumbers);
    expect(read.problems).toEqual([]);
    expect(read.rows.map((row) => ({ date: row.date, amount: row.amount }))).toEqual(THREE);
  });

  it('says what it skipped above the headings', () => {
    const file = readCsvBytes(fixture('nationwide-details-above.csv'), header);
    expect(file).toMatchObject({
      ok: true,
      headings: ['Date', 'Transaction type', 'Description', 'Paid out', 'Paid in', 'Balance'],
      rowNumbers: [6, 7, 8],
      notes: ['Skipped 1 empty line.', 'Skipped 3 lines above the headings (account details).'],
    });
  });

  it('reads Windows-1252 and says so', () => {
    const file = readCsvBytes(fixture('windows-1252-pounds.csv'), header);
    expect(file).toMatchObject({ ok: true, encoding: 'windows-1252' });
    if (!file.ok) return;
    expect(file.rows[2]?.[1]).toBe('CAFÉ NERO');
    expect(file.notes[0]).toBe(
      'The file is not UTF-8: it was read as Windows-1252 (the encoding older Excel saves in).',
    );
  });

  it('leaves out pending rows and trailing commas, and says so', () => {
    const file = readCsvBytes(fixture('pending-trailing-commas.csv'), header);
    if (!file.ok) throw new Error(file.error);
    expect(file.headings).toEqual(['Date', 'Description', 'Paid out', 'Paid in']);
    expect(file.notes).toEqual([
      'Skipped 1 empty line.',
      'Left out 3 empty columns at the end of the lines (trailing commas).',
    ]);
    const types = suggestColumns(file.headings, 'transactions');
    const preview = previewTransactions({ rows: file.rows, rowNumbers: file.rowNumbers, types, dateFormat: 'DMY' });
    expect([...preview.pending]).toEqual([3, 6]);
    expect([...preview.read.keys()]).toEqual([2, 5]);
    expect(preview.rowProblems).toEqual([]);
  });
});

describe('bad files get the spec words', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it.each([
    ['', 'Uploaded CSV is empty'],
    ['\n\n , \n', 'Uploaded CSV is empty'],
    ['Date,Amount\n', 'Uploaded CSV is empty'],
    ['01/02/2025,Coffee,-2.50\n', "Couldn't find CSV header"],
    ['Date,Desc\n01/02/2025,"broken\n', "Couldn't parse CSV, ensure the file type is '.csv' and the file is valid"],
  ])('%j: %s', (text, error) => {
    expect(readCsvBytes(bytes(text), header)).toEqual({ ok: false, error });
  });

  it('a binary file renamed .csv', () => {
    expect(readCsvBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), header)).toEqual({
      ok: false,
      error: "Couldn't parse CSV, ensure the file type is '.csv' and the file is valid",
    });
  });

  it('more than 5000 rows, stopping early', () => {
    const text = `Name\n${Array.from({ length: 20_000 }, (_, i) => `Person ${i}`).join('\n')}`;
    expect(parseCsvText(text).lines.length).toBeLessThan(5100);
    expect(readCsvBytes(bytes(text), { firstRowIsHeader: true, kind: 'contacts' })).toEqual({
      ok: false,
      error: 'CSV file too large, max size 5000 rows',
    });
  });
});

describe('parsing', () => {
  it('numbers records by the line they start on, across blank lines, CRLF and quoted line breaks', () => {
    expect(parseCsvText('\uFEFFa,b\r\n"x\ny",2\r\n\r\n3,4')).toEqual({
      lines: [['a', 'b'], ['x\ny', '2'], [''], ['3', '4']],
      lineNumbers: [1, 2, 4, 5],
      error: null,
    });
  });

  it('UTF-8 first, Windows-1252 when it is not UTF-8', () => {
    expect(decodeCsvBytes(new Uint8Array([0xc2, 0xa3, 0x31]))).toEqual({ text: '£1', encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xa3, 0x31]))).toEqual({ text: '£1', encoding: 'windows-1252' });
  });
});
