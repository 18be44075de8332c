/**
 * Money (ARCHITECTURE "Money and dates", SPEC §5 "Inputs", §9 "Money").
 *
 * Amounts are integer pence everywhere in the domain and the database. Pounds appear only at the API
 * edge (two decimals) and in what a person types or reads; they are converted here, exactly, by string
 * arithmetic: never by multiplying a float by 100 (2.01 * 100 === 200.99999999999997).
 *
 * Rounding is always explicit: `roundHalfUp` and `roundHalfDown` divide two integers exactly (BigInt)
 * and round the magnitude, then reapply the sign (HMRC practice), so -1.5p rounds half-up to -2p and
 * half-down to -1p: a refund and a sale of the same size always round to the same number of pence.
 */

declare const PENCE: unique symbol;

/**
 * Integer pence, branded so that a count of pounds (or any other number) cannot be passed where pence
 * are meant without going through a constructor here: {@link parsePounds} for pounds, {@link pence}
 * for a number already in pence (storage, tests), and the arithmetic helpers below. A Pence is still
 * a number at run time and reads as one (comparisons, `toPounds`, JSON); only making one is guarded.
 * Only safe integers within ±MAX_PENCE are valid money; intermediates of the arithmetic helpers may
 * pass the clamp (a sum of many amounts is checked where it becomes money, by {@link assertPence}).
 */
export type Pence = number & { readonly [PENCE]: true };

/** The brand, for a number already checked to be a safe integer. The one cast to Pence. */
function brand(value: number): Pence {
  return (value === 0 ? 0 : value) as Pence; // never -0
}

/** SPEC §5: money is clamped to ±9999999999999.99 pounds. */
export const MAX_POUNDS_TEXT = '9999999999999.99';
export const MAX_PENCE: Pence = brand(999_999_999_999_999);

/**
 * A number already in pence (read from storage, the API's internal figures, a test) as Pence.
 * Throws RangeError unless it is a safe integer within ±MAX_PENCE.
 */
export function pence(value: number): Pence {
  assertPence(value);
  return brand(value);
}

