import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../functions/shared/metrics';
import { INVOKED_JOBS } from '../../infra/lib/access';
import { APP_METRICS } from '../../infra/lib/constructs/alarms';
import { BACKUP_RULES } from '../../infra/lib/constructs/backup';
import { stageConfig } from '../../infra/lib/stage-config';
import {
  actionsOf,
  appFunctions,
  cfnText,
  onlyResource,
  resourcesOfType,
  statementsOfFunction,
  synthStage,
  type Json,
} from './helpers';

const { template } = synthStage('prod', { context: { alarmEmail: 'ops@example.co.uk' } });
const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties ?? {});
const alarm = (name: string): Json => alarms.find((a) => a.AlarmName === `bookkeeper-prod-${name}`);
const [queueId, queue] = onlyResource(template, 'AWS::SQS::Queue');
const [topicId, topic] = onlyResource(template, 'AWS::SNS::Topic');

describe('alarms to one SNS topic per stage', () => {
  it('has an encrypted topic, e-mailed to the stage’s alarm address when one is set', () => {
    // WHY: alarm texts name functions and queues; nobody hears an alarm nobody is subscribed to.
    expect(topic.Properties?.TopicName).toBe('bookkeeper-prod-alarms');
    expect(topic.Properties?.KmsMasterKeyId).toBeDefined();
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.co.uk' });
    const dev = synthStage('dev').template;
    expect(Object.keys(resourcesOfType(dev, 'AWS::SNS::Subscription'))).toEqual([]);
    expect(() => stageConfig('dev', { alarmEmail: 'not an address' })).toThrow(/not an e-mail address/);
  });

  it('lets CloudWatch use the topic’s key and publish to it, for this stage’s alarms only', () => {
    // WHY: with a customer key and a topic policy, an alarm that may not publish fails silently.
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: 'sns:Publish',
          }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
  });

  it('alarms on API 5xx, each function’s errors and throttles, failed jobs and HMRC errors, all to the topic', () => {
    // WHY: the four signals; each alarm must reach someone, and say so when it clears.
    const { alarms: thresholds } = stageConfig('prod');
    expect(alarm('api-5xx')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Threshold: thresholds.api5xxPerFiveMinutes,
    });
    const functionNames = Object.values(appFunctions(template)).map((f) => String(f.Properties?.FunctionName));
    expect(functionNames.length).toBeGreaterThan(15);
    for (const name of functionNames) {
      const a = alarm(`fn-${name.replace('bookkeeper-prod-', '')}`);
      expect(a, name).toBeDefined();
      expect(a.Threshold).toBe(thresholds.functionFailuresPerFiveMinutes);
      const metricNames = (a.Metrics as Json[]).flatMap((m): string[] =>
        m.MetricStat ? [String(m.MetricStat.Metric.MetricName)] : [],
      );
      expect(metricNames.sort()).toEqual(['Errors', 'Throttles']);
    }
    expect(alarm('job-failures')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
    });
    expect(alarm('hmrc-errors')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'ApiErrors',
      Threshold: thresholds.hmrcErrorsPerFifteenMinutes,
      Period: 900,
    });
    expect(APP_METRICS.namespace).toBe(METRICS_NAMESPACE);
    for (const a of alarms) {
      expect(a.AlarmActions, a.AlarmName).toEqual([{ Ref: topicId }]);
      expect(a.TreatMissingData).toBe('notBreaching');
    }
  });

  it('watches the HMRC errors under the exact dimensions the functions publish', () => {
    // WHY: Powertools publishes ApiErrors with service, stage and routeGroup; an alarm with other
    // dimensions watches a metric nobody writes (functions/shared/api/observability.ts).
    const dims = Object.fromEntries((alarm('hmrc-errors').Dimensions as Json[]).map((d) => [d.Name, d.Value]));
    expect(dims).toEqual({ service: 'bookkeeper', stage: 'prod', routeGroup: 'hmrc' });
  });
});

