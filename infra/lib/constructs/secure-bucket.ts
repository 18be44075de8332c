import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, BucketEncryption, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../stage-config';

/**
 * Settings every bucket of the app shares: no public access, TLS-only requests, SSE-S3
 * encryption, and the stage's removal policy. Where the stage destroys its data (dev), objects are
 * emptied on stack deletion too; otherwise CloudFormation could not delete a non-empty bucket.
 * @example new Bucket(this, 'Bucket', { ...secureBucketProps(config), versioned: true })
 */
export function secureBucketProps(config: StageConfig): BucketProps {
  const destroy = config.removalPolicy === RemovalPolicy.DESTROY;
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    removalPolicy: config.removalPolicy,
    autoDeleteObjects: destroy,
  };
}
