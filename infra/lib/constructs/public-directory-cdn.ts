import { Aws, Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginBase,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IResponseHeadersPolicy,
  type OriginBindConfig,
  type OriginBindOptions,
  type CfnDistribution,
} from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { API_PREFIXES } from '@bk/contract';
import { PUBLIC_DIRECTORY_CACHE_SECONDS, PUBLIC_LOGOS_PATH_PATTERN, PUBLIC_LOGOS_PREFIX } from '@bk/platform';

/**
 * The files bucket as a CloudFront origin that may read one prefix and nothing else (decision
 * 0062). CDK's own OAC origin grants the distribution every object of the bucket; this one adds
 * a bucket policy statement for `<prefix>*` only, so attachments and exports stay unreachable
 * even through a misrouted path. The bucket itself stays private (no public access at all).
 * The origin is named by the bucket's fixed address, not a reference to the bucket: the bucket's
 * CORS rule already names the distribution, and a reference back would be circular.
 */
class PrefixOnlyOrigin extends OriginBase {
  constructor(
    domainName: string,
    private readonly files: IBucket,
    private readonly prefix: string,
  ) {
    super(domainName);
  }

  protected override renderS3OriginConfig(): CfnDistribution.S3OriginConfigProperty {
    return { originAccessIdentity: '' };
  }

  override bind(scope: Construct, options: OriginBindOptions): OriginBindConfig {
    const access = new S3OriginAccessControl(scope, 'PublicFilesAccessControl', { signing: Signing.SIGV4_ALWAYS });
    this.files.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicFilesOnly',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.files.arnForObjects(`${this.prefix}*`)],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${options.distributionId}`,
          },
        },
      }),
    );
    const config = super.bind(scope, options);
    if (!config.originProperty) throw new Error('The S3 origin rendered no origin');
    return {
      ...config,
      originProperty: { ...config.originProperty, originAccessControlId: access.originAccessControlId },
    };
  }
}

/** Props of {@link PublicDirectoryCdn}. */
export interface PublicDirectoryCdnProps {
  /** The API's uncached behaviour (`/api/*`): its origin, and what the event beacon keeps using. */
  readonly api: BehaviorOptions;
  /** The files bucket, whose `public/logos/` CloudFront serves. */
  readonly filesBucket: IBucket;
  /** `https://<files bucket>.s3.<region>.amazonaws.com` (FilesBucket's fixed address). */
  readonly filesOrigin: string;
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
}

/**
 * What the public affiliate directory adds to the web distribution (decision 0062):
 * - `/api{,/v1}/affiliate/public/*` cached for {@link PUBLIC_DIRECTORY_CACHE_SECONDS} (the API's
 *   own `Cache-Control` may ask for less, up to five minutes more), keyed by path and query string
 *   only: no cookie, no Authorization, no header reaches the cache key or the origin but the
 *   viewer's address, which the API's rate limit reads;
 * - the event beacon `…/directory/<slug>/event` left as the API's uncached behaviour, ahead of it,
 *   since it must see each visitor's user agent and prefetch headers;
 * - `/public/logos/*` from the private files bucket through Origin Access Control, cached as
 *   CloudFront's `CachingOptimized` (the objects say a year: their names are content hashes).
 * {@link behaviours} must come before `/api/*` in the distribution: CloudFront takes the first match.
 */
export class PublicDirectoryCdn extends Construct {
  readonly behaviours: Record<string, BehaviorOptions>;
  readonly cachePolicy: CachePolicy;

  constructor(scope: Construct, id: string, props: PublicDirectoryCdnProps) {
    super(scope, id);
    const ttl = Duration.seconds(PUBLIC_DIRECTORY_CACHE_SECONDS);
    this.cachePolicy = new CachePolicy(this, 'DirectoryCache', {
      comment: 'Public affiliate directory: path and query string only, about a minute',
      defaultTtl: ttl,
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const originRequest = new OriginRequestPolicy(this, 'DirectoryOriginRequest', {
      comment: 'Public affiliate directory: the query string and the viewer address (rate limits), nothing else',
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address'),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const cached: BehaviorOptions = {
      origin: props.api.origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy: this.cachePolicy,
      originRequestPolicy: originRequest,
      responseHeadersPolicy: props.responseHeadersPolicy,
    };
    const logos: BehaviorOptions = {
      origin: new PrefixOnlyOrigin(
        props.filesOrigin.replace(/^https:\/\//, ''),
        props.filesBucket,
        PUBLIC_LOGOS_PREFIX,
      ),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: props.responseHeadersPolicy,
    };
    const behaviours: Record<string, BehaviorOptions> = {};
    for (const prefix of API_PREFIXES) behaviours[`${prefix}/affiliate/public/directory/*/event`] = props.api;
    for (const prefix of API_PREFIXES) behaviours[`${prefix}/affiliate/public/*`] = cached;
    behaviours[PUBLIC_LOGOS_PATH_PATTERN] = logos;
    this.behaviours = behaviours;
  }
}
