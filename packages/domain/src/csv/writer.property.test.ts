import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertPence, MAX_PENCE, negatePence, parsePounds, type Pence } from '../money';
import { csvAmount, csvDate, csvField, csvRow, CSV_BYTE_ORDER_MARK, type CsvCell } from './writer';

/**
 * Properties of the CSV writer: whatever text a person typed survives a write and a read by a
 * strict RFC 4180 reader (the neutralising quote of OWASP's advice aside), and amounts and dates
 * read back to what was written. The seed is fixed so a failure reproduces everywhere.
 */
const RUNS = { seed: 20_261_125, numRuns: 1_000 };

/**
 * A strict RFC 4180 reader (§2): records end with CRLF, a quoted field may hold commas, quotes
 * (doubled) and line breaks; a quote inside an unquoted field or text after a closing quote is an
 * error. Written here so the writer is checked against the RFC rather than against itself.
 */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = text.startsWith(CSV_BYTE_ORDER_MARK) ? 1 : 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('Unclosed quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i];
        i++;
      }
    } else {
      while (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i)) {
        if (text[i] === '"' || text[i] === '\r' || text[i] === '\n') throw new Error(`Bare ${text[i]} at ${i}`);
        field += text[i];
        i++;
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i++;
    } else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`Unexpected text after a field at ${i}`);
    }
  }
  if (record.length) throw new Error('Last record without CRLF');
  return records;
}

/** What a text cell reads back as: itself, with the neutralising quote where one was added. */
const expectedText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Text of every kind, weighted towards what CSV and spreadsheets treat specially. */
const special = fc.constantFrom(',', '"', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', "'", '£', ' ', 'é', '\u2028');
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.oneof(special, fc.string({ maxLength: 3 })), { maxLength: 8 }).map((parts) => parts.join('')),
);

describe('writer properties', () => {
  it('any rows of text survive write -> read (apart from the neutralising quote)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 6 }), { maxLength: 5 }), (rows) => {
        const file = CSV_BYTE_ORDER_MARK + rows.map((cells) => csvRow(cells)).join('');
        expect(readCsv(file)).toEqual(rows.map((cells) => cells.map(expectedText)));
      }),
      RUNS,
    );
  });

  it('a neutralised cell never starts with a formula character once read', () => {
    fc.assert(
      fc.property(text, (t) => {
        const [read] = readCsv(csvRow([t]));
        expect(read?.[0] ?? '').not.toMatch(/^[=+\-@\t\r]/);
      }),
      RUNS,
    );
  });

  it('any amount reads back as the same pence, written without £, commas or a quote', () => {
    const toPence = (n: number): Pence => {
      assertPence(n);
      return n;
    };
    fc.assert(
      fc.property(fc.integer({ min: negatePence(MAX_PENCE), max: MAX_PENCE }).map(toPence), (p) => {
        const field = csvField(csvAmount(p));
        expect(field).toMatch(/^-?\d+\.\d{2}$/);
        expect(parsePounds(field)).toBe(p);
      }),
      RUNS,
    );
  });

  it('any date reads back DD/MM/YYYY', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [year, month, day] = iso.split('-');
        const cells: CsvCell[] = [csvDate(iso)];
        expect(readCsv(csvRow(cells))).toEqual([[`${day}/${month}/${year}`]]);
      }),
      RUNS,
    );
  });
});
