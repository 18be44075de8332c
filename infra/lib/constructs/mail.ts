import { CfnOutput, Stack } from 'aws-cdk-lib';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';

/** Props of {@link Mail}. */
export interface MailProps {
  readonly config: StageConfig;
}

/**
 * SES for the stage: a domain identity with Easy DKIM for `mailDomain`, and a configuration set
 * that requires TLS, records reputation metrics and keeps bounced and complaining addresses on
 * the suppression list. The DKIM CNAME records are stack outputs; the domain's DNS is managed
 * outside this app (docs/operations.md).
 */
export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /** `MAIL_FROM` of the functions. */
  readonly fromAddress: string;
  /** ARN of the configuration set, for IAM statements (`ses:SendEmail` checks it too). */
  readonly configurationSetArn: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { config } = props;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `bookkeeper-${config.stage}`,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(config.mailDomain),
      configurationSet: this.configurationSet,
    });
    this.fromAddress = `no-reply@${config.mailDomain}`;
    this.configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    this.identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: `DKIM CNAME ${i + 1} for ${config.mailDomain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
