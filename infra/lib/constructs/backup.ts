import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeManagedPolicy } from '../nag';
import type { StageConfig } from '../stage-config';

/** Restore points: a daily one kept five weeks, and the first of each month kept a year. */
export const BACKUP_RULES = {
  daily: { deleteAfterDays: 35 },
  monthly: { deleteAfterDays: 366 },
} as const;

/** The AWS managed policies AWS Backup documents for its service role, DynamoDB and S3 alike. */
const BACKUP_ROLE_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

/** Props of {@link Backup}. */
export interface BackupProps {
  readonly config: StageConfig;
  readonly table: ITableV2;
  /** Must be versioned: AWS Backup refuses unversioned buckets. */
  readonly bucket: IBucket;
}

/**
 * AWS Backup for the stage's data (docs/decisions/0052): the table and the files bucket, daily
 * at 03:00 UTC kept 35 days and monthly kept a year, in a vault of this stage encrypted with its
 * own key. Point-in-time recovery and object versions already undo a bad write for 35 / 30 days;
 * the vault holds copies that outlive a deleted table or bucket and reach back a year.
 */
export class Backup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: BackupProps) {
    super(scope, id);
    const { config } = props;
    const key = new Key(this, 'VaultKey', {
      description: `Encrypts the AWS Backup vault of Bookkeeper ${config.stage}`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Kept when the stack goes: the vault is what remains when everything else was lost.
    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: `bookkeeper-${config.stage}`,
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `bookkeeper-${config.stage}`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(8),
          deleteAfter: Duration.days(BACKUP_RULES.daily.deleteAfterDays),
        }),
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ day: '1', hour: '4', minute: '0' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(8),
          deleteAfter: Duration.days(BACKUP_RULES.monthly.deleteAfterDays),
        }),
      ],
    });
    const policies = BACKUP_ROLE_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name));
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description: `AWS Backup of Bookkeeper ${config.stage}: the table and the files bucket`,
      managedPolicies: policies,
    });
    for (const policy of policies) {
      acknowledgeManagedPolicy(
        role,
        policy.managedPolicyArn,
        "AWS Backup's own service-role policies are the documented way for it to snapshot and restore DynamoDB and S3; the plan's selection names only this stage's table and bucket.",
      );
    }
    this.plan.addSelection('Data', {
      role,
      resources: [BackupResource.fromArn(props.table.tableArn), BackupResource.fromArn(props.bucket.bucketArn)],
    });
  }
}
