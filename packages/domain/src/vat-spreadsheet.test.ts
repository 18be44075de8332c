import { describe, expect, it } from 'vitest';
import { pence as p } from './money';
import {
  bestContender,
  blankCountsAsZero,
  cellToPence,
  columnLettersToNumber,
  columnNumberToLetters,
  figuresScore,
  formatCellReference,
  isSequentialRun,
  keywordScore,
  normaliseCellReference,
  parseCellReference,
  rankContenders,
  sheetContenders,
  sheetHasFigures,
  type SheetCell,
  type SheetData,
  VAT_KEYWORD_PHRASES,
} from './vat-spreadsheet';

const sheet = (name: string, rows: SheetCell[][]): SheetData => ({ name, rows });
/** A column of nine figures at column `column` from row `row` (both from 0), as a sheet's rows. */
function columnAt(row: number, column: number, values: SheetCell[]): SheetCell[][] {
  const rows: SheetCell[][] = Array.from({ length: row + values.length }, () => []);
  values.forEach((v, i) => {
    (rows[row + i] as SheetCell[])[column] = v;
  });
  return rows.map((r) => Array.from({ length: r.length }, (_, c) => r[c] ?? null));
}

describe('column letters (base 26, SPEC §5)', () => {
  it.each([
    ['A', 1],
    ['B', 2],
    ['Z', 26],
    ['AA', 27],
    ['AZ', 52],
    ['BA', 53],
    ['ZZ', 702],
    ['AAA', 703],
    ['XFD', 16384],
    ['xfd', 16384],
  ])('%s is column %i and back', (letters, n) => {
    expect(columnLettersToNumber(letters)).toBe(n);
    expect(columnNumberToLetters(n)).toBe(letters.toUpperCase());
  });

  it('refuses what is not letters', () => {
    expect(columnLettersToNumber('')).toBeNull();
    expect(columnLettersToNumber('A1')).toBeNull();
    expect(columnLettersToNumber('Ä')).toBeNull();
    expect(() => columnNumberToLetters(0)).toThrow(RangeError);
    expect(() => columnNumberToLetters(1.5)).toThrow(RangeError);
  });

  it('round-trips every column up to XFD', () => {
    for (let n = 1; n <= 16384; n++) expect(columnLettersToNumber(columnNumberToLetters(n))).toBe(n);
  });
});

describe('cell references: letters then digits', () => {
  it('reads a reference to a position from 0', () => {
    expect(parseCellReference('A1')).toEqual({ row: 0, column: 0 });
    expect(parseCellReference('B4')).toEqual({ row: 3, column: 1 });
    expect(parseCellReference('AA10')).toEqual({ row: 9, column: 26 });
    expect(parseCellReference(' c12 ')).toEqual({ row: 11, column: 2 });
    expect(parseCellReference('XFD1048576')).toEqual({ row: 1048575, column: 16383 });
  });

  it.each(['', 'B', '4', '4B', 'B0', 'B-1', '$B$4', 'B 4', 'B4C', 'XFE1', 'A1048577', 'ABCD1', 'B1.5'])(
    '%j is not a reference',
    (text) => {
      expect(parseCellReference(text)).toBeNull();
      expect(normaliseCellReference(text)).toBeNull();
    },
  );

  it('writes a position back as the product stores it', () => {
    expect(formatCellReference({ row: 3, column: 1 })).toBe('B4');
    expect(formatCellReference({ row: 0, column: 27 })).toBe('AB1');
    expect(normaliseCellReference(' b04')).toBe('B4');
  });
});

