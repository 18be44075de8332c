import { describe, expect, it } from 'vitest';
import {
  absPence,
  addPence,
  formatMoney,
  isPence,
  MAX_PENCE,
  moneyInputProblem,
  moneyInputToPence,
  negatePence,
  parsePounds,
  pence,
  penceSum,
  penceToInputText,
  poundsProblem,
  roundHalfDown,
  roundHalfUp,
  sanitiseMoneyInput,
  subtractPence,
  toPounds,
  truncateToPounds,
} from './money';

const p = pence;

describe('parsePounds: pounds to integer pence, exactly', () => {
  it('parses numbers that floating point multiplies wrongly', () => {
    expect(2.01 * 100).not.toBe(201); // the trap
    expect(parsePounds(2.01)).toBe(201);
    expect(parsePounds(1.15)).toBe(115);
    expect(parsePounds(4.35)).toBe(435);
    expect(parsePounds(1234.5)).toBe(123450);
    expect(parsePounds(0)).toBe(0);
    expect(parsePounds(-0)).toBe(0);
    expect(Object.is(parsePounds('-0.00'), 0)).toBe(true);
    expect(parsePounds(-0.01)).toBe(-1);
  });
  it('parses typed text with £, commas, spaces and signs', () => {
    expect(parsePounds('1,234.5')).toBe(123450);
    expect(parsePounds('£12.30')).toBe(1230);
    expect(parsePounds('-0.01')).toBe(-1);
    expect(parsePounds('-£1,000')).toBe(-100000);
    expect(parsePounds('£-7.5')).toBe(-750);
    expect(parsePounds('+5')).toBe(500);
    expect(parsePounds(' 12 ')).toBe(1200);
    expect(parsePounds('.5')).toBe(50);
    expect(parsePounds('12.')).toBe(1200);
    expect(parsePounds('007.07')).toBe(707);
  });
  it('accepts the limits and refuses a penny beyond them', () => {
    expect(parsePounds('9999999999999.99')).toBe(MAX_PENCE);
    expect(parsePounds('-9,999,999,999,999.99')).toBe(negatePence(MAX_PENCE));
    expect(parsePounds(9999999999999.99)).toBe(MAX_PENCE);
    expect(() => parsePounds('10000000000000')).toThrow(RangeError);
    expect(() => parsePounds('-10000000000000.00')).toThrow(RangeError);
    expect(() => parsePounds(1e21)).toThrow(RangeError);
  });
  it('refuses more than 2 decimals and things that are not money', () => {
    expect(() => parsePounds('1.234')).toThrow(RangeError);
    expect(() => parsePounds(0.1 + 0.2)).toThrow(RangeError);
    expect(() => parsePounds(1e-7)).toThrow(RangeError);
    for (const bad of ['', '-', '.', 'abc', '1.2.3', '--1', '-£-1', '1-', '£', '12a'])
      expect(() => parsePounds(bad), bad).toThrow(RangeError);
    expect(() => parsePounds(Number.NaN)).toThrow(RangeError);
    expect(() => parsePounds(Infinity)).toThrow(RangeError);
  });
  it('says which problem a value has, for the message a person sees', () => {
    expect(poundsProblem(12.5)).toBeNull();
    expect(poundsProblem(9_999_999_999_999.99)).toBeNull();
    expect(poundsProblem(1.1 * 3)).toBe('decimals'); // 3.3000000000000003
    expect(poundsProblem(0.1 + 0.2)).toBe('decimals'); // 0.30000000000000004
    expect(poundsProblem(1e-7)).toBe('decimals');
    expect(poundsProblem(10_000_000_000_000)).toBe('range');
    expect(poundsProblem(-1e21)).toBe('range');
    expect(poundsProblem(Number.NaN)).toBe('notMoney');
    expect(poundsProblem('12a')).toBe('notMoney');
  });
});

describe('toPounds', () => {
  it('gives the double JSON writes as the two-decimal amount', () => {
    expect(toPounds(p(201))).toBe(2.01);
    expect(JSON.stringify(toPounds(p(201)))).toBe('2.01');
    expect(toPounds(p(-1))).toBe(-0.01);
    expect(toPounds(MAX_PENCE)).toBe(9999999999999.99);
    // The type refuses a plain number; untyped callers (JSON, JavaScript) still meet the run-time check.
    // @ts-expect-error 1.5 is not Pence
    expect(() => toPounds(1.5)).toThrow(RangeError);
  });
  it('round-trips every penny of a sample through pounds', () => {
    for (let n = -100_000; n <= 100_000; n += 7) expect(parsePounds(toPounds(p(n)))).toBe(n);
    for (const n of [MAX_PENCE, negatePence(MAX_PENCE), 123456789012345, 1, -1, 0])
      expect(parsePounds(toPounds(p(n)))).toBe(n);
  });
  it('reads back what formatMoney and the input text write', () => {
    const wrong: number[] = [];
    for (let n = -2_000_000; n <= 2_000_000; n += 997) {
      const value = p(n);
      for (const text of [formatMoney(value), formatMoney(value, { sign: true }), penceToInputText(value)])
        if (parsePounds(text) !== n || moneyInputToPence(text) !== n) wrong.push(n);
    }
    expect(wrong).toEqual([]);
    expect(parsePounds(formatMoney(MAX_PENCE))).toBe(MAX_PENCE);
    expect(moneyInputToPence(formatMoney(negatePence(MAX_PENCE)))).toBe(negatePence(MAX_PENCE));
  });
});

