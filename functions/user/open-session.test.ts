import { describe, expect, it } from 'vitest';
import type { MemberItem } from '@bk/data';
import { deviceIdOf, mostRecentBusiness } from './open-session';

const member = (businessId: string, createdAt: string, lastSelectedAt: string | null): MemberItem => ({
  businessId,
  userId: 'u1',
  email: 'u@example.test',
  roleId: 10,
  createdAt,
  lastSelectedAt,
});

describe('the business a new session opens on', () => {
  it('is the most recently selected, else the most recently joined, else none', () => {
    expect(mostRecentBusiness([])).toBeNull();
    expect(
      mostRecentBusiness([member('a', '2026-01-01T00:00:00Z', null), member('b', '2026-02-01T00:00:00Z', null)]),
    ).toBe('b');
    expect(
      mostRecentBusiness([
        member('a', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
        member('b', '2026-02-01T00:00:00Z', null),
      ]),
    ).toBe('a');
  });
});

describe('device id header', () => {
  it('is kept only when it looks like an id', () => {
    expect(deviceIdOf({ 'x-device-id': '0b6c6a8e-5a7e-4c53-9d1f-1e2a3b4c5d6e' })).toBe(
      '0b6c6a8e-5a7e-4c53-9d1f-1e2a3b4c5d6e',
    );
    expect(deviceIdOf({})).toBeNull();
    expect(deviceIdOf({ 'x-device-id': '<script>' })).toBeNull();
    expect(deviceIdOf({ 'x-device-id': 'a'.repeat(65) })).toBeNull();
  });
});
