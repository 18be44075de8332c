import { describe, expect, it } from 'vitest';
import { isSearchable } from './address-search';

describe('place search (SPEC §5 Inputs)', () => {
  it('starts only with at least 3 characters, spaces aside', () => {
    expect(isSearchable('LS1')).toBe(true);
    expect(isSearchable('LS1 4AP')).toBe(true);
    expect(isSearchable('LS')).toBe(false);
    expect(isSearchable('  LS ')).toBe(false);
    expect(isSearchable('')).toBe(false);
  });
});
