import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PENCE, pence } from '../money';
import { readCsvAmount, readCsvPercent } from './amounts';

describe('readCsvAmount', () => {
  it.each([
    ['-1,872.40', -187240],
    ['62.3', 6230],
    ['£1,234.56', 123456],
    ['Â£1,234.56', 123456],
    ['(12.50)', -1250],
    ['(£12.50)', -1250],
    ['+5', 500],
    ['"1,000"', 100000],
    ["'12.34", 1234],
    [' 7 ', 700],
    ['-£0.01', -1],
    ['0', 0],
    ['.5', 50],
  ])('%s -> %d pence', (text, expected) => {
    expect(readCsvAmount(text)).toEqual({ ok: true, pence: pence(expected) });
  });

  it.each(['', '   ', '""', "'"])('blank %j -> null', (text) => {
    expect(readCsvAmount(text)).toEqual({ ok: true, pence: null });
  });

  it.each([
    ['1.234', 'has more than 2 decimal places'],
    ['abc', 'is not an amount'],
    ['12,50', 'is not an amount'],
    ['1.2.3', 'is not an amount'],
    ['(-5)', 'is not an amount'],
    ['10000000000000.00', 'is larger than the largest amount allowed (£9,999,999,999,999.99)'],
  ])('%s is refused: %s', (text, reason) => {
    expect(readCsvAmount(text)).toEqual({ ok: false, reason });
  });

  it('reads back every amount formatted as a bank writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number(MAX_PENCE), max: MAX_PENCE }), fc.boolean(), (value, brackets) => {
        const magnitude = Math.abs(value);
        const pounds = Math.floor(magnitude / 100).toLocaleString('en-GB');
        const body = `£${pounds}.${String(magnitude % 100).padStart(2, '0')}`;
        const text = value < 0 ? (brackets ? `(${body})` : `-${body}`) : body;
        expect(readCsvAmount(text)).toEqual({ ok: true, pence: pence(value) });
      }),
    );
  });
});

describe('readCsvPercent', () => {
  it.each([
    ['20%', 20],
    ['20', 20],
    ['5.0', 5],
    ['17.5 %', 17.5],
    ['0', 0],
    ["'12.50", 12.5],
  ])('%s -> %d', (text, percent) => {
    expect(readCsvPercent(text)).toEqual({ ok: true, percent });
  });

  it('blank -> null', () => {
    expect(readCsvPercent(' ')).toEqual({ ok: true, percent: null });
  });

  it.each([
    ['twenty', 'is not a percentage'],
    ['-5', 'is not a percentage'],
    ['12.345', 'has more than 2 decimal places'],
    ['120', 'is more than 100%'],
  ])('%s is refused: %s', (text, reason) => {
    expect(readCsvPercent(text)).toEqual({ ok: false, reason });
  });
});
