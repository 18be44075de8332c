import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kmsTokenCipher, localTokenCipher, type KmsLike } from './token-cipher';

const dir = await mkdtemp(join(tmpdir(), 'hmrc-key-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const secret = JSON.stringify({ accessToken: 'QGbWG8KckncuwwD4uYXgWxF4HQvuPmrmUqKgkpQP', refreshToken: 'unJkSs5c' });

/** Flip one character of the sealed part of a blob. */
function tamper(blob: string): string {
  const i = blob.length - 5;
  return blob.slice(0, i) + (blob[i] === 'A' ? 'B' : 'A') + blob.slice(i + 1);
}

describe('local key-file cipher', () => {
  const keyPath = join(dir, 'nested', 'hmrc-token.key');

  it('round-trips, creating a 32-byte key readable only by its owner', async () => {
    const cipher = localTokenCipher(keyPath);
    const blob = await cipher.encrypt(secret);
    expect(blob).not.toContain('QGbWG8');
    expect(await cipher.decrypt(blob)).toBe(secret);
    expect((await readFile(keyPath)).length).toBe(32);
    expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
  });

  it('uses a fresh IV each time', async () => {
    const cipher = localTokenCipher(keyPath);
    expect(await cipher.encrypt(secret)).not.toBe(await cipher.encrypt(secret));
  });

  it('reuses the key across instances (restarts) and refuses a tampered blob', async () => {
    const blob = await localTokenCipher(keyPath).encrypt(secret);
    const again = localTokenCipher(keyPath);
    expect(await again.decrypt(blob)).toBe(secret);
    await expect(again.decrypt(tamper(blob))).rejects.toThrow();
    await expect(again.decrypt('kms1.abc.def')).rejects.toThrow();
  });

  it('cannot open a blob sealed with another key', async () => {
    const blob = await localTokenCipher(join(dir, 'other.key')).encrypt(secret);
    await expect(localTokenCipher(keyPath).decrypt(blob)).rejects.toThrow();
  });

  it('binds a blob to its purpose: a secret sealed for one use does not open as another', async () => {
    const totp = await localTokenCipher(keyPath, 'totp-secrets').encrypt(secret);
    expect(await localTokenCipher(keyPath, 'totp-secrets').decrypt(totp)).toBe(secret);
    await expect(localTokenCipher(keyPath).decrypt(totp)).rejects.toThrow();
  });
});

describe('KMS envelope cipher', () => {
  /** A fake KMS: wraps data keys with its own master key, checking the encryption context. */
  function fakeKms(): KmsLike & { calls: string[] } {
    const master = randomBytes(32);
    const calls: string[] = [];
    return {
      calls,
      async generateDataKey(keyId, context) {
        calls.push(`generate ${keyId} ${JSON.stringify(context)}`);
        const plaintext = randomBytes(32);
        const iv = randomBytes(12);
        const c = createCipheriv('aes-256-gcm', master, iv);
        const enc = Buffer.concat([c.update(plaintext), c.final()]);
        return { plaintext: Buffer.from(plaintext), encrypted: Buffer.concat([iv, c.getAuthTag(), enc]) };
      },
      async decrypt(encrypted, context) {
        calls.push(`decrypt ${JSON.stringify(context)}`);
        const buf = Buffer.from(encrypted);
        const d = createDecipheriv('aes-256-gcm', master, buf.subarray(0, 12));
        d.setAuthTag(buf.subarray(12, 28));
        return Buffer.concat([d.update(buf.subarray(28)), d.final()]);
      },
    };
  }

  it('round-trips with a data key per blob and refuses tampering', async () => {
    const kms = fakeKms();
    const cipher = kmsTokenCipher(kms, 'alias/hmrc-tokens');
    const blob = await cipher.encrypt(secret);
    expect(blob.startsWith('kms1.')).toBe(true);
    expect(blob).not.toContain('QGbWG8');
    expect(await cipher.decrypt(blob)).toBe(secret);
    expect(kms.calls[0]).toBe('generate alias/hmrc-tokens {"purpose":"hmrc-tokens"}');
    await expect(cipher.decrypt(tamper(blob))).rejects.toThrow();
    await expect(cipher.decrypt('local1.xyz')).rejects.toThrow();
  });
});
