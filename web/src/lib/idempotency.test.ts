import { describe, expect, it } from 'vitest';
import { forgetIdempotencyKey, idempotencyKeyFor, memoryKeyStore } from './idempotency';

describe('idempotency key stored under a name', () => {
  it('is the same for every press until forgotten, then new', () => {
    const s = memoryKeyStore();
    const first = idempotencyKeyFor(s, 'a');
    expect(first).toMatch(/^[A-Za-z0-9-]{16,100}$/);
    expect(idempotencyKeyFor(s, 'a')).toBe(first);
    expect(idempotencyKeyFor(s, 'b')).not.toBe(first);
    forgetIdempotencyKey(s, 'a');
    expect(idempotencyKeyFor(s, 'a')).not.toBe(first);
  });

  it('replaces a stored value that is not a valid key', () => {
    const s = memoryKeyStore();
    s.setItem('a', 'not valid!');
    expect(idempotencyKeyFor(s, 'a')).toMatch(/^[A-Za-z0-9-]{16,100}$/);
  });
});
