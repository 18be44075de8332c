import fs from 'node:fs';
import path from 'node:path';
import { DefaultStackSynthesizer, Fn, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcardResource } from '../nag';

/** Props of {@link WebContent}. */
export interface WebContentProps {
  /** The Vite build (`web/dist`): `index.html`, other static files, and hashed files under `assets/`. */
  readonly sourceDir: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

/**
 * Uploads the web build under `app/`. Hashed files in `assets/` are immutable and go first; then
 * `index.html` and the other unhashed files (version.json, fonts, logo) with `no-cache`, followed
 * by a CloudFront invalidation of `/app/*`, so a page never names an asset that is not there yet.
 * Old assets are kept (`prune: false`) for pages still open from the previous release.
 */
export class WebContent extends Construct {
  constructor(scope: Construct, id: string, props: WebContentProps) {
    super(scope, id);
    const assetsDir = path.join(props.sourceDir, 'assets');
    let hashed: BucketDeployment | undefined;
    if (fs.existsSync(assetsDir)) {
      hashed = new BucketDeployment(this, 'HashedAssets', {
        sources: [Source.asset(assetsDir)],
        destinationBucket: props.bucket,
        destinationKeyPrefix: 'app/assets/',
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
      });
    }
    const entry = new BucketDeployment(this, 'Entry', {
      sources: [Source.asset(props.sourceDir, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: props.bucket,
      destinationKeyPrefix: 'app/',
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: props.distribution,
      distributionPaths: ['/app/*'],
    });
    if (hashed) entry.node.addDependency(hashed);
    this.acknowledgeHandler(props.bucket);
  }

  /**
   * The deployment handler is CDK's own singleton Lambda at stack level (not below this construct),
   * so its findings are acknowledged there, one by one, each with its reason.
   */
  private acknowledgeHandler(bucket: IBucket): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found; did aws-cdk-lib rename it?');
    const cdkOwned = "CDK's BucketDeployment handler runs only during deployments and its policy is set by aws-cdk-lib";
    acknowledge(handler, 'AwsSolutions-L1', `${cdkOwned}; its runtime moves with aws-cdk-lib upgrades.`);
    acknowledge(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      `${cdkOwned}; the managed policy only lets it write its own logs.`,
    );
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      acknowledge(
        handler,
        `AwsSolutions-IAM5[Action::${action}]`,
        `${cdkOwned}; it copies the build from the CDK assets bucket to the web bucket only.`,
      );
    }
    acknowledgeWildcardResource(handler, bucket.arnForObjects('*'), `${cdkOwned}; it writes every file of the build.`);
    const assetsBucket = Fn.sub(
      `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-\${AWS::AccountId}-${stack.region}`,
    );
    acknowledgeWildcardResource(
      handler,
      `arn:${stack.partition}:s3:::${assetsBucket}/*`,
      `${cdkOwned}; it reads the zipped build from the bootstrap assets bucket.`,
    );
    acknowledge(
      handler,
      'AwsSolutions-IAM5[Resource::*]',
      `${cdkOwned}; CloudFront invalidation actions do not support resource-level permissions in its grant.`,
    );
  }
}
