import { describe, expect, it } from 'vitest';
import { pence } from '../money';
import {
  contactCsvCells,
  csvAmount,
  csvDate,
  csvField,
  csvNumber,
  csvRow,
  csvText,
  readCsvText,
  transactionCsvCells,
  transactionExportFileName,
  TRANSACTION_EXPORT_HEADINGS,
} from './writer';

describe('readCsvText', () => {
  it('undoes the neutralising quote only where csvText put one', () => {
    for (const text of ['=1+1', '+44', '-2', '@SUM(A1)', '\tTab'])
      expect(readCsvText(csvText(text).slice(1, -1).replace(/""/g, '"'))).toBe(text);
    expect(readCsvText("'Tis")).toBe("'Tis");
    expect(readCsvText("O'Brien")).toBe("O'Brien");
  });
});

describe('csvText (RFC 4180 fields)', () => {
  it('writes plain text as it is', () => {
    expect(csvText('Fuel for van')).toBe('Fuel for van');
    expect(csvText('')).toBe('');
    expect(csvText('£12.50 at Café')).toBe('£12.50 at Café');
  });

  it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvText('Smith, J')).toBe('"Smith, J"');
    expect(csvText('The "Best" Café')).toBe('"The ""Best"" Café"');
    expect(csvText('1 High St\nLeeds')).toBe('"1 High St\nLeeds"');
    expect(csvText('a\rb')).toBe('"a\rb"');
  });

  it('neutralises text a spreadsheet would run as a formula (OWASP CSV Injection)', () => {
    expect(csvText('=HYPERLINK("http://x.example","Click")')).toBe(`"'=HYPERLINK(""http://x.example"",""Click"")"`);
    expect(csvText('+1')).toBe(`"'+1"`);
    expect(csvText('-2')).toBe(`"'-2"`);
    expect(csvText('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`);
    expect(csvText('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvText('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvText('Refund -2')).toBe('Refund -2');
    expect(csvText('a=b')).toBe('a=b');
  });
});

describe('typed cells', () => {
  it('writes amounts as plain pounds with two decimals, no £ and no thousands commas', () => {
    expect(csvField(csvAmount(pence(-1250)))).toBe('-12.50');
    expect(csvField(csvAmount(pence(123_456_789)))).toBe('1234567.89');
    expect(csvField(csvAmount(pence(0)))).toBe('0.00');
    expect(csvField(csvAmount(pence(-1)))).toBe('-0.01');
  });

  it('writes dates DD/MM/YYYY', () => {
    expect(csvField(csvDate('2026-03-31'))).toBe('31/03/2026');
    expect(() => csvDate('31/03/2026')).toThrow(RangeError);
  });

  it('writes numbers as numbers, a negative one not neutralised', () => {
    expect(csvField(csvNumber(17.5))).toBe('17.5');
    expect(csvField(csvNumber(-3))).toBe('-3');
    expect(csvField(csvNumber(-0))).toBe('0');
    expect(() => csvNumber(Number.NaN)).toThrow(RangeError);
  });

  it('writes null as an empty field', () => {
    expect(csvRow([null, 'a', null])).toBe(',a,\r\n');
  });
});

describe('csvRow', () => {
  it('joins fields with commas and ends the record with CRLF', () => {
    expect(csvRow(['Fuel', csvAmount(pence(-1250)), csvDate('2026-01-02')])).toBe('Fuel,-12.50,02/01/2026\r\n');
  });
});

describe('transactionCsvCells', () => {
  const tx = {
    date: '2026-04-06',
    desc: 'Sale, invoice 7',
    amount: pence(12_000),
    netAmount: pence(10_000),
    vatRateId: 'standard',
    categoryId: 'sales',
    transactionTypeId: 1,
    purchasePrice: null,
    isRefund: false,
  };

  it('writes a row under the headings, with names for reference data', () => {
    const row = csvRow(transactionCsvCells(tx, { contact: 'Acme Ltd', account: 'Main' }));
    expect(row).toBe('06/04/2026,"Sale, invoice 7",120.00,100.00,20,Sales,Acme Ltd,Business,,No,Main\r\n');
    expect(transactionCsvCells(tx, { contact: null, account: 'Main' })).toHaveLength(
      TRANSACTION_EXPORT_HEADINGS.length,
    );
  });

  it('writes exempt as Exempt, no rate as empty, and a margin scheme refund', () => {
    const margin = {
      ...tx,
      amount: pence(-50_000),
      netAmount: null,
      vatRateId: 'exempt',
      categoryId: null,
      transactionTypeId: 20,
      purchasePrice: pence(30_000),
      isRefund: true,
    };
    expect(csvRow(transactionCsvCells(margin, { contact: null, account: 'Cash' }))).toBe(
      '06/04/2026,"Sale, invoice 7",-500.00,,Exempt,,,Margin Scheme,300.00,Yes,Cash\r\n',
    );
    expect(csvField(transactionCsvCells({ ...tx, vatRateId: null }, { contact: null, account: '' })[4] ?? null)).toBe(
      '',
    );
  });
});

describe('contactCsvCells', () => {
  it('writes every field as text, neutralised where needed', () => {
    const row = csvRow(
      contactCsvCells({
        name: '=Evil',
        email: 'a@b.example',
        phone: '+44 113 496 0000',
        mobile: null,
        address: '1 High St\nLeeds',
        website: null,
        twitterHandle: '@acme',
        facebookProfile: null,
        linkedinProfile: null,
        otherSocials: null,
        vrn: 'GB123456789',
      }),
    );
    expect(row).toBe(`"'=Evil",a@b.example,"'+44 113 496 0000",,"1 High St\nLeeds",,"'@acme",,,,GB123456789\r\n`);
  });
});

describe('transactionExportFileName', () => {
  it('names the range and the account (SPEC §9 export-{timeframe}-{account}.csv)', () => {
    expect(transactionExportFileName('2026-04-06', '2027-04-05', 'Main Account')).toBe(
      'export-2026-04-06-to-2027-04-05-main-account.csv',
    );
    expect(transactionExportFileName('2026-01-01', '2026-01-31', null)).toBe(
      'export-2026-01-01-to-2026-01-31-all-accounts.csv',
    );
    expect(transactionExportFileName('2026-01-01', '2026-01-31', '£££')).toBe(
      'export-2026-01-01-to-2026-01-31-account.csv',
    );
  });
});
