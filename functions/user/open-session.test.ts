import { describe, expect, it } from 'vitest';
import type { MemberItem } from '@bk/data';
import { deviceIdOf, mostRecentBusiness } from './open-session';

const member = (businessId: string, createdAt: string, lastSelectedAt: string | null, roleId = 10): MemberItem => ({
  businessId,
  userId: 'u1',
  email: 'u@example.test',
  roleId,
  createdAt,
  lastSelectedAt,
});

describe('the business a new session opens on', () => {
  it('is the most recently selected one', () => {
    expect(mostRecentBusiness([])).toBeNull();
    expect(
      mostRecentBusiness([
        member('a', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
        member('b', '2026-02-01T00:00:00Z', '2026-03-02T00:00:00Z'),
        member('c', '2026-02-01T00:00:00Z', null),
      ]),
    ).toBe('b');
  });

  it('is, when none was ever selected, the first one the user administers, not one shared later', () => {
    expect(
      mostRecentBusiness([
        member('shared', '2026-03-01T00:00:00Z', null, 100),
        member('own', '2026-01-01T00:00:00Z', null),
        member('own-later', '2026-02-01T00:00:00Z', null),
      ]),
    ).toBe('own');
    expect(
      mostRecentBusiness([
        member('b', '2026-03-01T00:00:00Z', null, 101),
        member('a', '2026-02-01T00:00:00Z', null, 100),
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