describe('on-failure destination of the invoked jobs', () => {
  it('sends every invoked job’s failed runs to one encrypted queue kept 14 days', () => {
    // WHY: after Lambda's two retries a failed deletion was dropped without a trace.
    const configs = Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig'));
    expect(configs).toHaveLength(INVOKED_JOBS.length);
    for (const c of configs) {
      expect(c.Properties?.DestinationConfig).toEqual({
        OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      });
    }
    expect(queue.Properties).toMatchObject({
      QueueName: 'bookkeeper-prod-job-failures',
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    for (const job of INVOKED_JOBS) {
      const send = statementsOfFunction(template, `bookkeeper-prod-job-${job.job}`).filter((s) =>
        actionsOf([s]).includes('sqs:SendMessage'),
      );
      expect(
        send.map((s) => cfnText(s.Resource)),
        job.job,
      ).toEqual([`<${queueId}.Arn>`]);
    }
  });
});

describe('TOTP secrets sealed with KMS', () => {
  const [, alias] = onlyResource(
    template,
    'AWS::KMS::Alias',
    (p) => p.AliasName === 'alias/bookkeeper-prod-totp-secrets',
  );
  const keyId = (alias.Properties?.TargetKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

  it('has a rotated customer-managed key that only the user function may use', () => {
    // WHY: with the secrets sealed, a copy of the table no longer yields anyone's second factor;
    // only sign-in and 2FA set-up (functions/user) need to open them.
    expect(resourcesOfType(template, 'AWS::KMS::Key')[keyId]?.Properties?.EnableKeyRotation).toBe(true);
    for (const fn of Object.values(appFunctions(template))) {
      const name = String(fn.Properties?.FunctionName);
      const onKey = statementsOfFunction(template, name).filter((s) => cfnText(s.Resource).includes(`<${keyId}.Arn>`));
      expect(actionsOf(onKey).sort(), name).toEqual(
        name === 'bookkeeper-prod-user' ? ['kms:Decrypt', 'kms:GenerateDataKey'] : [],
      );
      expect(fn.Properties?.Environment.Variables.TOTP_KMS_KEY_ID).toBe('alias/bookkeeper-prod-totp-secrets');
    }
  });
});

describe('AWS Backup in production', () => {
  it('backs the table and the files bucket up daily for 35 days and monthly for a year, in a KMS-encrypted vault', () => {
    // WHY: point-in-time recovery and object versions die with the table or bucket; the vault does not.
    const [, vault] = onlyResource(template, 'AWS::Backup::BackupVault');
    expect(vault.Properties?.EncryptionKeyArn).toBeDefined();
    expect(vault.DeletionPolicy).toBe('Retain');
    const [, plan] = onlyResource(template, 'AWS::Backup::BackupPlan');
    const rules = plan.Properties?.BackupPlan.BackupPlanRule as Json[];
    expect(rules.map((r): unknown[] => [r.RuleName, r.Lifecycle.DeleteAfterDays])).toEqual([
      ['Daily', BACKUP_RULES.daily.deleteAfterDays],
      ['Monthly', BACKUP_RULES.monthly.deleteAfterDays],
    ]);
    expect(BACKUP_RULES).toEqual({ daily: { deleteAfterDays: 35 }, monthly: { deleteAfterDays: 366 } });
    const [, selection] = onlyResource(template, 'AWS::Backup::BackupSelection');
    const [tableId] = onlyResource(template, 'AWS::DynamoDB::GlobalTable');
    const [bucketId, bucket] = onlyResource(template, 'AWS::S3::Bucket', (p) =>
      cfnText(p.BucketName).startsWith('bookkeeper-prod-files'),
    );
    expect((selection.Properties?.BackupSelection.Resources as unknown[]).map(cfnText)).toEqual([
      `<${tableId}.Arn>`,
      `<${bucketId}.Arn>`,
    ]);
    // AWS Backup refuses a bucket without versioning.
    expect(bucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('is on in prod only', () => {
    // WHY: dev and staging hold test data; backing them up costs money and keeps test data for a year.
    expect(stageConfig('prod').backup).toBe(true);
    for (const stage of ['dev', 'staging']) {
      expect(stageConfig(stage).backup).toBe(false);
      expect(Object.keys(resourcesOfType(synthStage(stage).template, 'AWS::Backup::BackupPlan'))).toEqual([]);
    }
  });
});
