import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isPublicLogoKey, PUBLIC_LOGO_CACHE_CONTROL, PUBLIC_LOGO_TYPES, publicLogoKey } from '@bk/platform';

/** The files bucket as the affiliate command uses it. */
export interface LogoFiles {
  s3: S3Client;
  bucket: string;
}

const EXT_OF_TYPE = new Map(Object.entries(PUBLIC_LOGO_TYPES).map(([ext, type]) => [type, ext]));

/**
 * The name a business's logo is published under: the SHA-256 of the business id and the bytes.
 * A new image gets a new name (so a year-long cache never shows a stale one), and two businesses
 * with the same image get different names (so removing one's never removes the other's).
 */
export function publicLogoName(businessId: string, bytes: Uint8Array): string {
  return createHash('sha256').update(businessId).update('\0').update(bytes).digest('hex');
}

/**
 * Publish a business logo (decision 0062): copy the private object at `sourceKey` to the public
 * prefix CloudFront serves, with its image type and a year-long cache, and answer its public key.
 * Null when the logo is gone (replaced or removed since the profile was submitted) or is not one
 * of the image types a public logo may have.
 */
export async function publishLogo(files: LogoFiles, businessId: string, sourceKey: string): Promise<string | null> {
  let bytes: Uint8Array;
  let type: string;
  try {
    const out = await files.s3.send(new GetObjectCommand({ Bucket: files.bucket, Key: sourceKey }));
    if (!out.Body) return null;
    bytes = await out.Body.transformToByteArray();
    type = (out.ContentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound') return null;
    throw err;
  }
  const ext = EXT_OF_TYPE.get(type);
  if (!ext) return null;
  const key = publicLogoKey(publicLogoName(businessId, bytes), ext);
  await files.s3.send(
    new PutObjectCommand({
      Bucket: files.bucket,
      Key: key,
      Body: bytes,
      ContentType: type,
      CacheControl: PUBLIC_LOGO_CACHE_CONTROL,
    }),
  );
  return key;
}

/** The public key behind a published logo address (root-relative or absolute), or null when it is not one of ours. */
export function publicLogoKeyOf(logoUrl: string | null): string | null {
  if (!logoUrl) return null;
  try {
    const key = new URL(logoUrl, 'https://app.invalid').pathname.slice(1);
    return isPublicLogoKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** Remove a published logo (a missing one is not an error, as in S3). */
export async function removePublicLogo(files: LogoFiles, key: string): Promise<void> {
  if (!isPublicLogoKey(key)) throw new Error('Refusing to remove a file outside the public logos');
  await files.s3.send(new DeleteObjectCommand({ Bucket: files.bucket, Key: key }));
}
