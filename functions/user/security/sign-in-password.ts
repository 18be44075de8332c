import { rateLimitRepository, userRepository, type UserItem } from '@bk/data';
import { recordAudit } from '../../shared/audit';
import { getDb } from '../../shared/clients/db';
import { logger } from '../../shared/logger';
import { hashToken } from '../../shared/tokens';
import { passwordBackoff, type AttemptSource, type PasswordBackoff } from './backoff';
import { assertHuman } from './bot-check';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { addressSlot, rateLimiter, type RateLimiter } from './rate-limit';

/** A user id no account has (random ids are version 4 UUIDs), read in place of an unknown address's user. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** What the password step of sign-in reads, compares and writes: the table in the function, fakes in tests. */
export interface SignInDeps {
  /** The user id an e-mail address claims, or null. */
  userIdByEmail(email: string): Promise<string | null>;
  getUser(userId: string): Promise<UserItem | null>;
  /** One argon2id comparison. */
  compare(password: string, hash: string): Promise<boolean>;
  assertHuman(recaptchaResponse: string | null | undefined, ip: string): Promise<void>;
  backoff: PasswordBackoff;
  limiter: RateLimiter;
  /** The one write of a failed sign-in: the account's audit log, or the unknown-address note. */
  recordFailure(user: UserItem | null, source: AttemptSource, now: Date): Promise<void>;
}

export interface SignInAttempt extends AttemptSource {
  readonly password: string;
  readonly recaptchaResponse?: string | null | undefined;
}

/**
 * The password step of sign-in: the user when the password is right, else null. An address with
 * no account does the same work as a wrong password (decision 0055): the same two reads, one
 * argon2id comparison (against a fixed hash nobody knows the password of), the same back-off
 * writes and one write for the failure, so the time taken does not tell which it was.
 */
export async function checkSignInPassword(
  attempt: SignInAttempt,
  now: Date,
  deps: SignInDeps,
): Promise<UserItem | null> {
  const userId = await deps.userIdByEmail(attempt.account);
  const user = await deps.getUser(userId ?? NO_USER_ID);
  const right = await deps.limiter.attempt([addressSlot(attempt.ip)], now, () =>
    deps.backoff.attempt(attempt, now, async () => {
      await deps.assertHuman(attempt.recaptchaResponse, attempt.ip);
      const matches = await deps.compare(attempt.password, user?.passwordHash ?? DUMMY_HASH);
      return matches && user !== null;
    }),
  );
  if (right && user) return user;
  await deps.recordFailure(user, attempt, now);
  return null;
}

/** The sign-in's dependencies in a function: DynamoDB, argon2id, the bot check. */
export function signInDeps(): SignInDeps {
  const users = userRepository(getDb());
  return {
    userIdByEmail: (email) => users.getUserIdByEmail(email),
    getUser: (id) => users.getUser(id),
    compare: verifyPassword,
    assertHuman,
    backoff: passwordBackoff(),
    limiter: rateLimiter(),
    recordFailure: async (user, source, now) => {
      if (user) {
        await recordAudit({
          event: 'sign-in-failed',
          userId: user.id,
          userEmail: user.email,
          ipAddress: source.ip,
          now,
        });
        return;
      }
      try {
        const bucket = Number.parseInt(hashToken(source.account.trim().toLowerCase()).slice(0, 2), 16);
        await rateLimitRepository(getDb()).recordUnknownSignIn(bucket, { at: now.toISOString(), ipAddress: source.ip });
      } catch (err) {
        // Like an audit entry, a note that cannot be written never fails the sign-in.
        logger().error('unknown sign-in not noted', { error: (err as Error).message });
      }
    },
  };
}
