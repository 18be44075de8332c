import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presignedPost, type PresignedPost } from './presigned-post';

/** Where the files bucket is: its name, and the endpoint of an S3 stand-in when not in AWS. */
export interface FilesBucket {
  bucket: string;
  /** Set only locally and in tests (the S3 stand-in); in AWS the bucket's own address is used. */
  endpoint?: string | undefined;
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

    /** A URL that downloads the file at `key` as `contentType`, for `expiresSeconds`. */
    async downloadUrl(key: string, contentType: string, expiresSeconds: number): Promise<string> {
      return getSignedUrl(
        s3,
        new GetObjectCommand({ Bucket: where.bucket, Key: key, ResponseContentType: contentType }),
        { expiresIn: expiresSeconds },
      );
    },
  };
}
export type AttachmentFiles = ReturnType<typeof attachmentFiles>;
