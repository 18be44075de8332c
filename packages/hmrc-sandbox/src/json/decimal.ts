/**
 * Exact decimals for HMRC's box checks: an unscaled integer and a scale, as Java's BigDecimal (which
 * the VAT service uses). `1.10` is (110, 2); `1e2` is (1, -2). No binary floating point anywhere.
 */
export interface Decimal {
  unscaled: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** @example parseDecimal('105.50') // { unscaled: 10550n, scale: 2 } */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const unscaled = BigInt(`${sign}${whole}${fraction}`);
  return { unscaled, scale: fraction.length - Number(exponent) };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.unscaled * 10n ** BigInt(scale - value.scale);
}

/** Compare exactly: negative, zero or positive. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale, 0);
  const diff = rescale(a, scale) - rescale(b, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale, 0);
  return { unscaled: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  return addDecimal(a, { unscaled: -b.unscaled, scale: b.scale });
}

export function absDecimal(a: Decimal): Decimal {
  return { unscaled: a.unscaled < 0n ? -a.unscaled : a.unscaled, scale: a.scale };
}

/** True when the value has no fractional part (`500.00` is whole, `500.5` is not). */
export function isWhole(a: Decimal): boolean {
  if (a.scale <= 0) return true;
  return a.unscaled % 10n ** BigInt(a.scale) === 0n;
}

export const decimal = (text: string): Decimal => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`Not a decimal: ${text}`);
  return parsed;
};
