import { describe, expect, it } from 'vitest';
import { finishContactsBody, previewContacts } from './contact-preview';
import { csvFileProblem } from './csv/load-csv-file';
import { exportFileName, exportRange } from './export-request';
import { savedChoicesFor } from './saved-mapping';
import {
  duplicatesRequest,
  finishTransactionsBody,
  isIncluded,
  previewTransactions,
  submitLabel,
} from './transaction-preview';

const rows = [
  ['03/02/2025', 'Tesco', '45.20', '', '954.80'],
  ['31/02/2025', 'Bad date', '1.00', '', '0'],
  ['05/02/2025', 'Acme', '', '1,250.00', '0'],
  ['06/02/2025', 'Pending', '', '', '0'],
  ['07/02/2025', 'Too precise', '1.234', '', '0'],
];
const rowNumbers = [2, 3, 4, 5, 6];
const types = ['Date', 'Description', 'Pay out', 'Pay in', 'Ignore'] as const;

describe('transaction preview', () => {
  const preview = previewTransactions({ rows, rowNumbers, types, dateFormat: 'DMY' });

  it('reads good rows, lists bad ones with row, column and reason, leaves pending rows out', () => {
    expect([...preview.read.keys()]).toEqual([2, 4]);
    expect(preview.read.get(2)).toMatchObject({ date: '2025-02-03', amount: -4520, desc: 'Tesco' });
    expect(preview.read.get(4)).toMatchObject({ date: '2025-02-05', amount: 125000 });
    expect([...preview.pending]).toEqual([5]);
    expect(preview.rowProblems.map((p) => p.message)).toEqual([
      "Row 3, Date: '31/02/2025' is not a date",
      "Row 6, Pay out: '1.234' has more than 2 decimal places",
    ]);
    expect([...preview.errorRows]).toEqual([3, 6]);
    expect(preview.mappingProblems).toEqual([]);
  });

  it('asks for the duplicates of the rows read, in pounds', () => {
    const request = duplicatesRequest('acc-1', preview.read);
    expect(request).toEqual({
      body: {
        accountId: 'acc-1',
        rows: [
          { date: '2025-02-03', amount: -45.2, desc: 'Tesco' },
          { date: '2025-02-05', amount: 1250, desc: 'Acme' },
        ],
      },
      rowNumbers: [2, 4],
    });
  });

  it('duplicates are left out unless ticked; other rows in unless unticked', () => {
    const duplicates = new Set([4]);
    expect(isIncluded(4, duplicates, new Map())).toBe(false);
    expect(isIncluded(4, duplicates, new Map([[4, true]]))).toBe(true);
    expect(isIncluded(2, duplicates, new Map())).toBe(true);
    expect(isIncluded(2, duplicates, new Map([[2, false]]))).toBe(false);
  });

  it('sends the included rows with their row numbers, ignored columns blanked', () => {
    const body = finishTransactionsBody({
      accountId: 'acc-1',
      name: ' March statement ',
      dateFormat: 'DMY',
      types,
      headings: ['Date', 'Description', 'Paid out', 'Paid in', 'Balance'],
      rows,
      rowNumbers,
      include: new Set([2]),
    });
    expect(body).toMatchObject({
      accountId: 'acc-1',
      name: 'March statement',
      dateFormat: 'DMY',
      dateIndex: 0,
      descIndex: 1,
      payOutIndex: 2,
      payInIndex: 3,
      amountIndex: -1,
      rowNumbers: [2],
      headings: ['Date', 'Description', 'Paid out', 'Paid in', 'Balance'],
    });
    expect(JSON.parse(body.csvData)).toEqual([['03/02/2025', 'Tesco', '45.20', '', '']]);
  });

  it('says what the submit does', () => {
    expect(submitLabel(12, 0)).toBe('Import 12 rows');
    expect(submitLabel(1, 0)).toBe('Import 1 row');
    expect(submitLabel(12, 3)).toBe('Skip the 3 rows with errors and import 12 rows');
  });
});

