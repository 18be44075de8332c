import { oneTimeTokenRepository, type OneTimeTokenItem, type OneTimeTokenKind } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { hashToken, newToken } from '../shared/tokens';

const HOUR = 60 * 60_000;

/** How long each kind of one-time token works: short enough that a leaked link or code is soon useless. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  'verify-email': 24 * HOUR,
  'email-change': 24 * HOUR,
  'password-reset': HOUR,
  support: 15 * 60_000,
};

/**
 * Make a one-time token for a user and return it (to mail or show once); only its hash is
 * stored. Earlier tokens of the same kind stop working, so only the most recent one is valid.
 */
export async function issueOneTimeToken(
  kind: OneTimeTokenKind,
  userId: string,
  email: string | null,
  now: Date,
): Promise<string> {
  const repo = oneTimeTokenRepository(getDb());
  const older = await repo.listOneTimeTokensOfUser(userId, kind);
  const token = newToken();
  await repo.putOneTimeToken({
    tokenHash: hashToken(token),
    kind,
    userId,
    email,
    createdAt: now.toISOString(),
    expiresAt: now.getTime() + TOKEN_LIFETIME_MS[kind],
  });
  if (older.length > 0) await repo.deleteOneTimeTokens(older.map((t) => t.tokenHash));
  return token;
}

/** A valid token of a kind, without using it up. */
export function peekOneTimeToken(kind: OneTimeTokenKind, token: string, now: Date): Promise<OneTimeTokenItem | null> {
  return oneTimeTokenRepository(getDb()).getOneTimeToken(hashToken(token), kind, now.getTime());
}

/** Use a token up: it works once, however many requests race for it. */
export function consumeOneTimeToken(
  kind: OneTimeTokenKind,
  token: string,
  now: Date,
): Promise<OneTimeTokenItem | null> {
  return oneTimeTokenRepository(getDb()).consumeOneTimeToken(hashToken(token), kind, now.getTime());
}
