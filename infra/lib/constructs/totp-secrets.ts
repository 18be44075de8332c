import { Key } from 'aws-cdk-lib/aws-kms';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';

/** The alias of the stage's TOTP secret key; the functions get it as `TOTP_KMS_KEY_ID`. */
export function totpKeyAlias(stage: string): string {
  return `alias/bookkeeper-${stage}-totp-secrets`;
}

/** Props of {@link TotpSecrets}. */
export interface TotpSecretsProps {
  readonly config: StageConfig;
}

/**
 * A customer-managed KMS key for the envelope encryption of the users' authenticator (TOTP)
 * secrets, as HMRC tokens have theirs (decision 0017): a copy of the table alone no longer yields
 * anyone's second factor. Rotated yearly; only the functions that set up or check a code may
 * generate and decrypt data keys with it.
 */
export class TotpSecrets extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string, props: TotpSecretsProps) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      alias: totpKeyAlias(props.config.stage),
      description: "Envelope encryption of the users' authenticator app (TOTP) secrets",
      enableKeyRotation: true,
      removalPolicy: props.config.removalPolicy,
    });
  }

  /** Let one role seal and open TOTP secrets. */
  grantTo(role: Role): void {
    this.key.grant(role, 'kms:GenerateDataKey', 'kms:Decrypt');
  }
}