function checkedSafe(value: number, what: string): Pence {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a safe integer of pence: ${value}`);
  return brand(value);
}

/** a + b, exactly. Throws RangeError if the sum is not a safe integer (the clamp is not applied). */
export function addPence(a: Pence, b: Pence): Pence {
  return checkedSafe(a + b, 'Sum');
}

/** a - b, exactly. Throws RangeError if the difference is not a safe integer. */
export function subtractPence(a: Pence, b: Pence): Pence {
  return checkedSafe(a - b, 'Difference');
}

/** -a (never -0). */
export function negatePence(a: Pence): Pence {
  return brand(0 - a);
}

/** |a|. */
export function absPence(a: Pence): Pence {
  return brand(Math.abs(a));
}

/** The sum of the values (0 for none), exactly. Throws RangeError if a running sum is not a safe integer. */
export function penceSum(values: Iterable<Pence>): Pence {
  let total = 0;
  for (const value of values) total = checkedSafe(total + value, 'Sum');
  return brand(total);
}

const POUNDS_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Why a value is not money: not a number at all, more than 2 decimals, or beyond the clamp. */
export type PoundsProblem = 'notMoney' | 'decimals' | 'range';

/** What a person is told about each {@link PoundsProblem}, in plain words. */
export const POUNDS_PROBLEM_MESSAGES: Readonly<Record<PoundsProblem, string>> = {
  notMoney: 'Enter an amount in pounds and pence, for example 12.50',
  decimals: 'Enter an amount with no more than 2 decimal places',
  range: `Enter an amount between -£9,999,999,999,999.99 and £9,999,999,999,999.99`,
};

/** The RangeError of {@link parsePounds}, saying which {@link PoundsProblem} it met. */
export class PoundsError extends RangeError {
  constructor(
    readonly problem: PoundsProblem,
    value: unknown,
  ) {
    super(`${POUNDS_PROBLEM_MESSAGES[problem]}: ${String(value)}`);
    this.name = 'PoundsError';
  }
}

/**
 * Pounds (a JSON number or typed text) to integer pence, exactly.
 * Text may carry '£', thousands commas, spaces and a leading '+' or '-' (before or after '£'):
 * '1,234.5' -> 123450, '£12.30' -> 1230, '-£0.01' -> -1.
 * Throws {@link PoundsError} (a RangeError) when the value has more than 2 decimals (3.3000000000000003,
 * what 1.1 * 3 gives), is beyond ±9999999999999.99 or is not a number at all.
 */
export function parsePounds(value: number | string): Pence {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new PoundsError('notMoney', value);
    // Shortest round-trip decimal: 2.01 -> '2.01', 0.1 + 0.2 -> '0.30000000000000004' (refused).
    text = String(value);
    // Exponent notation is what JavaScript writes for |x| < 1e-6 (too many decimals) or >= 1e21.
    if (/e/i.test(text)) throw new PoundsError(Math.abs(value) < 1 ? 'decimals' : 'range', value);
  } else {
    text = value.replace(/[\s,]/g, '');
    // '£-12.30' and '-£12.30' both mean minus twelve pounds thirty.
    text = text.replace(/^([+-]?)£([+-]?)/, (_m, a: string, b: string) => {
      if (a && b) throw new PoundsError('notMoney', value);
      return a || b;
    });
  }
  const match = POUNDS_PATTERN.exec(text);
  if (!match) throw new PoundsError('notMoney', value);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') throw new PoundsError('notMoney', value);
  if (fraction.length > 2) throw new PoundsError('decimals', value);
  const digits = (whole.replace(/^0+/, '') || '0') + fraction.padEnd(2, '0');
  if (digits.length > 16 || Number(digits) > MAX_PENCE) throw new PoundsError('range', value);
  const magnitude = Number(digits);
  return brand(sign === '-' ? -magnitude : magnitude);
}

/** Why `value` is not money that {@link parsePounds} takes, or null when it is. */
export function poundsProblem(value: number | string): PoundsProblem | null {
  try {
    parsePounds(value);
    return null;
  } catch (err) {
    if (err instanceof PoundsError) return err.problem;
    throw err;
  }
}

/** Integer pence to pounds for the API edge: 201 -> 2.01 (the double nearest 2.01, as JSON writes it). */
export function toPounds(pence: Pence): number {
  assertPence(pence);
  // Integer division by 100 is correctly rounded, so this is exactly the double that '2.01' parses to.
  return pence / 100;
}

/** Throws RangeError unless the value is valid money: a safe integer within ±MAX_PENCE. */
export function assertPence(pence: number): asserts pence is Pence {
  if (!Number.isSafeInteger(pence) || Math.abs(pence) > MAX_PENCE) {
    throw new RangeError(`Not a whole number of pence within range: ${pence}`);
  }
}

export function isPence(value: unknown): value is Pence {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_PENCE;
}

function toBigInt(value: bigint | number, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer: ${value}`);
  return BigInt(value);
}

function roundDivision(numerator: bigint | number, denominator: bigint | number, halfUp: boolean): Pence {
  const n = toBigInt(numerator, 'Numerator');
  const d = toBigInt(denominator, 'Denominator');
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  let q = a / b;
  const twice = (a % b) * 2n;
  if (twice > b || (twice === b && halfUp)) q += 1n;
  const result = Number(negative ? -q : q);
  if (!Number.isSafeInteger(result)) throw new RangeError('Result is beyond the safe integer range');
  return brand(result);
}

/**
 * numerator / denominator to the nearest integer, exactly; a half rounds away from zero
 * (magnitude rounded up, sign reapplied): 5/2 -> 3, -5/2 -> -3, 7/4 -> 2, 1/3 -> 0.
 */
export function roundHalfUp(numerator: bigint | number, denominator: bigint | number): Pence {
  return roundDivision(numerator, denominator, true);
}

/**
 * numerator / denominator to the nearest integer, exactly; a half rounds toward zero
 * (magnitude rounded down, sign reapplied): 5/2 -> 2, -5/2 -> -2, 7/4 -> 2, 2/3 -> 1.
 */
export function roundHalfDown(numerator: bigint | number, denominator: bigint | number): Pence {
  return roundDivision(numerator, denominator, false);
}

/** Whole pounds, truncated toward zero (SPEC §5: VAT boxes 6-9 are whole numbers, truncated). */
export function truncateToPounds(pence: Pence): number {
  assertPence(pence);
  const pounds = Math.trunc(pence / 100);
  return pounds === 0 ? 0 : pounds;
}

