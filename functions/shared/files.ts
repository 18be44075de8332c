import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getS3 } from './clients/s3';
import { config } from './config';

/**
 * Where a business's files live in the files bucket: everything under `business/<id>/`, so
 * deleting a business deletes one prefix. Attachments, logos and any later file kinds of a
 * business must use {@link businessFileKey}.
 * @example businessPrefix('b1') // 'business/b1/'
 */
export function businessPrefix(businessId: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(businessId)) throw new Error('Invalid business id for a file key');
  return `business/${businessId}/`;
}

/** A key under the business's prefix, e.g. `business/<id>/logo/<uuid>`. */
export function businessFileKey(businessId: string, ...parts: string[]): string {
  for (const p of parts) if (!/^[A-Za-z0-9._-]{1,200}$/.test(p)) throw new Error('Invalid file key part');
  return `${businessPrefix(businessId)}${parts.join('/')}`;
}

export async function putFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await getS3().send(
    new PutObjectCommand({ Bucket: config().FILES_BUCKET, Key: key, Body: body, ContentType: contentType }),
  );
}

/** A file's bytes and type, or null if it does not exist. */
export async function getFile(key: string): Promise<{ body: Uint8Array; contentType: string | null } | null> {
  try {
    const out = await getS3().send(new GetObjectCommand({ Bucket: config().FILES_BUCKET, Key: key }));
    if (!out.Body) return null;
    return { body: await out.Body.transformToByteArray(), contentType: out.ContentType ?? null };
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound') return null;
    throw err;
  }
}

/** Delete one file (a missing file is not an error, as in S3). */
export async function deleteFile(key: string): Promise<void> {
  await getS3().send(new DeleteObjectCommand({ Bucket: config().FILES_BUCKET, Key: key }));
}

/**
 * Delete every object under a prefix, a page (≤1,000 keys) at a time; returns how many were
 * deleted. Idempotent: an empty prefix deletes nothing.
 */
export async function deletePrefix(prefix: string): Promise<number> {
  if (!prefix.endsWith('/') || prefix.length < 3) throw new Error('Refusing to delete a prefix that is not a folder');
  const s3 = getS3();
  const bucket = config().FILES_BUCKET;
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (objects.length) {
      const out = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      const failed = out.Errors ?? [];
      if (failed.length) throw new Error(`Could not delete ${failed.length} file(s) under the prefix`);
      removed += objects.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}
