import { describe, expect, it } from 'vitest';
import type { UserItem } from '@bk/data';
import { TwoFactorType } from '@bk/domain';
import { DUMMY_HASH } from './passwords';
import { checkSignInPassword, type SignInDeps } from './sign-in-password';

const jo = {
  id: '6f1c2b1e-8a8f-4f5e-9d1c-2a3b4c5d6e7f',
  name: 'Jo',
  email: 'jo@example.com',
  emailVerified: true,
  twofaTypeId: TwoFactorType.NONE,
  passwordHash: '$argon2id$jo',
} as UserItem;

/** Fake dependencies that log every read, comparison and write, in order. */
function recorded() {
  const log: string[] = [];
  const deps: SignInDeps = {
    userIdByEmail: async (email) => (log.push('read e-mail claim'), email === jo.email ? jo.id : null),
    getUser: async (id) => (log.push('read user'), id === jo.id ? jo : null),
    compare: async (password, hash) => (
      log.push(`compare with ${hash === DUMMY_HASH ? 'a' : 'the'} hash`),
      password === 'right'
    ),
    assertHuman: async () => void log.push('bot check'),
    backoff: { attempt: async (_source, _now, check) => (log.push('back-off write'), check()) },
    limiter: {
      attempt: async (_slots, _now, check) => (log.push('address limit write'), check()),
      consume: async () => {},
      allow: async () => true,
    },
    recordFailure: async () => void log.push('failure write'),
  };
  return { log, deps };
}

const attempt = (account: string, password: string) => ({ account, password, deviceId: 'd', ip: '203.0.113.7' });

describe('the password step of sign-in', () => {
  it('does the same reads, one hash comparison and the same writes for an unknown address and a wrong password', async () => {
    const unknown = recorded();
    const wrong = recorded();
    const now = new Date('2026-03-01T10:00:00Z');
    expect(await checkSignInPassword(attempt('nobody@example.com', 'guess'), now, unknown.deps)).toBeNull();
    expect(await checkSignInPassword(attempt(jo.email, 'guess'), now, wrong.deps)).toBeNull();
    const same = (log: string[]) => log.map((step) => step.replace(/^compare with (a|the) hash$/, 'compare'));
    expect(same(unknown.log)).toEqual(same(wrong.log));
    expect(unknown.log).toEqual([
      'read e-mail claim',
      'read user',
      'address limit write',
      'back-off write',
      'bot check',
      'compare with a hash',
      'failure write',
    ]);
  });

  it('answers the user for the right password, without a failure write', async () => {
    const { log, deps } = recorded();
    expect(await checkSignInPassword(attempt(jo.email, 'right'), new Date(), deps)).toBe(jo);
    expect(log).not.toContain('failure write');
    expect(log.filter((s) => s.startsWith('compare'))).toEqual(['compare with the hash']);
  });
});
