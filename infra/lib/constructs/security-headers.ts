import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';
import { buildContentSecurityPolicy } from '../web/csp';

/** Props of {@link SecurityHeaders}. */
export interface SecurityHeadersProps {
  readonly config: StageConfig;
  /** Origin of presigned files-bucket URLs, allowed by the CSP. */
  readonly filesOrigin: string;
}

/**
 * The response headers CloudFront adds to every answer, pages and API alike: the Content Security
 * Policy of {@link buildContentSecurityPolicy}, HSTS for two years, `nosniff`, `DENY` framing,
 * `strict-origin-when-cross-origin` referrers, no powerful browser features, and an isolated
 * browsing context group. `override` replaces whatever the origin sent.
 */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    const { config } = props;
    const csp = buildContentSecurityPolicy({
      filesOrigin: props.filesOrigin,
      hmrcAuthoriseOrigin: config.hmrc.authoriseOrigin,
      botCheckProvider: config.botCheck.provider,
    });
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: `Bookkeeper ${config.stage} security headers and CSP`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=()',
            override: true,
          },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
    });
  }
}
