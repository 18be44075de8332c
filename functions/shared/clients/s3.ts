import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { awsRequestHandler } from './timeouts';

let s3: S3Client | undefined;

/** The S3 client for the files bucket, built once per cold start. */
export function getS3(): S3Client {
  if (!s3) {
    const c = config();
    s3 = new S3Client({
      region: c.AWS_REGION,
      requestHandler: awsRequestHandler(c, 'files'),
      ...(c.S3_ENDPOINT
        ? {
            endpoint: c.S3_ENDPOINT,
            forcePathStyle: true,
            // s3rver stores aws-chunked framing as data unless checksums are only sent when required
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
  }
  return s3;
}

export function resetS3(): void {
  s3?.destroy();
  s3 = undefined;
}
