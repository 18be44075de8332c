/**
 * The value, or an Error naming what was missing, so that a test fails with a message rather than
 * a TypeError further on when a row, header or field it relies on is not there.
 */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to be defined, got ${String(value)}`);
  return value;
}
