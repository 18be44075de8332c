import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';

/** The header CloudFront adds to every request it sends to the API (functions/shared/api/origin.ts). */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';

/** Props of {@link OriginVerify}. */
export interface OriginVerifyProps {
  readonly config: StageConfig;
}

/**
 * A random value only CloudFront and the API functions know (docs/decisions/0019). CloudFront
 * sends it to the API origin in {@link ORIGIN_VERIFY_HEADER}, overwriting any the viewer sent; the
 * functions refuse requests without it. So the API's execute-api address, which is public, cannot
 * be used to go round CloudFront and forge `CloudFront-Viewer-Address` (the per-address limits and
 * HMRC's Gov-Client-Public-IP rely on it).
 */
export class OriginVerify extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: OriginVerifyProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Header value CloudFront sends to the API origin; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: props.config.removalPolicy,
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: CloudFront holds the value in its origin configuration, so a rotation is a deploy (a new value is generated when the secret is replaced; see docs/operations.md).',
    );
  }

  /** The value for CloudFront's origin custom header (a CloudFormation dynamic reference, not the text). */
  get headerValue(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }

  /** Let an API function read the value (GetSecretValue on this secret only). */
  grantTo(role: Role): void {
    role.addToPolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }),
    );
  }
}