describe('roundHalfUp and roundHalfDown: exact integer division', () => {
  it('rounds halves away from zero (up) or toward zero (down), by magnitude', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfDown(5, 2)).toBe(2);
    expect(roundHalfUp(-5, 2)).toBe(-3);
    expect(roundHalfDown(-5, 2)).toBe(-2);
    expect(roundHalfUp(5, -2)).toBe(-3);
    expect(roundHalfUp(-5, -2)).toBe(3);
    expect(roundHalfUp(1, 2)).toBe(1);
    expect(roundHalfDown(1, 2)).toBe(0);
    expect(Object.is(roundHalfDown(-1, 2), 0)).toBe(true);
  });
  it('rounds non-halves to the nearest either way', () => {
    expect(roundHalfUp(7, 4)).toBe(2); // 1.75
    expect(roundHalfDown(7, 4)).toBe(2);
    expect(roundHalfUp(5, 4)).toBe(1); // 1.25
    expect(roundHalfDown(5, 4)).toBe(1);
    expect(roundHalfUp(2, 3)).toBe(1);
    expect(roundHalfDown(2, 3)).toBe(1);
    expect(roundHalfUp(1, 3)).toBe(0);
    expect(roundHalfUp(-2, 3)).toBe(-1);
    expect(roundHalfUp(6, 3)).toBe(2);
  });
  it('takes bigints beyond the safe range in the working and refuses unsafe results', () => {
    expect(roundHalfUp(BigInt(MAX_PENCE) * 1000n + 500n, 1000n)).toBe(MAX_PENCE + 1);
    expect(() => roundHalfUp(1.5, 1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUp(2n ** 60n, 1n)).toThrow(RangeError);
  });
});

describe('formatMoney (SPEC §9)', () => {
  it('writes £, thousands commas, 2 decimals and the sign as asked', () => {
    expect(formatMoney(p(123456))).toBe('£1,234.56');
    expect(formatMoney(p(-123456))).toBe('-£1,234.56');
    expect(formatMoney(p(500), { sign: true })).toBe('+£5.00');
    expect(formatMoney(p(-500), { sign: true })).toBe('-£5.00');
    expect(formatMoney(p(0), { sign: true })).toBe('£0.00');
    expect(formatMoney(p(-500), { sign: false })).toBe('£5.00');
    expect(formatMoney(p(-1), { symbol: false })).toBe('-0.01');
    expect(formatMoney(p(100000000))).toBe('£1,000,000.00');
    expect(formatMoney(p(99999))).toBe('£999.99');
    expect(formatMoney(MAX_PENCE)).toBe('£9,999,999,999,999.99');
    expect(formatMoney(p(7))).toBe('£0.07');
  });
  it('writes input text without commas', () => {
    expect(penceToInputText(p(123450))).toBe('1234.50');
    expect(penceToInputText(p(-1))).toBe('-0.01');
  });
});

