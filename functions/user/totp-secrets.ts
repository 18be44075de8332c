import { KMSClient } from '@aws-sdk/client-kms';
import { kmsTokenCipher, localTokenCipher, sdkKms, type TokenCipher } from '@bk/hmrc';
import { userRepository, type UserItem } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { config, type Config } from '../shared/config';
import { logger } from '../shared/logger';
import { matchTotp } from './security/totp';

/**
 * Authenticator secrets are sealed at rest like the HMRC tokens (decision 0051): envelope
 * encryption with KMS in AWS, a local key file locally. The AAD and KMS encryption context name
 * their own purpose, so an HMRC token blob cannot be passed off as a secret or the other way round.
 */
export const TOTP_PURPOSE = 'totp-secrets';

/** A secret stored before sealing: bare base32 (sealed blobs start `local1.` or `kms1.`). */
const PLAIN_SECRET = /^[A-Z2-7]+=*$/;

let cipher: TokenCipher | undefined;

function totpCipher(c: Config = config()): TokenCipher {
  if (!cipher) {
    if (c.TOTP_KMS_KEY_ID) {
      cipher = kmsTokenCipher(sdkKms(new KMSClient({ region: c.AWS_REGION })), c.TOTP_KMS_KEY_ID, TOTP_PURPOSE);
    } else if (c.STAGE === 'local' || c.STAGE === 'test') {
      cipher = localTokenCipher(c.TOTP_KEY_FILE, TOTP_PURPOSE);
    } else {
      throw new Error('TOTP_KMS_KEY_ID is required outside the local stack');
    }
  }
  return cipher;
}

/** Seal a base32 secret for storage. */
export function sealTotpSecret(secret: string): Promise<string> {
  return totpCipher().encrypt(secret);
}

/** Whether a stored value is a secret from before sealing. */
export function isPlainTotpSecret(stored: string): boolean {
  return PLAIN_SECRET.test(stored);
}

/** The base32 secret of a stored value, sealed or (from before sealing) plain. */
export async function openTotpSecret(stored: string): Promise<string> {
  return isPlainTotpSecret(stored) ? stored : totpCipher().decrypt(stored);
}

/**
 * Check a code against the user's active secret: the time step it belongs to, or null. A secret
 * stored plain before sealing is sealed once it has proved itself here (lazy migration: no
 * backfill job, and an account nobody signs in to keeps working).
 */
export async function matchUserTotp(user: UserItem, code: string, nowMs: number): Promise<number | null> {
  const stored = user.totpSecret;
  if (!stored) return null;
  const step = matchTotp(await openTotpSecret(stored), code, nowMs);
  if (step !== null && isPlainTotpSecret(stored)) {
    try {
      await userRepository(getDb()).resealTotpSecret(user.id, stored, await sealTotpSecret(stored));
    } catch (err) {
      // The code was right; sealing is retried at the next use.
      logger().warn('could not seal a plain authenticator secret', { error: String(err) });
    }
  }
  return step;
}
