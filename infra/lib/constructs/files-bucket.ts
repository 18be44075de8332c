import { Aws, Duration, Stack } from 'aws-cdk-lib';
import { Bucket, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';
import { secureBucketProps } from './secure-bucket';

/** Props of {@link FilesBucket}. */
export interface FilesBucketProps {
  readonly config: StageConfig;
  /** Where S3 server access logs go. */
  readonly accessLogs: IBucket;
}

/**
 * The private bucket for attachments, logos and large CSV exports (ARCHITECTURE "Data"): browsers upload straight
 * to it with a presigned POST whose policy limits size and type, and download through short-lived
 * presigned URLs. Versioned, so an overwritten or deleted file can be recovered for
 * `noncurrentFileDays`.
 *
 * The name is fixed (`bookkeeper-<stage>-files-<account>-<region>`) so the web app's Content
 * Security Policy can name the bucket's host without a reference back to this resource, which
 * would be circular (the bucket's CORS rule names the distribution).
 */
export class FilesBucket extends Construct {
  readonly bucket: Bucket;
  /** `https://<bucket>.s3.<region>.amazonaws.com`: the origin of presigned URLs (virtual-hosted style). */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: FilesBucketProps) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);
    const bucketName = `bookkeeper-${config.stage}-files-${stack.account}-${stack.region}`;
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps(config),
      bucketName,
      versioned: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'files/',
      lifecycleRules: [
        {
          // A presigned POST that never finishes must not leave parts behind.
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(config.noncurrentFileDays),
          expiredObjectDeleteMarker: true,
        },
        {
          // Large CSV exports (decision 0034; EXPORTS_PREFIX in packages/data/src/export-files.ts) are
          // fetched through an address that works for 5 minutes: a day later nobody needs them, and
          // a business's ledger should not sit in storage, nor in old versions, any longer.
          id: 'ExpireExports',
          prefix: 'exports/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          // Attachment uploads land here until confirmed and copied out (decision 0054): one never
          // confirmed, or posted again after its confirmation, is of no use after a day.
          id: 'ExpireQuarantine',
          prefix: 'quarantine/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });
    this.origin = `https://${bucketName}.s3.${stack.region}.${Aws.URL_SUFFIX}`;
  }

  /**
   * Let the app's pages upload (presigned POST) and fetch (presigned GET) from the browser.
   * @param appOrigin e.g. `https://app.example.co.uk`
   */
  allowBrowserOrigin(appOrigin: string): void {
    this.bucket.addCorsRule({
      allowedOrigins: [appOrigin],
      allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
