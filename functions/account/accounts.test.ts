import { describe, expect, it } from 'vitest';
import { AccountItem, type JobItem } from '@bk/data';
import { defaultOf } from './accounts';
import { deletionFailed } from './delete-account';

const account = (id: string, over: Partial<AccountItem> = {}) =>
  AccountItem.parse({ id, name: id, balance: 0, createdAt: `2026-01-0${id.length}T00:00:00.000Z`, ...over });

describe('the default bank account (decision 0053)', () => {
  it('is the account the default item names, while it is not being deleted', () => {
    const list = [account('a'), account('bb'), account('ccc')];
    expect(defaultOf(list, 'bb')).toBe('bb');
    expect(defaultOf([account('a'), account('bb', { deletionJobId: 'j1' })], 'bb')).toBe('a');
  });

  it('falls back to the flag of data written before the default item, then to the oldest account', () => {
    expect(defaultOf([account('a'), account('bb', { isMain: true })], null)).toBe('bb');
    expect(defaultOf([account('a'), account('bb')], null)).toBe('a');
    expect(defaultOf([account('a', { deletionJobId: 'j1' })], null)).toBeNull();
  });
});

describe("a bank account deletion's job", () => {
  const job = (over: Partial<JobItem>): JobItem => ({
    id: 'j1',
    kind: 'delete-bank-account',
    subject: {},
    status: 'running',
    progress: 10,
    error: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  });
  const now = new Date('2026-01-01T00:04:00.000Z');

  it('may be tried again when it failed, is missing, or has not moved for five minutes', () => {
    expect(deletionFailed(job({ status: 'failed' }), now)).toBe(true);
    expect(deletionFailed(null, now)).toBe(true);
    expect(deletionFailed(job({}), new Date('2026-01-01T00:05:01.000Z'))).toBe(true);
    expect(deletionFailed(job({}), now)).toBe(false);
    expect(deletionFailed(job({ status: 'pending' }), now)).toBe(false);
  });
});
