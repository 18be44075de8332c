import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertPence,
  formatMoney,
  MAX_PENCE,
  negatePence,
  moneyInputProblem,
  moneyInputToPence,
  parsePounds,
  penceToInputText,
  PoundsError,
  roundHalfDown,
  roundHalfUp,
  sanitiseMoneyInput,
  toPounds,
  truncateToPounds,
  type Pence,
} from './money';

/**
 * Properties of money (STYLE §2): what the worked examples of money.test.ts show for a few
 * amounts holds for every amount fast-check can find. The seed is fixed so that a failure
 * reproduces on every machine; fast-check prints the smallest amount that breaks a property.
 */
const RUNS = { seed: 20_261_125, numRuns: 2_000 };

/** A generated integer as money: checked, never cast, so a stricter `Pence` type still holds. */
function toPence(n: number): Pence {
  assertPence(n);
  return n;
}

/** Any valid amount, with the edges (0, ±1p, ±MAX_PENCE) tried first as fast-check does for integers. */
const anyPence = fc.integer({ min: negatePence(MAX_PENCE), max: MAX_PENCE }).map(toPence);
/** Everyday amounts, where most mistakes of a parser would show. */
const everydayPence = fc.integer({ min: -10_000_000, max: 10_000_000 }).map(toPence);
const somePence = fc.oneof(anyPence, everydayPence);

/** What a person might type or paste into a money box: mostly money-like characters, sometimes anything. */
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789.,-+£ \t'.split('')), maxLength: 24 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.-£abcxE'.split('')), maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

describe('pounds and pence convert both ways, exactly', () => {
  it('reads back every amount through the JSON number the API sends', () => {
    fc.assert(
      fc.property(somePence, (p) => {
        expect(parsePounds(toPounds(p))).toBe(p);
        expect(parsePounds(JSON.parse(JSON.stringify(toPounds(p))) as number)).toBe(p);
      }),
      RUNS,
    );
  });

  it('writes pounds with at most two decimals, as the JSON number of the amount', () => {
    fc.assert(
      fc.property(somePence, (p) => {
        expect(String(toPounds(p))).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
      RUNS,
    );
  });

  it('reads back what formatMoney and the input box write, with or without sign and symbol', () => {
    fc.assert(
      fc.property(somePence, fc.constantFrom(undefined, true, false), fc.boolean(), (p, sign, symbol) => {
        const text = formatMoney(p, { sign, symbol });
        expect(parsePounds(text)).toBe(sign === false ? Math.abs(p) : p);
        expect(parsePounds(penceToInputText(p))).toBe(p);
        expect(moneyInputToPence(penceToInputText(p))).toBe(p);
      }),
      RUNS,
    );
  });

  it('parses whole pounds and pence written any usual way', () => {
    const pounds = fc.integer({ min: 0, max: Math.trunc(MAX_PENCE / 100) });
    const pennies = fc.integer({ min: 0, max: 99 });
    fc.assert(
      fc.property(pounds, pennies, fc.boolean(), (whole, part, negative) => {
        const expected = (negative ? -1 : 1) * (whole * 100 + part) || 0;
        const digits = `${whole}.${String(part).padStart(2, '0')}`;
        const grouped = `${whole.toLocaleString('en-GB')}.${String(part).padStart(2, '0')}`;
        for (const text of [digits, grouped, `£${grouped}`, ` ${digits} `])
          expect(parsePounds(`${negative ? '-' : ''}${text}`), text).toBe(expected);
      }),
      RUNS,
    );
  });

  it('refuses more than two decimals, whatever the digits', () => {
    const fraction = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 3, maxLength: 8 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fraction, (whole, decimals) => {
        const refused = (() => {
          try {
            parsePounds(`${whole}.${decimals}`);
            return null;
          } catch (error) {
            return error instanceof PoundsError ? error.problem : error;
          }
        })();
        expect(refused).toBe('decimals');
      }),
      RUNS,
    );
  });

  it('keeps the sign apart from the digits: -x formats as "-" and the format of x', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PENCE }).map(toPence), (p) => {
        expect(formatMoney(negatePence(p))).toBe(`-${formatMoney(p)}`);
        expect(formatMoney(p)).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
      RUNS,
    );
  });
});

