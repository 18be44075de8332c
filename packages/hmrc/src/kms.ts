import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import type { KmsLike } from './token-cipher';

/**
 * The KMS operations the envelope cipher needs, over the SDK client (deployed stages).
 * @example kmsTokenCipher(sdkKms(new KMSClient({})), 'alias/bookkeeper-prod-hmrc-tokens')
 */
export function sdkKms(client: Pick<KMSClient, 'send'>): KmsLike {
  return {
    async generateDataKey(keyId, context) {
      const out = await client.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }),
      );
      if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key');
      return { plaintext: out.Plaintext, encrypted: out.CiphertextBlob };
    },
    async decrypt(encrypted, context) {
      const out = await client.send(new DecryptCommand({ CiphertextBlob: encrypted, EncryptionContext: context }));
      if (!out.Plaintext) throw new Error('KMS returned no plaintext');
      return out.Plaintext;
    },
  };
}
