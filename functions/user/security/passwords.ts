import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import { passwordStrength } from '@bk/domain';

/**
 * Password hashing and rules (decision 0010). argon2id at OWASP's recommended minimum cost
 * (19 MiB memory, 2 passes, 1 lane), a 16-byte random salt, stored as the standard encoded PHC
 * string so the parameters travel with the hash and can be raised later.
 */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@bk/domain';

/**
 * Hash a password for storage.
 * @example await hashPassword('correct horse battery staple') // '$argon2id$v=19$m=19456,t=2,p=1$...'
 */
export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...ARGON2_PARAMS, outputType: 'encoded' });
}

/** Whether a password matches a stored hash. A malformed hash never matches. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await burnDummyVerify(password);
    return false;
  }
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/**
 * An argon2id hash at the same cost as real ones, of a random password nobody kept. Fixed in the
 * code rather than made on first use, so that the first unknown address after a cold start does
 * not take one extra hash longer than the next (decision 0055).
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$nkfh7sJ8ujZvw7r7HON2NA$Z1huN1CE5GSf8ZITqjfdq59PQSVRocMtLWAProNQsLE';

/**
 * Spend the same work as a real check when there is no account (or no password), so the time a
 * failed sign-in takes does not tell whether the e-mail address has an account.
 */
export async function burnDummyVerify(password: string): Promise<void> {
  try {
    await argon2Verify({ password, hash: DUMMY_HASH });
  } catch {
    /* never matches; only the time counts */
  }
}

/**
 * What is wrong with a new password, in words for the field, or null when it is acceptable:
 * 8 to 1024 characters and a zxcvbn score of at least 3, counting the person's own details
 * (name, e-mail address, business names) and the product's words as the first an attacker would
 * try (decision 0055).
 * @example await passwordProblem('aaaaaaaa', ['Jo']) // 'Choose a stronger password: repeated characters like "aaa" are easy to guess.'
 */
export async function passwordProblem(password: string, details: readonly (string | null)[]): Promise<string | null> {
  return (await passwordStrength(password, details)).problem;
}
