import { poundsProblem } from '@bk/domain';
import { formatPounds } from '../../lib/format';

/** An amount HMRC gave, as £ with two decimals and commas; '' when HMRC gave none. @example money(1234.5) // '£1,234.50' */
export function money(value: unknown): string {
  return typeof value === 'number' && poundsProblem(value) === null ? formatPounds(value) : '';
}

/** A field of an HMRC answer we only know as JSON. */
export function field(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
