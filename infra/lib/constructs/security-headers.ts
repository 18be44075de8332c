import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { buildContentSecurityPolicy, HSTS, SECURITY_HEADERS } from '@bk/platform';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';

/** Props of {@link SecurityHeaders}. */
export interface SecurityHeadersProps {
  readonly config: StageConfig;
  /** Origin of presigned files-bucket URLs, allowed by the CSP. */
  readonly filesOrigin: string;
}

/** The CDK enum member whose value is the header value; a value CloudFront cannot express fails the synth. */
function member<E extends string>(values: Record<string, E>, value: string): E {
  const found = Object.values(values).find((v) => v === value);
  if (found === undefined) throw new Error(`CloudFront has no setting for the header value "${value}"`);
  return found;
}

// CloudFront's X-Content-Type-Options setting can only send `nosniff`: this stops compiling if the data says otherwise.
const _nosniff: 'nosniff' = SECURITY_HEADERS['X-Content-Type-Options'];

/** Headers CloudFront has no typed setting for, sent as custom headers. */
const CUSTOM_HEADERS = ['Permissions-Policy', 'Cross-Origin-Opener-Policy'] as const;

/**
 * The response headers CloudFront adds to every answer, pages and API alike: the Content Security
 * Policy of {@link buildContentSecurityPolicy}, {@link HSTS} and the {@link SECURITY_HEADERS} the
 * local gateway sends too. `override` replaces whatever the origin sent.
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
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(HSTS.maxAgeDays),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: member(HeadersFrameOption, SECURITY_HEADERS['X-Frame-Options']), override: true },
        referrerPolicy: {
          referrerPolicy: member(HeadersReferrerPolicy, SECURITY_HEADERS['Referrer-Policy']),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: CUSTOM_HEADERS.map((header) => ({ header, value: SECURITY_HEADERS[header], override: true })),
      },
    });
  }
}
