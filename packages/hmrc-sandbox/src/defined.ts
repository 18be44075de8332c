/**
 * The value, or an Error naming what was missing: for values the code has already made certain
 * (a regex group that always takes part, a table entry for every known key) but that the types
 * cannot see.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
