import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';
import { SPA_FUNCTION_SOURCE } from '../site/spa-function';
import { ORIGIN_VERIFY_HEADER } from './origin-verify';
import { PublicDirectoryCdn } from './public-directory-cdn';
import { secureBucketProps } from './secure-bucket';
import { SecurityHeaders } from './security-headers';

/** Props of {@link Web}. */
export interface WebProps {
  readonly config: StageConfig;
  /** Host of the HTTP API's execute-api endpoint. */
  readonly apiOriginDomain: string;
  /** Sent to the API origin in `X-Origin-Verify` (OriginVerify); the API refuses requests without it. */
  readonly originVerifyValue?: string;
  /** Origin of presigned files-bucket URLs, allowed by the CSP. */
  readonly filesOrigin: string;
  /** The files bucket, whose public prefix (published logos) CloudFront serves. */
  readonly filesBucket: IBucket;
  readonly accessLogs: IBucket;
  /** ARN of the CloudFront-scoped WAF web ACL (EdgeStack, us-east-1); none when the stack is built alone. */
  readonly webAclArn?: string;
}

/**
 * The web front door: a private bucket for the SPA behind CloudFront with Origin Access Control,
 * `/app/*` served from it (client-side routes rewritten to `/app/index.html` by a CloudFront
 * Function), `/api/*` passed uncached to the HTTP API, and security headers with a strict CSP on
 * every response.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<app host>`, the origin browsers see. */
  readonly appOrigin: string;
  /** `https://<app host>/app`, `APP_URL` of the functions (links in e-mails). */
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps(config),
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web/',
    });
    const headers = new SecurityHeaders(this, 'SecurityHeaders', { config, filesOrigin: props.filesOrigin }).policy;
    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(SPA_FUNCTION_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Redirect / to /app/; serve /app/index.html for client-side routes',
    });
    const site: BehaviorOptions = {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const api: BehaviorOptions = {
      origin: new HttpOrigin(props.apiOriginDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        ...(props.originVerifyValue ? { customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue } } : {}),
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header (Authorization included, allowed because caching is off) but Host,
      // which must be the execute-api host for API Gateway to route the request, and the
      // CloudFront-* headers, CloudFront-Viewer-Address among them.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    // The public affiliate directory's cached answers and logos (decision 0062), ahead of `/api/*`.
    const directory = new PublicDirectoryCdn(this, 'Directory', {
      api,
      filesBucket: props.filesBucket,
      filesOrigin: props.filesOrigin,
      responseHeadersPolicy: headers,
    });
    const domain = config.appDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Bookkeeper ${config.stage}`,
      defaultBehavior: site,
      additionalBehaviors: { '/app/*': site, ...directory.behaviours, '/api/*': api },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(domain
        ? {
            domainNames: [domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    const host = domain ? domain.name : this.distribution.distributionDomainName;
    this.appOrigin = `https://${host}`;
    this.appUrl = `${this.appOrigin}/app`;
    this.acknowledgeFindings(config, Boolean(props.webAclArn));
  }

  private acknowledgeFindings(config: StageConfig, hasWebAcl: boolean): void {
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: UK businesses and their accountants use the app while abroad.',
    );
    if (!hasWebAcl) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'Only a stack built without its us-east-1 edge stack (EdgeStack, which buildApp always adds) lacks the web ACL; sign-in routes are still rate-limited by the API itself.',
      );
    }
    if (!config.appDomain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose viewer TLS policy cannot be changed; with appDomain set the distribution requires TLSv1.2_2021.',
      );
    }
  }
}
