import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, PASSWORD_MESSAGES, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores argon2id at OWASP cost with a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('Tr0ub4dor&3-horse');
    const b = await hashPassword('Tr0ub4dor&3-horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Tr0ub4dor&3-horse', a)).toBe(true);
    expect(await verifyPassword('tr0ub4dor&3-horse', a)).toBe(false);
    expect(await verifyPassword('Tr0ub4dor&3-horse', null)).toBe(false);
    expect(await verifyPassword('Tr0ub4dor&3-horse', 'not-a-hash')).toBe(false);
  });

  it('keeps a dummy hash at the same cost as real ones, for addresses with no account', async () => {
    const real = await hashPassword('Tr0ub4dor&3-horse');
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
  });
});

describe('password rules', () => {
  const jo = ['Jo Smith', 'jo.smith@example.com', 'Smith Plumbing'];

  it('needs 8 to 1024 characters', async () => {
    expect(await passwordProblem('Ab3$efg', jo)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await passwordProblem('x'.repeat(1025), jo)).toBe(PASSWORD_MESSAGES.tooLong);
    expect(await passwordProblem('kettle-orbit-57-lantern', jo)).toBeNull();
    expect(await passwordProblem('correct horse battery staple', jo)).toBeNull();
  });

  it('refuses guessable passwords with a reason in words', async () => {
    expect(await passwordProblem('aaaaaaaa', jo)).toBe(
      'Choose a stronger password: repeated characters like "aaa" are easy to guess.',
    );
    expect(await passwordProblem(' '.repeat(8), jo)).toMatch(/^Choose a stronger password: repeated characters/);
    for (const p of ['password', 'PASSWORD', '12345678', 'Qwertyuiop', 'iloveyou', 'password1'])
      expect(await passwordProblem(p, jo), p).toMatch(/^Choose a stronger password: /);
  });

  it("refuses the person's own details and the product's name", async () => {
    const personal = `${PASSWORD_MESSAGES.weak}: ${PASSWORD_MESSAGES.personal}`;
    expect(await passwordProblem('jo.smith@example.com', jo)).toBe(personal);
    expect(await passwordProblem('Smith Plumbing 1', jo)).toBe(personal);
    expect(await passwordProblem('Bookkeeper2026!', jo)).toBe(personal);
    // The same password is fine for someone it says nothing about.
    expect(await passwordProblem('Smith Plumbing 1', ['Al Jones', 'al@example.org'])).not.toBe(personal);
  });
});
