import { describe, expect, it } from 'vitest';
import { forgetIdempotencyKey, idempotencyKeyFor, memoryKeyStore } from '../../lib/idempotency';
import { updateKeyName, type UpdateRef } from './idempotency';

const q1: UpdateRef = { businessId: 'b1', taxYear: '2026-27', periodEnd: '2026-07-05', amend: false };

describe('idempotency key of a quarterly update', () => {
  it('is the same for every press until HMRC has the update', () => {
    const s = memoryKeyStore();
    const first = idempotencyKeyFor(s, updateKeyName(q1));
    expect(first).toMatch(/^[A-Za-z0-9-]{16,100}$/);
    expect(idempotencyKeyFor(s, updateKeyName(q1))).toBe(first);
  });

  it('is new after the update was sent, and differs for an amendment and another quarter', () => {
    const s = memoryKeyStore();
    const first = idempotencyKeyFor(s, updateKeyName(q1));
    expect(idempotencyKeyFor(s, updateKeyName({ ...q1, amend: true }))).not.toBe(first);
    expect(idempotencyKeyFor(s, updateKeyName({ ...q1, periodEnd: '2026-10-05' }))).not.toBe(first);
    forgetIdempotencyKey(s, updateKeyName(q1));
    expect(idempotencyKeyFor(s, updateKeyName(q1))).not.toBe(first);
  });
});
