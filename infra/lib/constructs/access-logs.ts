import { Duration } from 'aws-cdk-lib';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';
import { secureBucketProps } from './secure-bucket';

/** Props of {@link AccessLogs}. */
export interface AccessLogsProps {
  readonly config: StageConfig;
}

/**
 * One private bucket for S3 server access logs (files and web buckets) and CloudFront standard
 * logs, expired after the stage's `accessLogDays`. Log delivery writes SSE-S3 only, which
 * {@link secureBucketProps} uses.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    const { config } = props;
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps(config),
      // CloudFront standard logging writes with ACLs, so ACLs cannot be disabled on this bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(config.accessLogDays) }],
    });
    acknowledge(
      this.bucket,
      'AwsSolutions-S1',
      'This is the access-log bucket itself; logging its own access would write logs about logs without end.',
    );
  }
}
