import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * Password hashing and rules (decision 0010). argon2id at OWASP's recommended minimum cost
 * (19 MiB memory, 2 passes, 1 lane), a 16-byte random salt, stored as the standard encoded PHC
 * string so the parameters travel with the hash and can be raised later.
 */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common, please choose another',
  confirmMismatch: 'Confirm password must match password',
} as const;

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

let dummyHash: Promise<string> | undefined;
/**
 * Spend the same work as a real check when there is no account (or no password), so the time a
 * failed sign-in takes does not tell whether the e-mail address has an account.
 */
export async function burnDummyVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  try {
    await argon2Verify({ password, hash: await dummyHash });
  } catch {
    /* never matches; only the time counts */
  }
}

let common: Promise<Set<string>> | undefined;
/** The 49k most common passwords (zxcvbn-ts), lower-cased; loaded on first use only. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = (dictionary as Record<string, readonly string[]>)['passwords-common'] ?? [];
    return new Set(list.map((p) => p.toLowerCase()));
  });
  return common;
}

/**
 * What is wrong with a new password, in words for the field, or null when it is acceptable:
 * 8 to 1024 characters and not one of the common passwords (case-insensitive).
 * @example await passwordProblem('password1') // 'This password is too common, please choose another'
 */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}
