import { describe, expect, it } from 'vitest';
import { confirmationMatches, DEFAULT_CONFIRM_TEXT } from './type-to-confirm';

describe('confirmationMatches (SPEC §5 type-to-confirm)', () => {
  it('accepts exactly the expected text', () => {
    expect(confirmationMatches('DELETE', DEFAULT_CONFIRM_TEXT)).toBe(true);
    expect(confirmationMatches('jo@example.com', 'jo@example.com')).toBe(true);
  });

  it('is case-sensitive and does not trim', () => {
    expect(confirmationMatches('delete', 'DELETE')).toBe(false);
    expect(confirmationMatches('DELETE ', 'DELETE')).toBe(false);
    expect(confirmationMatches(' DELETE', 'DELETE')).toBe(false);
    expect(confirmationMatches('Jo@example.com', 'jo@example.com')).toBe(false);
  });

  it('never matches an empty expectation', () => {
    expect(confirmationMatches('', '')).toBe(false);
  });
});
