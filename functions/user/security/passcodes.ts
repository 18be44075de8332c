import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { passcodeRepository, type Db, type PasscodePurpose } from '@bk/data';

/** Sign-in passcodes and backup codes: 6 digits, 10 minutes, 5 wrong tries. */
export const PASSCODE_TTL_MS = 10 * 60_000;
export const PASSCODE_MAX_ATTEMPTS = 5;

/** A random 6-digit code, leading zeros kept. */
export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: SHA-256 over a per-code random salt and the code. */
export function hashPasscode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** Compare two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Make a new code for a user and purpose, replacing any earlier one; returns the code to send. */
export async function issuePasscode(db: Db, userId: string, purpose: PasscodePurpose, now: Date): Promise<string> {
  const code = newPasscode();
  const salt = randomBytes(16).toString('hex');
  await passcodeRepository(db).putPasscode({
    userId,
    purpose,
    salt,
    codeHash: hashPasscode(salt, code),
    attempts: 0,
    createdAt: now.toISOString(),
    expiresAt: now.getTime() + PASSCODE_TTL_MS,
  });
  return code;
}

/**
 * Check a code: true uses it up. Each check takes one of the code's five tries before comparing
 * (so guesses sent at once cannot compare more than five); after five tries, or ten minutes, the
 * code no longer works and the user must ask for a new one.
 */
export async function checkPasscode(
  db: Db,
  userId: string,
  purpose: PasscodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const repo = passcodeRepository(db);
  const stored = await repo.getPasscode(userId, purpose);
  if (!stored || stored.expiresAt <= now.getTime()) return false;
  if (!(await repo.claimPasscodeAttempt(userId, purpose, stored.codeHash, PASSCODE_MAX_ATTEMPTS))) return false;
  const given = /^\d{6}$/.test(code.trim()) ? code.trim() : '';
  if (!given || !sameHash(hashPasscode(stored.salt, given), stored.codeHash)) return false;
  return repo.consumePasscode(userId, purpose, stored.codeHash);
}
