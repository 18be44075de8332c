import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem, verifyPassword } from './passwords';

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
});

describe('password rules', () => {
  it('needs 8 to 1024 characters', async () => {
    expect(await passwordProblem('Ab3$efg')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await passwordProblem('x'.repeat(1025))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(await passwordProblem('kettle-orbit-57-lantern')).toBeNull();
    expect(await passwordProblem('kq7#mzl2')).toBeNull();
  });

  it('refuses common passwords whatever their case', async () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'Qwertyuiop', 'iloveyou'])
      expect(await passwordProblem(p), p).toBe(PASSWORD_MESSAGES.tooCommon);
  });
});
