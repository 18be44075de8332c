import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Encrypts HMRC tokens at rest (envelope encryption). The blob is self-describing text, so a
 * stored value says which kind of key sealed it.
 */
export interface TokenCipher {
  encrypt(plain: string): Promise<string>;
  decrypt(blob: string): Promise<string>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM with a 32-byte key: `iv | tag | ciphertext`, base64url. `aad` binds the blob to its use. */
export function sealAesGcm(key: Uint8Array, plain: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Open {@link sealAesGcm}'s output; throws when the blob, key or `aad` do not match (tampering). */
export function openAesGcm(key: Uint8Array, sealed: string, aad: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted token is damaged');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

const LOCAL_PREFIX = 'local1.';

/** What a cipher seals unless told otherwise; other secrets (authenticator secrets) name their own. */
const DEFAULT_PURPOSE = 'hmrc-tokens';

/**
 * A cipher whose key lives in a file (local mode): 32 random bytes, created on first use with
 * mode 0600. Never used in AWS, where {@link kmsTokenCipher} keeps the key in KMS. `purpose` is
 * the AAD, so a blob sealed for one use does not open as another.
 * @example localTokenCipher('.data/hmrc-token.key')
 */
export function localTokenCipher(keyPath: string, purpose: string = DEFAULT_PURPOSE): TokenCipher {
  let key: Promise<Buffer> | undefined;
  const load = () => (key ??= loadOrCreateKey(keyPath));
  return {
    async encrypt(plain) {
      return LOCAL_PREFIX + sealAesGcm(await load(), plain, purpose);
    },
    async decrypt(blob) {
      if (!blob.startsWith(LOCAL_PREFIX)) throw new Error('Encrypted token was not sealed with the local key');
      return openAesGcm(await load(), blob.slice(LOCAL_PREFIX.length), purpose);
    },
  };
}

async function loadOrCreateKey(path: string): Promise<Buffer> {
  try {
    const existing = await readFile(path);
    if (existing.length !== 32) throw new Error(`Key file ${path} must hold exactly 32 bytes`);
    return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dirname(path), { recursive: true });
  const fresh = randomBytes(32);
  try {
    await writeFile(path, fresh, { mode: 0o600, flag: 'wx' });
    await chmod(path, 0o600);
    return fresh;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFile(path);
    throw err;
  }
}

/** What the KMS cipher needs of a KMS client (the SDK's `KMSClient`, or a fake in tests). */
export interface KmsLike {
  generateDataKey(
    keyId: string,
    context: Record<string, string>,
  ): Promise<{ plaintext: Uint8Array; encrypted: Uint8Array }>;
  decrypt(encrypted: Uint8Array, context: Record<string, string>): Promise<Uint8Array>;
}

const KMS_PREFIX = 'kms1.';

/**
 * Envelope encryption with KMS: a fresh data key per blob from GenerateDataKey (AES-256), the
 * tokens sealed with it by AES-256-GCM, the KMS-encrypted data key stored beside them. Only the
 * KMS key's policy decides who can read tokens; the plaintext key never leaves memory.
 * Blob: `kms1.<encrypted data key>.<sealed>` (base64url). `purpose` is both the AAD and the KMS
 * encryption context, so the key policy can tell the uses apart.
 */
export function kmsTokenCipher(kms: KmsLike, keyId: string, purpose: string = DEFAULT_PURPOSE): TokenCipher {
  const context = { purpose };
  return {
    async encrypt(plain) {
      const dataKey = await kms.generateDataKey(keyId, context);
      try {
        const sealed = sealAesGcm(dataKey.plaintext, plain, purpose);
        return `${KMS_PREFIX}${Buffer.from(dataKey.encrypted).toString('base64url')}.${sealed}`;
      } finally {
        dataKey.plaintext.fill(0);
      }
    },
    async decrypt(blob) {
      if (!blob.startsWith(KMS_PREFIX)) throw new Error('Encrypted token was not sealed with KMS');
      const [wrapped, sealed] = blob.slice(KMS_PREFIX.length).split('.');
      if (!wrapped || !sealed) throw new Error('Encrypted token is damaged');
      const key = await kms.decrypt(Buffer.from(wrapped, 'base64url'), context);
      try {
        return openAesGcm(key, sealed, purpose);
      } finally {
        key.fill(0);
      }
    },
  };
}
