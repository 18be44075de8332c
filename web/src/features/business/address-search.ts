/** SPEC §5 "Inputs" and §9: the place search starts at 3 characters, 1500 ms after the last key. */
export const PLACE_SEARCH_MIN_CHARS = 3;
export const PLACE_SEARCH_DEBOUNCE_MS = 1500;

/** Whether a typed search is long enough to look up. @example isSearchable(' ab ') // false */
export function isSearchable(query: string): boolean {
  return query.trim().length >= PLACE_SEARCH_MIN_CHARS;
}
