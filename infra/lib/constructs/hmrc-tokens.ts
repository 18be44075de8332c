import { Key } from 'aws-cdk-lib/aws-kms';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';
import { grantSecretRead } from './grants';

/** The alias of the stage's HMRC token key; the functions get it as `HMRC_TOKEN_KMS_KEY_ID`. */
export function hmrcTokenKeyAlias(stage: string): string {
  return `alias/bookkeeper-${stage}-hmrc-tokens`;
}

/** Props of {@link HmrcTokens}. */
export interface HmrcTokensProps {
  readonly config: StageConfig;
}

/**
 * What the `hmrc` function needs to hold HMRC tokens (docs/hmrc.md): a customer-managed KMS key
 * for the envelope encryption of stored tokens (rotated yearly; only the `hmrc` function may
 * generate and decrypt data keys with it), and read access to the OAuth client secret, which an
 * operator creates in Secrets Manager under `config.hmrc.clientSecretName`.
 */
export class HmrcTokens extends Construct {
  readonly key: Key;
  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: HmrcTokensProps) {
    super(scope, id);
    this.config = props.config;
    this.key = new Key(this, 'TokenKey', {
      alias: hmrcTokenKeyAlias(props.config.stage),
      description: 'Envelope encryption of the HMRC OAuth tokens stored per business',
      enableKeyRotation: true,
      removalPolicy: props.config.removalPolicy,
    });
  }

  /** Let one role seal and open tokens, and read the OAuth client secret. */
  grantTo(role: Role): void {
    this.key.grant(role, 'kms:GenerateDataKey', 'kms:Decrypt');
    grantSecretRead(role, this.config.hmrc.clientSecretName);
  }
}