export interface FormatMoneyOptions {
  /**
   * undefined (default): '-' before negative amounts only. true: also '+' before positive amounts
   * (zero has no sign). false: no sign at all (the magnitude).
   */
  sign?: boolean;
  /** '£' before the digits; default true. */
  symbol?: boolean;
}

/** SPEC §9: '£1,234.56', '-£1,234.56', with sign: true '+£5.00'; symbol: false '1,234.56'. */
export function formatMoney(pence: Pence, options: FormatMoneyOptions = {}): string {
  assertPence(pence);
  const magnitude = Math.abs(pence);
  const whole = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(magnitude % 100).padStart(2, '0');
  let sign = '';
  if (options.sign !== false) {
    if (pence < 0) sign = '-';
    else if (pence > 0 && options.sign === true) sign = '+';
  }
  return `${sign}${options.symbol === false ? '' : '£'}${whole}.${fraction}`;
}

/** Pounds as plain text for an input box: 123450 -> '1234.50', -1 -> '-0.01'. */
export function penceToInputText(pence: Pence): string {
  return formatMoney(pence, { symbol: false }).replace(/,/g, '');
}

export interface MoneyInputOptions {
  /** SPEC §5: pounds-only mode zeroes pence: the point stays, whatever follows it is dropped ('12.34' -> '12.'). */
  poundsOnly?: boolean;
}

/**
 * SPEC §5 "Inputs": what a money box keeps of what was typed or pasted. Digits, one minus (only as
 * the first character), one point, at most 2 decimals (further digits dropped, not rounded); '£',
 * commas and anything else removed; clamped to ±9999999999999.99. Partial entries that are on the way
 * to a number ('', '-', '.', '-.', '12.') are kept as typed so typing is never fought.
 */
export function sanitiseMoneyInput(text: string, options: MoneyInputOptions = {}): string {
  const trimmed = text.trim();
  const negative = trimmed.replace(/^£\s*/, '').startsWith('-');
  let whole = '';
  let fraction = '';
  let seenPoint = false;
  for (const ch of trimmed) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) fraction += ch;
      else whole += ch;
    } else if (ch === '.' && !seenPoint) seenPoint = true;
  }
  fraction = fraction.slice(0, 2);
  // SPEC: one point is accepted and pounds-only zeroes pence. The point stays so that digits typed
  // after it are known to be pence and dropped; without it '2050.99' typed key by key became 205099.
  if (options.poundsOnly) fraction = '';
  const significant = whole.replace(/^0+(?=\d)/, '');
  if (significant.length > 13) {
    return `${negative ? '-' : ''}${options.poundsOnly ? MAX_POUNDS_TEXT.split('.')[0] : MAX_POUNDS_TEXT}`;
  }
  return `${negative ? '-' : ''}${significant}${seenPoint ? `.${fraction}` : ''}`;
}

/** What a money box may hold while the amount is still being typed: nothing yet, a sign, a point. */
const MONEY_ON_THE_WAY = /^[+-]?£?[+-]?\.?$/;

/**
 * Why what was typed in a money box is not an amount, in plain words, or null when it is one or is
 * on the way to one ('', '-', '.', '12.'). Typing is never changed behind the person's back:
 * '12.345' and '12abc' are refused with a message rather than kept as 12.34 and 12.
 * @example moneyInputProblem('12abc') // 'Enter an amount in pounds and pence, for example 12.50'
 * @example moneyInputProblem('£1,234.5') // null
 */
export function moneyInputProblem(text: string): string | null {
  const trimmed = text.trim();
  if (MONEY_ON_THE_WAY.test(trimmed)) return null;
  const problem = poundsProblem(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
  return problem === null ? null : POUNDS_PROBLEM_MESSAGES[problem];
}

/**
 * The pence a money input stands for, or null while it holds no number yet ('', '-', '.', '-.')
 * or holds something that is not an amount ({@link moneyInputProblem} says why).
 * '12.' -> 1200, '-0.5' -> -50, '12abc' -> null.
 */
export function moneyInputToPence(text: string, options: MoneyInputOptions = {}): Pence | null {
  if (moneyInputProblem(text) !== null) return null;
  const clean = sanitiseMoneyInput(text, options);
  if (!/\d/.test(clean)) return null;
  return parsePounds(clean.endsWith('.') ? clean.slice(0, -1) : clean);
}
