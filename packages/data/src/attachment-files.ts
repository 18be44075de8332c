import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presignedPost, type PresignedPost } from './presigned-post';

/** Where the files bucket is: its name, and the endpoint of an S3 stand-in when not in AWS. */
export interface FilesBucket {
  bucket: string;
  /** Set only locally and in tests (the S3 stand-in); in AWS the bucket's own address is used. */
  endpoint?: string | undefined;
}

/**
 * The prefix attachment uploads land under until confirmed (decision 0054); the files bucket's
 * `ExpireQuarantine` lifecycle rule (infra/lib/constructs/files-bucket.ts) empties it after a day.
 */
export const QUARANTINE_PREFIX = 'quarantine/';

/** Enough of a file's start for its type to be recognised (file-type reads at most this many bytes). */
const SNIFF_BYTES = 4100;

/** What an uploaded file is, read without downloading it whole. */
export interface StoredFile {
  size: number;
  /** Pins the later copy to these very bytes, so a re-upload in between cannot slip through. */
  etag: string;
  /** The first bytes, for recognising the type. */
  head: Uint8Array;
}

/**
 * A Content-Disposition that shows the file in place under its name (RFC 6266): an ASCII
 * fallback with quotes, backslashes and control characters replaced, and the exact name in
 * `filename*` percent-encoded as UTF-8, so no name can break out of the header.
 * @example inlineDisposition('reçu.pdf') // `inline; filename="re_u.pdf"; filename*=UTF-8''re%C3%A7u.pdf`
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // A lone surrogate cannot be encoded (encodeURIComponent would throw), so it becomes U+FFFD.
  const whole = fileName.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  const encoded = encodeURIComponent(whole).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function isMissing(err: unknown): boolean {
  const name = (err as Error).name;
  return name === 'NotFound' || name === 'NoSuchKey' || name === 'PreconditionFailed';
}

/**
 * The S3 side of attachments (decision 0013): the browser uploads straight to the files bucket
 * with a presigned POST and downloads through a short-lived presigned URL, so no file passes
 * through Lambda. Reading and deleting a file are `functions/shared/files.ts`, shared with logos.
 */
export function attachmentFiles(s3: S3Client, where: FilesBucket) {
  return {
    /**
     * A presigned POST that lets the browser upload one file to `key`, of this content type and of
     * 1 byte to `maxBytes`, until `expiresSeconds` after `now`.
     */
    async uploadForm(input: {
      key: string;
      contentType: string;
      maxBytes: number;
      expiresSeconds: number;
      now: Date;
    }): Promise<PresignedPost> {
      const region = await s3.config.region();
      return presignedPost({
        ...input,
        url: where.endpoint
          ? `${where.endpoint.replace(/\/$/, '')}/${where.bucket}`
          : `https://${where.bucket}.s3.${region}.amazonaws.com/`,
        bucket: where.bucket,
        region,
        credentials: await s3.config.credentials(),
      });
    },

    /** A URL that downloads the file at `key` as `contentType` named `fileName`, for `expiresSeconds`. */
    async downloadUrl(key: string, contentType: string, fileName: string, expiresSeconds: number): Promise<string> {
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: where.bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: inlineDisposition(fileName),
        }),
        { expiresIn: expiresSeconds },
      );
    },

    /** The size, version tag and first bytes of the file at `key`, or null if there is none. */
    async inspect(key: string): Promise<StoredFile | null> {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: where.bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        const etag = head.ETag ?? '';
        if (size === 0) return { size, etag, head: new Uint8Array() };
        const start = await s3.send(
          new GetObjectCommand({
            Bucket: where.bucket,
            Key: key,
            Range: `bytes=0-${Math.min(size, SNIFF_BYTES) - 1}`,
            IfMatch: etag || undefined,
          }),
        );
        return { size, etag, head: start.Body ? await start.Body.transformToByteArray() : new Uint8Array() };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    /**
     * Copy the inspected file to `to` (server-side, the bytes never pass through Lambda), only if
     * it is still the version `etag` names; false when it is gone or was replaced meanwhile.
     */
    async copy(from: string, to: string, etag: string, contentType: string): Promise<boolean> {
      try {
        await s3.send(
          new CopyObjectCommand({
            Bucket: where.bucket,
            Key: to,
            CopySource: `${where.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
            CopySourceIfMatch: etag || undefined,
            MetadataDirective: 'REPLACE',
            ContentType: contentType,
          }),
        );
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}
export type AttachmentFiles = ReturnType<typeof attachmentFiles>;