describe('sanitiseMoneyInput (SPEC §5 Inputs)', () => {
  it('keeps digits, one leading minus, one point and at most 2 decimals', () => {
    expect(sanitiseMoneyInput('12.345')).toBe('12.34');
    expect(sanitiseMoneyInput('1.2.3')).toBe('1.23');
    expect(sanitiseMoneyInput('--5')).toBe('-5');
    expect(sanitiseMoneyInput('5-5')).toBe('55');
    expect(sanitiseMoneyInput('£1,234.56')).toBe('1234.56');
    expect(sanitiseMoneyInput('-£1,234.5')).toBe('-1234.5');
    expect(sanitiseMoneyInput('£-3')).toBe('-3');
    expect(sanitiseMoneyInput(' £ -3.5 ')).toBe('-3.5');
    expect(sanitiseMoneyInput('abc12x')).toBe('12');
    expect(sanitiseMoneyInput('007.10')).toBe('7.10');
  });
  it('leaves partial entries alone while typing', () => {
    for (const partial of ['', '-', '.', '-.', '12.', '-0.', '0.0']) expect(sanitiseMoneyInput(partial)).toBe(partial);
  });
  it('zeroes pence in pounds-only mode: the point stays, what follows it is dropped', () => {
    const poundsOnly = { poundsOnly: true };
    // Each key lands on what the box already kept, as in the browser.
    const typed = (keys: string) => [...keys].reduce((kept, key) => sanitiseMoneyInput(kept + key, poundsOnly), '');
    expect(typed('2050.99')).toBe('2050.');
    expect(sanitiseMoneyInput('2050.99', poundsOnly)).toBe('2050.');
    for (const [text, kept, pounds] of [
      ['-12.5', '-12.', -1200],
      ['1,234.56', '1234.', 123400],
      ['.5', '.', null],
      ['-0.99', '-0.', 0],
    ] as const) {
      expect(typed(text)).toBe(kept);
      expect(sanitiseMoneyInput(text, poundsOnly)).toBe(kept);
      expect(moneyInputToPence(text, poundsOnly)).toBe(pounds);
    }
    expect(moneyInputToPence('2050.99', poundsOnly)).toBe(205000);
    expect(moneyInputToPence(typed('2050.99'), poundsOnly)).toBe(205000);
  });
  it('clamps to ±9999999999999.99', () => {
    expect(sanitiseMoneyInput('9999999999999.99')).toBe('9999999999999.99');
    expect(sanitiseMoneyInput('10000000000000')).toBe('9999999999999.99');
    expect(sanitiseMoneyInput('-123456789012345.5')).toBe('-9999999999999.99');
    expect(sanitiseMoneyInput('0000000000000012.5')).toBe('12.5');
    expect(sanitiseMoneyInput('99999999999999', { poundsOnly: true })).toBe('9999999999999');
  });
  it('reads the input as pence, or null while there is no number', () => {
    expect(moneyInputToPence('12.')).toBe(1200);
    expect(moneyInputToPence('-0.5')).toBe(-50);
    expect(moneyInputToPence('£2.01')).toBe(201);
    for (const empty of ['', '-', '.', '-.', 'abc']) expect(moneyInputToPence(empty)).toBeNull();
    // Not silently changed into another amount: refused, so nothing is saved.
    for (const wrong of ['1e5', '12abc', '12.345', '1.2.3']) expect(moneyInputToPence(wrong)).toBeNull();
  });
});

describe('moneyInputProblem: what was typed is refused, not changed', () => {
  it('says why text is not an amount', () => {
    expect(moneyInputProblem('12.345')).toBe('Enter an amount with no more than 2 decimal places');
    expect(moneyInputProblem('12abc')).toBe('Enter an amount in pounds and pence, for example 12.50');
    expect(moneyInputProblem('1.2.3')).toBe('Enter an amount in pounds and pence, for example 12.50');
    expect(moneyInputProblem('10000000000000')).toMatch(/^Enter an amount between/);
  });

  it('finds nothing wrong with an amount, or one still being typed', () => {
    for (const fine of ['', ' ', '-', '.', '-.', '£', '£-', '12.', '12.3', '-0.50', '£1,234.56', '-£3', ' 7 ']) {
      expect(moneyInputProblem(fine), fine).toBeNull();
    }
  });
});

describe('truncateToPounds (VAT boxes 6-9)', () => {
  it('drops pence toward zero', () => {
    expect(truncateToPounds(p(123499))).toBe(1234);
    expect(truncateToPounds(p(-123499))).toBe(-1234);
    expect(Object.is(truncateToPounds(p(-99)), 0)).toBe(true);
  });
});

describe('Pence: the brand and its constructors', () => {
  it('brands a number already in pence, refusing what is not money', () => {
    expect(pence(1234)).toBe(1234);
    expect(pence(negatePence(MAX_PENCE))).toBe(negatePence(MAX_PENCE));
    expect(() => pence(1.5)).toThrow(RangeError);
    expect(() => pence(MAX_PENCE + 1)).toThrow(RangeError);
    expect(() => pence(Number.NaN)).toThrow(RangeError);
  });
  it('adds, subtracts, negates and sums exactly, never giving -0', () => {
    expect(addPence(p(201), p(-1))).toBe(200);
    expect(subtractPence(p(201), p(1))).toBe(200);
    expect(negatePence(p(5))).toBe(-5);
    expect(Object.is(negatePence(p(0)), 0)).toBe(true);
    expect(absPence(p(-5))).toBe(5);
    expect(penceSum([p(1), p(2), p(-4)])).toBe(-1);
    expect(penceSum([])).toBe(0);
  });
  it('lets a sum pass the clamp (checked later as money) but not the safe integer range', () => {
    const beyond = addPence(MAX_PENCE, MAX_PENCE);
    expect(beyond).toBe(2 * MAX_PENCE);
    expect(isPence(beyond)).toBe(false);
    expect(() =>
      penceSum([
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
        MAX_PENCE,
      ]),
    ).toThrow(RangeError);
  });
});