describe('the money input box (SPEC §5 "Inputs")', () => {
  it('is idempotent: cleaning what it kept changes nothing', () => {
    fc.assert(
      fc.property(typed, fc.boolean(), (text, poundsOnly) => {
        const once = sanitiseMoneyInput(text, { poundsOnly });
        expect(sanitiseMoneyInput(once, { poundsOnly })).toBe(once);
      }),
      RUNS,
    );
  });

  it('keeps only a sign, digits, a point and two decimals (none after the point in pounds-only mode)', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(sanitiseMoneyInput(text)).toMatch(/^-?\d*(\.\d{0,2})?$/);
        expect(sanitiseMoneyInput(text, { poundsOnly: true })).toMatch(/^-?\d*\.?$/);
      }),
      RUNS,
    );
  });

  it('turns anything typed into valid money, or nothing when it has no amount or is refused', () => {
    fc.assert(
      fc.property(typed, fc.boolean(), (text, poundsOnly) => {
        const pence = moneyInputToPence(text, { poundsOnly });
        const kept = sanitiseMoneyInput(text, { poundsOnly });
        const refused = moneyInputProblem(text) !== null;
        expect(pence === null).toBe(refused || !/\d/.test(kept));
        if (pence !== null) {
          expect(Math.abs(pence)).toBeLessThanOrEqual(MAX_PENCE);
          expect(Number.isSafeInteger(pence)).toBe(true);
          // Whole pounds; compared with === because -400 % 100 is -0, which toBe(0) would refuse.
          if (poundsOnly) expect(pence % 100 === 0).toBe(true);
        }
        // What is accepted means what the box would keep of it: nothing dropped but '£', commas, pence in pounds-only.
        if (!refused) expect(moneyInputToPence(kept, { poundsOnly })).toBe(pence);
      }),
      RUNS,
    );
  });
});

/**
 * The reference for rounding, written apart from money.ts: the nearest integer to |n| / |d| from
 * floor and ceiling of exact fractions, the sign put back afterwards.
 */
function referenceRound(n: bigint, d: bigint, halfUp: boolean): bigint {
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  // Half up: floor(a/b + 1/2). Half down: ceil(a/b - 1/2). Both numerators are >= -b.
  const magnitude = halfUp ? (2n * a + b) / (2n * b) : ceilDiv(2n * a - b, 2n * b);
  return n < 0n !== d < 0n ? -magnitude : magnitude;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return a > 0n ? (a + b - 1n) / b : a / b;
}

const numerator = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);
const denominator = fc
  .oneof(fc.integer({ min: -1_000, max: 1_000 }), fc.integer({ min: -(2 ** 40), max: 2 ** 40 }))
  .filter((d) => d !== 0);
const rounders = [
  { name: 'roundHalfUp', round: roundHalfUp, halfUp: true },
  { name: 'roundHalfDown', round: roundHalfDown, halfUp: false },
] as const;

describe.each(rounders)('$name: exact integer division', ({ round, halfUp }) => {
  it('agrees with a BigInt reference for every safe numerator and denominator', () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        expect(round(n, d)).toBe(Number(referenceRound(BigInt(n), BigInt(d), halfUp)));
      }),
      RUNS,
    );
  });

  it('agrees with the reference on BigInt working beyond the safe range, and refuses unsafe results', () => {
    const big = fc.oneof(
      fc.bigInt({ min: -(2n ** 90n), max: 2n ** 90n }),
      fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
    );
    const divisor = fc
      .oneof(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: -(2n ** 45n), max: 2n ** 45n }))
      .filter((d) => d !== 0n);
    fc.assert(
      fc.property(big, divisor, (n, d) => {
        const expected = referenceRound(n, d, halfUp);
        if (expected >= BigInt(Number.MIN_SAFE_INTEGER) && expected <= BigInt(Number.MAX_SAFE_INTEGER))
          expect(round(n, d)).toBe(Number(expected));
        else expect(() => round(n, d)).toThrow(RangeError);
      }),
      RUNS,
    );
  });

  it('is symmetric in sign, and never answers -0', () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        const r = round(n, d);
        expect(round(0 - n, d)).toBe(negatePence(r));
        expect(round(n, 0 - d)).toBe(negatePence(r));
        expect(round(0 - n, 0 - d)).toBe(r);
        expect(Object.is(r, -0)).toBe(false);
      }),
      RUNS,
    );
  });

  it('is exact for whole quotients and never more than half away from the true quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), denominator, (q, d) => {
        expect(round(BigInt(q) * BigInt(d), d)).toBe(q || 0);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        // |r - n/d| <= 1/2, in integers: |2(r*d - n)| <= |d|.
        const r = BigInt(round(n, d));
        const gap = 2n * (r * BigInt(d) - BigInt(n));
        expect((gap < 0n ? -gap : gap) <= BigInt(Math.abs(d))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('roundHalfUp and roundHalfDown together', () => {
  it('differ only on an exact half, by one, in magnitude', () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        const up = roundHalfUp(n, d);
        const down = roundHalfDown(n, d);
        const half = (2n * BigInt(n)) % BigInt(d) === 0n && BigInt(n) % BigInt(d) !== 0n;
        expect(Math.abs(up) - Math.abs(down)).toBe(half ? 1 : 0);
      }),
      RUNS,
    );
  });
});

describe('truncateToPounds (boxes 6-9)', () => {
  it('drops the pence toward zero: never gains, loses less than a pound, keeps the sign', () => {
    fc.assert(
      fc.property(somePence, (p) => {
        const kept = truncateToPounds(p) * 100;
        expect(Math.abs(kept)).toBeLessThanOrEqual(Math.abs(p));
        expect(Math.abs(p - kept)).toBeLessThan(100);
        expect(kept === 0 || Math.sign(kept) === Math.sign(p)).toBe(true);
        expect(Object.is(truncateToPounds(p), -0)).toBe(false);
      }),
      RUNS,
    );
  });
});