describe('contact preview', () => {
  it('needs a name; sends only rows read', () => {
    const contactRows = [
      ['Acme Ltd', 'a@acme.example'],
      ['', 'nobody@example.com'],
    ];
    const preview = previewContacts(contactRows, [2, 3], ['Name', 'Email']);
    expect([...preview.valid]).toEqual([2]);
    expect(preview.rowProblems.map((p) => p.message)).toEqual(['Row 3, Name: a name is needed']);
    const body = finishContactsBody({
      name: 'Import',
      types: ['Name', 'Email'],
      headings: null,
      rows: contactRows,
      rowNumbers: [2, 3],
      include: preview.valid,
    });
    expect(body).toMatchObject({ name: 'Import', nameIndex: 0, emailIndex: 1, vrnIndex: -1, rowNumbers: [2] });
    expect(body).not.toHaveProperty('headings');
    expect(previewContacts(contactRows, [2, 3], ['Ignore', 'Email']).mappingProblems).toHaveLength(1);
  });
});

describe('saved mapping', () => {
  const record = {
    headings: ['Date', 'Memo', 'Amount'],
    mapping: { dateIndex: 0, descIndex: 1, amountIndex: 2, payInIndex: -1 },
    accountId: 'acc-2',
    dateFormat: 'MDY' as const,
  };

  it('a file with the same headings gets the previous choices', () => {
    expect(savedChoicesFor([record], ['Date', 'Memo', 'Amount'], 'transactions')).toEqual({
      types: ['Date', 'Description', 'Gross amount'],
      accountId: 'acc-2',
      dateFormat: 'MDY',
    });
    expect(savedChoicesFor([record], ['Date', 'Memo'], 'transactions')).toBeNull();
    expect(savedChoicesFor([{ ...record, mapping: null }], ['Date', 'Memo', 'Amount'], 'transactions')).toBeNull();
    expect(savedChoicesFor(undefined, ['Date'], 'transactions')).toBeNull();
  });
});

describe('file checks before reading', () => {
  it.each([
    [null, 'Select a file to continue'],
    [{ name: 'statement.xlsx', size: 10 }, "Couldn't parse CSV, ensure the file type is '.csv' and the file is valid"],
    [{ name: 'big.csv', size: 2 * 1024 * 1024 + 1 }, 'File too large, max size 2mb'],
    [{ name: 'empty.CSV', size: 0 }, 'Uploaded CSV is empty'],
    [{ name: 'ok.csv', size: 2 * 1024 * 1024 }, null],
  ])('%j -> %s', (file, message) => {
    expect(csvFileProblem(file)).toBe(message);
  });
});

describe('export request', () => {
  it('names the file by timeframe and account', () => {
    expect(exportFileName('Last 30 Days', { from: '2025-01-01', to: '2025-01-30' }, 'Main Account')).toBe(
      'export-last-30-days-main-account.csv',
    );
    expect(exportFileName('Custom Date Range', { from: '2025-01-01', to: '2025-03-31' }, null)).toBe(
      'export-2025-01-01-to-2025-03-31-all-accounts.csv',
    );
    expect(exportFileName('All', { from: '1900-01-01', to: '9999-12-31' }, '£££')).toBe('export-all-account.csv');
  });

  it('the dates of each timeframe; custom dates checked', () => {
    expect(exportRange('This Month', '2025-02-14', { from: '', to: '' })).toEqual({
      ok: true,
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(exportRange('All', '2025-02-14', { from: '', to: '' })).toEqual({
      ok: true,
      from: '1900-01-01',
      to: '9999-12-31',
    });
    expect(exportRange('Custom Date Range', '2025-02-14', { from: '2025-02-10', to: '2025-02-01' })).toEqual({
      ok: false,
      field: 'to',
      message: 'The end date must be on or after the start date',
    });
    expect(exportRange('Custom Date Range', '2025-02-14', { from: '', to: '2025-02-01' })).toMatchObject({
      ok: false,
      field: 'from',
    });
  });
});