describe('reading a figure from a cell', () => {
  it('reads numbers exactly to the penny', () => {
    expect(cellToPence(0)).toBe(0);
    expect(cellToPence(1234.56)).toBe(123456);
    expect(cellToPence(-0.01)).toBe(-1);
    expect(cellToPence(2.01)).toBe(201);
    expect(cellToPence(0.1 + 0.2)).toBe(30);
    expect(cellToPence(1.005)).toBe(101);
    expect(cellToPence(-1.005)).toBe(-101);
    expect(cellToPence(1.004)).toBe(100);
    expect(cellToPence(1e-7)).toBe(0);
    expect(cellToPence(9999999999999.99)).toBe(999999999999999);
  });

  it('strips thousands commas, spaces and £ from text', () => {
    expect(cellToPence('1,234.56')).toBe(123456);
    expect(cellToPence('12,345,678')).toBe(1234567800);
    expect(cellToPence(' £ 1,000.5 ')).toBe(100050);
    expect(cellToPence('-£0.50')).toBe(-50);
    expect(cellToPence('£-0.50')).toBe(-50);
    expect(cellToPence('+7')).toBe(700);
    expect(cellToPence('.5')).toBe(50);
    expect(cellToPence('12.')).toBe(1200);
    expect(cellToPence('12.345')).toBe(1235);
  });

  it('finds no figure in blanks, words and out-of-range numbers', () => {
    for (const value of [null, undefined, '', '  ', 'Box 1', '-', '.', '£', '1.2.3', '--1', '-£-1', '1e3', '12%']) {
      expect(cellToPence(value)).toBeNull();
    }
    expect(cellToPence(Number.NaN)).toBeNull();
    expect(cellToPence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(cellToPence(1e22)).toBeNull();
    expect(cellToPence(10000000000000)).toBeNull();
  });
});

describe('scoring nine figures (SPEC §5)', () => {
  it('gives +10 +10 +5 +5 to a return whose identities hold', () => {
    expect(
      figuresScore([p(100000), p(2000), p(102000), p(30000), p(72000), p(500000), p(150000), p(1000), p(2500)]),
    ).toBe(30);
  });

  it('gives +10 only for box 1 + box 2 = box 3, to the penny', () => {
    expect(figuresScore([p(100001), p(2000), p(102000), p(30000), p(71999), p(3), p(4), p(5), p(6)])).toBe(0);
    expect(figuresScore([p(100000), p(2000), p(102000), p(30000), p(71999), p(3), p(4), p(5), p(6)])).toBe(10);
  });

  it('gives +10 for box 3 - box 4 = box 5, and for a repayment where box 5 is the difference without sign', () => {
    expect(figuresScore([p(1000), p(500), p(1500), p(3500), p(-2000), p(5), p(6), p(7), p(8)])).toBe(20);
    expect(figuresScore([p(1000), p(500), p(1500), p(3500), p(2000), p(5), p(6), p(7), p(8)])).toBe(20);
    expect(figuresScore([p(1000), p(500), p(1500), p(3500), p(2001), p(5), p(6), p(7), p(8)])).toBe(10);
  });

  it('gives +5 each for box 6 >= box 8 and box 7 >= box 9 (equal counts)', () => {
    expect(figuresScore([p(1), p(2), p(4), p(8), p(16), p(33), p(64), p(32), p(128)])).toBe(5);
    expect(figuresScore([p(1), p(2), p(4), p(8), p(16), p(32), p(64), p(32), p(128)])).toBe(5 - 5); // equal, and so a duplicate
    expect(figuresScore([p(1), p(2), p(4), p(8), p(16), p(31), p(64), p(32), p(64)])).toBe(5 - 5);
    expect(figuresScore([p(1), p(2), p(4), p(8), p(16), p(31), p(63), p(32), p(64)])).toBe(0);
  });

  it('takes 5 for all zero (and zero never counts as a duplicate)', () => {
    expect(figuresScore([p(0), p(0), p(0), p(0), p(0), p(0), p(0), p(0), p(0)])).toBe(30 - 5);
  });

  it('takes 5 per duplicate figure', () => {
    // 100 three times (two duplicates), 40 twice (one): 10 + 10 + 5 + 5 - 15.
    expect(figuresScore([p(100), p(0), p(100), p(40), p(60), p(100), p(40), p(0), p(0)])).toBe(15);
    expect(figuresScore([p(7), p(7), p(7), p(7), p(7), p(7), p(7), p(7), p(7)])).toBe(10 - 40);
  });

  it('needs nine figures', () => {
    expect(() => figuresScore([p(1), p(2), p(3)])).toThrow(RangeError);
  });

  it('knows a sequential run', () => {
    expect(isSequentialRun([p(100), p(200), p(300), p(400), p(500), p(600), p(700), p(800), p(900)])).toBe(true);
    expect(
      isSequentialRun([
        p(202700),
        p(202600),
        p(202500),
        p(202400),
        p(202300),
        p(202200),
        p(202100),
        p(202000),
        p(201900),
      ]),
    ).toBe(true);
    expect(isSequentialRun([p(100), p(200), p(300), p(400), p(500), p(600), p(700), p(800), p(1000)])).toBe(false);
    expect(isSequentialRun([p(1), p(2), p(3), p(4), p(5), p(6), p(7), p(8), p(9)])).toBe(false); // pennies, not whole steps
  });

  it('counts boxes 3, 5, 8 and 9 as the ones that may be blank', () => {
    expect(
      ['vatDueSales', 'totalVatDue', 'netVatDue', 'totalValueGoodsSuppliedExVAT', 'totalAcquisitionsExVAT'].map((b) =>
        blankCountsAsZero(b as never),
      ),
    ).toEqual([false, true, true, true, true]);
  });
});

describe('keyword phrases', () => {
  it('has 10 phrases and caps the score at 9', () => {
    expect(VAT_KEYWORD_PHRASES).toHaveLength(10);
    expect(keywordScore(sheet('S', [VAT_KEYWORD_PHRASES.map((p) => p.toUpperCase())]))).toBe(9);
  });

  it('counts each phrase once, case and spacing ignored, only in text cells', () => {
    expect(
      keywordScore(
        sheet('S', [
          ['Net  VAT', 'net vat'],
          ['VAT\nreclaimed', 12],
          [null, 'Total value of SALES'],
        ]),
      ),
    ).toBe(3);
    expect(keywordScore(sheet('S', [[1, 2, 3]]))).toBe(0);
    // 'Total VAT due' holds both 'vat due' and 'total vat due'.
    expect(keywordScore(sheet('S', [['Total VAT due']]))).toBe(2);
  });
});

const RETURN = [1234567, 12345, 1246912, 234589, 1012323, 6172800, 1172900, 0, 61700];
const RETURN_TEXT: SheetCell[] = [
  '12,345.67',
  '123.45',
  '12,469.12',
  '2,345.89',
  '10,123.23',
  '61,728',
  '11,729',
  '0',
  '617',
];

describe('finding nine figures in a sheet', () => {
  it('finds a column of figures and names its cells', () => {
    const found = sheetContenders(
      sheet(
        'VAT',
        columnAt(
          2,
          2,
          RETURN.map((p) => p / 100),
        ),
      ),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual({
      sheetName: 'VAT',
      direction: 'column',
      cells: {
        vatDueSales: 'C3',
        vatDueAcquisitions: 'C4',
        totalVatDue: 'C5',
        vatReclaimedCurrPeriod: 'C6',
        netVatDue: 'C7',
        totalValueSalesExVAT: 'C8',
        totalValuePurchasesExVAT: 'C9',
        totalValueGoodsSuppliedExVAT: 'C10',
        totalAcquisitionsExVAT: 'C11',
      },
      cellValues: {
        vatDueSales: 1234567,
        vatDueAcquisitions: 12345,
        totalVatDue: 1246912,
        vatReclaimedCurrPeriod: 234589,
        netVatDue: 1012323,
        totalValueSalesExVAT: 6172800,
        totalValuePurchasesExVAT: 1172900,
        totalValueGoodsSuppliedExVAT: 0,
        totalAcquisitionsExVAT: 61700,
      },
      keywordScore: 0,
      totalScore: 30,
    });
  });

  it('finds a row of figures written as text with thousands commas', () => {
    const found = sheetContenders(sheet('Row', [[], ['Figures', ...RETURN_TEXT]]));
    expect(found).toHaveLength(1);
    expect(found[0]?.direction).toBe('row');
    expect(found[0]?.cells.vatDueSales).toBe('B2');
    expect(found[0]?.cells.totalAcquisitionsExVAT).toBe('J2');
    expect(Object.values(found[0]?.cellValues ?? {})).toEqual(RETURN);
  });

  it('counts blank cells at positions 3, 5, 8 and 9 as 0, but not elsewhere', () => {
    const values: SheetCell[] = [100, 0, null, 40, '', 500, 200, null, ' '];
    const [found] = sheetContenders(sheet('S', columnAt(0, 0, values)));
    expect(Object.values(found?.cellValues ?? {})).toEqual([10000, 0, 0, 4000, 0, 50000, 20000, 0, 0]);
    for (const position of [0, 1, 3, 5, 6]) {
      const gap = [...values];
      gap[position] = null;
      expect(sheetContenders(sheet('S', columnAt(0, 0, gap)))).toEqual([]);
    }
  });

  it('needs nine consecutive figures: text or a gap breaks the run', () => {
    expect(sheetContenders(sheet('S', columnAt(0, 0, [1, 2, 3, 4, 5, 6, 7, 8])))).toEqual([]);
    expect(sheetContenders(sheet('S', columnAt(0, 0, [1, 2, 3, 4, 'n/a', 6, 7, 8, 9])))).toEqual([]);
    expect(sheetContenders(sheet('S', [[1, 2, 3, 4, null, 6, 7, 8, 9]]))).toHaveLength(1);
    expect(sheetContenders(sheet('S', [[1, 2, null, 4, 5, 6, 7, 8, 9]]))).toHaveLength(1);
    expect(sheetContenders(sheet('S', [[1, null, 3, 4, 5, 6, 7, 8, 9]]))).toEqual([]);
  });

  it('ignores sequential runs such as box numbers', () => {
    const rows = RETURN.map((p, i) => [i + 1, `Box ${i + 1}`, p / 100]);
    const found = sheetContenders(sheet('S', rows));
    expect(found.map((c) => c.cells.vatDueSales)).toEqual(['C1']);
  });

  it('offers every window of a longer run', () => {
    const found = sheetContenders(sheet('S', [[5, ...RETURN.map((p) => p / 100)]]));
    expect(found.map((c) => [c.cells.vatDueSales, c.totalScore])).toEqual([
      ['A1', 5], // 5, 12345.67, 123.45, ...: only box 7 (61728) >= box 9 (0) holds
      ['B1', 30],
    ]);
  });

  it('knows a sheet without figures', () => {
    expect(
      sheetHasFigures(
        sheet('S', [
          ['Box', 'Amount'],
          ['a', ''],
        ]),
      ),
    ).toBe(false);
    expect(sheetHasFigures(sheet('S', [['Box', '1,000']]))).toBe(true);
    expect(sheetContenders(sheet('S', [['Box', '1,000']]))).toEqual([]);
  });
});

describe('picking the best contender across sheets', () => {
  const figures = RETURN.map((p) => p / 100);
  it('picks the run whose identities hold over a run of other figures', () => {
    const noise = [3, 1, 5, 1.5, 9, 2.6, 5.5, 3.5, 8.9];
    const rows: SheetCell[][] = [noise, [], ...columnAt(0, 3, figures)];
    const best = bestContender([sheet('S', rows)]);
    expect(best?.cells.vatDueSales).toBe('D3');
    expect(best?.totalScore).toBe(30);
  });

  it('adds the sheet keyword score, so labelled figures on a later sheet win a tie', () => {
    const plain = sheet('Plain', columnAt(0, 0, figures));
    const labelled = sheet(
      'Labelled',
      figures.map((f, i) => [['VAT due on sales', 'Total VAT due', 'VAT reclaimed', 'Net VAT'][i] ?? null, f]),
    );
    const ranked = rankContenders([plain, labelled]);
    expect(ranked.map((c) => [c.sheetName, c.keywordScore, c.totalScore])).toEqual([
      ['Labelled', 5, 35],
      ['Plain', 0, 30],
    ]);
  });

  it('keeps the first found on a tie (sheet order, then reading order)', () => {
    const a = sheet('A', columnAt(0, 1, figures));
    const b = sheet('B', columnAt(0, 0, figures));
    expect(bestContender([a, b])?.sheetName).toBe('A');
    expect(bestContender([b, a])?.sheetName).toBe('B');
    const both = sheet('Both', [...columnAt(0, 4, figures), [], figures]);
    expect(bestContender([both])?.cells.vatDueSales).toBe('E1');
  });

  it('limits the ranked list and finds nothing in sheets without runs', () => {
    const many = sheet(
      'S',
      Array.from({ length: 30 }, (_, r) => figures.map((f) => f + r)),
    );
    expect(rankContenders([many], 5)).toHaveLength(5);
    expect(bestContender([sheet('S', [['Box 1', 'x']]), sheet('T', [])])).toBeNull();
  });

  it('keeps only the best runs of a large sheet of numbers, best first', () => {
    // 2000 rows of 40 different figures: a run at nearly every cell, one of them a VAT return.
    const rows: SheetCell[][] = Array.from({ length: 2000 }, (_, r) =>
      Array.from({ length: 40 }, (_, c) => r * 41 + c * 7 + 0.5),
    );
    rows[1500] = [...figures, ...(rows[1500] as SheetCell[]).slice(9)];
    const ranked = rankContenders([sheet('Big', rows)], 3);
    expect(ranked).toHaveLength(3);
    expect(ranked[0]?.cells.vatDueSales).toBe('A1501');
    expect(ranked[0]?.totalScore).toBe(30);
    expect(ranked.map((c) => c.totalScore)).toEqual([...ranked.map((c) => c.totalScore)].sort((a, b) => b - a));
  });
});
